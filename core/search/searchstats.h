#pragma once
// Search statistics: one vocabulary for every algorithm.
//
//   expanded      a node whose successors were generated (once per expansion; a node
//                 re-expanded by A* after reopening or by a later IDA* iteration counts again)
//   generated     successor states produced by applying a legal move
//   duplicates    generated states that were dropped because they had already been seen
//                 with an equal or shorter path (always 0 for IDA*, which keeps no closed set)
//   peakFrontier  the largest number of states waiting to be expanded at one time
//                 (BFS layers, A* open list, IDA* path depth)
//   peakBytes     the largest estimated memory held by the search's own containers
//   expandedPerDepth  BFS: per depth; bidirectional BFS: per layer expanded (either side);
//                 A*: per f value of the expanded node; IDA*: per iteration
//   thresholds    IDA* cost bounds, one per iteration, in order
//   elapsed       wall time of the whole search
//   frontierNow   the frontier at the latest expansion
//   trace         when the context traces (SearchContext::setTracing): samples of the growth
//                 of the search, taken every `stride` expansions; the stride doubles whenever
//                 the samples reach TraceCapacity, so a trace spans the whole search in at most
//                 that many points (for the search replay chart)

#include <algorithm>
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

namespace core {

struct TracePoint {
    std::int64_t nanoseconds = 0; // since the search began
    std::uint64_t expanded = 0;
    std::uint64_t generated = 0;
    std::size_t frontier = 0;
    std::size_t bytes = 0;
};

struct SearchStats {
    static constexpr std::size_t MergedTraceCapacity = 1024;
    std::uint64_t expanded = 0;
    std::uint64_t generated = 0;
    std::uint64_t duplicates = 0;
    std::size_t peakFrontier = 0;
    std::size_t peakBytes = 0;
    std::vector<std::uint64_t> expandedPerDepth;
    std::vector<int> thresholds;
    std::chrono::nanoseconds elapsed{0};
    std::size_t frontierNow = 0;
    std::vector<TracePoint> trace;

    void countAtDepth(std::size_t depth)
    {
        if (expandedPerDepth.size() <= depth)
            expandedPerDepth.resize(depth + 1, 0);
        ++expandedPerDepth[depth];
    }
    void noteFrontier(std::size_t frontier)
    {
        frontierNow = frontier;
        if (frontier > peakFrontier)
            peakFrontier = frontier;
    }
    void noteBytes(std::size_t bytes)
    {
        if (bytes > peakBytes)
            peakBytes = bytes;
    }
    // Adds the figures of a search that ran after this one (a stage, a region, another digit)
    // so that the sum reads as one search: counters, per-depth counts and elapsed time add up,
    // peaks take the larger, thresholds follow on, the later trace follows on with its time
    // and counters shifted by this one's. frontierNow describes a single search and is left.
    void merge(const SearchStats &later)
    {
        for (TracePoint p : later.trace) {
            p.nanoseconds += elapsed.count();
            p.expanded += expanded;
            p.generated += generated;
            trace.push_back(p);
        }
        // Many merged searches (the staged solver's regions) still make a chart-sized trace.
        while (trace.size() > MergedTraceCapacity) {
            std::size_t kept = 0;
            for (std::size_t i = 0; i < trace.size(); i += 2)
                trace[kept++] = trace[i];
            if (trace.size() % 2 == 0)
                trace[kept++] = trace.back();
            trace.resize(kept);
        }
        expanded += later.expanded;
        generated += later.generated;
        duplicates += later.duplicates;
        peakFrontier = std::max(peakFrontier, later.peakFrontier);
        peakBytes = std::max(peakBytes, later.peakBytes);
        if (expandedPerDepth.size() < later.expandedPerDepth.size())
            expandedPerDepth.resize(later.expandedPerDepth.size(), 0);
        for (std::size_t i = 0; i < later.expandedPerDepth.size(); ++i)
            expandedPerDepth[i] += later.expandedPerDepth[i];
        thresholds.insert(thresholds.end(), later.thresholds.begin(), later.thresholds.end());
        elapsed += later.elapsed;
    }
    double seconds() const { return std::chrono::duration<double>(elapsed).count(); }
};

enum class SearchStatus { Solved, Unsolvable, Cancelled, LimitReached };

const char *statusName(SearchStatus status);

template <class Domain>
struct SearchResult {
    SearchStatus status = SearchStatus::Unsolvable;
    std::vector<typename Domain::Move> plan;
    SearchStats stats;
};

} // namespace core
