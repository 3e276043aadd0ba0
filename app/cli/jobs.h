#pragma once
// Several boards at a time, for batch and bench (--jobs): the boards are independent searches,
// each with its own SearchContext, sharing the process's table cache.

#include "options/commandspec.h"

#include <QCommandLineParser>

#include <cstddef>
#include <functional>
#include <string>

namespace cli {

void addJobsOption(options::Command &command, const QString &defaultText);
// --jobs N (1..256), or `fallback` when not given; "" when fine, otherwise the message.
std::string readJobs(const QCommandLineParser &parser, unsigned fallback, unsigned &out);
// The machine's cores (at least 1).
unsigned allCores();
// Calls work(i) once for each i in [0, n), on `jobs` threads (the caller's among them), taking
// the indices in order; returns when all are done.
void forEachAtOnce(std::size_t n, unsigned jobs, const std::function<void(std::size_t)> &work);

} // namespace cli
