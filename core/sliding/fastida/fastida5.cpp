#include "sliding/fastida/fastida5.h"

#include "sliding/fastida/compactpdbpolicy.h"
#include "sliding/fastida/fastida4.h"
#include "sliding/fastida/parallelida4.h"
#include "sliding/pdb/sparsepdb5.h"

namespace core {

namespace fastida4::inline PUZZLESCOPE_FASTIDA_ISA {

// The databases through SparsePdb5's tables: a move changes the moved tile's group index on
// the board, and its mirror's on the mirrored board, by one multiply-add each, and each
// group's Manhattan distance by the tile's step; a value is that distance plus twice the entry.
class SparsePdb5Policy {
public:
    using Board = BoardGeometry<5>;
    static constexpr int Cells = Board::Cells;
    static constexpr int Sides = 2; // direct, mirrored
    static constexpr int MaxGroups = SparsePdb5::MaxGroups;
    struct Node {
        std::array<std::array<std::uint32_t, MaxGroups>, Sides> index;
        std::array<std::array<std::uint8_t, MaxGroups>, Sides> manhattan, value;
        std::array<int, Sides> sum;
        int h;
    };
    explicit SparsePdb5Policy(const SparsePdb5 &pdb) : m_pdb(pdb), m_reflects(pdb.reflects())
    {
        for (int t = 0; t < Cells; ++t) {
            const int m = pdb.mirrorTile(t);
            m_tile[std::size_t(t)] = {pdb.groupOf(t), pdb.weightOf(t), pdb.groupOf(m), pdb.weightOf(m), m};
        }
    }
    Node init(const std::uint8_t *cells) const
    {
        std::uint8_t where[Cells], mirrored[Cells];
        for (int c = 0; c < Cells; ++c)
            where[cells[c]] = std::uint8_t(c);
        for (int t = 0; t < Cells; ++t)
            mirrored[m_pdb.mirrorTile(t)] = std::uint8_t(m_pdb.mirrorCell(where[t]));
        Node n{};
        for (int s = 0; s < (m_reflects ? Sides : 1); ++s) {
            const std::uint8_t *at = s == 0 ? where : mirrored;
            for (int t = 1; t < Cells; ++t)
                if (const int g = m_pdb.groupOf(t); g >= 0)
                    n.manhattan[std::size_t(s)][std::size_t(g)] += std::uint8_t(m_pdb.manhattan(t, at[t]));
            for (int g = 0; g < m_pdb.groups(); ++g) {
                n.index[std::size_t(s)][std::size_t(g)] = m_pdb.index(g, at);
                refresh(n, s, g);
            }
        }
        n.h = m_reflects ? std::max(n.sum[0], n.sum[1]) : n.sum[0];
        return n;
    }
    Node after(const Node &n, const std::uint8_t *, int tile, int from, int to) const
    {
        Node r = n;
        const TileMove &m = m_tile[std::size_t(tile)];
        if (m.group >= 0)
            step(r, 0, m.group, tile, from, to, m.weight);
        if (!m_reflects) {
            r.h = r.sum[0];
            return r;
        }
        if (m.mirrorGroup >= 0)
            step(r, 1, m.mirrorGroup, m.mirrorTile, m_pdb.mirrorCell(from), m_pdb.mirrorCell(to), m.mirrorWeight);
        r.h = std::max(r.sum[0], r.sum[1]);
        return r;
    }
    static int h(const Node &n) { return n.h; }

private:
    struct TileMove {
        int group;
        std::uint32_t weight;
        int mirrorGroup;
        std::uint32_t mirrorWeight;
        int mirrorTile;
    };
    void step(Node &r, int side, int g, int tile, int from, int to, std::uint32_t weight) const
    {
        // Unsigned wrap-around: adding (to - from) * weight moves the tile's base-25 digit.
        r.index[std::size_t(side)][std::size_t(g)] += std::uint32_t(to - from) * weight;
        r.manhattan[std::size_t(side)][std::size_t(g)] =
            std::uint8_t(r.manhattan[std::size_t(side)][std::size_t(g)] + m_pdb.manhattan(tile, to) - m_pdb.manhattan(tile, from));
        refresh(r, side, g);
    }
    void refresh(Node &r, int side, int g) const
    {
        std::uint8_t &value = r.value[std::size_t(side)][std::size_t(g)];
        const int v = r.manhattan[std::size_t(side)][std::size_t(g)] + 2 * m_pdb.nibble(g, r.index[std::size_t(side)][std::size_t(g)]);
        r.sum[std::size_t(side)] += v - int(value);
        value = std::uint8_t(v);
    }

    const SparsePdb5 &m_pdb;
    bool m_reflects; // read once: the search asks on every move
    std::array<TileMove, Cells> m_tile{};
};

// FastIda5::run's search, in this copy of the code (geometry.h).
SearchStatus run5(const SlidingDomain &d, const SlidingState &start, const AdditivePdb &pdb, const SparsePdb5 *sparse,
                  SearchContext &ctx, Weight weight, SearchResult<SlidingDomain> &r)
{
    const BoardGeometry<5> geo(d);
    if (!weight.isOne())
        return runWith(geo, WeightedPolicy<CompactPdbPolicy<5>>(weight, pdb), start, ctx, r);
    return sparse ? runWith(geo, SparsePdb5Policy(*sparse), start, ctx, r)
                  : runWith(geo, CompactPdbPolicy<5>(pdb), start, ctx, r);
}

} // namespace fastida4::PUZZLESCOPE_FASTIDA_ISA

#if !defined(PUZZLESCOPE_FASTIDA_SECOND_COPY)

#if defined(PUZZLESCOPE_FASTIDA_POPCNT)
namespace fastida4::popcnt {
SearchStatus run5(const SlidingDomain &d, const SlidingState &start, const AdditivePdb &pdb, const SparsePdb5 *sparse,
                  SearchContext &ctx, Weight weight, SearchResult<SlidingDomain> &r);
}
#endif

bool FastIda5::fits(const SlidingDomain &d, const AdditivePdb &pdb)
{
    return d.size().width == 5 && d.size().height == 5 && fastida4::CompactPdbPolicy<5>::fits(pdb);
}

SearchResult<SlidingDomain> FastIda5::run(const SlidingDomain &d, const SlidingState &start, const AdditivePdb &pdb,
                                          SearchContext &ctx, Weight weight, const SparsePdb5 *sparse)
{
    SearchResult<SlidingDomain> r;
    ctx.begin();
#if defined(PUZZLESCOPE_FASTIDA_POPCNT)
    if (FastIda4::countsCellsInOneInstruction())
        r.status = fastida4::popcnt::run5(d, start, pdb, sparse, ctx, weight, r);
    else
#endif
        r.status = fastida4::run5(d, start, pdb, sparse, ctx, weight, r);
    ctx.finish(r.stats);
    return r;
}

#endif // PUZZLESCOPE_FASTIDA_SECOND_COPY

} // namespace core
