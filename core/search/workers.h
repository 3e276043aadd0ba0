#pragma once
// Work on several threads, the one way core and the CLI run it: onThreads(n, work) calls
// work(0) on the calling thread and work(1..n-1) on helpers, and returns once every call has
// returned; forEachIndex(n, threads, work) hands the indices 0..n-1 to those threads, each index
// once. The thread count follows one rule, threadCount(requested): 0 asks for every core, any
// other number is taken as it is.

#include <algorithm>
#include <atomic>
#include <cstddef>
#include <thread>
#include <vector>

namespace core {

inline unsigned threadCount(unsigned requested = 0)
{
    return requested > 0 ? requested : std::max(1u, std::thread::hardware_concurrency());
}

template <class Work>
void onThreads(unsigned threads, Work &&work)
{
    std::vector<std::jthread> helpers;
    for (unsigned w = 1; w < threads; ++w)
        helpers.emplace_back([&work, w] { work(w); });
    work(0u);
}

// No more threads than indices; work(i) for each index, in no set order.
template <class Work>
void forEachIndex(std::size_t n, unsigned threads, Work &&work)
{
    std::atomic<std::size_t> next{0};
    const auto count = unsigned(std::min<std::size_t>(std::max(1u, threads), std::max<std::size_t>(1, n)));
    onThreads(count, [&](unsigned) {
        for (std::size_t i; (i = next++) < n;)
            work(i);
    });
}

} // namespace core
