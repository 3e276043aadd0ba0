#include "benchreport.h"

#include <iomanip>
#include <iostream>
#include <sstream>

namespace cli {

Summary summarize(const std::vector<Run> &runs, const std::vector<Instance> &insts)
{
    Summary s;
    std::vector<double> expanded, ms;
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
            if (insts[i].expected >= 0 && int(o.length()) != insts[i].expected)
                ++s.wrongLength;
        } else if (o.status == core::SearchStatus::LimitReached) {
            ++s.limited;
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
            std::cout << "  warning: " << s.wrongLength << " plans differ from the optimal length given in the file\n";
    }
}

QJsonObject runJson(const Combo &c, const Instance &inst, const Run &r, const PuzzleOptions &opts)
{
    PuzzleOptions o = opts;
    o.algorithm = c.algorithm;
    o.heuristic = c.heuristic;
    QJsonObject j = outcomeJson(r.outcome, o);
    j["instance"] = inst.line;
    j["threads"] = int(c.threads);
    j["median_seconds"] = r.medianSeconds;
    if (inst.expected >= 0)
        j["expected_length"] = inst.expected;
    return j;
}

} // namespace cli
