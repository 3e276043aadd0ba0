#include "jobs.h"

#include "cliutil.h"
#include "common/inputtext.h"

#include <algorithm>
#include <atomic>
#include <thread>
#include <vector>

namespace cli {

void addJobsOption(QCommandLineParser &parser, const QString &defaultText)
{
    parser.addOption({"jobs", "Boards solved at once, each on its own thread (default: " + defaultText + ").", "N"});
}

std::string readJobs(const QCommandLineParser &parser, unsigned fallback, unsigned &out)
{
    out = fallback;
    if (!parser.isSet("jobs"))
        return {};
    bool ok = false;
    const uint v = parser.value("jobs").toUInt(&ok);
    if (!ok || v < 1 || v > 256)
        return "--jobs must be a whole number from 1 to 256, not " + core::quoteInput(utf8(parser.value("jobs")));
    out = v;
    return {};
}

unsigned allCores()
{
    return std::max(1u, std::thread::hardware_concurrency());
}

void forEachAtOnce(std::size_t n, unsigned jobs, const std::function<void(std::size_t)> &work)
{
    std::atomic<std::size_t> next{0};
    auto take = [&] {
        for (std::size_t i; (i = next++) < n;)
            work(i);
    };
    std::vector<std::jthread> helpers;
    for (unsigned k = 1; k < std::min<std::size_t>(std::max(1u, jobs), n); ++k)
        helpers.emplace_back(take);
    take();
}

} // namespace cli
