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

ExperimentSummary summarize(const RunChoice &choice, const std::vector<ExperimentRow> &rows)
{
    ExperimentSummary s;
    s.choice = choice;
    std::vector<double> lengths, expanded, generated, seconds, ebfs;
    for (const auto &r : rows) {
        if (!(r.choice == choice))
            continue;
        ++s.runs;
        expanded.push_back(double(r.expanded));
        generated.push_back(double(r.generated));
        seconds.push_back(r.seconds);
        s.totalExpanded += r.expanded;
        s.totalSeconds += r.seconds;
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
    std::vector<RunChoice> order;
    for (const auto &r : rows)
        if (std::find(order.begin(), order.end(), r.choice) == order.end())
            order.push_back(r.choice);
    std::vector<ExperimentSummary> out;
    for (const auto &c : order)
        out.push_back(summarize(c, rows));
    return out;
}

} // namespace core
