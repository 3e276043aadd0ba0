#pragma once
// What the solver tests share: the heuristic and algorithm combinations the registry accepts
// (as test rows), and checks of a solver's outcome against the independent references of
// reference.h: the plan replays to the goal, its length is the BFS distance, and algorithms
// that promise the lexicographically smallest shortest plan (d < l < r < u; A < ... < H) give
// the one derived from the BFS distances.

#include "rotation/board/rotationboard.h"
#include "sliding/game/slidingsolve.h"
#include "sliding/board/slidingtext.h"
#include "solvers/solverregistry.h"

#include "convert.h"
#include "reference.h"
#include "rotationreference.h"
#include "rotation/game/rotationplay.h"

#include <QtTest>

#include <random>
#include <string>
#include <vector>

using core::AlgorithmId;
using core::HeuristicId;
using core::SearchStatus;

inline QString qs(const std::string &s)
{
    return QString::fromStdString(s);
}

inline bool slowMode()
{
    return qEnvironmentVariableIntValue("PUZZLESCOPE_SLOW_TESTS") != 0;
}

inline const std::vector<HeuristicId> AllHeuristics{HeuristicId::None, HeuristicId::Misplaced, HeuristicId::Gaschnig,
                                                    HeuristicId::Manhattan, HeuristicId::LinearConflict,
                                                    HeuristicId::CentreCount};

struct Combo {
    AlgorithmId algorithm;
    HeuristicId heuristic;
};

// The combinations checkCombination accepts for a puzzle and size.
inline std::vector<Combo> acceptedCombos(core::PuzzleKind kind, core::BoardSize size)
{
    std::vector<Combo> out;
    for (AlgorithmId a : core::allAlgorithms())
        for (HeuristicId h : AllHeuristics)
            if (!core::checkCombination(kind, size, a, h))
                out.push_back({a, h});
    return out;
}

inline void addComboRows(core::PuzzleKind kind, core::BoardSize size)
{
    QTest::addColumn<int>("algorithm");
    QTest::addColumn<int>("heuristic");
    for (const Combo &c : acceptedCombos(kind, size)) {
        std::string name = core::algorithmKey(c.algorithm);
        if (c.heuristic != HeuristicId::None) {
            name += '/';
            name += core::heuristicKey(c.heuristic);
        }
        QTest::newRow(name.c_str()) << int(c.algorithm) << int(c.heuristic);
    }
}

inline const ref::RotationDistances &rotationReference()
{
    static const ref::RotationDistances eight(8);
    return eight;
}

// Solves start -> goal and checks the outcome against the reference; returns a description of
// the first problem, or an empty string.
inline QString checkSliding(const ref::Board &start, const ref::Board &goal, int w, int h, AlgorithmId a, HeuristicId heur)
{
    const ref::ExhaustiveBfs &bfs = ref::referenceFor(w, h, goal);
    core::SearchContext ctx;
    const auto o = core::solveSliding(toCore(w, h, start), toCore(w, h, goal), a, heur, ctx);
    const QString where = QStringLiteral("[%1] -> [%2]: ").arg(qs(ref::toText(start)), qs(ref::toText(goal)));
    const int dist = bfs.distance(start);
    if (dist < 0) {
        if (o.status != SearchStatus::Unsolvable)
            return where + QStringLiteral("unsolvable board answered %1").arg(QLatin1String(core::statusName(o.status)));
        if (!o.reason || !o.moves.empty())
            return where + QStringLiteral("unsolvable without a message, or with moves");
        if (o.stats.expanded != 0 || o.stats.generated != 0)
            return where + QStringLiteral("unsolvable board was searched (%1 expanded)").arg(o.stats.expanded);
        return {};
    }
    if (o.status != SearchStatus::Solved)
        return where + QStringLiteral("status %1: %2")
                           .arg(QLatin1String(core::statusName(o.status)), qs(core::describe(o.reason)));
    if (!o.optimal)
        return where + QStringLiteral("plan not marked optimal");
    ref::Board b = start;
    if (!ref::replay(b, w, h, o.moves))
        return where + QStringLiteral("plan \"%1\" has an illegal move").arg(qs(o.moves));
    if (b != goal)
        return where + QStringLiteral("plan \"%1\" does not reach the goal").arg(qs(o.moves));
    if (int(o.moves.size()) != dist)
        return where + QStringLiteral("plan \"%1\" has %2 moves, the distance is %3").arg(qs(o.moves)).arg(o.moves.size()).arg(dist);
    if (core::givesSmallestPlan(a)) {
        const std::string smallest = bfs.smallestPlan(start);
        if (o.moves != smallest)
            return where + QStringLiteral("plan \"%1\", the smallest is \"%2\"").arg(qs(o.moves), qs(smallest));
    }
    return {};
}

inline QString checkRotation(const core::RotationBoard &start, AlgorithmId a, HeuristicId heur, std::string *movesOut = nullptr)
{
    core::SearchContext ctx;
    const auto o = core::solveRotation(start, a, heur, ctx);
    const QString where = QStringLiteral("[%1]: ").arg(qs(core::formatRotation(start)));
    if (o.status != SearchStatus::Solved || !o.optimal)
        return where + QStringLiteral("status %1: %2")
                           .arg(QLatin1String(core::statusName(o.status)), qs(core::describe(o.reason)));
    core::RotationBoard b = start;
    ref::RotationCells cells = toRef(start);
    for (char c : o.moves) {
        if (c < 'A' || c > 'H')
            return where + QStringLiteral("bad move letter in \"%1\"").arg(qs(o.moves));
        b.apply(c - 'A');
        ref::rotationMove(cells, c - 'A');
    }
    if (b.solvedDigit() == 0)
        return where + QStringLiteral("\"%1\" does not solve the board").arg(qs(o.moves));
    for (int i : ref::Centre)
        if (cells[std::size_t(i)] != cells[std::size_t(ref::Centre[0])])
            return where + QStringLiteral("\"%1\" does not solve the board by the statement's moves").arg(qs(o.moves));
    const int dist = ref::rotationDistance(rotationReference(), toRef(start));
    if (int(o.moves.size()) != dist)
        return where + QStringLiteral("\"%1\" has %2 moves, the distance is %3").arg(qs(o.moves)).arg(o.moves.size()).arg(dist);
    if (core::givesSmallestPlan(a)) {
        const std::string smallest = ref::rotationSmallestPlan(rotationReference(), toRef(start));
        if (o.moves != smallest)
            return where + QStringLiteral("\"%1\", the smallest is \"%2\"").arg(qs(o.moves), qs(smallest));
    }
    if (movesOut)
        *movesOut = o.moves;
    return {};
}

// Seeded random 3x3 boards: `solvable` reachable ones plus about one in ten unreachable ones.
inline std::vector<ref::Board> randomEightBoards(int solvable, std::uint64_t seed)
{
    const ref::ExhaustiveBfs &bfs = ref::referenceFor(3, 3, ref::standardGoal(9));
    std::mt19937_64 rng(seed);
    std::vector<ref::Board> out;
    int reachable = 0, unreachable = 0;
    while (reachable < solvable) {
        ref::Board b = ref::randomPermutation(9, rng);
        if (bfs.distance(b) >= 0) {
            ++reachable;
            out.push_back(b);
        } else if (unreachable * 10 < solvable) {
            ++unreachable;
            out.push_back(b);
        }
    }
    return out;
}
