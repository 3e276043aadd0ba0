#include "experiments/experimentcsv.h"
#include "experiments/experimentjson.h"
#include "commands.h"

#include "benchreport.h"
#include "jobs.h"
#include "cliutil.h"
#include "common/inputtext.h"
#include "storage/memoryaccount.h"
#include "storage/safefile.h"

#include <limits>
#include <QFile>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <iomanip>
#include <iostream>
#include <random>
#include <sstream>

namespace cli {

namespace {

std::vector<std::string> splitList(const QString &s)
{
    std::vector<std::string> out;
    for (const QString &part : s.split(',', Qt::SkipEmptyParts))
        out.push_back(utf8(part.trimmed()));
    return out;
}

std::string combos(const QCommandLineParser &parser, const PuzzleOptions &opts, core::BoardSize size, std::vector<Combo> &out)
{
    const auto algorithms = splitList(parser.value("algorithm"));
    const auto heuristics = splitList(parser.value("heuristic"));
    std::vector<unsigned> threads;
    for (const auto &t : splitList(parser.value("threads"))) {
        bool ok = false;
        const uint n = QString::fromStdString(t).toUInt(&ok);
        if (!ok || n < 1 || n > 256)
            return "--threads: each must be a whole number from 1 to 256, not " + core::quoteInput(t);
        threads.push_back(n);
    }
    if (threads.empty())
        threads.push_back(1);
    for (const auto &a : algorithms) {
        const auto id = core::algorithmFromKey(a);
        if (!id)
            return "--algorithm: unknown algorithm " + core::quoteInput(a) + " (" + algorithmKeys() + ")";
        std::vector<core::HeuristicId> hs;
        if (!core::usesHeuristic(*id))
            hs.push_back(core::HeuristicId::None);
        else if (heuristics.empty())
            hs.push_back(core::defaultHeuristic(opts.backend->kind(), size));
        for (const auto &h : heuristics) {
            const auto hid = core::heuristicFromKey(h);
            if (!hid)
                return "--heuristic: unknown heuristic " + core::quoteInput(h);
            if (core::usesHeuristic(*id))
                hs.push_back(*hid);
        }
        for (auto h : hs) {
            if (const auto why = core::checkCombination(opts.backend->kind(), size, *id, h))
                return a + ": " + core::describe(why);
            for (unsigned t : threads)
                out.push_back({*id, h, t});
        }
    }
    if (out.empty())
        return "--algorithm names no algorithm";
    return {};
}

constexpr std::size_t RunsBetweenMemoryChecks = 256;

Run measure(PuzzleOptions &opts, const Combo &c, const Instance &inst, int repeat)
{
    Run run;
    std::vector<double> seconds;
    opts.algorithm = c.algorithm;
    opts.heuristic = c.heuristic;
    opts.threads = c.threads;
    for (int r = 0; r < repeat; ++r) {
        core::SearchContext ctx;
        auto o = runJob(opts, inst.board, ctx);
        seconds.push_back(o.stats.seconds());
        if (r == 0)
            run.outcome = std::move(o);
        if (run.outcome.status != core::SearchStatus::Solved)
            break; // budgets are not worth repeating
    }
    run.medianSeconds = median(seconds);
    return run;
}


} // namespace

options::Command benchSpec()
{
    using options::ValueKind;
    options::Command c = command("bench", "compare algorithms and heuristics over a set of boards",
                                 "Benchmarks algorithms and heuristics over a set of boards.");
    addPuzzleOptions(c, true);
    addBudgetOptions(c);
    c.add({{"instances"}, "FILE", "File of boards, one per line, each optionally followed by its optimal length (-1: it has no plan).",
           ValueKind::File});
    c.add({{"random"}, "K", "Use K seeded random solvable boards instead of a file."});
    c.add({{"seed"}, "S", "Seed for --random (default 1).", ValueKind::Word, {}, "1"});
    c.add({{"repeat"}, "R", "Time each board R times and take the median (default 3).", ValueKind::Word, {}, "3"});
    c.add({{"per-instance"}, {}, "Print a row per board and combination (the default up to 100 boards)."});
    c.add({{"summary-only"}, {}, "Print only the summary, whatever the number of boards."});
    c.add({{"csv"}, "FILE",
           "Write the runs as CSV to FILE, the columns the window's batch experiment exports: instance, board,"
           " algorithm, heuristic, threads, status, length, expected_length, optimal, expanded, generated,"
           " duplicates, peak_frontier, peak_bytes, seconds (the median of the repeats), ebf, moves.",
           ValueKind::File});
    c.add({{"json"}, "FILE",
           "Write the runs and each pair's summary as JSON to FILE: {\"rows\": [...], \"summary\": [...]}, the"
           " rows with the CSV's fields, as the window exports it.",
           ValueKind::File});
    addJobsOption(c, "1, so that boards do not share the cores they are timed on");
    return c;
}

int benchCommand(const QStringList &args)
{
    QCommandLineParser parser;
    int code = 0;
    if (!parseArgs(parser, benchSpec(), args, code))
        return code;
    PuzzleOptions opts;
    if (auto e = readPuzzleOptions(parser, opts, false); !e.empty())
        return fail(e);
    if (!parser.isSet("algorithm"))
        return fail("bench needs --algorithm A[,B...]");
    unsigned jobs = 1;
    if (auto e = readJobs(parser, 1, jobs); !e.empty())
        return fail(e);
    opts.jobs = jobs;
    bool ok = false;
    const int repeat = parser.value("repeat").toInt(&ok);
    if (!ok || repeat < 1 || repeat > 1000)
        return fail("--repeat must be a whole number from 1 to 1000");
    // The files are written after the work: a path that cannot be written is said before it.
    for (const char *option : {"csv", "json"})
        if (parser.isSet(option))
            if (const std::string why = outputPathProblem(utf8(parser.value(option))); !why.empty())
                return fail("cannot write --" + std::string(option) + " " + core::quoteInput(utf8(parser.value(option)), 200)
                            + ": " + why);
    std::vector<Instance> insts;
    if (parser.isSet("random") == parser.isSet("instances"))
        return fail("give either --instances FILE or --random K");
    if (parser.isSet("random")) {
        const int k = parser.value("random").toInt(&ok);
        if (!ok || k < 1 || k > 1'000'000)
            return fail("--random must be a whole number from 1 to 1000000");
        // The range scramble --seed takes, so that one seed means the same to both.
        const qlonglong seed = parser.value("seed").toLongLong(&ok);
        if (!ok || seed < 0)
            return fail("--seed must be a whole number from 0 to " + std::to_string(std::numeric_limits<qlonglong>::max())
                        + ", not " + core::quoteInput(utf8(parser.value("seed"))));
        if (auto e = randomInstances(opts, k, seed, insts); !e.empty())
            return fail(e);
    } else if (auto e = readInstances(utf8(parser.value("instances")), opts, insts); !e.empty()) {
        return fail(e);
    }
    const core::BoardSize size = opts.backend->sizeOf(insts.front().board);
    for (const auto &i : insts)
        if (!(opts.backend->sizeOf(i.board) == size))
            return fail("line " + std::to_string(i.line) + ": all boards of a bench must have one size");
    std::vector<Combo> cs;
    if (auto e = combos(parser, opts, size, cs); !e.empty())
        return fail(e);

    // Every run's result is kept for the report: said before the work when they cannot fit.
    const std::size_t resultBytes = cs.size() * insts.size() * (sizeof(Run) + sizeof(core::ExperimentRow));
    if (const std::size_t budget = core::MemoryAccount::process().budget();
        budget != 0 && core::MemoryAccount::residentBytes() + resultBytes > budget) {
        std::cerr << "puzzlescope-cli: bench: the results of " << cs.size() * insts.size() << " runs need "
                  << ((resultBytes + (1 << 20) - 1) >> 20) << " MiB, past the memory budget of " << (budget >> 20)
                  << " MiB (--max-memory) with what the process holds; bench fewer boards or raise it\n";
        return ExitNoAnswer;
    }
    std::vector<std::vector<Run>> runs(cs.size()); // sized one by one: no second copy of a row to copy from
    for (auto &row : runs)
        row.resize(insts.size());
    std::vector<Summary> sums;
    const auto wallStart = std::chrono::steady_clock::now();
    // The results kept count against the memory budget with the searches: looked at after every
    // RunsBetweenMemoryChecks runs, the bench stops when the process has passed it.
    // The summary's medians copy two numbers per board twice; the output needs a few MiB.
    // --csv and --json make a row per run and the file's text whole (a few hundred bytes a row).
    const bool writesFiles = parser.isSet("csv") || parser.isSet("json");
    const std::size_t reportBytes = insts.size() * 4 * sizeof(double) + (std::size_t(4) << 20)
        + (writesFiles ? cs.size() * insts.size() * (sizeof(core::ExperimentRow) + 512) : 0);
    std::atomic<std::size_t> done{0}, overBudgetAt{0};
    for (std::size_t c = 0; c < cs.size() && overBudgetAt == 0; ++c) {
        forEachAtOnce(insts.size(), jobs, [&](std::size_t i) {
            if (overBudgetAt != 0)
                return;
            PuzzleOptions own = opts;
            runs[c][i] = measure(own, cs[c], insts[i], repeat);
            if (const std::size_t n = ++done; n % RunsBetweenMemoryChecks == 0 && !core::MemoryAccount::process().withinBudget(reportBytes))
                overBudgetAt = n;
        });
        if (overBudgetAt == 0)
            sums.push_back(summarize(runs[c], insts));
    }
    if (overBudgetAt != 0) {
        std::cerr << "puzzlescope-cli: bench stopped after " << overBudgetAt << " of " << cs.size() * insts.size()
                  << " runs: the boards and the results it keeps fill the memory budget of "
                  << (core::MemoryAccount::process().budget() >> 20) << " MiB (--max-memory); bench fewer boards or raise it\n";
        return ExitNoAnswer;
    }
    const double wallSeconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - wallStart).count();
    const bool perInstance = !parser.isSet("summary-only") && (parser.isSet("per-instance") || insts.size() <= 100);
    if (perInstance) {
        std::cout << std::left << std::setw(9) << "instance" << std::setw(26) << "algorithm+heuristic" << std::setw(8)
                  << "status" << std::right << std::setw(7) << "length" << std::setw(14) << "expanded" << std::setw(12)
                  << "ms" << std::setw(13) << "peak memory" << '\n';
        for (std::size_t i = 0; i < insts.size(); ++i)
            for (std::size_t c = 0; c < cs.size(); ++c) {
                const auto &o = runs[c][i].outcome;
                std::cout << std::left << std::setw(9) << insts[i].line << std::setw(26) << cs[c].name() << std::setw(8)
                          << core::statusName(o.status) << std::right << std::setw(7)
                          << (o.status == core::SearchStatus::Solved ? std::to_string(o.length()) : "-")
                          << std::setw(14) << o.stats.expanded << std::setw(12) << std::fixed << std::setprecision(3)
                          << runs[c][i].medianSeconds * 1000.0 << std::setw(13) << formatBytes(o.stats.peakBytes) << '\n';
            }
        std::cout << '\n';
    }
    printSummary(cs, sums, insts.size(), repeat);
    if (jobs > 1)
        std::cout << "wall time: " << std::fixed << std::setprecision(1) << wallSeconds * 1000.0 << " ms for everything, "
                  << jobs << " boards at a time\n";

    // The rows in the one form the window's batch experiment exports too (experimentcsv.h,
    // experimentjson.h): each run with its median time, its threads and the file's length.
    std::vector<core::ExperimentRow> rows;
    if (writesFiles)
        rows.reserve(cs.size() * insts.size());
    if (writesFiles)
        for (std::size_t i = 0; i < insts.size(); ++i)
            for (std::size_t c = 0; c < cs.size(); ++c) {
                core::ExperimentRow row = core::experimentRow(insts[i].line, opts.backend->format(insts[i].board),
                                                              {cs[c].algorithm, cs[c].heuristic}, runs[c][i].outcome);
                row.threads = int(cs[c].threads);
                row.expectedLength = insts[i].expected;
                row.seconds = runs[c][i].medianSeconds;
                rows.push_back(std::move(row));
            }
    const std::pair<const char *, std::string (*)(const std::vector<core::ExperimentRow> &)> files[] = {
        {"csv", [](const std::vector<core::ExperimentRow> &r) { return core::experimentCsv(r); }},
        {"json", [](const std::vector<core::ExperimentRow> &r) { return core::experimentJson(r, core::summarizeExperiment(r)); }},
    };
    for (const auto &[option, write] : files) {
        if (!parser.isSet(option))
            continue;
        if (const auto e = writeWholeFile(utf8(parser.value(option)), write(rows)); !e.empty()) {
            std::cerr << "puzzlescope-cli: could not write " << core::quoteInput(utf8(parser.value(option)), 200) << ": " << e << '\n';
            return ExitWriteFailed;
        }
    }
    return ExitOk;
}

} // namespace cli
