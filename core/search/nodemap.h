#pragma once
// NodeMap: the hash map BFS, bidirectional BFS and A* keep every state they meet in. Its nodes
// and buckets come from a monotonic arena, so dropping the map after a search of tens of
// millions of states hands back a few dozen large blocks at once: when no key or value owns
// memory of its own (numbers, or the packed string keys of boards up to 4x4, held in the string's
// inline buffer), the nodes are not even walked. A cancel or a
// quit after a big search is not held up for seconds at full CPU freeing states one by one.
// States are never erased during a search, so the arena wastes nothing but the bucket arrays a
// rehash leaves behind (under a fifth of the map).

#include <cstddef>
#include <memory_resource>
#include <new>
#include <string>
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
    // The bucket arrays a rehash leaves behind stay in the arena (search/memoryestimate.h).
    static constexpr bool KeepsOldBuckets = true;

    NodeMap() : m_map(new (m_storage) Map(&m_arena)) {}
    ~NodeMap()
    {
        // Everything the map holds lives in the arena, which frees it block by block; the nodes
        // are walked only when a key or value owns memory of its own. A string key kept in its
        // inline buffer (every packed sliding key up to 4x4) owns none: walking 30 million
        // of them took 3.5 s after a 1.5 GB BFS.
        if constexpr (!std::is_trivially_destructible_v<V>)
            m_map->~Map();
        else if constexpr (!std::is_trivially_destructible_v<K>)
            if (m_keysOwnMemory)
                m_map->~Map();
    }
    NodeMap(const NodeMap &) = delete;
    NodeMap &operator=(const NodeMap &) = delete;

    auto find(const K &k) { return m_map->find(k); }
    auto find(const K &k) const { return std::as_const(*m_map).find(k); }
    auto end() { return m_map->end(); }
    auto end() const { return std::as_const(*m_map).end(); }
    template <class... A>
    auto emplace(A &&...a) { return noted(m_map->emplace(std::forward<A>(a)...)); }
    template <class... A>
    auto try_emplace(const K &k, A &&...a) { return noted(m_map->try_emplace(k, std::forward<A>(a)...)); }
    std::size_t size() const { return m_map->size(); }
    std::size_t bucket_count() const { return m_map->bucket_count(); }

private:
    // Whether a key just stored owns memory outside its node: anything not trivially
    // destructible does, except a string whose characters sit in its own inline buffer.
    template <class R>
    R noted(R result)
    {
        if constexpr (!std::is_trivially_destructible_v<K>) {
            if (result.second && !m_keysOwnMemory) {
                const K &k = result.first->first;
                if constexpr (std::is_same_v<K, std::string>) {
                    const auto *self = reinterpret_cast<const char *>(&k);
                    m_keysOwnMemory = !(k.data() >= self && k.data() < self + sizeof(K));
                } else {
                    m_keysOwnMemory = true;
                }
            }
        }
        return result;
    }

    bool m_keysOwnMemory = false;
    std::pmr::monotonic_buffer_resource m_arena{std::size_t(1) << 16};
    alignas(Map) unsigned char m_storage[sizeof(Map)];
    Map *m_map;
};

} // namespace core
