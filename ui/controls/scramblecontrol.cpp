#include "storage/tablecache.h"
#include "words/reasontext.h"
#include "controls/scramblecontrol.h"

#include "play/gamesession.h"
#include "play/scrambledialog.h"

#include <QAction>
#include <QCoreApplication>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QMainWindow>
#include <QMessageBox>
#include <QProgressDialog>
#include <QSettings>
#include <QSpinBox>

namespace ui {

namespace {

// Boards answered from the tables never search; the budget matters only beyond them.
constexpr std::uint64_t DistanceScrambleBudget = 20'000'000;

} // namespace

ScrambleControl::ScrambleControl(const WindowContext &context, QObject *parent)
    : QObject(parent),
      m_ctx(context),
      m_rng(std::random_device{}())
{
    QMainWindow *w = m_ctx.window;
    m_actions.newGame = makeAction(w, "newGame", tr("&New Game"), QKeySequence(tr("F2")), "document-new");
    m_actions.newGame->setShortcuts({QKeySequence(tr("F2")), QKeySequence(tr("Ctrl+N"))});
    m_actions.newGame->setToolTip(tr("A fresh scrambled game of this size"));
    m_actions.scramble = makeAction(w, "scramble", tr("S&cramble..."), QKeySequence(tr("Ctrl+R")), "media-playlist-shuffle");
    m_actions.quickScramble = makeAction(w, "quickScramble", tr("Scramble R&andomly"), QKeySequence(tr("Ctrl+Shift+R")));
    connect(m_actions.newGame, &QAction::triggered, this, &ScrambleControl::newGame);
    for (const PuzzleLook *look : puzzleLooks()) {
        const NewGames games = look->newGames();
        NewGameGroup group{look->kind, games.menu, games.section, games.columns, {}};
        for (const NewGameEntry &entry : games.entries) {
            QAction *a = makeAction(w, entry.name, entry.text, entry.shortcut);
            if (!entry.toolTip.isEmpty())
                a->setToolTip(entry.toolTip);
            const qsizetype index = m_entries.size();
            m_entries.append(entry);
            connect(a, &QAction::triggered, this, [this, index] { start(m_entries[index]); });
            group.actions.append(a);
        }
        m_actions.newGames.append(group);
    }
    connect(m_actions.scramble, &QAction::triggered, this, &ScrambleControl::scrambleDialog);
    connect(m_actions.quickScramble, &QAction::triggered, this, &ScrambleControl::scrambleRandom);
}

void ScrambleControl::newGame()
{
    // One new start, not a new game and then a scramble: the record times one game. It is
    // scrambled from this game's start, so it keeps the size, the goal and the pieces (a Huarong
    // Dao layout keeps its own, not the classic one's).
    const core::PuzzleBackend &backend = m_ctx.session->backend();
    m_ctx.session->newGame(backend.scrambleRandom(m_ctx.session->start(), m_rng, core::defaultTableCache()), true);
}

void ScrambleControl::newPuzzle(core::PuzzleKind kind, core::BoardSize size)
{
    m_ctx.session->newGame(core::backendFor(kind).newGame(size, m_rng), true);
}

void ScrambleControl::start(const NewGameEntry &entry)
{
    const std::optional<core::Position> p = entry.start(m_ctx.window, m_ctx.session->position(), m_rng);
    if (!p)
        return;
    m_ctx.session->newGame(*p, true);
    if (entry.scramble)
        scrambleRandom();
}

void ScrambleControl::scrambleRandom()
{
    GameSession *session = m_ctx.session;
    session->newGame(session->backend().scrambleRandom(session->position(), m_rng, core::defaultTableCache()), true);
}

void ScrambleControl::scrambleMoves(int k)
{
    m_ctx.session->newGame(m_ctx.session->backend().scrambleMoves(m_ctx.session->position(), k, m_rng), true);
}

void ScrambleControl::scrambleDistance(int d)
{
    const core::PuzzleBackend &backend = m_ctx.session->backend();
    const core::Position position = m_ctx.session->position();
    // Beyond what the puzzle offers the walk could not certify its steps within the budget; a
    // board at another distance must never stand in for the one asked for.
    if (const int offered = backend.maxScrambleDistance(position, core::defaultTableCache()); d > offered) {
        QMessageBox::warning(m_ctx.window, tr("Scramble"),
                             tr("No board was made: %1")
                                 .arg(tr("a board %1 moves from the goal cannot be certified here; choose at most %2")
                                          .arg(d)
                                          .arg(offered)));
        emit distanceScrambleDone(false);
        return;
    }
    if (backend.answersAtOnce(position)) {
        finishDistance(backend.scrambleAtDistance(position, d, m_rng, core::defaultTableCache(), DistanceScrambleBudget, {}), d); // from the tables
        return;
    }
    // Larger boards certify every step of the walk with an optimal solve: that runs in the
    // background while a progress dialog (with Cancel) stands over the window.
    closeProgress();
    m_progress = new QProgressDialog(tr("Finding a board %1 moves from the goal...").arg(d), tr("Cancel"), 0, 0,
                                     m_ctx.window);
    m_progress->setWindowTitle(tr("Scramble"));
    m_progress->setWindowModality(Qt::WindowModal);
    m_progress->setMinimumDuration(300);
    connect(m_progress, &QProgressDialog::canceled, this, [this] {
        m_task.cancel();
        closeProgress();
        emit distanceScrambleDone(false);
    });
    m_task.run(
        [backend = &backend, position, d, rng = std::mt19937_64(m_rng())](std::stop_token stop,
                                                                           const BackgroundTask::Post &) mutable {
            return backend->scrambleAtDistance(position, d, rng, core::defaultTableCache(), 2'000'000, std::move(stop));
        },
        [this, d](const core::PositionScramble &r) {
            closeProgress();
            finishDistance(r, d);
        });
}

void ScrambleControl::finishDistance(const core::PositionScramble &r, int d)
{
    if (!r.position) {
        QMessageBox::warning(m_ctx.window, tr("Scramble"),
                             tr("No board was made: %1").arg(ReasonText::sentence(r.error)));
        emit distanceScrambleDone(false);
        return;
    }
    m_ctx.session->newGame(*r.position, true);
    emit scrambledToDistance(d);
    emit distanceScrambleDone(true);
}

void ScrambleControl::closeProgress()
{
    if (!m_progress)
        return;
    // Deleted later: this may run inside the dialog's own canceled() signal.
    m_progress->disconnect(this);
    m_progress->hide();
    m_progress->deleteLater();
    m_progress = nullptr;
}

void ScrambleControl::scrambleDialog()
{
    // A puzzle that offers no distance scramble leaves the remembered distance alone.
    const int maxDistance = m_ctx.session->backend().maxScrambleDistance(m_ctx.session->position(), core::defaultTableCache());
    const bool offerDistance = maxDistance > 0;
    ScrambleDialog dialog(offerDistance, maxDistance, m_ctx.window);
    QSettings s;
    dialog.setMoves(s.value("scramble/moves", 20).toInt());
    dialog.setDistance(s.value("scramble/distance", std::min(20, maxDistance)).toInt());
    dialog.setMode(ScrambleDialog::Mode(s.value("scramble/mode", 0).toInt()));
    if (dialog.exec() != QDialog::Accepted)
        return;
    s.setValue("scramble/mode", int(dialog.mode()));
    s.setValue("scramble/moves", dialog.moves());
    if (offerDistance)
        s.setValue("scramble/distance", dialog.distance());
    switch (dialog.mode()) {
    case ScrambleDialog::Mode::Random: scrambleRandom(); break;
    case ScrambleDialog::Mode::Moves: scrambleMoves(dialog.moves()); break;
    case ScrambleDialog::Mode::Distance: scrambleDistance(dialog.distance()); break;
    }
}

} // namespace ui
