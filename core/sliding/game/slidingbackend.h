#pragma once
// SlidingBackend: the sliding-tile puzzle of any size behind the PuzzleBackend interface.
// Moves are the blank's directions as letters (d, l, r, u); the goal travels with the board.

#include "puzzles/puzzlebackend.h"
#include "sliding/board/slidingposition.h"

namespace core {

class SlidingBackend final : public PuzzleBackend {
public:
    PuzzleKind kind() const override { return SlidingKind; }
    const char *key() const override { return "sliding"; }
    int childrenShown() const override { return 4; } // the blank has at most four neighbours
    const PuzzleDescription &description() const override;
    std::vector<std::pair<std::string, std::string>> gameEntries(const Position &start) const override;
    std::optional<Position> readGameEntries(const GameEntries &entries, Reason &error) const override;
    Position newGame(BoardSize size, std::mt19937_64 &rng) const override;
    BoardSize sizeOf(const Position &p) const override;
    std::string fileStem(BoardSize size) const override;
    PositionParse parse(std::string_view text, const Position &current) const override;
    std::string format(const Position &p) const override;
    std::string refusedOption(const BoardOptions &options) const override;
    PositionParse readBoard(std::string_view text, const BoardOptions &options) const override;
    TraceBoard traceBoard(const Position &like, std::string_view cells) const override;
    bool isGoal(const Position &p) const override;
    bool wellFormed(const Position &p) const override;
    Reason unsolvableReason(const Position &p) const override;
    std::vector<std::string> legalMoves(const Position &p) const override;
    bool apply(Position &p, std::string_view move) const override;
    std::string inverse(std::string_view move) const override;
    std::string moveBetween(const Position &a, const Position &b) const override;
    int movedTile(const Position &p, std::string_view move) const override;
    std::optional<Position> fromCells(const Position &like, std::string_view cells) const override;
    std::vector<std::string> watchedCells(const Position &p) const override;
    bool tabulable(const Position &p) const override;
    std::unique_ptr<const ExactSpace> exactSpace(const Position &p, TableCache &cache,
                                                 std::stop_token stop) const override;
    std::vector<std::string> planMoves(std::string_view plan) const override { return letterMoves(plan); }
    std::string planText(const std::vector<std::string> &moves) const override { return letterPlan(moves); }
    Position scrambleRandom(const Position &p, std::mt19937_64 &rng, TableCache &tables) const override;
    Position scrambleMoves(const Position &p, int moves, std::mt19937_64 &rng) const override;
    int maxScrambleDistance(const Position &p, TableCache &tables) const override;
    PositionScramble scrambleAtDistance(const Position &p, int distance, std::mt19937_64 &rng, TableCache &tables,
                                        std::uint64_t nodeBudget,
                                        std::stop_token cancel,
                                        const std::function<void(int)> &certified = {}) const override;
    bool answersAtOnce(const Position &p) const override;
    Hint hint(const Position &p, SearchContext &ctx) const override;
    PositionXray xray(const Position &p, HeuristicId heuristic, TableCache &tables) const override;
    AlgorithmId defaultAlgorithm(BoardSize size) const override;
    std::vector<std::pair<AlgorithmId, HeuristicId>> defaultComparison(BoardSize size) const override;
    std::span<const HeuristicRow> ownHeuristicRows() const override;
    const SolverRow &ownSolverRow() const override;
    PuzzleSamples samples() const override;
    std::optional<TablesCost> tablesToBuild(const Position &p, HeuristicId h, const TableCache &cache) const override;
    std::string checkpointRefusal(const Position &start, const IdaProgress &progress) const override;
};

} // namespace core
