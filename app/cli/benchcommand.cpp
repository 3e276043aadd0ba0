#include "benchcommand.h"

#include "benchreport.h"
#include "jobs.h"
#include "cliutil.h"
#include "common/inputtext.h"
#include "storage/safefile.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>

#include <algorithm>
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

// A file of boards is read whole, and a bench of more boards than this holds would not end.
constexpr std::size_t MaxInstancesFileBytes = std::size_t(16) << 20;

// Reads instances: a board per line, optionally followed by its optimal length.
std::string readInstances(const std::string &path, PuzzleOptions &opts, std::vector<Instance> &out)
{
    const core::FileRead file = core::readRegularFile(path, MaxInstancesFileBytes);
    switch (file.problem) {
    case core::FileProblem::None:
        break;
    case core::FileProblem::Device:
    case core::FileProblem::FifoOrSocket:
    case core::FileProblem::Folder:
    case core::FileProblem::NotRegular:
        return "instances file " + core::quoteInput(path, 200) + " " + file.why(MaxInstancesFileBytes) + ", not a file of boards";
    case core::FileProblem::TooLarge:
        return "instances file " + core::quoteInput(path, 200) + " is larger than "
            + std::to_string(MaxInstancesFileBytes >> 20) + " MiB; bench takes a smaller set of boards";
    default:
        return "cannot open instances file " + core::quoteInput(path, 200) + ": it " + file.why(MaxInstancesFileBytes);
    }
    std::istringstream in(file.bytes);
    std::string line;
    for (int n = 1;; ++n) {
        const auto got = core::readLine(in, line);
        if (got == core::LineRead::End)
            break;
        if (got == core::LineRead::TooLong)
            return "instances file, line " + std::to_string(n) + ": longer than "
                + std::to_string(core::MaxInputLineBytes) + " bytes; a board's line is a few hundred";
        const auto first = line.find_first_not_of(" \t");
        if (first == std::string::npos || line[first] == '#')
            continue;
        // A line that is no board alone may be one followed by its optimal length.
        Instance inst;
        inst.line = n;
        core::TextError err;
        auto board = readBoard(opts, line, err);
        if (!board) {
            const auto end = line.find_last_not_of(" \t\r");
            const auto start = line.find_last_of(" \t", end);
            const std::string last = line.substr(start == std::string::npos ? 0 : start + 1, end - start);
            core::TextError without;
            if (start != std::string::npos && !last.empty() && last.size() <= 4
                && last.find_first_not_of("0123456789") == std::string::npos)
                if (auto b = readBoard(opts, line.substr(0, start), without)) {
                    board = std::move(b);
                    inst.expected = std::stoi(last);
                }
        }
        if (!board)
            return path + ": line " + std::to_string(n) + (err.column > 0 ? ", column " + std::to_string(err.column) : "")
                + ": " + core::describe(err.reason);
        inst.board = std::move(*board);
        out.push_back(std::move(inst));
    }
    if (out.empty())
        return path + ": no boards in the file";
    return {};
}

// `count` boards drawn at random from those that reach the goal of --size and --goal.
std::string randomInstances(const PuzzleOptions &opts, int count, std::uint64_t seed, std::vector<Instance> &out)
{
    const core::PuzzleBackend &backend = *opts.backend;
    std::mt19937_64 anyGoal(0); // the new game's random parts are replaced by --goal or drawn over
    core::TextError err;
    const auto goal = readBoard(opts, backend.format(backend.newGame(opts.board.size.value_or(core::BoardSize{3, 3}), anyGoal)), err);
    std::mt19937_64 rng(seed);
    if (!goal)
        return err.describe();
    for (int i = 0; i < count; ++i) {
        Instance inst;
        inst.line = i + 1;
        inst.board = backend.scrambleRandom(*goal, rng, core::defaultTableCache());
        out.push_back(std::move(inst));
    }
    return {};
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

int benchCommand(const QStringList &args)
{
    QCommandLineParser parser;
    addPuzzleOptions(parser);
    addBudgetOptions(parser);
    parser.addOption({"instances", "File of boards, one per line, each optionally followed by its optimal length.", "FILE"});
    parser.addOption({"random", "Use K seeded random solvable boards instead of a file.", "K"});
    parser.addOption({"seed", "Seed for --random (default 1).", "S", "1"});
    parser.addOption({"repeat", "Time each board R times and take the median (default 3).", "R", "3"});
    parser.addOption({"per-instance", "Print a row per board and combination (the default up to 100 boards)."});
    parser.addOption({"summary-only", "Print only the summary, whatever the number of boards."});
    parser.addOption({"csv", "Write the per-board rows as CSV to FILE.", "FILE"});
    parser.addOption({"json", "Write the per-board rows and the summary as JSON to FILE.", "FILE"});
    addJobsOption(parser, "1, so that boards do not share the cores they are timed on");
    int code = 0;
    if (!parseArgs(parser, args, "Benchmarks algorithms and heuristics over a set of boards.", code))
        return code;
    PuzzleOptions opts;
    if (auto e = readPuzzleOptions(parser, opts, false); !e.empty())
        return fail(e);
    if (!parser.isSet("algorithm"))
        return fail("bench needs --algorithm A[,B...]");
    unsigned jobs = 1;
    if (auto e = readJobs(parser, 1, jobs); !e.empty())
        return fail(e);
    bool ok = false;
    const int repeat = parser.value("repeat").toInt(&ok);
    if (!ok || repeat < 1 || repeat > 1000)
        return fail("--repeat must be a whole number from 1 to 1000");
    std::vector<Instance> insts;
    if (parser.isSet("random") == parser.isSet("instances"))
        return fail("give either --instances FILE or --random K");
    if (parser.isSet("random")) {
        const int k = parser.value("random").toInt(&ok);
        if (!ok || k < 1 || k > 1'000'000)
            return fail("--random must be a whole number from 1 to 1000000");
        const qulonglong seed = parser.value("seed").toULongLong(&ok);
        if (!ok)
            return fail("--seed must be a whole number");
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

    std::vector<std::vector<Run>> runs(cs.size(), std::vector<Run>(insts.size()));
    std::vector<Summary> sums;
    const auto wallStart = std::chrono::steady_clock::now();
    for (std::size_t c = 0; c < cs.size(); ++c) {
        forEachAtOnce(insts.size(), jobs, [&](std::size_t i) {
            PuzzleOptions own = opts;
            runs[c][i] = measure(own, cs[c], insts[i], repeat);
        });
        sums.push_back(summarize(runs[c], insts));
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

    if (parser.isSet("csv")) {
        std::ostringstream f;
        f << "instance,algorithm,heuristic,status,length,expected_length,expanded,generated,duplicates,peak_frontier,"
             "peak_bytes,median_seconds\n";
        for (std::size_t i = 0; i < insts.size(); ++i)
            for (std::size_t c = 0; c < cs.size(); ++c) {
                const auto &o = runs[c][i].outcome;
                f << insts[i].line << ',' << core::algorithmKey(cs[c].algorithm) << ','
                  << core::heuristicKey(cs[c].heuristic) << ',' << core::statusName(o.status) << ','
                  << (o.status == core::SearchStatus::Solved ? std::to_string(o.length()) : "") << ','
                  << (insts[i].expected >= 0 ? std::to_string(insts[i].expected) : "") << ',' << o.stats.expanded << ','
                  << o.stats.generated << ',' << o.stats.duplicates << ',' << o.stats.peakFrontier << ','
                  << o.stats.peakBytes << ',' << std::setprecision(9) << runs[c][i].medianSeconds << '\n';
            }
        if (const auto e = writeWholeFile(utf8(parser.value("csv")), f.str()); !e.empty()) {
            std::cerr << "puzzlescope-cli: could not write " << utf8(parser.value("csv")) << ": " << e << '\n';
            return ExitWriteFailed;
        }
    }
    if (parser.isSet("json")) {
        QJsonArray rows, summary;
        for (std::size_t i = 0; i < insts.size(); ++i)
            for (std::size_t c = 0; c < cs.size(); ++c)
                rows.append(runJson(cs[c], insts[i], runs[c][i], opts));
        for (std::size_t c = 0; c < cs.size(); ++c)
            summary.append(QJsonObject{{"algorithm", QString::fromStdString(core::algorithmKey(cs[c].algorithm))},
                                       {"heuristic", QString::fromStdString(core::heuristicKey(cs[c].heuristic))},
                                       {"solved", sums[c].solved},
                                       {"limit", sums[c].limited},
                                       {"median_expanded", sums[c].medianExpanded},
                                       {"total_expanded", qint64(sums[c].totalExpanded)},
                                       {"total_generated", qint64(sums[c].totalGenerated)},
                                       {"median_ms", sums[c].medianMs},
                                       {"total_ms", sums[c].totalMs},
                                       {"peak_bytes", qint64(sums[c].peakBytes)}});
        const QByteArray json = QJsonDocument(QJsonObject{{"instances", qint64(insts.size())}, {"repeat", repeat},
                                                          {"runs", rows}, {"summary", summary}})
                                    .toJson();
        if (const auto e = writeWholeFile(utf8(parser.value("json")), json.toStdString()); !e.empty()) {
            std::cerr << "puzzlescope-cli: could not write " << utf8(parser.value("json")) << ": " << e << '\n';
            return ExitWriteFailed;
        }
    }
    return ExitOk;
}

} // namespace cli
