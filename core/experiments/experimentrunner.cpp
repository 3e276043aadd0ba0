#include "experiments/experiment.h"

#include "sliding/game/slidingplay.h"
#include "puzzles/puzzlebackend.h"
#include "puzzles/solve.h"

#include <random>

namespace core {

namespace {

SolveOutcome solveBoard(const ExperimentConfig &config, const std::string &board, const RunChoice &choice,
                        SearchContext &ctx)
{
    const PuzzleBackend &backend = backendOf(config.start);
    const PositionParse parsed = backend.parse(board, config.start);
    SolveOutcome o;
    if (!parsed.position) {
        o.reason = parsed.error.asReason();
        return o;
    }
    if (kindOf(*parsed.position) != kindOf(config.start)
        || backend.sizeOf(*parsed.position) != backend.sizeOf(config.start)) {
        o.reason = {ReasonCode::BoardSizeDiffersFromGoal, {}, {}};
        return o;
    }
    if (const Reason why = backend.unsolvableReason(*parsed.position)) {
        o.reason = why;
        return o;
    }
    return solve(*parsed.position, choice.algorithm, choice.heuristic, ctx);
}


} // namespace

ExperimentRow experimentRow(int instance, const std::string &board, const RunChoice &choice, const SolveOutcome &o)
{
    ExperimentRow row;
    row.instance = instance;
    row.board = board;
    row.choice = choice;
    row.status = o.status;
    const bool solved = o.status == SearchStatus::Solved;
    row.length = solved ? int(o.length()) : -1;
    row.optimal = solved && o.optimal;
    row.expanded = o.stats.expanded;
    row.generated = o.stats.generated;
    row.duplicates = o.stats.duplicates;
    row.peakFrontier = o.stats.peakFrontier;
    row.peakBytes = o.stats.peakBytes;
    row.seconds = o.stats.seconds();
    row.ebf = solved ? effectiveBranchingFactor(o.stats.generated, row.length) : 0;
    row.moves = o.moves;
    return row;
}

std::vector<std::string> experimentBoards(const ExperimentConfig &config, TableCache &tables, Reason *error, std::stop_token cancel)
{
    if (error)
        *error = {};
    if (config.count < 0) {
        if (error)
            *error = {ReasonCode::ExperimentCountNegative, {}, {}};
        return {};
    }
    std::mt19937_64 rng(config.seed);
    const PuzzleBackend &backend = backendOf(config.start);
    const bool exact = backend.maxScrambleDistance(config.start, tables) > 0;
    if (config.mode == ScrambleMode::Distance && config.distance < 0) {
        if (error)
            *error = {exact ? ReasonCode::ScrambleDistanceNegative : ReasonCode::ExperimentWalkNegative, {}, {}};
        return {};
    }
    std::vector<std::string> out;
    for (int i = 0; i < config.count; ++i) {
        if (config.mode == ScrambleMode::Random || !exact) {
            const Position p = config.mode == ScrambleMode::Random ? backend.scrambleRandom(config.start, rng, tables)
                                                                   : backend.scrambleMoves(config.start, config.distance, rng);
            out.push_back(backend.format(p));
            continue;
        }
        const PositionScramble s =
            backend.scrambleAtDistance(config.start, config.distance, rng, tables, DefaultScrambleNodeBudget, cancel);
        if (!s.position) {
            if (error)
                *error = s.error; // each board is drawn alike: what stopped one stops the others
            return {};
        }
        out.push_back(backend.format(*s.position));
    }
    return out;
}

std::vector<ExperimentRow> runExperiment(const ExperimentConfig &config, const std::vector<std::string> &boards,
                                         TableCache &tables, std::stop_token cancel, const std::function<void(int, int)> &progress)
{
    std::vector<ExperimentRow> rows;
    const int total = int(boards.size() * config.choices.size());
    int done = 0;
    for (std::size_t b = 0; b < boards.size(); ++b) {
        for (const RunChoice &choice : config.choices) {
            if (cancel.stop_requested())
                return rows;
            SearchContext ctx(cancel);
            ctx.setTables(tables);
            ctx.setMaxExpanded(config.maxNodes);
            ctx.setMaxBytes(config.maxBytes);
            const SolveOutcome o = solveBoard(config, boards[b], choice, ctx);
            // A run cut short by the caller's cancel measures nothing: leave it out.
            if (cancel.stop_requested() && o.status == SearchStatus::Cancelled)
                return rows;
            rows.push_back(experimentRow(int(b), boards[b], choice, o));
            if (progress)
                progress(++done, total);
        }
    }
    return rows;
}

} // namespace core
