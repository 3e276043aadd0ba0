#include "sliding/staged/structuredsolver.h"

#include "sliding/tables/smallboardtables.h"

#include <algorithm>
#include <deque>

namespace core {

namespace {

struct Region {
    int r0, r1, c0, c1; // inclusive bounds
    int rows() const { return r1 - r0 + 1; }
    int cols() const { return c1 - c0 + 1; }
    bool contains(int r, int c) const { return r >= r0 && r <= r1 && c >= c0 && c <= c1; }
};

class Peeler {
public:
    Peeler(const SlidingBoard &start, const SlidingBoard &goal, SearchContext &ctx)
        : m_b(start), m_goal(goal), m_ctx(ctx), m_w(start.width()), m_h(start.height())
    {
    }

    bool run(std::vector<Dir> &plan)
    {
        Region region{0, m_h - 1, 0, m_w - 1};
        const int gb = m_goal.blankIndex();
        const int gr = gb / m_w, gc = gb % m_w;
        while (region.rows() > 3 || region.cols() > 3) {
            std::vector<int> cells;
            if (region.rows() > 3) {
                // The row farther from the goal's blank; its tiles from the far end inwards.
                const int r = gr - region.r0 >= region.r1 - gr ? region.r0 : region.r1;
                for (int c = region.c0; c <= region.c1; ++c)
                    cells.push_back(r * m_w + c);
                (r == region.r0 ? region.r0 : region.r1) += (r == region.r0 ? 1 : -1);
            } else {
                const int c = gc - region.c0 >= region.c1 - gc ? region.c0 : region.c1;
                for (int r = region.r0; r <= region.r1; ++r)
                    cells.push_back(r * m_w + c);
                (c == region.c0 ? region.c0 : region.c1) += (c == region.c0 ? 1 : -1);
            }
            if (!placeLine(cells, region))
                return false;
        }
        if (!finish(region))
            return false;
        plan = m_plan;
        return true;
    }

private:
    // Free cells: the unsolved region plus the line being placed, minus cells already fixed.
    bool isFree(int cell) const { return m_free[std::size_t(cell)]; }

    void move(Dir d)
    {
        applyDir(m_b, d);
        m_plan.push_back(d);
    }

    // BFS over the positions of `tiles` (1 or 2 of them) and the blank, within free cells,
    // until every tile stands on its target; then plays the blank's path.
    bool bringHome(const std::vector<int> &tiles, const std::vector<int> &targets)
    {
        const int n = m_b.cells();
        const auto pos = m_b.positions();
        const int k = int(tiles.size());
        auto index = [&](const int *p, int blank) {
            std::size_t i = std::size_t(blank);
            for (int t = 0; t < k; ++t)
                i = i * std::size_t(n) + std::size_t(p[t]);
            return i;
        };
        std::size_t states = std::size_t(n);
        for (int t = 0; t < k; ++t)
            states *= std::size_t(n);
        std::vector<std::int32_t> parent(states, -1);
        std::vector<std::uint8_t> via(states, 0);
        int p[2] = {pos[std::size_t(tiles[0])], k > 1 ? pos[std::size_t(tiles[1])] : 0};
        const std::size_t root = index(p, m_b.blankIndex());
        parent[root] = std::int32_t(root);
        std::deque<std::size_t> queue{root};
        std::optional<std::size_t> found;
        while (!queue.empty() && !found) {
            const std::size_t s = queue.front();
            queue.pop_front();
            std::size_t rest = s;
            int q[2];
            for (int t = k - 1; t >= 0; --t) {
                q[t] = int(rest % std::size_t(n));
                rest /= std::size_t(n);
            }
            const int blank = int(rest);
            bool home = true;
            for (int t = 0; t < k; ++t)
                home = home && q[t] == targets[std::size_t(t)];
            if (home) {
                found = s;
                break;
            }
            for (int d = 0; d < 4; ++d) {
                const int to = blankTarget(m_b.size, blank, Dir(d));
                if (to < 0 || !isFree(to))
                    continue;
                int r[2] = {q[0], q[1]};
                for (int t = 0; t < k; ++t)
                    if (r[t] == to)
                        r[t] = blank;
                const std::size_t c = index(r, to);
                if (parent[c] >= 0)
                    continue;
                parent[c] = std::int32_t(s);
                via[c] = std::uint8_t(d);
                queue.push_back(c);
            }
        }
        if (!found)
            return false;
        std::vector<Dir> moves;
        for (std::size_t s = *found; s != root; s = std::size_t(parent[s]))
            moves.push_back(Dir(via[s]));
        std::reverse(moves.begin(), moves.end());
        for (Dir d : moves)
            move(d);
        return true;
    }

    bool placeLine(const std::vector<int> &cells, const Region &rest)
    {
        m_free.assign(std::size_t(m_b.cells()), false);
        for (int r = rest.r0; r <= rest.r1; ++r)
            for (int c = rest.c0; c <= rest.c1; ++c)
                m_free[std::size_t(r * m_w + c)] = true;
        for (int cell : cells)
            m_free[std::size_t(cell)] = true;
        // One at a time, then the last two together.
        const std::size_t single = cells.size() >= 2 ? cells.size() - 2 : 0;
        for (std::size_t i = 0; i < single; ++i) {
            if (m_ctx.isCancelled())
                return false;
            const int cell = cells[i];
            if (!bringHome({m_goal.tiles[std::size_t(cell)]}, {cell}))
                return false;
            m_free[std::size_t(cell)] = false;
        }
        const int a = cells[single], b = cells[single + 1];
        if (!bringHome({m_goal.tiles[std::size_t(a)], m_goal.tiles[std::size_t(b)]}, {a, b}))
            return false;
        m_free[std::size_t(a)] = m_free[std::size_t(b)] = false;
        return true;
    }

    // The last region (at most 3x3) is solved exactly from the tables, relabelled.
    bool finish(const Region &region)
    {
        const BoardSize size{region.cols(), region.rows()};
        SlidingBoard sub, subGoal;
        sub.size = subGoal.size = size;
        std::vector<int> label(std::size_t(m_b.cells()), 0);
        int next = 1;
        for (int r = region.r0; r <= region.r1; ++r)
            for (int c = region.c0; c <= region.c1; ++c) {
                const int t = m_goal.tiles[std::size_t(r * m_w + c)];
                if (t != 0)
                    label[std::size_t(t)] = next++;
                subGoal.tiles.push_back(std::uint8_t(label[std::size_t(t)]));
            }
        for (int r = region.r0; r <= region.r1; ++r)
            for (int c = region.c0; c <= region.c1; ++c)
                sub.tiles.push_back(std::uint8_t(label[m_b.tiles[std::size_t(r * m_w + c)]]));
        const auto answer = SmallBoardTables::forSize(m_ctx.tables(), size)->solve(sub, subGoal, m_ctx.stopToken());
        if (!answer.reachable)
            return false;
        for (Dir d : answer.plan)
            move(d);
        return m_b == m_goal;
    }

    SlidingBoard m_b;
    const SlidingBoard &m_goal;
    SearchContext &m_ctx;
    int m_w, m_h;
    std::vector<bool> m_free;
    std::vector<Dir> m_plan;
};

} // namespace

StructuredPlan solveStructured(const SlidingBoard &start, const SlidingBoard &goal, SearchContext &ctx)
{
    StructuredPlan out;
    Peeler peeler(start, goal, ctx);
    if (peeler.run(out.plan))
        out.status = SearchStatus::Solved;
    else if (ctx.isCancelled())
        out.status = SearchStatus::Cancelled;
    return out;
}

} // namespace core
