#pragma once
// What a solver answers: the status, the plan as letters, the statistics, whether the plan is
// proven shortest, and why there is no plan when there is none.

#include "common/reason.h"
#include "search/searchstats.h"

#include <string>

namespace core {

struct SolveOutcome {
    SearchStatus status = SearchStatus::Unsolvable;
    // The plan: letters, one a move (dlru or A..H), or moves of several letters separated by
    // spaces (Huarong Dao's "Bdl Cr").
    std::string moves;
    SearchStats stats;
    bool optimal = false; // the plan is proven shortest
    // For a sliding plan not proven shortest: no plan is shorter than this (linear conflict of
    // the start, admissible, or weighted IDA*'s last bound; the exact distance on boards of at
    // most 9 cells), so the plan is at most moves / lowerBound times the shortest; -1 when not
    // worked out. A plan as long as its bound is marked optimal.
    int lowerBound = -1;
    Reason reason;        // why unsolvable, or which budget ran out
    // A heuristic of parts that takes as many as the memory budget holds (pdb-6666-max's
    // splits): how many the search used, of how many; 0 of 0 for the others.
    int partsUsed = 0, partsOf = 0;
    // How many moves the plan has, counted where the plan is written (finishOutcome from the
    // search's own plan, the one solve from its puzzle's planMoves), since one move may take
    // several letters ("Adddr", "A+4"); -1 where nothing counted them: then a move is a word
    // where the plan has spaces, else a letter (the sliding and rotation puzzles' plans).
    int moveCount = -1;
    std::size_t length() const
    {
        if (moveCount >= 0)
            return std::size_t(moveCount);
        if (moves.find(' ') == std::string::npos)
            return moves.size();
        std::size_t n = 0;
        for (std::size_t i = 0; i < moves.size(); ++i)
            n += moves[i] != ' ' && (i == 0 || moves[i - 1] == ' ');
        return n;
    }
};

} // namespace core
