#include "klotski/game/klotskibackend.h"

#include "klotski/board/klotskidomain.h"
#include "klotski/game/klotskilayouts.h"
#include "solvers/descriptors.h"

#include <sstream>

namespace core {

namespace {

KlotskiPosition classicStart()
{
    const KlotskiBoard b = *parseKlotskiBoard(KlotskiLayouts[0].board).board;
    return {b, *defaultKlotskiGoal(b).goal};
}

char opposite(char step)
{
    switch (step) {
    case 'u': return 'd';
    case 'd': return 'u';
    case 'l': return 'r';
    case 'r': return 'l';
    }
    return 0;
}

// The goal `current` plays towards, kept on a new box when its piece is there with the same
// shape; otherwise the classic goal of the new box.
KlotskiGoalParse goalFor(const KlotskiBoard &board, const Position &current)
{
    if (const auto *k = current.tryAs<KlotskiPosition>()) {
        const auto before = k->board.piece(k->goal.piece);
        const auto now = board.piece(k->goal.piece);
        if (before && now && before->w == now->w && before->h == now->h && k->goal.x + now->w <= board.width()
            && k->goal.y + now->h <= board.height())
            return {k->goal, {}};
    }
    return defaultKlotskiGoal(board);
}

} // namespace

std::vector<std::pair<std::string, std::string>> KlotskiBackend::gameEntries(const Position &start) const
{
    const KlotskiPosition &k = klotskiOf(start);
    return {{"goal", klotskiGoalText(k.board, k.goal)}, {"start", k.board.text()}};
}

std::optional<Position> KlotskiBackend::readGameEntries(const GameEntries &entries, Reason &error) const
{
    if (!entries.count("goal")) {
        error = gameFileReason(ReasonCode::GameFileEntryMissing, 0, {}, {"goal", key()});
        return std::nullopt;
    }
    const GameEntry &start = entries.at("start");
    const KlotskiParse b = parseKlotskiBoard(start.value);
    if (!b.board) {
        error = gameFileReason(ReasonCode::GameFileEntryText, start.line, {}, {"start"});
        error.causes = {b.error.asReason()};
        return std::nullopt;
    }
    const KlotskiGoalParse goal = parseKlotskiGoal(entries.at("goal").value, *b.board);
    if (!goal.goal) {
        error = gameFileReason(ReasonCode::GameFileEntryText, entries.at("goal").line, {}, {"goal"});
        error.causes = {goal.error.asReason()};
        return std::nullopt;
    }
    return KlotskiPosition{*b.board, *goal.goal};
}

Position KlotskiBackend::newGame(BoardSize, std::mt19937_64 &) const
{
    return classicStart();
}

std::string KlotskiBackend::fileStem(BoardSize size) const
{
    return "huarongdao-" + std::to_string(size.width) + "x" + std::to_string(size.height);
}

BoardSize KlotskiBackend::sizeOf(const Position &p) const
{
    return {klotskiOf(p).board.width(), klotskiOf(p).board.height()};
}

PositionParse KlotskiBackend::parse(std::string_view text, const Position &current) const
{
    // The rows may come a line each or separated by '/', with spaces and blank lines round them.
    const KlotskiParse r = parseKlotskiBoard(text);
    if (!r.board)
        return {std::nullopt, TextError{r.error.asReason()}};
    const KlotskiGoalParse goal = goalFor(*r.board, current);
    if (!goal.goal)
        return {std::nullopt, TextError{goal.error.asReason()}};
    return {KlotskiPosition{*r.board, *goal.goal}, {}};
}

std::string KlotskiBackend::refusedOption(const BoardOptions &options) const
{
    return options.size ? "--size applies to sliding puzzles only: a Huarong Dao box takes its size from its rows" : "";
}

PositionParse KlotskiBackend::readBoard(std::string_view text, const BoardOptions &options) const
{
    const KlotskiParse r = parseKlotskiBoard(text);
    if (!r.board)
        return {std::nullopt, TextError{r.error.asReason()}};
    const KlotskiGoalParse goal = options.goal ? parseKlotskiGoal(*options.goal, *r.board) : defaultKlotskiGoal(*r.board);
    if (!goal.goal)
        return {std::nullopt, TextError{options.goal ? Reason{ReasonCode::TextInOption, {}, {"--goal"}, {goal.error.asReason()}}
                                                     : goal.error.asReason()}};
    return {KlotskiPosition{*r.board, *goal.goal}, {}};
}

TraceBoard KlotskiBackend::traceBoard(const Position &like, std::string_view cells) const
{
    const auto p = fromCells(like, cells);
    return {p ? format(*p) : std::string(), {}};
}

std::string KlotskiBackend::format(const Position &p) const
{
    return klotskiOf(p).board.text();
}

bool KlotskiBackend::wellFormed(const Position &p) const
{
    const KlotskiPosition &k = klotskiOf(p);
    const auto piece = k.board.piece(k.goal.piece);
    return piece && k.goal.x >= 0 && k.goal.y >= 0 && k.goal.x + piece->w <= k.board.width()
        && k.goal.y + piece->h <= k.board.height();
}

bool KlotskiBackend::isGoal(const Position &p) const
{
    return klotskiGoalReached(klotskiOf(p).board, klotskiOf(p).goal);
}

Reason KlotskiBackend::unsolvableReason(const Position &) const
{
    // Whether the goal can be reached is known only by walking the box (hint, solve).
    return {};
}

std::vector<std::string> KlotskiBackend::legalMoves(const Position &p) const
{
    const KlotskiPosition &k = klotskiOf(p);
    const KlotskiDomain d(k.board, k.goal);
    KlotskiDomain::Move moves[KlotskiDomain::MaxMoves];
    const int n = d.legalMoves(d.stateOf(k.board), moves);
    std::vector<std::string> out;
    out.reserve(std::size_t(n));
    for (int i = 0; i < n; ++i)
        out.push_back(d.moveText(k.board, moves[i]));
    return out;
}

bool KlotskiBackend::apply(Position &p, std::string_view move) const
{
    KlotskiBoard next = klotskiOf(p).board;
    if (playKlotskiMove(next, move) || next == klotskiOf(p).board)
        return false;
    p = KlotskiPosition{std::move(next), klotskiOf(p).goal};
    return true;
}

std::string KlotskiBackend::inverse(std::string_view move) const
{
    if (move.size() < 2)
        return {};
    std::string back(1, move[0]);
    for (std::size_t i = move.size() - 1; i >= 1; --i) {
        const char o = opposite(move[i]);
        if (!o)
            return {};
        back += o;
    }
    return back;
}

std::string KlotskiBackend::moveBetween(const Position &a, const Position &b) const
{
    const KlotskiPosition &from = klotskiOf(a);
    const KlotskiPosition &to = klotskiOf(b);
    if (from.board.width() != to.board.width() || from.board.height() != to.board.height())
        return {};
    const KlotskiDomain d(from.board, from.goal);
    const KlotskiState target = d.stateOf(to.board);
    const KlotskiState s = d.stateOf(from.board);
    KlotskiDomain::Move moves[KlotskiDomain::MaxMoves];
    const int n = d.legalMoves(s, moves);
    for (int i = 0; i < n; ++i) {
        KlotskiState next = s;
        d.apply(next, moves[i]);
        if (next == target) {
            std::string text = d.moveText(from.board, moves[i]);
            KlotskiBoard check = from.board;
            if (!playKlotskiMove(check, text) && check == to.board)
                return text;
        }
    }
    return {};
}

int KlotskiBackend::movedTile(const Position &, std::string_view) const
{
    return 0;
}

// One piece moved on is one move, as players count (and as the solver does): a move's first
// letter is its piece.
std::optional<std::string> KlotskiBackend::mergeMoves(const Position &before, std::string_view first,
                                                      std::string_view second) const
{
    if (first.empty() || second.empty() || first.front() != second.front())
        return std::nullopt;
    return joinedMove(*this, before, first, second);
}

std::optional<Position> KlotskiBackend::fromCells(const Position &like, std::string_view cells) const
{
    const KlotskiPosition &k = klotskiOf(like);
    const KlotskiDomain d(k.board, k.goal);
    KlotskiState s;
    if (!d.stateOfCells(cells, s))
        return std::nullopt;
    return KlotskiPosition{d.boardOf(s, k.board), k.goal};
}

std::vector<std::string> KlotskiBackend::watchedCells(const Position &p) const
{
    const KlotskiPosition &k = klotskiOf(p);
    const KlotskiDomain d(k.board, k.goal);
    std::string cells;
    d.cellsOf(d.stateOf(k.board), cells);
    return {cells};
}

std::vector<std::string> KlotskiBackend::planMoves(std::string_view plan) const
{
    std::vector<std::string> moves;
    std::istringstream in{std::string(plan)};
    for (std::string m; in >> m;)
        moves.push_back(m);
    return moves;
}

std::string KlotskiBackend::planText(const std::vector<std::string> &moves) const
{
    std::string text;
    for (const std::string &m : moves)
        text += (text.empty() ? "" : " ") + m;
    return text;
}

} // namespace core
