#include "klotskicommands.h"

#include "../cliutil.h"
#include "common/inputtext.h"
#include "games/klotski/klotskilayouts.h"
#include "games/klotski/klotskisolver.h"

#include <QJsonArray>
#include <QJsonDocument>

#include <iostream>
#include <sstream>

namespace cli {

namespace {

// The box from `text` and the goal from --goal (else the classic one); the error, or "".
std::string readBox(const QCommandLineParser &parser, const std::string &text, const std::string &what,
                    core::KlotskiBoard &box, core::KlotskiGoal &goal)
{
    const auto board = core::parseKlotskiBoard(text);
    if (!board.board)
        return what + board.error.describe();
    const auto g = parser.isSet("goal") ? core::parseKlotskiGoal(utf8(parser.value("goal")), *board.board)
                                        : core::defaultKlotskiGoal(*board.board);
    if (!g.goal)
        return (parser.isSet("goal") ? "--goal: " : "") + g.error.describe();
    box = *board.board;
    goal = *g.goal;
    return {};
}

// The other puzzles' answer, the plan as moves separated by spaces.
std::string outcomeLines(const core::KlotskiOutcome &o)
{
    std::ostringstream s;
    s << "status:        " << core::statusName(o.status) << '\n';
    if (o.status == core::SearchStatus::Solved) {
        s << "moves:         " << (o.moves.empty() ? "(none: already at the goal)" : o.text()) << '\n';
        s << "length:        " << o.moves.size() << (o.optimal ? " (optimal)" : "") << '\n';
    }
    return s.str() + figuresText(o.stats, o.reason);
}

} // namespace

int solveKlotski(const QCommandLineParser &parser)
{
    if (parser.isSet("size"))
        return fail("--size applies to sliding puzzles only: a Huarong Dao box takes its size from its rows");
    PuzzleOptions opts;
    opts.algorithm = core::AlgorithmId::Bfs;
    if (parser.isSet("algorithm")) {
        const auto a = core::algorithmFromKey(utf8(parser.value("algorithm")));
        if (!a || !core::klotskiRunsAlgorithm(*a))
            return fail("--algorithm for Huarong Dao must be one of bfs, bibfs, astar, idastar, table, wastar, wida; not "
                        + core::quoteInput(utf8(parser.value("algorithm"))));
        opts.algorithm = *a;
    }
    core::KlotskiHeuristic heuristic = core::KlotskiHeuristic::Blockers;
    if (parser.isSet("heuristic")) {
        const std::string key = utf8(parser.value("heuristic"));
        const auto h = key == "none" ? std::optional(core::KlotskiHeuristic::None) : core::klotskiHeuristicFromKey(key);
        if (!h)
            return fail("--heuristic for Huarong Dao must be one of " + keysOf(core::klotskiHeuristicRows()) + ", none; not "
                        + core::quoteInput(key));
        heuristic = *h;
    }
    if (auto e = readBudgetOptions(parser, opts, false); !e.empty())
        return fail(e);
    const QStringList pos = parser.positionalArguments();
    if (pos.isEmpty())
        return fail("solve --puzzle klotski needs a box, for example: solve --puzzle klotski ABBC/ABBC/DEEF/DGHF/I..J");
    if (pos.size() > 1)
        return fail("give the box as one argument, its rows separated by '/' (ABBC/ABBC/DEEF/DGHF/I..J)");
    core::KlotskiBoard box;
    core::KlotskiGoal goal;
    if (auto e = readBox(parser, utf8(pos.front()), "the box: ", box, goal); !e.empty())
        return fail(e);
    core::SearchContext ctx;
    ctx.setMaxExpanded(opts.maxNodes);
    ctx.setMaxBytes(opts.maxBytes);
    ctx.setMaxSeconds(opts.maxSeconds);
    const core::KlotskiOutcome o = core::solveKlotski(box, goal, opts.algorithm, heuristic, ctx);
    if (parser.isSet("json")) {
        core::SolveOutcome common;
        common.status = o.status;
        common.stats = o.stats;
        common.reason = o.reason;
        common.optimal = o.optimal;
        QJsonObject j = outcomeJson(common, opts);
        j["puzzle"] = "klotski";
        j["heuristic"] = QString::fromLatin1(core::klotskiHeuristicKey(heuristic));
        QJsonArray moves;
        for (const std::string &m : o.moves)
            moves.append(QString::fromStdString(m));
        j["moves"] = moves;
        j["length"] = o.status == core::SearchStatus::Solved ? QJsonValue(qint64(o.moves.size())) : QJsonValue();
        std::cout << QJsonDocument(j).toJson(QJsonDocument::Compact).toStdString() << '\n';
    } else {
        std::cout << outcomeLines(o);
    }
    return o.status == core::SearchStatus::Solved ? ExitOk : ExitNoAnswer;
}

int scrambleKlotski(const QCommandLineParser &parser, long long moves, long long distance, long long count,
                    std::mt19937_64 &rng)
{
    for (const char *option : {"size", "format"})
        if (parser.isSet(option))
            return fail(std::string("--") + option + " applies to sliding puzzles only: a Huarong Dao box is given by --board");
    const std::string text = parser.isSet("board") ? utf8(parser.value("board")) : core::KlotskiLayouts[0].board;
    core::KlotskiBoard box;
    core::KlotskiGoal goal;
    if (auto e = readBox(parser, text, "--board: ", box, goal); !e.empty())
        return fail(e);
    if (moves >= 0) {
        for (long long i = 0; i < count; ++i)
            std::cout << core::klotskiRandomWalk(box, goal, int(moves), rng).text() << '\n';
        return ExitOk;
    }
    // One walk of the box's reachable boards serves every board drawn.
    core::SearchContext ctx;
    const core::KlotskiDraw draw = core::klotskiDrawBoards(box, goal, int(distance), std::size_t(count), rng, ctx);
    if (draw.status != core::SearchStatus::Solved)
        return fail(draw.status != core::SearchStatus::Unsolvable ? core::describe(core::limitReason(ctx, {}))
                    : distance < 0 ? std::string("the goal cannot be reached from this box, so no scramble of it can be solved")
                                   : "no board this box can reach is " + std::to_string(distance) + " moves from the goal");
    for (const core::KlotskiBoard &b : draw.boards)
        std::cout << b.text() << '\n';
    return ExitOk;
}

} // namespace cli
