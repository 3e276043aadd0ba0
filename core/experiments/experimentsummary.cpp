#include "experiments/experimentsummary.h"

#include <algorithm>

namespace core {

namespace {

double median(std::vector<double> v)
{
    if (v.empty())
        return 0;
    std::sort(v.begin(), v.end());
    const std::size_t n = v.size();
    return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

ExperimentSummary summarize(const RunChoice &choice, int threads, const std::vector<ExperimentRow> &rows)
{
    ExperimentSummary s;
    s.choice = choice;
    s.threads = threads;
    std::vector<double> lengths, expanded, generated, seconds, ebfs;
    for (const auto &r : rows) {
        if (!(r.choice == choice) || r.threads != threads)
            continue;
        ++s.runs;
        expanded.push_back(double(r.expanded));
        generated.push_back(double(r.generated));
        seconds.push_back(r.seconds);
        s.totalExpanded += r.expanded;
        s.totalSeconds += r.seconds;
        if (r.status == SearchStatus::LimitReached)
            ++s.limited;
        if (r.status != SearchStatus::Solved)
            continue;
        ++s.solved;
        lengths.push_back(double(r.length));
        if (r.length > 0)
            ebfs.push_back(r.ebf);
    }
    s.medianLength = median(lengths);
    s.medianExpanded = median(expanded);
    s.medianGenerated = median(generated);
    s.medianSeconds = median(seconds);
    s.medianEbf = median(ebfs);
    return s;
}

} // namespace

std::vector<ExperimentSummary> summarizeExperiment(const std::vector<ExperimentRow> &rows)
{
    std::vector<std::pair<RunChoice, int>> order;
    for (const auto &r : rows)
        if (std::find(order.begin(), order.end(), std::pair(r.choice, r.threads)) == order.end())
            order.emplace_back(r.choice, r.threads);
    std::vector<ExperimentSummary> out;
    for (const auto &[choice, threads] : order)
        out.push_back(summarize(choice, threads, rows));
    return out;
}

} // namespace core
