#pragma once
// PlayRecord: the player's score for the game on show. It counts the player's own moves (moves,
// undo and redo; not the solution's steps and jumps) and times them from the first move after a
// new start until the goal. Restart and a new start begin the count again. Reaching the goal by
// hand gives a verdict ("Solved in 42 moves, 1:13; the shortest is 28") and keeps the fewest
// moves and the best time per puzzle size in the settings, each on its own. A game on which the
// solution's playback was used is solved "with help" and keeps no best.
// The shortest is the exact distance from the start, told by a distance scramble or worked out
// by the record's own HintService in the background; on boards too large for it the verdict
// leaves it out.

#include "play/gamesession.h"
#include "position/position.h"

#include <QObject>
#include <QString>
#include <QTimer>

#include <functional>

namespace core {
struct Hint;
}

namespace ui {

class HintService;

class PlayRecord : public QObject {
    Q_OBJECT
public:
    // Milliseconds from any fixed point; tests set a clock of their own.
    using Clock = std::function<qint64()>;
    struct Best {
        int moves = -1;  // -1: none yet
        qint64 ms = -1;
    };

    explicit PlayRecord(GameSession *session, QObject *parent = nullptr);

    void setClock(Clock clock);
    int moves() const { return m_moves; }
    qint64 elapsedMs() const;
    bool isTiming() const { return m_started && !m_stopped; }
    bool isFinished() const { return m_finished; }
    bool usedHelp() const { return m_help; }
    // The fewest moves from the start of this count, or -1 while unknown.
    int shortest() const { return m_shortest; }
    // The verdict once the goal was reached by hand, else empty.
    QString verdict() const;
    // The live line ("Moves: 12  Time: 0:34"), or the verdict once solved.
    QString text() const;
    // The bests kept for the puzzle and size on show.
    Best best() const;
    static QString bestKey(const core::Position &p);
    static QString formatTime(qint64 ms);

    // What a restart of the window keeps of the count: the moves, the time so far, whether the
    // solution's playback helped. Restored, the clock stands until the next move.
    struct Kept {
        int moves = 0;
        qint64 ms = 0;
        bool help = false;
    };
    Kept kept() const { return {m_moves, elapsedMs(), m_help}; }
    void restore(const Kept &kept);

public slots:
    // The start's distance is already known (a scramble to an exact distance).
    void setKnownShortest(int moves);

signals:
    // The count, the time or the verdict changed.
    void changed();
    void solved(const QString &verdict);

private:
    void onPlayed(GameSession::Change change, int moves);
    void startOver();
    void onHandMove(int moves);
    void finish();
    void storeBest();
    void onShortest(const core::Hint &hint);
    void askShortest();

    GameSession *m_session;
    HintService *m_hints;
    QTimer m_tick;
    Clock m_clock;
    core::Position m_start;
    int m_moves = 0;
    qint64 m_startedAt = 0;
    qint64 m_stoppedAt = 0;
    bool m_started = false;
    bool m_stopped = false;
    bool m_finished = false;
    bool m_help = false;
    bool m_newBest = false;
    int m_shortest = -1;
};

} // namespace ui
