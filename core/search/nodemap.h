#pragma once
// NodeMap: the hash map BFS, bidirectional BFS and A* keep every state they meet in. Its nodes
// and buckets come from a monotonic arena, so dropping the map after a search of tens of
// millions of states hands back a few dozen large blocks at once: when keys and values need no
// destructor (the packed keys of boards up to 4x4), the nodes are not even walked. A cancel or a
// quit after a big search is not held up for seconds at full CPU freeing states one by one.
// States are never erased during a search, so the arena wastes nothing but the bucket arrays a
// rehash leaves behind (under a fifth of the map).

#include <cstddef>
#include <memory_resource>
#include <new>
#include <type_traits>
#include <unordered_map>
#include <utility>

namespace core {

template <class K, class V>
class NodeMap {
public:
    using Map = std::pmr::unordered_map<K, V>;
    using key_type = K;
    using mapped_type = V;

    NodeMap() : m_map(new (m_storage) Map(&m_arena)) {}
    ~NodeMap()
    {
        if constexpr (!std::is_trivially_destructible_v<K> || !std::is_trivially_destructible_v<V>)
            m_map->~Map();
        // Otherwise everything the map holds lives in the arena, which frees it block by block.
    }
    NodeMap(const NodeMap &) = delete;
    NodeMap &operator=(const NodeMap &) = delete;

    auto find(const K &k) { return m_map->find(k); }
    auto find(const K &k) const { return std::as_const(*m_map).find(k); }
    auto end() { return m_map->end(); }
    auto end() const { return std::as_const(*m_map).end(); }
    template <class... A>
    auto emplace(A &&...a) { return m_map->emplace(std::forward<A>(a)...); }
    template <class... A>
    auto try_emplace(const K &k, A &&...a) { return m_map->try_emplace(k, std::forward<A>(a)...); }
    std::size_t size() const { return m_map->size(); }
    std::size_t bucket_count() const { return m_map->bucket_count(); }

private:
    std::pmr::monotonic_buffer_resource m_arena{std::size_t(1) << 16};
    alignas(Map) unsigned char m_storage[sizeof(Map)];
    Map *m_map;
};

} // namespace core
