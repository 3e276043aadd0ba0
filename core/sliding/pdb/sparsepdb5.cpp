#include "sliding/pdb/sparsepdb5.h"
#include "sliding/pdb/derivedtable.h"
#include "search/workers.h"

#include <atomic>

namespace core {

namespace {

// Visits the placements of k tiles on 25 cells with the first tile's cell fixed, in the order
// of their compact rank (rankPartial): each digit counts the free cells in increasing order,
// so nested loops over free cells from low to high meet consecutive ranks. Two placements
// share a byte of the sparse table, and neighbours in it may belong to another first cell
// (25^5 is odd), so a nibble is set by an atomic OR into the zeroed table.
struct Expander {
    const std::uint8_t *compact;
    std::uint8_t *sparse;
    int k;
    std::array<std::uint32_t, SparsePdb5::MaxGroupTiles> weight;
    std::uint64_t rank;

    void visit(int i, std::uint32_t used, std::uint32_t index)
    {
        if (i == k) {
            const int nibble = (compact[rank / 2] >> ((rank & 1) * 4)) & 15;
            ++rank;
            if (nibble != 0)
                std::atomic_ref<std::uint8_t>(sparse[index / 2]).fetch_or(std::uint8_t(nibble << ((index & 1) * 4)),
                                                                          std::memory_order_relaxed);
            return;
        }
        for (int c = 0; c < SparsePdb5::Cells; ++c)
            if (!(used & (1u << c)))
                visit(i + 1, used | (1u << c), index + std::uint32_t(c) * weight[std::size_t(i)]);
    }
};

std::uint64_t entriesFor(std::size_t tiles)
{
    std::uint64_t n = 1;
    for (std::size_t i = 0; i < tiles; ++i)
        n *= SparsePdb5::Cells;
    return n;
}

} // namespace

bool SparsePdb5::fits(const AdditivePdb &pdb)
{
    if (pdb.cells() != Cells || pdb.databases().empty() || pdb.databases().size() > std::size_t(MaxGroups))
        return false;
    for (const auto &db : pdb.databases())
        if (db.tiles().size() > std::size_t(MaxGroupTiles) || !db.isBuilt() || !db.packed())
            return false;
    return pdb.mirrorCell().empty() || pdb.mirrorCell().size() == std::size_t(Cells);
}

std::uint64_t SparsePdb5::groupBytes(int tiles)
{
    return (entriesFor(std::size_t(tiles)) + 1) / 2;
}

std::uint64_t SparsePdb5::bytesFor(const AdditivePdb &pdb)
{
    std::uint64_t b = 0;
    for (const auto &db : pdb.databases())
        b += groupBytes(int(db.tiles().size()));
    return b;
}

SparsePdb5::SparsePdb5(const AdditivePdb &pdb) : m_groups(int(pdb.databases().size())), m_reflects(pdb.reflects())
{
    m_group.fill(-1);
    for (int g = 0; g < m_groups; ++g) {
        const auto &db = pdb.databases()[std::size_t(g)];
        const int k = int(db.tiles().size());
        m_size[std::size_t(g)] = k;
        std::uint32_t w = 1;
        for (int i = k - 1; i >= 0; --i, w *= Cells) {
            const int t = db.tiles()[std::size_t(i)];
            m_tiles[std::size_t(g)][std::size_t(i)] = t;
            m_group[std::size_t(t)] = g;
            m_weight[std::size_t(t)] = w;
            for (int c = 0; c < Cells; ++c)
                m_manhattan[std::size_t(t)][std::size_t(c)] = std::uint8_t(db.manhattan(i, c));
        }
    }
    for (int c = 0; c < Cells; ++c) {
        m_mirrorCell[std::size_t(c)] = m_reflects ? pdb.mirrorCell()[std::size_t(c)] : c;
        m_mirrorTile[std::size_t(c)] = m_reflects ? pdb.mirrorTile()[std::size_t(c)] : c;
    }
}

bool SparsePdb5::build(const AdditivePdb &pdb, std::stop_token cancel, int threads)
{
    m_storage = LargeTable::zeroed(std::size_t(bytesFor(pdb)));
    std::uint8_t *at = m_storage.data();
    for (int g = 0; g < m_groups; ++g) {
        const auto &db = pdb.databases()[std::size_t(g)];
        const int k = m_size[std::size_t(g)];
        std::uint8_t *table = at;
        m_table[std::size_t(g)] = table;
        at += groupBytes(k);
        // The placements with the first tile on one cell: the ranks from first * 24!/(25-k)!.
        std::uint64_t perFirst = 1;
        for (int i = 1; i < k; ++i)
            perFirst *= std::uint64_t(Cells - i);
        std::array<std::uint32_t, MaxGroupTiles> weight{};
        for (int i = 0; i < k; ++i)
            weight[std::size_t(i)] = m_weight[std::size_t(m_tiles[std::size_t(g)][std::size_t(i)])];
        std::atomic<bool> stopped{false};
        forEachIndex(Cells, threadCount(unsigned(threads)), [&](std::size_t first) {
            if (cancel.stop_requested()) {
                stopped = true;
                return;
            }
            Expander e{db.storage().data(), table, k, weight, first * perFirst};
            e.visit(1, 1u << first, std::uint32_t(first) * weight[0]);
        });
        if (stopped)
            return false;
    }
    return true;
}

std::uint32_t SparsePdb5::index(int group, const std::uint8_t *cellOfTile) const
{
    std::uint32_t index = 0;
    for (int i = 0; i < m_size[std::size_t(group)]; ++i) {
        const int t = m_tiles[std::size_t(group)][std::size_t(i)];
        index += std::uint32_t(cellOfTile[t]) * m_weight[std::size_t(t)];
    }
    return index;
}

std::size_t SparsePdb5::bytes() const
{
    return m_storage.size();
}

std::shared_ptr<const SparsePdb5> SparsePdb5::ifBuilt(const TableCache &cache, const std::shared_ptr<const AdditivePdb> &pdb)
{
    return derived::ifBuilt<SparsePdb5>(cache, "sparse-pdb5", pdb);
}

std::shared_ptr<const SparsePdb5> SparsePdb5::forPdb(TableCache &cache, const std::shared_ptr<const AdditivePdb> &pdb,
                                                     std::stop_token cancel)
{
    return pdb && fits(*pdb) ? derived::get<SparsePdb5>(cache, "sparse-pdb5", pdb,
                                                        [&](SparsePdb5 &t) { return t.loadOrBuild(*pdb, cache, cancel); })
                             : nullptr;
}

} // namespace core
