#include "klotski/tables/klotskifold.h"

#include "klotski/tables/klotskicode.h"
#include "search/memoryestimate.h"

#include <algorithm>
#include <array>

namespace core {

namespace {

using klotskicode::Boards;
using klotskicode::Code;
using klotskicode::Coder;

template <int W>
KlotskiFoldedResult foldedTable(const KlotskiDomain &d, const KlotskiState &start, SearchContext &ctx)
{
    KlotskiFoldedResult r;
    SearchStats &st = r.stats;
    const Coder<W> coder(d);
    r.folded = coder.folds();
    Boards<W> boards;
    boards.insert(coder.encode(start));
    // Each board's pieces' top-left cells, in the orientation first met (pieces() a board).
    const std::size_t pieces = std::size_t(coder.pieces());
    std::vector<std::uint8_t> anchors(pieces);
    coder.anchorsOf(start, anchors.data());
    // Each board's neighbours (a board's list is edges[first[i]] .. edges[first[i + 1]]).
    std::vector<std::uint32_t> first{0}, edges, goals;
    // At most this many moves from one board (KlotskiDomain::MaxMoves).
    constexpr std::size_t Adding = KlotskiDomain::MaxMoves;
    const auto held = [&] {
        return boards.bytes(Adding) + vectorBytes(anchors, Adding * pieces) + vectorBytes(first, 1)
            + vectorBytes(edges, Adding) + vectorBytes(goals, Adding);
    };
    if (coder.isGoal(boards[0]))
        goals.push_back(0);
    std::array<std::uint8_t, 64> here;
    for (std::size_t i = 0; i < boards.size(); ++i) {
        st.noteFrontier(boards.size() - i);
        if (!ctx.tick(st, held())) {
            r.status = ctx.stoppedStatus();
            return r;
        }
        ++st.expanded;
        std::copy_n(anchors.begin() + std::ptrdiff_t(i * pieces), pieces, here.begin());
        coder.forEachChild(here.data(), [&](const Code<W> &child, int piece, int to) {
            ++st.generated;
            const auto [j, fresh] = boards.insert(child);
            if (!fresh) {
                ++st.duplicates;
            } else {
                anchors.insert(anchors.end(), here.begin(), here.begin() + std::ptrdiff_t(pieces));
                anchors[j * pieces + std::size_t(piece)] = std::uint8_t(to);
                if (coder.isGoal(child))
                    goals.push_back(j);
            }
            edges.push_back(j);
        });
        first.push_back(std::uint32_t(edges.size()));
    }
    r.boards = boards.size();
    if (goals.empty()) {
        r.status = SearchStatus::Unsolvable;
        return r;
    }
    // Back from every goal board at once over the neighbours kept (moves are reversible).
    std::vector<std::int32_t> distance(boards.size(), -1);
    std::vector<std::uint32_t> queue = std::move(goals);
    queue.reserve(boards.size());
    for (const std::uint32_t g : queue)
        distance[g] = 0;
    const std::size_t walked = held() + vectorBytes(distance) + vectorBytes(queue);
    for (std::size_t q = 0; q < queue.size(); ++q) {
        if (!ctx.tick(st, walked)) {
            r.status = ctx.stoppedStatus();
            return r;
        }
        ++st.expanded;
        const std::uint32_t i = queue[q];
        for (std::uint32_t e = first[i]; e < first[i + 1]; ++e)
            if (distance[edges[e]] < 0) {
                distance[edges[e]] = distance[i] + 1;
                queue.push_back(edges[e]);
            }
    }
    // Down the distances from the start, in the domain's move order.
    KlotskiState s = start;
    KlotskiDomain::Move moves[KlotskiDomain::MaxMoves];
    for (int left = distance[0]; left > 0; --left) {
        const int n = d.legalMoves(s, moves);
        for (int k = 0; k < n; ++k) {
            KlotskiState child = s;
            d.apply(child, moves[k]);
            const std::int64_t j = boards.find(coder.encode(child));
            if (j >= 0 && distance[std::size_t(j)] == left - 1) {
                r.plan.push_back(moves[k]);
                s = child;
                break;
            }
        }
    }
    r.status = distance[0] < 0 ? SearchStatus::Unsolvable : SearchStatus::Solved;
    return r;
}

} // namespace

bool klotskiFolds(const KlotskiDomain &d)
{
    const int x = d.targetAnchor() % d.width();
    return 2 * x + d.classWidth(0) == d.width();
}

KlotskiFoldedResult klotskiFoldedTable(const KlotskiDomain &d, const KlotskiState &start, SearchContext &ctx)
{
    ctx.begin();
    KlotskiFoldedResult r = d.width() * d.height() <= 32 ? foldedTable<2>(d, start, ctx) : foldedTable<4>(d, start, ctx);
    ctx.finish(r.stats);
    return r;
}

} // namespace core
