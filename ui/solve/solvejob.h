#pragma once
// solveJob: one solve request run to its end on the calling thread (a BackgroundTask's), under
// the request's budgets and the caller's stop token. Progress goes to `progress` (at most every
// 50 ms) and table-build progress to `preparing` (a percent at a time); both are called on the
// calling thread.

#include "solve/solverrequest.h"

#include <functional>
#include <stop_token>

namespace ui {

SolveReply solveJob(const SolveRequest &request, std::stop_token stop,
                    const std::function<void(const core::SearchStats &)> &progress,
                    const std::function<void(double)> &preparing = {});

} // namespace ui
