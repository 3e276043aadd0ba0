#include "rotation/game/rotationbackend.h"

#include "rotation/game/rotationplay.h"
#include "rotation/game/rotationsearch.h"

namespace core {

namespace {

const RotationBoard &rotation(const Position &p)
{
    return p.as<RotationBoard>();
}

} // namespace

std::vector<std::pair<std::string, std::string>> RotationBackend::gameEntries(const Position &start) const
{
    return {{"start", formatRotation(rotation(start))}};
}

std::optional<Position> RotationBackend::readGameEntries(const GameEntries &entries, Reason &error) const
{
    const GameEntry &start = entries.at("start");
    auto p = parseRotationBoard(start.value);
    if (!p.ok()) {
        error = gameFileReason(ReasonCode::GameFileEntryText, start.line, {}, {"start"});
        error.causes = {p.error.asReason(false)};
        return std::nullopt;
    }
    return *p.board;
}

Position RotationBackend::newGame(BoardSize, std::mt19937_64 &rng) const
{
    return scrambleRotationWalk(0, rng);
}

PositionParse RotationBackend::parse(std::string_view text, const Position &) const
{
    RotationParse r = parseRotationBoard(text);
    if (!r.ok())
        return {std::nullopt, r.error};
    return {*r.board, {}};
}

std::string RotationBackend::refusedOption(const BoardOptions &options) const
{
    if (options.size)
        return "--size applies to sliding puzzles only";
    if (options.goal)
        return "--goal applies to sliding puzzles only (the rotation game's goal is any full centre)";
    return {};
}

PositionParse RotationBackend::readBoard(std::string_view text, const BoardOptions &) const
{
    return parse(text, Position{});
}

TraceBoard RotationBackend::traceBoard(const Position &, std::string_view cells) const
{
    // The digit projection the search works on: 24 cells separated by spaces, '.' where
    // another digit stands.
    TraceBoard out;
    int digit = 0;
    for (std::size_t i = 0; i < cells.size(); ++i) {
        if (i > 0)
            out.text += ' ';
        if (cells[i] != 0)
            digit = cells[i];
        out.text += cells[i] != 0 ? char('0' + cells[i]) : '.';
    }
    out.numbers.emplace_back("digit", digit);
    return out;
}

std::string RotationBackend::format(const Position &p) const
{
    return formatRotation(rotation(p));
}

bool RotationBackend::wellFormed(const Position &p) const
{
    for (const auto c : rotation(p).cells)
        if (c < 1 || c > 3)
            return false;
    return true;
}

bool RotationBackend::isGoal(const Position &p) const
{
    return rotation(p).solvedDigit() != 0;
}

Reason RotationBackend::unsolvableReason(const Position &p) const
{
    return rotationUnsolvableReason(rotation(p));
}

std::string RotationBackend::fileStem(BoardSize) const
{
    return "rotation";
}

BoardSize RotationBackend::sizeOf(const Position &) const
{
    return {0, 0};
}

std::optional<Position> RotationBackend::fromCells(const Position &, std::string_view cells) const
{
    RotationBoard b;
    if (cells.size() != b.cells.size())
        return std::nullopt;
    std::copy(cells.begin(), cells.end(), b.cells.begin());
    return b;
}

std::vector<std::string> RotationBackend::watchedCells(const Position &p) const
{
    const RotationBoard &board = rotation(p);
    std::vector<std::string> out;
    for (const char c : board.candidateDigits()) {
        std::string cells(board.cells.size(), '\0');
        for (std::size_t i = 0; i < cells.size(); ++i)
            if (board.cells[i] == c - '0')
                cells[i] = char(c - '0');
        out.push_back(cells);
    }
    return out;
}

std::vector<std::string> RotationBackend::legalMoves(const Position &) const
{
    std::vector<std::string> moves;
    for (int m = 0; m < RotationMoves; ++m)
        moves.emplace_back(1, rotationLetter(m));
    return moves;
}

bool RotationBackend::apply(Position &p, std::string_view move) const
{
    const int m = rotationFromLetter(letterOf(move));
    if (m < 0)
        return false;
    RotationBoard next = p.as<RotationBoard>();
    next.apply(m);
    p = next;
    return true;
}

std::string RotationBackend::inverse(std::string_view move) const
{
    const int m = rotationFromLetter(letterOf(move));
    return m < 0 ? std::string() : std::string(1, rotationLetter(rotationInverse(m)));
}

std::string RotationBackend::moveBetween(const Position &a, const Position &b) const
{
    for (int m = 0; m < RotationMoves; ++m) {
        RotationBoard next = rotation(a);
        next.apply(m);
        if (next == rotation(b))
            return std::string(1, rotationLetter(m));
    }
    return {};
}

int RotationBackend::movedTile(const Position &, std::string_view) const
{
    return 0;
}

Position RotationBackend::scrambleRandom(const Position &, std::mt19937_64 &rng, TableCache &) const
{
    return scrambleRotationRandom(rng);
}

Position RotationBackend::scrambleMoves(const Position &, int moves, std::mt19937_64 &rng) const
{
    return scrambleRotationWalk(moves, rng);
}

int RotationBackend::maxScrambleDistance(const Position &, TableCache &) const
{
    return 0;
}

PositionScramble RotationBackend::scrambleAtDistance(const Position &, int, std::mt19937_64 &, TableCache &, std::uint64_t,
                                                     std::stop_token,
                                                    const std::function<void(int)> &) const
{
    return {std::nullopt, Reason{ReasonCode::ScrambleDistanceNotOffered, {}, {}}};
}

bool RotationBackend::answersAtOnce(const Position &) const
{
    return true;
}

Hint RotationBackend::hint(const Position &p, SearchContext &ctx) const
{
    return rotationHint(rotation(p), ctx);
}

PositionXray RotationBackend::xray(const Position &p, HeuristicId, TableCache &tables) const
{
    const RotationXray x = rotationXray(rotation(p), tables);
    return {x,
            {xrayMeasure(PS_TR("Reason", "centre count bound %1"), x.centreBound),
             xrayMeasure(PS_TR("Reason", "exact distance %1"), x.tableBound)},
            true};
}

AlgorithmId RotationBackend::defaultAlgorithm(BoardSize) const
{
    return AlgorithmId::IdaStar;
}

std::vector<std::pair<AlgorithmId, HeuristicId>> RotationBackend::defaultComparison(BoardSize size) const
{
    return classicComparison(defaultHeuristic(kind(), size));
}

std::span<const HeuristicRow> RotationBackend::ownHeuristicRows() const
{
    return rotationHeuristicRows();
}

const SolverRow &RotationBackend::ownSolverRow() const
{
    return rotationSolverRow();
}

// The '#' board read as POJ 2286 gives it, 24 digits row by row: its sample (two moves), a board
// one move and one ten moves from eight equal digits in the centre. Every board reaches a goal.
PuzzleSamples RotationBackend::samples() const
{
    return {.named = "1 1 1 1 3 2 3 2 3 1 3 2 2 3 1 2 2 2 3 1 2 1 3 3",
            .oneMove = "1 1 1 3 1 1 3 3 3 2 2 3 3 2 1 3 3 2 2 2 2 2 1 1",
            .tenMoves = "2 2 1 3 2 1 1 2 2 3 1 1 3 3 2 3 1 2 2 3 3 3 1 1",
            .unsolvable = {}};
}

} // namespace core
