// MainWindow, compare mode: the compare dock, races, batch experiments, the heuristic X-ray,
// the distance gauge and hints.

#include "window/mainwindow.h"

#include "pdb/additivepdb.h"
#include "compare/comparepanel.h"
#include "compare/experimentdialog.h"
#include "play/gamesession.h"
#include "play/hintservice.h"
#include "play/playbackbar.h"
#include "compare/raceview.h"
#include "board/rotationboardview.h"
#include "board/slidingboardview.h"
#include "puzzles/sliding/slidingtext.h"
#include "solve/solverpanel.h"
#include "play/xray.h"

#include <QAction>
#include <QDockWidget>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QStatusBar>

namespace ui {

void MainWindow::createCompare()
{
    m_compare = new ComparePanel(m_session, this);
    auto *dock = new QDockWidget(tr("Compare"), this);
    dock->setObjectName(QStringLiteral("compareDock"));
    dock->setWidget(m_compare);
    dock->setFeatures(QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetFloatable | QDockWidget::DockWidgetClosable);
    addDockWidget(Qt::BottomDockWidgetArea, dock);

    QAction *show = addAction("showCompare", tr("Show &Compare Panel"), QKeySequence(tr("Ctrl+Shift+C")), {});
    show->setCheckable(true);
    show->setChecked(true);
    connect(show, &QAction::toggled, dock, &QDockWidget::setVisible);
    connect(dock, &QDockWidget::visibilityChanged, show, &QAction::setChecked);
    connect(addAction("compare", tr("Co&mpare Algorithms"), QKeySequence(tr("F6")), {}), &QAction::triggered, this,
            &MainWindow::compareAlgorithms);
    connect(addAction("race", tr("&Race..."), QKeySequence(tr("F7")), {}), &QAction::triggered, this,
            [this] { openRace(m_compare->selectedReplies()); });
    connect(addAction("experiment", tr("&Batch Experiment..."), QKeySequence(tr("F8")), {}), &QAction::triggered,
            this, [this] { openExperiment(m_compare->choices()); });
    connect(addAction("hint", tr("&Hint"), QKeySequence(tr("H")), {}), &QAction::triggered, this,
            &MainWindow::showHint);
    QAction *xray = addAction("xray", tr("Heuristic &X-ray"), QKeySequence(tr("X")), {});
    xray->setCheckable(true);
    connect(xray, &QAction::toggled, this, [this] {
        updateXray();
        saveState();
    });
    QAction *gauge = addAction("gauge", tr("&Distance Gauge"), {}, {});
    gauge->setCheckable(true);
    gauge->setChecked(true);
    connect(gauge, &QAction::toggled, this, [this] {
        m_lastDistance = -1;
        updateGauge();
    });
    for (const char *n : {"showCompare", "compare", "race", "experiment", "hint", "xray", "gauge"})
        QWidget::addAction(m_actions.value(n));

    // Menus: Solve gets the compare entries and the hint, View the panels and overlays.
    for (QMenu *menu : menuBar()->findChildren<QMenu *>()) {
        if (menu->objectName() == QLatin1String("solveMenu")) {
            menu->addSeparator();
            for (const char *n : {"hint", "compare", "race", "experiment"})
                menu->addAction(m_actions.value(n));
        } else if (menu->objectName() == QLatin1String("viewMenu")) {
            for (const char *n : {"showCompare", "xray", "gauge"})
                menu->addAction(m_actions.value(n));
        }
    }

    m_gauge = new QLabel(this);
    m_gauge->setObjectName(QStringLiteral("distanceGauge"));
    statusBar()->addPermanentWidget(m_gauge);
    m_hints = new HintService(this);
    connect(m_hints, &HintService::ready, this, &MainWindow::onHintReady);

    connect(m_compare, &ComparePanel::playRequested, this, &MainWindow::playRun);
    connect(m_compare, &ComparePanel::raceRequested, this, &MainWindow::openRace);
    connect(m_compare, &ComparePanel::experimentRequested, this, &MainWindow::openExperiment);
    connect(m_session, &GameSession::puzzleChanged, this, [this] {
        m_compare->refreshChoices();
        // On the rotation game H is a move; the hint moves to Shift+H there.
        const bool rotation = m_session->kind() == core::PuzzleKind::Rotation;
        m_actions.value("hint")->setShortcut(QKeySequence(rotation ? tr("Shift+H") : tr("H")));
    });
}

void MainWindow::compareAlgorithms()
{
    m_actions.value("showCompare")->setChecked(true);
    m_compare->run();
}

void MainWindow::playRun(const SolveReply &reply)
{
    if (reply.outcome.status != core::SearchStatus::Solved)
        return;
    // Play from the board the run started on, whatever has been played since.
    if (reply.request.kind == core::PuzzleKind::Rotation) {
        if (!(m_session->kind() == core::PuzzleKind::Rotation && m_session->rotation() == reply.request.rotation))
            m_session->newRotation(reply.request.rotation);
    } else if (!(m_session->kind() == core::PuzzleKind::Sliding && m_session->sliding() == reply.request.start
                 && m_session->goal() == reply.request.goal)) {
        m_session->newSliding(reply.request.start, reply.request.goal);
    }
    m_panel->showResult(reply);
    m_session->setSolution(reply.outcome.moves);
    if (!reply.outcome.moves.empty())
        m_panel->playback()->play();
}

void MainWindow::openRace(const QList<SolveReply> &replies)
{
    if (replies.size() < 2) {
        statusBar()->showMessage(tr("Run at least two algorithms in the compare panel first."), 5000);
        return;
    }
    auto *race = new RaceView(replies, this);
    race->setObjectName(QStringLiteral("raceView"));
    race->show();
    race->play();
}

void MainWindow::openExperiment(const QList<core::RunChoice> &choices)
{
    auto *d = new ExperimentDialog(m_session->kind(), m_session->goal(), choices, m_prefs.maxNodes,
                                   std::size_t(m_prefs.maxMemoryMiB) << 20, this);
    d->setObjectName(QStringLiteral("experimentDialog"));
    d->setAttribute(Qt::WA_DeleteOnClose);
    connect(d, &ExperimentDialog::openBoard, this, [this](const QString &text) {
        if (pasteBoard(text))
            statusBar()->showMessage(tr("Opened the experiment's board."), 4000);
    });
    d->show();
}

void MainWindow::updateXray()
{
    const bool on = m_actions.value("xray") && m_actions.value("xray")->isChecked();
    if (!on) {
        m_slidingView->setXray(std::nullopt);
        m_rotationView->setXray(std::nullopt);
        m_xrayLabel->hide();
        return;
    }
    QStringList parts;
    if (m_session->kind() == core::PuzzleKind::Rotation) {
        const core::RotationXray x = core::rotationXray(m_session->rotation());
        m_rotationView->setXray(x);
        parts << tr("centre count bound %1").arg(x.centreBound) << tr("exact distance %1").arg(x.tableBound);
    } else {
        const core::HeuristicId h = m_panel->heuristic();
        std::shared_ptr<const core::AdditivePdb> pdb;
        const bool pdbChosen
            = h == core::HeuristicId::Pdb555 || h == core::HeuristicId::Pdb663 || h == core::HeuristicId::Pdb78;
        if (pdbChosen)
            pdb = core::AdditivePdb::ifBuilt(m_session->goal(), h == core::HeuristicId::Pdb555   ? "555"
                                                                : h == core::HeuristicId::Pdb663 ? "663"
                                                                                                  : "78");
        const core::SlidingXray x = core::slidingXray(m_session->sliding(), m_session->goal(), h, pdb.get());
        m_slidingView->setXray(x);
        parts << tr("misplaced %1").arg(x.misplaced) << tr("Manhattan %1").arg(x.manhattanSum)
              << tr("linear conflict %1").arg(x.linearConflict);
        if (x.pdb >= 0)
            parts << tr("pattern databases %1").arg(x.pdb);
        else if (pdbChosen)
            parts << tr("pattern databases: groups shown, value after the tables are built (solve once)");
        if (x.trueDistance >= 0)
            parts << tr("true distance %1").arg(x.trueDistance);
        else if (m_hints->hasAnswer() && m_hints->answer().kind == core::Hint::Kind::Exact)
            parts << tr("true distance %1").arg(m_hints->answer().distance);
    }
    m_xrayLabel->setText(tr("X-ray, h values: %1").arg(parts.join(QStringLiteral(" · "))));
    m_xrayLabel->show();
}

void MainWindow::updateGauge()
{
    m_slidingView->setHintCell(-1);
    m_rotationView->setHintMove(-1);
    if (!m_actions.value("gauge")->isChecked() && !m_hintWanted) {
        m_hints->cancel();
        m_gauge->clear();
        return;
    }
    if (!m_session->unsolvableReason().empty()) {
        m_hints->cancel();
        m_gauge->setText(tr("Distance: unreachable"));
        return;
    }
    m_hints->request(m_session->kind(), m_session->sliding(), m_session->goal(), m_session->rotation());
    if (m_hints->isComputing())
        m_gauge->setText(tr("Distance: computing..."));
}

void MainWindow::onHintReady(const core::Hint &hint)
{
    if (hint.kind != core::Hint::Kind::Exact) {
        m_gauge->setText(hint.kind == core::Hint::Kind::Unknown ? tr("Distance: unknown (board too large)")
                                                                : tr("Distance: not found within the budget"));
        m_gauge->setToolTip(QString::fromStdString(hint.message));
        if (m_hintWanted)
            statusBar()->showMessage(tr("No hint: %1").arg(QString::fromStdString(hint.message)), 6000);
        m_hintWanted = false;
        m_lastDistance = -1;
        return;
    }
    QString trend;
    if (m_lastDistance >= 0 && m_session->moveCount() > 0) {
        const int t = core::distanceTrend(m_lastDistance, hint.distance);
        trend = t < 0 ? tr(" (closer)") : t > 0 ? tr(" (further)") : tr(" (same)");
    }
    m_lastDistance = hint.distance;
    m_gauge->setText(tr("Distance to goal: %1%2").arg(hint.distance).arg(trend));
    m_gauge->setToolTip(tr("The fewest moves from this board to the goal"));
    if (m_actions.value("xray")->isChecked())
        updateXray();
    if (m_hintWanted) {
        m_hintWanted = false;
        showHint();
    }
}

void MainWindow::showHint()
{
    if (!m_hints->hasAnswer()) {
        m_hintWanted = true;
        if (!m_hints->isComputing())
            updateGauge();
        statusBar()->showMessage(tr("Working out the next move..."), 3000);
        return;
    }
    const core::Hint &h = m_hints->answer();
    if (h.kind != core::Hint::Kind::Exact) {
        statusBar()->showMessage(tr("No hint: %1").arg(QString::fromStdString(h.message)), 6000);
        return;
    }
    if (h.next == 0) {
        statusBar()->showMessage(tr("Already at the goal."), 4000);
        return;
    }
    if (m_session->kind() == core::PuzzleKind::Rotation) {
        m_rotationView->setHintMove(core::rotationFromLetter(h.next));
        statusBar()->showMessage(tr("Hint: move %1 (%2 to go).").arg(QChar(h.next)).arg(h.distance), 6000);
        return;
    }
    core::Dir d;
    if (!core::dirFromLetter(h.next, d))
        return;
    const core::SlidingBoard &b = m_session->sliding();
    const int cell = core::blankTarget(b.size, b.blankIndex(), d);
    m_slidingView->setHintCell(cell);
    statusBar()->showMessage(tr("Hint: slide tile %1 (%2 to go).").arg(b.tiles[std::size_t(cell)]).arg(h.distance), 6000);
}

} // namespace ui
