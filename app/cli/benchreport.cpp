#include "benchreport.h"
#include "storage/tablecache.h"

#include "common/inputtext.h"
#include "storage/memoryaccount.h"
#include "storage/safefile.h"

#include <random>
#include <iomanip>
#include <iostream>
#include <sstream>

namespace cli {

namespace {

// A file of boards is read whole, and a bench of more boards than this holds would not end.
constexpr std::size_t MaxInstancesFileBytes = std::size_t(16) << 20;
constexpr std::size_t BoardsBetweenMemoryChecks = 4096;

// The boards a bench keeps count against the process's memory budget: it is looked at every
// few thousand boards read, and after every few hundred runs (benchcommand.cpp).
std::string tooManyBoards(std::size_t read)
{
    return "the " + std::to_string(read) + " boards read so far fill the memory budget of "
        + std::to_string(core::MemoryAccount::process().budget() >> 20) + " MiB (--max-memory); bench fewer boards or raise it";
}

} // namespace

// Reads instances: a board per line, optionally followed by its optimal length (-1: no plan).
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
            const bool noPlan = last == "-1"; // the board is known to have no plan
            if (start != std::string::npos && !last.empty()
                && (noPlan || last.find_first_not_of("0123456789") == std::string::npos))
                if (auto b = readBoard(opts, line.substr(0, start), without)) {
                    if (last.size() > 4)
                        return path + ": line " + std::to_string(n) + ": the optimal length " + core::quoteInput(last)
                            + " after the board is not a number from 0 to 9999 (or -1: no plan)";
                    board = std::move(b);
                    if (noPlan)
                        inst.unsolvable = true;
                    else
                        inst.expected = std::stoi(last);
                }
        }
        if (!board)
            return path + ": line " + std::to_string(n) + (err.column > 0 ? ", column " + std::to_string(err.column) : "")
                + ": " + core::describe(err.reason);
        inst.board = std::move(*board);
        out.push_back(std::move(inst));
        if (out.size() % BoardsBetweenMemoryChecks == 0 && !core::MemoryAccount::process().withinBudget())
            return path + ": line " + std::to_string(n) + ": " + tooManyBoards(out.size());
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
        if (out.size() % BoardsBetweenMemoryChecks == 0 && !core::MemoryAccount::process().withinBudget())
            return "--random: " + tooManyBoards(out.size());
    }
    return {};
}

Summary summarize(const std::vector<Run> &runs, const std::vector<Instance> &insts)
{
    Summary s;
    std::vector<double> expanded, ms;
    expanded.reserve(runs.size());
    ms.reserve(runs.size());
    for (std::size_t i = 0; i < runs.size(); ++i) {
        const auto &o = runs[i].outcome;
        if (o.status == core::SearchStatus::Solved) {
            ++s.solved;
            if (insts[i].expected > 0) {
                const double r = double(o.length()) / insts[i].expected;
                ++s.compared;
                s.ratioSum += r;
                s.worstRatio = std::max(s.worstRatio, r);
            }
            if ((insts[i].expected >= 0 && int(o.length()) != insts[i].expected) || insts[i].unsolvable)
                ++s.wrongLength;
        } else if (o.status == core::SearchStatus::LimitReached) {
            ++s.limited;
        } else if (o.status == core::SearchStatus::Unsolvable && insts[i].expected >= 0) {
            ++s.wrongLength; // the file gives it a plan
        }
        expanded.push_back(double(o.stats.expanded));
        ms.push_back(runs[i].medianSeconds * 1000.0);
        s.totalExpanded += o.stats.expanded;
        s.totalGenerated += o.stats.generated;
        s.totalMs += runs[i].medianSeconds * 1000.0;
        s.peakBytes = std::max(s.peakBytes, o.stats.peakBytes);
    }
    s.medianExpanded = median(expanded);
    s.medianMs = median(ms);
    return s;
}

namespace {

std::string ratio(double x, double ref)
{
    if (ref <= 0)
        return "-";
    std::ostringstream s;
    s << std::setprecision(3) << x / ref << 'x'; // three significant digits, however small
    return s.str();
}

} // namespace

void printSummary(const std::vector<Combo> &cs, const std::vector<Summary> &sums, std::size_t count, int repeat)
{
    std::cout << "instances: " << count << ", each timed " << repeat << "x (median); ratios against "
              << cs.front().name() << "\n\n";
    std::cout << std::left << std::setw(26) << "algorithm+heuristic" << std::right << std::setw(7) << "solved"
              << std::setw(6) << "limit" << std::setw(15) << "med expanded" << std::setw(16) << "total expanded"
              << std::setw(11) << "med ms" << std::setw(12) << "total ms" << std::setw(13) << "peak memory" << std::setw(10)
              << "nodes x" << std::setw(10) << "time x" << std::setw(12) << "Mgen/s" << '\n';
    for (std::size_t i = 0; i < cs.size(); ++i) {
        const Summary &s = sums[i];
        std::cout << std::left << std::setw(26) << cs[i].name() << std::right << std::setw(7) << s.solved << std::setw(6)
                  << s.limited << std::setw(15) << std::fixed << std::setprecision(0) << s.medianExpanded << std::setw(16)
                  << s.totalExpanded << std::setw(11) << std::setprecision(3) << s.medianMs << std::setw(12)
                  << std::setprecision(1) << s.totalMs << std::setw(13) << formatBytes(s.peakBytes) << std::setw(10)
                  << ratio(s.medianExpanded, sums[0].medianExpanded) << std::setw(10) << ratio(s.medianMs, sums[0].medianMs)
                  << std::setw(12) << std::setprecision(2)
                  << (s.totalMs > 0 ? double(s.totalGenerated) / s.totalMs / 1000.0 : 0.0) << '\n';
        // A plan that is not shortest is news from an optimal search, and the point of the others.
        if (core::algorithmRow(cs[i].algorithm).optimality != core::Optimality::Optimal && s.compared > 0)
            std::cout << "  plans against the optimal lengths in the file: mean " << std::setprecision(3)
                      << s.ratioSum / s.compared << "x, at most " << s.worstRatio << "x (" << s.compared << " plans)\n";
        else if (s.wrongLength > 0)
            std::cout << "  warning: " << s.wrongLength << " answers differ from the file's (its optimal length, or -1: no plan)\n";
    }
}


} // namespace cli
