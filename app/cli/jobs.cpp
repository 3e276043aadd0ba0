#include "jobs.h"
#include "search/workers.h"

#include "cliutil.h"
#include "common/inputtext.h"

#include <algorithm>
#include <atomic>
#include <thread>
#include <vector>

namespace cli {

void addJobsOption(options::Command &command, const QString &defaultText)
{
    command.add({{"jobs"}, "N", "Boards solved at once, each on its own thread (default: " + defaultText + ")."});
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
    return core::threadCount();
}

void forEachAtOnce(std::size_t n, unsigned jobs, const std::function<void(std::size_t)> &work)
{
    core::forEachIndex(n, jobs, work);
}

} // namespace cli
