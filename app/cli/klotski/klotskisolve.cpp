#include "klotskisolve.h"

#include "../cliutil.h"
#include "common/inputtext.h"
#include "games/klotski/klotskisolver.h"

#include <QJsonArray>
#include <QJsonDocument>

#include <iostream>
#include <sstream>

namespace cli {

namespace {

std::string heuristicKeysText()
{
    std::string keys;
    for (const core::KlotskiHeuristicRow &r : core::klotskiHeuristicRows())
        keys += (keys.empty() ? "" : ", ") + std::string(r.key);
    return keys;
}

// The same statistics as the other puzzles' answers, the plan as moves separated by spaces.
std::string outcomeLines(const core::KlotskiOutcome &o)
{
    // outcomeText words the status, the reason and the figures; a solved status would add the
    // other puzzles' plan lines, so it is given the figures alone and the plan is written here.
    core::SolveOutcome figures;
    figures.status = o.status == core::SearchStatus::Solved ? core::SearchStatus::Unsolvable : o.status;
    figures.stats = o.stats;
    figures.reason = o.reason;
    const std::string stats = outcomeText(figures);
    std::ostringstream s;
    s << "status:        " << core::statusName(o.status) << '\n';
    if (o.status == core::SearchStatus::Solved) {
        s << "moves:         " << (o.moves.empty() ? "(none: already at the goal)" : o.text()) << '\n';
        s << "length:        " << o.moves.size() << (o.optimal ? " (optimal)" : "") << '\n';
    }
    s << stats.substr(stats.find('\n') + 1);
    return s.str();
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
            return fail("--heuristic for Huarong Dao must be one of " + heuristicKeysText() + ", none; not "
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
    const auto board = core::parseKlotskiBoard(utf8(pos.front()));
    if (!board.board)
        return fail("the box: " + board.error.describe());
    const auto goal = parser.isSet("goal") ? core::parseKlotskiGoal(utf8(parser.value("goal")), *board.board)
                                           : core::defaultKlotskiGoal(*board.board);
    if (!goal.goal)
        return fail((parser.isSet("goal") ? "--goal: " : "") + goal.error.describe());
    core::SearchContext ctx;
    ctx.setMaxExpanded(opts.maxNodes);
    ctx.setMaxBytes(opts.maxBytes);
    ctx.setMaxSeconds(opts.maxSeconds);
    const core::KlotskiOutcome o = core::solveKlotski(*board.board, *goal.goal, opts.algorithm, heuristic, ctx);
    if (parser.isSet("json")) {
        core::SolveOutcome common;
        common.status = o.status;
        common.stats = o.stats;
        common.reason = o.reason;
        common.optimal = o.optimal;
        QJsonObject j = outcomeJson(common, opts);
        j["puzzle"] = "klotski";
        j["heuristic"] = QString::fromStdString(heuristic == core::KlotskiHeuristic::None
                                                    ? std::string("none")
                                                    : core::klotskiHeuristicRows()[std::size_t(heuristic) - 1].key);
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

} // namespace cli
