#pragma once
// Estimates of the bytes a search holds, for SearchStats::peakBytes and the memory budget.
// They count what the containers own (nodes, buckets, key storage on the heap), which is what
// grows with the search; allocator headers are approximated by one pointer per node.

#include <cstddef>
#include <unordered_map>

namespace core {

template <class Map>
std::size_t mapBytes(const Map &m, std::size_t keyHeapBytesTotal)
{
    using Node = std::pair<const typename Map::key_type, typename Map::mapped_type>;
    // next pointer + cached hash + value + allocator overhead
    constexpr std::size_t perNode = sizeof(void *) + sizeof(std::size_t) + sizeof(Node) + sizeof(void *);
    return m.bucket_count() * sizeof(void *) + m.size() * perNode + keyHeapBytesTotal;
}

} // namespace core
