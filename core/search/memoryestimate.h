#pragma once
// Estimates of the bytes a search holds, for SearchStats::peakBytes and the memory budget.
// They count what the containers own (nodes, buckets, key storage on the heap), which is what
// grows with the search; allocator headers are approximated by one pointer per node.

// A container's growth is counted before it happens: while the next `adding` insertions may make
// a vector or a map's buckets grow, the array they would grow into counts too (both are held
// while the elements move), so that a search stops before a growth would take it past its
// budget, not after.

#include <algorithm>
#include <cstddef>
#include <unordered_map>

namespace core {

// A map's nodes, buckets and keys' heap bytes. A map whose old bucket arrays stay allocated after
// a rehash (NodeMap's arena: Map::KeepsOldBuckets) counts them as well: doubling each time,
// together they are about as large as the current one.
template <class Map>
std::size_t mapBytes(const Map &m, std::size_t keyHeapBytesTotal, std::size_t adding = 0)
{
    using Node = std::pair<const typename Map::key_type, typename Map::mapped_type>;
    // next pointer + cached hash + value + allocator overhead
    constexpr std::size_t perNode = sizeof(void *) + sizeof(std::size_t) + sizeof(Node) + sizeof(void *);
    std::size_t buckets = m.bucket_count();
    if constexpr (requires { Map::KeepsOldBuckets; })
        buckets *= 2;
    // The maps keep the default maximum load factor of 1: a rehash comes when the elements would
    // outnumber the buckets (compared as integers: this runs on every expansion).
    if (m.size() + adding > m.bucket_count())
        buckets += 2 * m.bucket_count() + adding;
    return buckets * sizeof(void *) + m.size() * perNode + keyHeapBytesTotal;
}

// A vector's array, and the one it would grow into while the next `adding` elements may not fit.
template <class Vector>
std::size_t vectorBytes(const Vector &v, std::size_t adding = 0)
{
    constexpr std::size_t each = sizeof(typename Vector::value_type);
    std::size_t elements = v.capacity();
    if (v.size() + adding > v.capacity())
        elements += std::max(2 * v.capacity(), v.size() + adding);
    return elements * each;
}

} // namespace core
