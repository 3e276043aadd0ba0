#include "play/playrecord.h"

#include "play/hintservice.h"
#include "puzzles/puzzlebackend.h"

#include <QSettings>

#include <algorithm>
#include <chrono>

namespace ui {

namespace {

qint64 steadyMs()
{
    using namespace std::chrono;
    return duration_cast<milliseconds>(steady_clock::now().time_since_epoch()).count();
}

} // namespace

PlayRecord::PlayRecord(GameSession *session, QObject *parent)
    : QObject(parent),
      m_session(session),
      m_hints(new HintService(this)),
      m_clock(steadyMs),
      m_start(session->position())
{
    m_tick.setInterval(1000);
    connect(&m_tick, &QTimer::timeout, this, &PlayRecord::changed);
    connect(session, &GameSession::played, this, &PlayRecord::onPlayed);
    connect(m_hints, &HintService::ready, this, &PlayRecord::onShortest);
    askShortest();
}

void PlayRecord::askShortest()
{
    // Only where the tables answer at once: a larger board's distance is the window's distance
    // gauge's to work out (setKnownShortest), and working it out twice would double the work.
    if (core::backendOf(m_start).answersAtOnce(m_start))
        m_hints->request(m_start);
    else
        m_hints->cancel();
}

void PlayRecord::setClock(Clock clock)
{
    m_clock = std::move(clock);
}

qint64 PlayRecord::elapsedMs() const
{
    if (!m_started)
        return 0;
    return (m_stopped ? m_stoppedAt : m_clock()) - m_startedAt;
}

void PlayRecord::restore(const Kept &kept)
{
    m_moves = std::max(0, kept.moves);
    m_help = kept.help;
    m_started = m_moves > 0 || kept.ms > 0;
    m_stoppedAt = m_clock();
    m_startedAt = m_stoppedAt - std::max<qint64>(0, kept.ms);
    m_stopped = true; // the next move starts the clock again, from the time kept
    m_finished = m_newBest = false;
    m_tick.stop();
    emit changed();
}

void PlayRecord::setKnownShortest(int moves)
{
    m_hints->cancel();
    m_shortest = moves;
    emit changed();
}

void PlayRecord::onPlayed(GameSession::Change change, int moves)
{
    switch (change) {
    case GameSession::Change::Hand:
        onHandMove(moves);
        return;
    case GameSession::Change::Playback:
        m_help = true;
        if (m_session->isSolved() && isTiming()) {
            m_stoppedAt = m_clock();
            m_stopped = true;
            m_tick.stop();
        }
        emit changed();
        return;
    case GameSession::Change::NewStart:
        m_help = false;
        break;
    case GameSession::Change::Restart:
        // Having seen the solution, a restart is still a game with help.
        if (m_session->position() == m_start) {
            startOver();
            return;
        }
        break;
    }
    m_start = m_session->position();
    m_shortest = -1;
    askShortest();
    startOver();
}

void PlayRecord::startOver()
{
    m_moves = 0;
    m_started = m_stopped = m_finished = m_newBest = false;
    m_tick.stop();
    emit changed();
}

void PlayRecord::onHandMove(int moves)
{
    const qint64 now = m_clock();
    if (!m_started) {
        m_started = true;
        m_startedAt = now;
    } else if (m_stopped) {
        // Playing on after the goal: the clock resumes without the pause.
        m_startedAt += now - m_stoppedAt;
    }
    m_stopped = m_finished = m_newBest = false;
    m_tick.start();
    m_moves += moves;
    if (m_session->isSolved())
        finish();
    emit changed();
}

void PlayRecord::finish()
{
    m_stoppedAt = m_clock();
    m_stopped = m_finished = true;
    m_tick.stop();
    // A best is set only by a board New Game or a scramble dealt, solved without help.
    if (!m_help && m_session->isDealt())
        storeBest();
    emit solved(verdict());
}

void PlayRecord::storeBest()
{
    QSettings s;
    const QString key = bestKey(m_start);
    const Best old = best();
    if (old.moves < 0 || m_moves < old.moves) {
        s.setValue(key + QStringLiteral("/moves"), m_moves);
        m_newBest = true;
    }
    const qint64 ms = elapsedMs();
    if (old.ms < 0 || ms < old.ms) {
        s.setValue(key + QStringLiteral("/ms"), ms);
        m_newBest = true;
    }
}

void PlayRecord::onShortest(const core::Hint &hint)
{
    if (hint.kind != core::Hint::Kind::Exact)
        return;
    m_shortest = hint.distance;
    emit changed();
}

PlayRecord::Best PlayRecord::best() const
{
    const QSettings s;
    const QString key = bestKey(m_session->position());
    return {s.value(key + QStringLiteral("/moves"), -1).toInt(), s.value(key + QStringLiteral("/ms"), -1).toLongLong()};
}

QString PlayRecord::bestKey(const core::Position &p)
{
    // One best a puzzle and size ("best/sliding-4x4", "best/klotski-4x5"; the rotation game has
    // one board: "best/rotation").
    const core::PuzzleBackend &backend = core::backendOf(p);
    const core::BoardSize size = backend.sizeOf(p);
    const QString key = QStringLiteral("best/") + QLatin1String(backend.key());
    return size.cells() ? key + QStringLiteral("-%1x%2").arg(size.width).arg(size.height) : key;
}

QString PlayRecord::formatTime(qint64 ms)
{
    const qint64 seconds = ms / 1000;
    const auto two = [](qint64 v) { return QStringLiteral("%1").arg(v, 2, 10, QLatin1Char('0')); };
    if (seconds >= 3600)
        return QStringLiteral("%1:%2:%3").arg(seconds / 3600).arg(two(seconds / 60 % 60), two(seconds % 60));
    return QStringLiteral("%1:%2").arg(seconds / 60).arg(two(seconds % 60));
}

QString PlayRecord::verdict() const
{
    if (!m_finished)
        return {};
    const QString time = formatTime(elapsedMs());
    QString v;
    if (m_help)
        // Only the player's own moves are counted: the ones Solve showed are not, so the count
        // can be below the shortest without contradicting it.
        v = m_moves == 1 ? tr("Solved with help: 1 move by hand, the rest shown by Solve, %1").arg(time)
                         : tr("Solved with help: %1 moves by hand, the rest shown by Solve, %2").arg(m_moves).arg(time);
    else
        v = m_moves == 1 ? tr("Solved in 1 move, %1").arg(time) : tr("Solved in %1 moves, %2").arg(m_moves).arg(time);
    if (m_shortest >= 0)
        v += tr("; the shortest is %1").arg(m_shortest);
    if (m_newBest)
        v += tr(" - new best!");
    return v;
}

QString PlayRecord::text() const
{
    if (m_finished)
        return verdict();
    const QString line = tr("Moves: %1  Time: %2").arg(m_moves).arg(formatTime(elapsedMs()));
    return m_help ? tr("%1 (with help)").arg(line) : line;
}

} // namespace ui
