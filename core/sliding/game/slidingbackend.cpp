#include "sliding/game/slidingbackend.h"

#include "sliding/game/slidingplay.h"
#include "sliding/pdb/additivepdb.h"
#include "solvers/descriptors.h"
#include "sliding/board/slidingtext.h"
#include "sliding/board/solvability.h"
#include "sliding/tables/smallboardtables.h"

namespace core {

namespace {

const SlidingPosition &sliding(const Position &p)
{
    return p.as<SlidingPosition>();
}

// Beyond the tables each step of a distance walk is certified by an optimal solve: keep the
// distance to what that does in interactive time.
constexpr int LargeBoardMaxDistance = 36;

} // namespace

namespace {

std::string commaTiles(const SlidingBoard &b)
{
    const std::string id = formatId(b);
    return id.substr(id.find(':') + 1);
}

} // namespace

std::vector<std::pair<std::string, std::string>> SlidingBackend::gameEntries(const Position &start) const
{
    const SlidingPosition &s = sliding(start);
    return {{"size", std::to_string(s.board.width()) + "x" + std::to_string(s.board.height())},
            {"goal", commaTiles(s.goal)},
            {"start", commaTiles(s.board)}};
}

std::optional<Position> SlidingBackend::readGameEntries(const GameEntries &entries, Reason &error) const
{
    for (const char *k : {"size", "goal"})
        if (!entries.count(k)) {
            error = gameFileReason(ReasonCode::GameFileEntryMissing, 0, {}, {k, key()});
            return std::nullopt;
        }
    Reason err;
    const auto size = parseBoardSize(entries.at("size").value, &err);
    if (!size) {
        error = gameFileReason(ReasonCode::GameFileEntryText, entries.at("size").line, {}, {"size"});
        error.causes = {TextError{err}.asReason()};
        return std::nullopt;
    }
    SlidingPosition s;
    for (const char *k : {"goal", "start"}) {
        auto p = parseSlidingBoard(entries.at(k).value, size);
        if (!p.ok()) {
            error = gameFileReason(ReasonCode::GameFileEntryText, entries.at(k).line, {}, {k});
            error.causes = {p.error.asReason(false)};
            return std::nullopt;
        }
        (std::string(k) == "goal" ? s.goal : s.board) = *p.board;
    }
    return s;
}

Position SlidingBackend::newGame(BoardSize size, std::mt19937_64 &) const
{
    const SlidingBoard goal = SlidingBoard::standardGoal(size);
    return SlidingPosition{goal, goal};
}

PositionParse SlidingBackend::parse(std::string_view text, const Position &current) const
{
    // An id ("4x4:...") says its size; bare tiles are read at the size on show. A board of the
    // size on show keeps its goal, another size gets the standard goal.
    const SlidingPosition &now = sliding(current);
    const bool isId = text.find(':') != std::string_view::npos;
    const SlidingParse r = parseSlidingBoard(text, isId ? std::nullopt : std::optional<BoardSize>(now.board.size));
    if (!r.ok())
        return {std::nullopt, r.error};
    const SlidingBoard goal = r.board->size == now.board.size ? now.goal : SlidingBoard::standardGoal(r.board->size);
    return {SlidingPosition{*r.board, goal}, {}};
}

std::string SlidingBackend::refusedOption(const BoardOptions &) const
{
    return {};
}

PositionParse SlidingBackend::readBoard(std::string_view text, const BoardOptions &options) const
{
    const SlidingParse r = parseSlidingBoard(text, options.size);
    if (!r.ok())
        return {std::nullopt, r.error};
    if (!options.goal)
        return {SlidingPosition{*r.board, SlidingBoard::standardGoal(r.board->size)}, {}};
    const SlidingParse goal = parseSlidingBoard(*options.goal, r.board->size);
    if (!goal.ok())
        return {std::nullopt, TextError{Reason{ReasonCode::TextInOption, {}, {"--goal"}, {goal.error.asReason()}}}};
    return {SlidingPosition{*r.board, *goal.board}, {}};
}

TraceBoard SlidingBackend::traceBoard(const Position &like, std::string_view cells) const
{
    return {formatId(SlidingBoard{sliding(like).board.size, std::vector<std::uint8_t>(cells.begin(), cells.end())}), {}};
}

std::string SlidingBackend::format(const Position &p) const
{
    return formatId(sliding(p).board);
}

bool SlidingBackend::wellFormed(const Position &p) const
{
    const SlidingPosition &s = sliding(p);
    return s.board.size == s.goal.size && s.board.isWellFormed() && s.goal.isWellFormed();
}

bool SlidingBackend::isGoal(const Position &p) const
{
    return sliding(p).board == sliding(p).goal;
}

Reason SlidingBackend::unsolvableReason(const Position &p) const
{
    return checkSolvable(sliding(p).board, sliding(p).goal).reason;
}

std::string SlidingBackend::fileStem(BoardSize size) const
{
    return "puzzle-" + std::to_string(size.width) + "x" + std::to_string(size.height);
}

BoardSize SlidingBackend::sizeOf(const Position &p) const
{
    return sliding(p).board.size;
}

std::optional<Position> SlidingBackend::fromCells(const Position &like, std::string_view cells) const
{
    SlidingPosition p = sliding(like);
    if (cells.size() != p.board.tiles.size())
        return std::nullopt;
    p.board.tiles.assign(cells.begin(), cells.end());
    return p;
}

std::vector<std::string> SlidingBackend::watchedCells(const Position &p) const
{
    const SlidingBoard &b = sliding(p).board;
    return {std::string(b.tiles.begin(), b.tiles.end())};
}

std::vector<std::string> SlidingBackend::legalMoves(const Position &p) const
{
    const SlidingBoard &b = sliding(p).board;
    std::vector<std::string> moves;
    for (int d = 0; d < 4; ++d)
        if (blankTarget(b.size, b.blankIndex(), Dir(d)) >= 0)
            moves.emplace_back(1, dirLetter(Dir(d)));
    return moves;
}

bool SlidingBackend::apply(Position &p, std::string_view move) const
{
    Dir d;
    SlidingPosition next = p.as<SlidingPosition>();
    if (!dirFromLetter(letterOf(move), d) || !applyDir(next.board, d))
        return false;
    p = std::move(next);
    return true;
}

std::string SlidingBackend::inverse(std::string_view move) const
{
    Dir d;
    return dirFromLetter(letterOf(move), d) ? std::string(1, dirLetter(oppositeDir(d))) : std::string();
}

std::string SlidingBackend::moveBetween(const Position &a, const Position &b) const
{
    const SlidingBoard &from = sliding(a).board;
    for (int d = 0; d < 4; ++d) {
        SlidingBoard next = from;
        if (applyDir(next, Dir(d)) && next == sliding(b).board)
            return std::string(1, dirLetter(Dir(d)));
    }
    return {};
}

int SlidingBackend::movedTile(const Position &p, std::string_view move) const
{
    const SlidingBoard &b = sliding(p).board;
    Dir d;
    const int cell = dirFromLetter(letterOf(move), d) ? blankTarget(b.size, b.blankIndex(), d) : -1;
    return cell < 0 ? 0 : b.tiles[std::size_t(cell)];
}

Position SlidingBackend::scrambleRandom(const Position &p, std::mt19937_64 &rng, TableCache &) const
{
    return SlidingPosition{scrambleRandomSolvable(sliding(p).goal, rng), sliding(p).goal};
}

Position SlidingBackend::scrambleMoves(const Position &p, int moves, std::mt19937_64 &rng) const
{
    return SlidingPosition{scrambleRandomWalk(sliding(p).goal, moves, rng), sliding(p).goal};
}

int SlidingBackend::maxScrambleDistance(const Position &p, TableCache &tables) const
{
    const SlidingBoard &goal = sliding(p).goal;
    if (goal.cells() > SmallBoardTables::MaxCells)
        return LargeBoardMaxDistance;
    return int(SmallBoardTables::forSize(tables, goal.size)->distanceCounts(goal).size()) - 1;
}

PositionScramble SlidingBackend::scrambleAtDistance(const Position &p, int distance, std::mt19937_64 &rng, TableCache &tables,
                                                    std::uint64_t nodeBudget, std::stop_token cancel,
                                                    const std::function<void(int)> &certified) const
{
    const SlidingBoard &goal = sliding(p).goal;
    const DistanceScramble r = core::scrambleAtDistance(goal, distance, rng, tables, nodeBudget, cancel, certified);
    if (!r.board)
        return {std::nullopt, r.error};
    return {SlidingPosition{*r.board, goal}, {}};
}

bool SlidingBackend::answersAtOnce(const Position &p) const
{
    return sliding(p).goal.cells() <= SmallBoardTables::MaxCells;
}

Hint SlidingBackend::hint(const Position &p, SearchContext &ctx) const
{
    return slidingHint(sliding(p).board, sliding(p).goal, ctx);
}

PositionXray SlidingBackend::xray(const Position &p, HeuristicId heuristic, TableCache &tables) const
{
    const char *partition = pdbPartition(heuristic);
    const auto pdb = partition ? AdditivePdb::ifBuilt(tables, sliding(p).goal, partition) : nullptr;
    const SlidingXray x = slidingXray(sliding(p).board, sliding(p).goal, heuristic, tables, pdb.get());
    PositionXray out{x, {xrayMeasure(PS_TR("Reason", "misplaced %1"), x.misplaced),
                         xrayMeasure(PS_TR("Reason", "Manhattan %1"), x.manhattanSum),
                         xrayMeasure(PS_TR("Reason", "linear conflict %1"), x.linearConflict)}};
    const bool pdbChosen = pdbPartition(heuristic) != nullptr;
    if (x.pdb >= 0)
        out.measures.push_back(xrayMeasure(PS_TR("Reason", "pattern databases %1"), x.pdb));
    else if (pdbChosen)
        out.measures.push_back({{PS_TR("Reason", "pattern databases: groups shown, value after the tables are built "
                                                 "(solve once)"),
                                 {}},
                                -1});
    if (x.trueDistance >= 0) {
        out.measures.push_back(trueDistanceMeasure(x.trueDistance));
        out.knowsTrueDistance = true;
    }
    return out;
}

} // namespace core
