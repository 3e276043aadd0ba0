#include "klotski/game/klotskicomponent.h"

namespace core {

std::size_t klotskiComponentBytes(const KlotskiComponent &c)
{
    return c.states.capacity() * sizeof(KlotskiState) + c.index.size() * (sizeof(KlotskiState) + 48)
        + c.index.bucket_count() * sizeof(void *) + (c.distance.capacity() + c.depth.capacity()) * sizeof(int);
}

KlotskiComponent exploreKlotski(const KlotskiDomain &d, const KlotskiState &start, SearchContext &ctx, SearchStats &st)
{
    KlotskiComponent c;
    c.states.push_back(start);
    c.index.emplace(start, 0);
    c.depth.push_back(0);
    KlotskiDomain::Move moves[KlotskiDomain::MaxMoves];
    for (std::size_t i = 0; i < c.states.size(); ++i) {
        if (!ctx.tick(st, klotskiComponentBytes(c))) {
            c.status = ctx.stoppedStatus();
            return c;
        }
        ++st.expanded;
        const KlotskiState s = c.states[i];
        const int n = d.legalMoves(s, moves);
        for (int k = 0; k < n; ++k) {
            KlotskiState child = s;
            d.apply(child, moves[k]);
            ++st.generated;
            if (c.index.try_emplace(child, std::uint32_t(c.states.size())).second) {
                c.states.push_back(child);
                c.depth.push_back(c.depth[i] + 1);
            } else
                ++st.duplicates;
        }
    }
    // Back from every goal board at once: moves are reversible, so the same moves serve.
    c.distance.assign(c.states.size(), -1);
    std::vector<std::uint32_t> queue;
    for (std::uint32_t i = 0; i < c.states.size(); ++i)
        if (d.isGoal(c.states[i])) {
            c.distance[i] = 0;
            queue.push_back(i);
        }
    for (std::size_t q = 0; q < queue.size(); ++q) {
        if (!ctx.tick(st, klotskiComponentBytes(c) + queue.capacity() * sizeof(std::uint32_t))) {
            c.status = ctx.stoppedStatus();
            return c;
        }
        ++st.expanded;
        const std::uint32_t i = queue[q];
        const int n = d.legalMoves(c.states[i], moves);
        for (int k = 0; k < n; ++k) {
            KlotskiState child = c.states[i];
            d.apply(child, moves[k]);
            const std::uint32_t j = c.index.find(child)->second;
            if (c.distance[j] < 0) {
                c.distance[j] = c.distance[i] + 1;
                queue.push_back(j);
            }
        }
    }
    return c;
}

} // namespace core
