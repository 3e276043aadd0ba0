// MainWindow's behaviour: playing, scrambling, editing, solving, files and settings.
#include "window/mainwindow.h"

#include "play/boardeditdialog.h"
#include "compare/comparepanel.h"
#include "play/gamesession.h"
#include "play/playbackbar.h"
#include "board/rotationboardview.h"
#include "play/scramble.h"
#include "play/scrambledialog.h"
#include "window/settingsdialog.h"
#include "board/slidingboardview.h"
#include "puzzles/sliding/slidingtext.h"
#include "tables/smallboardtables.h"
#include "solve/solvercontroller.h"
#include "solve/solverpanel.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QCloseEvent>
#include <QDialogButtonBox>
#include <QEventLoop>
#include <QFile>
#include <QFileDialog>
#include <QFormLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QMessageBox>
#include <QProgressDialog>
#include <QSaveFile>
#include <QSettings>
#include <QSpinBox>
#include <QStatusBar>

#include <atomic>
#include <thread>

namespace ui {

void MainWindow::newSliding(int width, int height)
{
    const auto goal = core::SlidingBoard::standardGoal({width, height});
    m_session->newSliding(goal, goal);
}

void MainWindow::newRotation()
{
    m_session->newRotation(core::scrambleRotationWalk(0, m_rng));
}

void MainWindow::scrambleRandom()
{
    if (m_session->kind() == core::PuzzleKind::Rotation)
        m_session->newRotation(core::scrambleRotationRandom(m_rng));
    else
        m_session->newSliding(core::scrambleRandomSolvable(m_session->goal(), m_rng), m_session->goal());
}

void MainWindow::scrambleMoves(int k)
{
    if (m_session->kind() == core::PuzzleKind::Rotation)
        m_session->newRotation(core::scrambleRotationWalk(k, m_rng));
    else
        m_session->newSliding(core::scrambleRandomWalk(m_session->goal(), k, m_rng), m_session->goal());
}

bool MainWindow::scrambleDistance(int d)
{
    core::DistanceScramble r;
    if (m_session->goal().cells() <= core::SmallBoardTables::MaxCells) {
        r = core::scrambleAtDistance(m_session->goal(), d, m_rng); // from the tables, at once
    } else {
        // Larger boards certify every step of the walk with an optimal solve: that runs on a
        // thread of its own while a progress dialog (with Cancel) keeps the window painted.
        QProgressDialog progress(tr("Finding a board %1 moves from the goal...").arg(d), tr("Cancel"), 0, 0, this);
        progress.setWindowTitle(tr("Scramble"));
        progress.setWindowModality(Qt::WindowModal);
        progress.setMinimumDuration(300);
        std::atomic<bool> cancel{false};
        connect(&progress, &QProgressDialog::canceled, this, [&cancel] { cancel = true; });
        std::mt19937_64 rng(m_rng());
        const core::SlidingBoard goal = m_session->goal();
        QEventLoop loop;
        std::thread worker([&] {
            r = core::scrambleAtDistance(goal, d, rng, 2'000'000, &cancel);
            QMetaObject::invokeMethod(&loop, &QEventLoop::quit, Qt::QueuedConnection);
        });
        loop.exec();
        worker.join();
        if (cancel)
            return false;
    }
    if (!r.board) {
        QMessageBox::warning(this, tr("Scramble"), tr("No board was made: %1").arg(QString::fromStdString(r.error)));
        return false;
    }
    m_session->newSliding(*r.board, m_session->goal());
    return true;
}

void MainWindow::scrambleDialog()
{
    const bool sliding = m_session->kind() == core::PuzzleKind::Sliding;
    const bool small = sliding && m_session->size().cells() <= core::SmallBoardTables::MaxCells;
    // Larger boards certify each step with an optimal solve (on a worker thread): keep D modest.
    const int maxDistance = small ? int(core::SmallBoardTables::forSize(m_session->size()).distanceCounts(m_session->goal()).size()) - 1
                                  : 36;
    ScrambleDialog dialog(sliding, maxDistance, this);
    QSettings s;
    dialog.setMoves(s.value("scramble/moves", 20).toInt());
    dialog.setDistance(s.value("scramble/distance", std::min(20, maxDistance)).toInt());
    dialog.setMode(ScrambleDialog::Mode(s.value("scramble/mode", 0).toInt()));
    if (dialog.exec() != QDialog::Accepted)
        return;
    s.setValue("scramble/mode", int(dialog.mode()));
    s.setValue("scramble/moves", dialog.moves());
    s.setValue("scramble/distance", dialog.distance());
    switch (dialog.mode()) {
    case ScrambleDialog::Mode::Random: scrambleRandom(); break;
    case ScrambleDialog::Mode::Moves: scrambleMoves(dialog.moves()); break;
    case ScrambleDialog::Mode::Distance: scrambleDistance(dialog.distance()); break;
    }
}

void MainWindow::onSlidingClicked(int cell)
{
    if (!m_actions.value("swapTiles")->isChecked()) {
        m_session->slideTo(cell);
        return;
    }
    if (m_swapFirst < 0) {
        m_swapFirst = cell;
        m_slidingView->setSelectedCell(cell);
        return;
    }
    m_session->swapTiles(m_swapFirst, cell);
    m_swapFirst = -1;
    m_slidingView->setSelectedCell(-1);
    m_actions.value("swapTiles")->setChecked(false);
}

void MainWindow::keyPressEvent(QKeyEvent *event)
{
    if (m_session->kind() == core::PuzzleKind::Rotation) {
        if (event->key() >= Qt::Key_A && event->key() <= Qt::Key_H && !(event->modifiers() & Qt::ControlModifier)) {
            m_session->playRotation(event->key() - Qt::Key_A);
            return;
        }
        QMainWindow::keyPressEvent(event);
        return;
    }
    // By default a key moves the tile next to the blank in its direction, so the blank
    // travels the other way; the setting makes keys move the blank itself.
    core::Dir tileWay;
    switch (event->key()) {
    case Qt::Key_Up: case Qt::Key_W: tileWay = core::Dir::Up; break;
    case Qt::Key_Down: case Qt::Key_S: tileWay = core::Dir::Down; break;
    case Qt::Key_Left: case Qt::Key_A: tileWay = core::Dir::Left; break;
    case Qt::Key_Right: case Qt::Key_D: tileWay = core::Dir::Right; break;
    default: QMainWindow::keyPressEvent(event); return;
    }
    m_session->playDir(m_prefs.keysMoveBlank ? tileWay : core::oppositeDir(tileWay));
}

void MainWindow::boardChanged()
{
    // A board that differs from the one being solved makes the search pointless.
    if (m_solver->isBusy()) {
        const bool same = m_pending.kind == core::PuzzleKind::Rotation ? m_pending.rotation == m_session->rotation()
                                                                       : m_pending.start == m_session->sliding();
        if (!same || m_pending.kind != m_session->kind())
            cancelSolve();
    }
    // Reaching the goal flashes the board briefly (unless switched off in Settings).
    const bool solved = m_session->isSolved();
    const bool justSolved = solved && !m_wasSolved && m_session->moveCount() > 0;
    m_wasSolved = solved;
    if (justSolved && m_prefs.solvedHighlight) {
        m_slidingView->setSolvedHighlight(true);
        m_rotationView->setSolvedHighlight(true);
        m_highlightTimer.start(1500);
    } else if (!solved || !m_prefs.solvedHighlight) {
        m_highlightTimer.stop();
        m_slidingView->setSolvedHighlight(false);
        m_rotationView->setSolvedHighlight(false);
    }
    m_movesLabel->setText(tr("Moves: %1").arg(m_session->moveCount()));
    if (m_compare) {
        updateGauge();
        updateXray();
    }
    m_actions.value("undo")->setEnabled(m_session->canUndo());
    m_actions.value("redo")->setEnabled(m_session->canRedo());
    const int step = m_session->solutionStep();
    if (solved && m_session->moveCount() > 0 && step < 0) {
        const QString how = m_session->kind() == core::PuzzleKind::Rotation
            ? tr("Solved: the centre holds %1.").arg(m_session->rotation().solvedDigit())
            : m_session->moveCount() == 1 ? tr("Solved in 1 move!")
                                          : tr("Solved in %1 moves!").arg(m_session->moveCount());
        statusBar()->showMessage(how, 8000);
    }
    showSolvability();
    // Remembered a moment after the last change, not on every move (it writes the settings file).
    m_saveTimer.start();
}

void MainWindow::showSolvability()
{
    const QString reason = QString::fromStdString(m_session->unsolvableReason());
    m_panel->setSolvable(reason.isEmpty(), reason);
    m_actions.value("solve")->setEnabled(reason.isEmpty());
    if (!reason.isEmpty())
        statusBar()->showMessage(reason);
}

void MainWindow::solve()
{
    if (!m_session->unsolvableReason().empty())
        return;
    m_panel->playback()->pause();
    SolveRequest r;
    r.kind = m_session->kind();
    r.start = m_session->sliding();
    r.goal = m_session->goal();
    r.rotation = m_session->rotation();
    r.algorithm = m_panel->algorithm();
    r.heuristic = m_panel->heuristic();
    r.maxNodes = m_prefs.maxNodes;
    r.maxBytes = std::size_t(m_prefs.maxMemoryMiB) << 20;
    m_pending = r;
    m_pending.id = m_solver->solve(r);
    m_panel->searchStarted();
    m_actions.value("cancel")->setEnabled(true);
}

void MainWindow::cancelSolve()
{
    if (!m_solver->isBusy())
        return;
    m_solver->cancel();
    m_panel->searchCancelled();
    m_actions.value("cancel")->setEnabled(false);
    statusBar()->showMessage(tr("Search cancelled."), 4000);
}

void MainWindow::onSolved(const SolveReply &reply)
{
    m_actions.value("cancel")->setEnabled(false);
    m_panel->showResult(reply);
    const auto &o = reply.outcome;
    if (o.status == core::SearchStatus::Solved) {
        m_session->setSolution(o.moves);
        if (!o.moves.empty())
            m_panel->playback()->play();
    } else if (o.status == core::SearchStatus::LimitReached) {
        statusBar()->showMessage(tr("The search stopped at its budget; see the solver panel."), 8000);
    }
}

void MainWindow::editBoard()
{
    if (m_session->kind() == core::PuzzleKind::Rotation) {
        BoardEditDialog d(tr("Edit Board"), QString::fromStdString(core::formatRotation(m_session->rotation())), this);
        if (d.exec() == QDialog::Accepted && d.rotationBoard())
            m_session->newRotation(*d.rotationBoard());
        return;
    }
    BoardEditDialog d(tr("Edit Board"), m_session->size(), QString::fromStdString(core::formatTokens(m_session->sliding())),
                      true, this);
    if (d.exec() != QDialog::Accepted || !d.slidingBoard())
        return;
    const auto board = *d.slidingBoard();
    const auto goal = board.size == m_session->size() ? m_session->goal() : core::SlidingBoard::standardGoal(board.size);
    m_session->newSliding(board, goal);
}

void MainWindow::editGoal()
{
    BoardEditDialog d(tr("Set Goal"), m_session->size(), QString::fromStdString(core::formatTokens(m_session->goal())),
                      false, this);
    if (d.exec() == QDialog::Accepted && d.slidingBoard())
        m_session->setGoal(*d.slidingBoard());
}

void MainWindow::customSize()
{
    QDialog d(this);
    d.setWindowTitle(tr("Custom Size"));
    auto *form = new QFormLayout(&d);
    auto *w = new QSpinBox(&d);
    auto *h = new QSpinBox(&d);
    w->setRange(core::MinSide, core::MaxSide);
    h->setRange(core::MinSide, core::MaxSide);
    w->setValue(m_session->size().width);
    h->setValue(m_session->size().height);
    form->addRow(tr("Width:"), w);
    form->addRow(tr("Height:"), h);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, &d);
    form->addRow(buttons);
    connect(buttons, &QDialogButtonBox::accepted, &d, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, &d, &QDialog::reject);
    if (d.exec() != QDialog::Accepted)
        return;
    newSliding(w->value(), h->value());
    scrambleRandom();
}

void MainWindow::copyBoard()
{
    const std::string text = m_session->kind() == core::PuzzleKind::Rotation ? core::formatRotation(m_session->rotation())
                                                                             : core::formatId(m_session->sliding());
    QApplication::clipboard()->setText(QString::fromStdString(text));
    statusBar()->showMessage(tr("Copied %1").arg(QString::fromStdString(text)), 4000);
}

bool MainWindow::pasteBoard(const QString &text)
{
    const std::string s = text.trimmed().toStdString();
    QString error;
    if (m_session->kind() == core::PuzzleKind::Rotation) {
        const auto r = core::parseRotationBoard(s);
        if (r.ok()) {
            m_session->newRotation(*r.board);
            return true;
        }
        error = QString::fromStdString(r.error.describe());
    } else {
        const bool isId = s.find(':') != std::string::npos;
        const auto r = core::parseSlidingBoard(s, isId ? std::nullopt : std::optional<core::BoardSize>(m_session->size()));
        if (r.ok()) {
            const auto goal = r.board->size == m_session->size() ? m_session->goal()
                                                                 : core::SlidingBoard::standardGoal(r.board->size);
            m_session->newSliding(*r.board, goal);
            return true;
        }
        error = QString::fromStdString(r.error.describe());
    }
    statusBar()->showMessage(tr("Cannot paste the board: %1").arg(error), 8000);
    return false;
}

QString MainWindow::openFile(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return tr("Cannot open %1: %2").arg(path, f.errorString());
    if (f.size() > (1 << 20))
        return tr("%1 is too large to be a saved game.").arg(path);
    const auto r = core::readGame(f.readAll().toStdString());
    if (!r.game)
        return tr("%1 is not a game PuzzleScope can open: %2").arg(path, QString::fromStdString(r.error));
    m_session->load(*r.game);
    statusBar()->showMessage(tr("Opened %1").arg(path), 4000);
    return {};
}

QString MainWindow::saveFile(const QString &path)
{
    // QSaveFile writes a temporary file and renames it, so a crash never leaves half a game.
    QSaveFile f(path);
    const std::string text = "# PuzzleScope saved game\n" + core::writeGame(m_session->saved());
    if (!f.open(QIODevice::WriteOnly) || f.write(text.data(), qint64(text.size())) != qint64(text.size()) || !f.commit())
        return tr("Cannot save %1: %2").arg(path, f.errorString());
    statusBar()->showMessage(tr("Saved %1").arg(path), 4000);
    return {};
}

void MainWindow::openDialog()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Open Game"), QString(),
                                                      tr("PuzzleScope games (*.puzzlescope);;All files (*)"));
    if (path.isEmpty())
        return;
    const QString error = openFile(path);
    if (!error.isEmpty())
        QMessageBox::warning(this, tr("Open Game"), error);
}

void MainWindow::saveDialog()
{
    QString path = QFileDialog::getSaveFileName(this, tr("Save Game"), QString(), tr("PuzzleScope games (*.puzzlescope)"));
    if (path.isEmpty())
        return;
    if (!path.endsWith(QStringLiteral(".puzzlescope")))
        path += QStringLiteral(".puzzlescope");
    const QString error = saveFile(path);
    if (!error.isEmpty())
        QMessageBox::warning(this, tr("Save Game"), error);
}

void MainWindow::settingsDialog()
{
    SettingsDialog d(m_prefs, this);
    if (d.exec() != QDialog::Accepted)
        return;
    const QString oldLanguage = m_prefs.language;
    setPreferences(d.preferences());
    if (m_prefs.language != oldLanguage)
        QMessageBox::information(this, tr("Language"), tr("The new language takes effect when PuzzleScope restarts."));
}

void MainWindow::setPreferences(const Preferences &prefs)
{
    m_prefs = prefs;
    QSettings s;
    m_prefs.save(s);
    applyPreferences();
    boardChanged();
}

void MainWindow::applyPreferences()
{
    // While playing fast, a move's animation must end before the next step.
    int duration = m_prefs.animate ? 120 : 0;
    if (m_panel->playback()->isPlaying())
        duration = std::min(duration, m_panel->playback()->stepInterval() * 3 / 4);
    m_slidingView->setAnimationDuration(duration);
    m_rotationView->setAnimationDuration(m_prefs.animate ? std::min(160, std::max(duration, 0) + 40) : 0);
    m_slidingView->setColourScheme(m_prefs.scheme);
    m_rotationView->setColourScheme(m_prefs.scheme);
    m_compare->setBudgets(m_prefs.maxNodes, std::size_t(m_prefs.maxMemoryMiB) << 20);
}

void MainWindow::updateTitle()
{
    if (m_session->kind() == core::PuzzleKind::Rotation)
        setWindowTitle(tr("PuzzleScope - Rotation Game"));
    else
        setWindowTitle(tr("PuzzleScope - %1 x %2 Sliding Puzzle").arg(m_session->size().width).arg(m_session->size().height));
}

void MainWindow::restoreState()
{
    QSettings s;
    m_prefs.load(s);
    restoreGeometry(s.value("window/geometry").toByteArray());
    QMainWindow::restoreState(s.value("window/state").toByteArray());
    // Read every remembered value before loading the game: loading saves the state again.
    const auto a = core::algorithmFromKey(s.value("solve/algorithm").toString().toStdString());
    const auto h = core::heuristicFromKey(s.value("solve/heuristic").toString().toStdString());
    const double speed = s.value("playback/speed", 1.0).toDouble();
    m_actions.value("xray")->setChecked(s.value("view/xray", false).toBool());
    m_actions.value("gauge")->setChecked(s.value("view/gauge", true).toBool());
    // The last game, validated like any other input; anything damaged falls back to a fresh game.
    const auto saved = core::readGame(s.value("game/current").toString().toStdString());
    if (saved.game) {
        m_session->load(*saved.game);
    } else {
        newSliding(3, 3);
        scrambleRandom();
    }
    if (a && h)
        m_panel->setChoice(*a, *h);
    m_panel->playback()->setSpeed(speed);
    updateTitle();
    boardChanged();
}

void MainWindow::saveState() const
{
    QSettings s;
    s.setValue("game/current", QString::fromStdString(core::writeGame(m_session->saved())));
    s.setValue("solve/algorithm", QString::fromStdString(core::algorithmKey(m_panel->algorithm())));
    s.setValue("solve/heuristic", QString::fromStdString(core::heuristicKey(m_panel->heuristic())));
    s.setValue("playback/speed", m_panel->playback()->speed());
    s.setValue("view/xray", m_actions.value("xray")->isChecked());
    s.setValue("view/gauge", m_actions.value("gauge")->isChecked());
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    m_solver->cancel();
    QSettings s;
    s.setValue("window/geometry", saveGeometry());
    s.setValue("window/state", QMainWindow::saveState());
    saveState();
    event->accept();
}

void MainWindow::about()
{
    QMessageBox::about(this, tr("About PuzzleScope"),
                       tr("<h3>PuzzleScope %1</h3><p>Play sliding-tile puzzles and the rotation game, and watch "
                          "breadth-first search, bidirectional BFS, A* and IDA* solve them.</p>"
                          "<p>Keys: arrows or WASD slide tiles; A-H rotate in the rotation game; F5 solves; "
                          "Space plays the solution.</p>")
                           .arg(QApplication::applicationVersion()));
}

} // namespace ui
