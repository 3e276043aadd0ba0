#include "rushhour/game/rushhourbackend.h"

#include "rushhour/game/rushhourlayouts.h"
#include "solvers/descriptors.h"

#include <sstream>

namespace core {

namespace {

const RushHourBoard &lotOf(const Position &p)
{
    return p.as<RushHourBoard>();
}

PositionParse positionOf(const RushHourParse &r)
{
    if (!r.board)
        return {std::nullopt, r.error};
    return {Position(*r.board), {}};
}

} // namespace

std::vector<std::pair<std::string, std::string>> RushHourBackend::gameEntries(const Position &start) const
{
    return {{"start", lotOf(start).text()}};
}

std::optional<Position> RushHourBackend::readGameEntries(const GameEntries &entries, Reason &error) const
{
    const GameEntry &start = entries.at("start");
    const RushHourParse b = parseRushHourBoard(start.value);
    if (!b.board) {
        error = gameFileReason(ReasonCode::GameFileEntryText, start.line, {}, {"start"});
        error.causes = {b.error.asReason()};
        return std::nullopt;
    }
    return Position(*b.board);
}

Position RushHourBackend::newGame(BoardSize, std::mt19937_64 &) const
{
    return Position(*parseRushHourBoard(RushHourLayouts[0].board).board);
}

std::string RushHourBackend::fileStem(BoardSize size) const
{
    return "rushhour-" + std::to_string(size.width) + "x" + std::to_string(size.height);
}

BoardSize RushHourBackend::sizeOf(const Position &p) const
{
    return {lotOf(p).width(), lotOf(p).height()};
}

PositionParse RushHourBackend::parse(std::string_view text, const Position &) const
{
    return positionOf(parseRushHourBoard(text));
}

std::string RushHourBackend::format(const Position &p) const
{
    return lotOf(p).text();
}

std::string RushHourBackend::refusedOption(const BoardOptions &options) const
{
    if (options.size)
        return "--size applies to sliding puzzles only: a Rush Hour lot takes its size from its rows";
    if (options.goal)
        return "--goal does not apply to Rush Hour: the goal is always the red car A at the exit";
    return "";
}

PositionParse RushHourBackend::readBoard(std::string_view text, const BoardOptions &) const
{
    return positionOf(parseRushHourBoard(text));
}

TraceBoard RushHourBackend::traceBoard(const Position &like, std::string_view cells) const
{
    const auto p = fromCells(like, cells);
    return {p ? format(*p) : std::string(), {}};
}

bool RushHourBackend::isGoal(const Position &p) const
{
    return lotOf(p).solved();
}

bool RushHourBackend::wellFormed(const Position &p) const
{
    return parseRushHourBoard(lotOf(p).text()).board.has_value();
}

Reason RushHourBackend::unsolvableReason(const Position &) const
{
    // Whether the red car can get out is known only by walking the lot (hint, solve).
    return {};
}

std::vector<std::string> RushHourBackend::legalMoves(const Position &p) const
{
    const RushHourDomain d(lotOf(p));
    std::vector<RushHourDomain::Move> moves(static_cast<std::size_t>(RushHourDomain::MaxMoves));
    const int n = d.legalMoves(d.stateOf(lotOf(p)), moves.data());
    std::vector<std::string> out;
    out.reserve(std::size_t(n));
    for (int i = 0; i < n; ++i)
        out.push_back(d.moveText(moves[std::size_t(i)]));
    return out;
}

bool RushHourBackend::apply(Position &p, std::string_view move) const
{
    RushHourBoard next = p.as<RushHourBoard>();
    if (!playRushHourMove(next, move))
        return false;
    p = std::move(next);
    return true;
}

std::string RushHourBackend::inverse(std::string_view move) const
{
    const auto m = parseRushHourMove(move);
    return m ? rushHourMoveText(m->letter, -m->distance) : std::string();
}

std::string RushHourBackend::moveBetween(const Position &a, const Position &b) const
{
    const RushHourBoard &from = lotOf(a);
    for (const std::string &move : legalMoves(a)) {
        RushHourBoard next = from;
        if (playRushHourMove(next, move) && next == lotOf(b))
            return move;
    }
    return {};
}

int RushHourBackend::movedTile(const Position &, std::string_view) const
{
    return 0;
}

// One vehicle slid on along its line is one move, as the puzzle's databases count it.
std::optional<std::string> RushHourBackend::mergeMoves(const Position &before, std::string_view first,
                                                       std::string_view second) const
{
    const auto a = parseRushHourMove(first);
    const auto b = parseRushHourMove(second);
    if (!a || !b || a->letter != b->letter)
        return std::nullopt;
    return joinedMove(*this, before, first, second);
}

std::optional<Position> RushHourBackend::fromCells(const Position &like, std::string_view cells) const
{
    const RushHourDomain d(lotOf(like));
    RushHourState s;
    if (!d.stateOfCells(cells, s))
        return std::nullopt;
    return Position(d.boardOf(s));
}

std::vector<std::string> RushHourBackend::watchedCells(const Position &p) const
{
    return {lotOf(p).cells()};
}

std::vector<std::string> RushHourBackend::planMoves(std::string_view plan) const
{
    std::vector<std::string> moves;
    std::istringstream in{std::string(plan)};
    for (std::string m; in >> m;)
        moves.push_back(m);
    return moves;
}

std::string RushHourBackend::planText(const std::vector<std::string> &moves) const
{
    std::string text;
    for (const std::string &m : moves)
        text += (text.empty() ? "" : " ") + m;
    return text;
}

AlgorithmId RushHourBackend::defaultAlgorithm(BoardSize) const
{
    // A* keeps every lot it meets, and a lot reaches few; IDA* would walk the same lots again
    // and again along the many paths between them.
    return AlgorithmId::AStar;
}

std::vector<std::pair<AlgorithmId, HeuristicId>> RushHourBackend::defaultComparison(BoardSize) const
{
    std::vector<std::pair<AlgorithmId, HeuristicId>> out{{AlgorithmId::Bfs, HeuristicId::None},
                                                         {AlgorithmId::BidirectionalBfs, HeuristicId::None}};
    for (const HeuristicId h : heuristicsFor(kind()))
        out.emplace_back(AlgorithmId::AStar, h);
    return out;
}

std::span<const HeuristicRow> RushHourBackend::ownHeuristicRows() const
{
    return rushHourHeuristicRows();
}

const SolverRow &RushHourBackend::ownSolverRow() const
{
    return rushHourSolverRow();
}

// 6x6 lots: the first named lot (8 moves), the red car one slide from the exit, a lot ten moves
// out, and one whose exit a wall closes.
PuzzleSamples RushHourBackend::samples() const
{
    return {.named = RushHourLayouts[0].board,
            .oneMove = "....../....../AA..../....../....../......",
            .tenMoves = "BB.x../I.KDDM/I.KAAM/.EEL.M/J..LFF/JGGHHH",
            .unsolvable = "....../....../AA..x./....../....../......"};
}

} // namespace core
