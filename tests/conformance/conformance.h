#pragma once
// What the conformance suite shares: the registered puzzles (core's list and the window's, never
// a list typed here), each module's sample boards, an exhaustive breadth-first search over the
// back end's own moves (independent of every solver), and the count of cells checked.

#include "board/puzzlelook.h"
#include "puzzles/puzzlebackend.h"

#include <QList>
#include <QString>
#include <QtTest>

#include <cstddef>
#include <deque>
#include <optional>
#include <string>
#include <unordered_map>

namespace conformance {

// Every puzzle the window shows, each with its core back end: the suite's one list of puzzles.
inline QList<const ui::PuzzleLook *> puzzles()
{
    return ui::puzzleLooks();
}

inline const core::PuzzleBackend &backend(const ui::PuzzleLook *look)
{
    return core::backendFor(look->kind);
}

inline QByteArray keyOf(const ui::PuzzleLook *look)
{
    return backend(look).key();
}

// A data function's rows, one per registered puzzle: an int column "puzzle", the index in puzzles().
inline void addPuzzleRows()
{
    QTest::addColumn<int>("puzzle");
    const QList<const ui::PuzzleLook *> all = puzzles();
    for (int i = 0; i < all.size(); ++i)
        QTest::newRow(keyOf(all[i]).constData()) << i;
}

// A sample board read as the command line reads it; nullopt (and a failure noted) when the
// module's text is no board.
inline std::optional<core::Position> sample(const ui::PuzzleLook *look, const std::string &text)
{
    const core::PositionParse parsed = backend(look).readBoard(text, {});
    if (!parsed.position)
        qWarning().noquote() << QString("%1 sample '%2' is no board").arg(keyOf(look), QString::fromStdString(text));
    return parsed.position;
}

// The distance from `start` to the nearest goal by a breadth-first search over the back end's
// legalMoves and apply, its states told apart by their text; -1 when no goal is reached.
// `exhausted` says whether every reachable state was seen (false: `maxStates` stopped it, and
// the answer is only that no goal is nearer than `reached`).
struct Walk {
    int distance = -1;
    int reached = 0; // the deepest layer finished
    bool exhausted = false;
};

// 300,000 states walk every sample of the puzzles here to its end, or (the rotation game) six
// layers whole, in a few seconds even under the sanitizers.
inline Walk breadthFirst(const core::PuzzleBackend &b, const core::Position &start, std::size_t maxStates = 300'000)
{
    Walk w;
    std::unordered_map<std::string, int> seen{{b.format(start), 0}};
    std::deque<std::pair<core::Position, int>> queue{{start, 0}};
    while (!queue.empty()) {
        auto [p, d] = queue.front();
        queue.pop_front();
        w.reached = d;
        if (b.isGoal(p)) {
            w.distance = d;
            return w;
        }
        if (seen.size() > maxStates)
            return w;
        for (const std::string &m : b.legalMoves(p)) {
            core::Position next = p;
            if (b.apply(next, m) && seen.emplace(b.format(next), d + 1).second)
                queue.emplace_back(std::move(next), d + 1);
        }
    }
    w.exhausted = true;
    return w;
}

// Whether `plan` (a SolveOutcome's moves) replays from `start` to a goal, move by move.
inline bool replays(const core::PuzzleBackend &b, core::Position start, const std::string &plan)
{
    for (const std::string &m : b.planMoves(plan))
        if (!b.apply(start, m))
            return false;
    return b.isGoal(start);
}

// The cells checked: one puzzle in one view (or one count) at one size, scale, language and
// theme. The suite prints the total, so a cell that quietly stops running shows.
inline int &cells()
{
    static int n = 0;
    return n;
}

} // namespace conformance
