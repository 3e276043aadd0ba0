#include "sliding/pdb/sparsepdb4.h"
#include "sliding/pdb/derivedtable.h"

namespace core {

namespace {

// Visits the placements of k tiles on 16 cells in the order of their compact rank (rankPartial):
// tile 0 is the most significant digit, and each digit counts the free cells in increasing
// order, so nested loops over free cells from low to high meet the ranks 0, 1, 2, ...
struct Expander {
    const PatternDatabase &compact;
    std::uint8_t *sparse;
    int k;
    std::uint64_t rank = 0;

    void visit(int i, std::uint32_t used, std::uint32_t index, int manhattan)
    {
        if (i == k) {
            sparse[index] = std::uint8_t(compact.valueAt(rank++, manhattan));
            return;
        }
        for (int c = 0; c < 16; ++c)
            if (!(used & (1u << c)))
                visit(i + 1, used | (1u << c), index | (std::uint32_t(c) << (4 * (k - 1 - i))),
                      manhattan + compact.manhattan(i, c));
    }
};

} // namespace

bool SparsePdb4::fits(const AdditivePdb &pdb)
{
    if (pdb.databases().empty() || pdb.databases().size() > std::size_t(MaxGroups))
        return false;
    for (const auto &db : pdb.databases())
        if (db.tiles().size() > std::size_t(MaxGroupTiles) || db.entries() == 0 || !db.isBuilt())
            return false;
    // entries() is 16!/(16-k)! exactly when the board has 16 cells.
    const auto &db = pdb.databases().front();
    std::uint64_t a = 1;
    for (std::size_t i = 0; i < db.tiles().size(); ++i)
        a *= 16 - i;
    return a == db.entries() && (pdb.mirrorCell().empty() || pdb.mirrorCell().size() == 16);
}

SparsePdb4::SparsePdb4(const AdditivePdb &pdb)
    : m_groups(int(pdb.databases().size())), m_reflects(pdb.reflects())
{
    m_group.fill(-1);
    for (int g = 0; g < m_groups; ++g) {
        m_tiles[std::size_t(g)] = pdb.databases()[std::size_t(g)].tiles();
        const auto &tiles = m_tiles[std::size_t(g)];
        for (std::size_t i = 0; i < tiles.size(); ++i) {
            m_group[std::size_t(tiles[i])] = g;
            m_shift[std::size_t(tiles[i])] = int(4 * (tiles.size() - 1 - i));
        }
    }
    for (int c = 0; c < 16; ++c) {
        m_mirrorCell[std::size_t(c)] = m_reflects ? pdb.mirrorCell()[std::size_t(c)] : c;
        m_mirrorTile[std::size_t(c)] = m_reflects ? pdb.mirrorTile()[std::size_t(c)] : c;
    }
}

bool SparsePdb4::build(const AdditivePdb &pdb, std::stop_token cancel)
{
    for (int g = 0; g < m_groups; ++g) {
        if (cancel.stop_requested())
            return false;
        const auto &db = pdb.databases()[std::size_t(g)];
        const int k = int(db.tiles().size());
        auto &sparse = m_tables[std::size_t(g)];
        sparse.assign(std::size_t(1) << (4 * k), 0);
        Expander e{db, sparse.data(), k};
        // One first tile's cell at a time, so that a cancel is heard within a few ms.
        for (int c = 0; c < 16; ++c) {
            if (cancel.stop_requested())
                return false;
            e.visit(1, 1u << c, std::uint32_t(c) << (4 * (k - 1)), db.manhattan(0, c));
        }
    }
    return true;
}

std::uint32_t SparsePdb4::index(int group, const std::uint8_t *cellOfTile) const
{
    std::uint32_t index = 0;
    const auto &tiles = m_tiles[std::size_t(group)];
    for (std::size_t i = 0; i < tiles.size(); ++i)
        index |= std::uint32_t(cellOfTile[tiles[i]]) << (4 * (tiles.size() - 1 - i));
    return index;
}

std::size_t SparsePdb4::bytes() const
{
    std::size_t b = 0;
    for (const auto &t : m_tables)
        b += t.size();
    return b;
}

std::shared_ptr<const SparsePdb4> SparsePdb4::forPdb(TableCache &cache, const std::shared_ptr<const AdditivePdb> &pdb,
                                                     std::stop_token cancel)
{
    return pdb && fits(*pdb) ? derived::get<SparsePdb4>(cache, "sparse-pdb4", pdb, cancel) : nullptr;
}

} // namespace core
