#pragma once
// RotationBackend: the rotation game (POJ 2286) behind the PuzzleBackend interface.
// Moves are the letters A..H; no distance scramble is offered (any board is a few moves from
// a solved one, and the tables answer its distance at once).

#include "puzzles/puzzlebackend.h"
#include "rotation/board/rotationboard.h"

namespace core {

class RotationBackend final : public PuzzleBackend {
public:
    PuzzleKind kind() const override { return RotationKind; }
    const char *key() const override { return "rotation"; }
    int childrenShown() const override { return RotationMoves; } // A..H
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
};

} // namespace core
