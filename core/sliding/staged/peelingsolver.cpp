#include "sliding/staged/peelingsolver.h"

#include "sliding/pdb/additivepdb.h"
#include "sliding/board/slidingdomain.h"
#include "sliding/tables/smallboardtables.h"
#include "sliding/staged/stagetables.h"
#include "sliding/tables/subgoaltable.h"

#include <algorithm>
#include <memory>
#include <set>

namespace core {

namespace {

struct Region {
    int top, bottom, left, right; // inclusive
    int rows() const { return bottom - top + 1; }
    int cols() const { return right - left + 1; }
};

class Peeler {
public:
    // rowsFirst: on a square region, peel a row before a column (else a column first).
    Peeler(const SlidingBoard &start, const SlidingBoard &goal, SearchContext &ctx, bool rowsFirst, RegionSearch search)
        : m_b(start), m_goal(goal), m_ctx(ctx), m_search(search), m_w(start.width()), m_rowsFirst(rowsFirst)
    {
    }

    PeelingPlan run()
    {
        PeelingPlan out;
        // The stages first: the row or column each peels, and the region it works in.
        struct Stage {
            std::vector<int> region, line;
            TableView table;
        };
        std::vector<Stage> stages;
        Region r{0, m_b.height() - 1, 0, m_w - 1};
        const int goalBlank = m_goal.blankIndex();
        const int gRow = goalBlank / m_w, gCol = goalBlank % m_w;
        while (r.rows() > 4 || r.cols() > 4) {
            const bool peelRow = r.rows() > 4
                && (r.rows() > r.cols() || r.cols() <= 4 || (r.rows() == r.cols() && m_rowsFirst));
            Stage st;
            for (int y = r.top; y <= r.bottom; ++y)
                for (int x = r.left; x <= r.right; ++x)
                    st.region.push_back(y * m_w + x);
            if (peelRow) {
                const int y = gRow != r.top ? r.top : r.bottom;
                for (int x = r.left; x <= r.right; ++x)
                    st.line.push_back(y * m_w + x);
                (y == r.top ? r.top : r.bottom) += (y == r.top ? 1 : -1);
            } else {
                const int x = gCol != r.left ? r.left : r.right;
                for (int y = r.top; y <= r.bottom; ++y)
                    st.line.push_back(y * m_w + x);
                (x == r.left ? r.left : r.right) += (x == r.left ? 1 : -1);
            }
            stages.push_back(std::move(st));
        }
        std::vector<int> remainder;
        for (int y = r.top; y <= r.bottom; ++y)
            for (int x = r.left; x <= r.right; ++x)
                remainder.push_back(y * m_w + x);
        // The tables are held together (and the 4x4 remainder's databases beside them): a set that
        // would take the process past the memory budget is not built at all.
        std::vector<std::pair<std::size_t, std::size_t>> shapes;
        for (const Stage &st : stages)
            shapes.emplace_back(st.region.size(), st.line.size());
        const std::uint64_t need = stageTablesBytes(m_ctx.tables(), shapes, r.rows() == 4 && r.cols() == 4);
        if (const std::int64_t past = m_ctx.tablesPastBudgetMiB(need); past > 0) {
            out.status = SearchStatus::LimitReached;
            out.reason = {ReasonCode::SubgoalTablesOverMemoryBudget, {past, std::int64_t(m_ctx.maxTableBytes() >> 20)}, {}};
            return out;
        }
        m_tableBytes = need;
        for (Stage &st : stages) {
            st.table = viewFor(m_ctx.tables(), m_b.size, st.region, st.line, m_ctx.stopToken(), m_ctx.preparationObserver());
            if (!st.table.table) {
                out.status = SearchStatus::Cancelled;
                out.reason = {ReasonCode::CancelledBuildingTables, {}, {}};
                return out;
            }
        }
        // A 4x4 remainder is judged by its pattern databases (built on first use, about a
        // second), which see much further than Manhattan distance.
        std::shared_ptr<const AdditivePdb> remainderPdb;
        if (r.rows() == 4 && r.cols() == 4 && !stages.empty()) {
            SlidingBoard sub, subGoal;
            regionBoards(m_b, r, sub, subGoal);
            remainderPdb = AdditivePdb::forGoal(m_ctx.tables(), subGoal, "555", m_ctx.stopToken(), m_ctx.preparationObserver());
            if (!remainderPdb && m_ctx.isCancelled()) {
                out.status = SearchStatus::Cancelled;
                out.reason = {ReasonCode::CancelledBuildingTables, {}, {}};
                return out;
            }
        }
        for (std::size_t i = 0; i < stages.size(); ++i) {
            // Among the shortest ways through this stage, the one that leaves the next stage
            // (exactly, from its table) and the rest (by Manhattan distance, or the databases
            // for the last region) cheapest.
            const Stage *next = i + 1 < stages.size() ? &stages[i + 1] : nullptr;
            // (The databases judge only finished stages: before that the region left still
            // holds tiles of the stage, so it is no board of its own.)
            const auto score = [&](const SlidingBoard &b, int remaining) {
                if (!next && remainderPdb && remaining == 0) {
                    SlidingBoard sub, subGoal;
                    regionBoards(b, r, sub, subGoal);
                    SlidingState state;
                    for (auto t : sub.tiles)
                        state.cells.push_back(char(t));
                    state.blank = sub.blankIndex();
                    return (*remainderPdb)(state);
                }
                if (!next)
                    return manhattanOf(b, remainder);
                std::vector<int> rest;
                for (int c : next->region)
                    if (std::find(next->line.begin(), next->line.end(), c) == next->line.end())
                        rest.push_back(c);
                return next->table.distance(b.blankIndex(), tileCells(b, next->line)) + manhattanOf(b, rest);
            };
            if (!descend(stages[i].table, stages[i].region, stages[i].line, score)) {
                out.status = m_ctx.isCancelled() ? SearchStatus::Cancelled : SearchStatus::Unsolvable;
                out.reason = {m_ctx.isCancelled() ? ReasonCode::Cancelled : ReasonCode::StageNotFinished, {}, {}};
                return out;
            }
        }
        if (!finish(r, out))
            return out;
        out.status = m_b == m_goal ? SearchStatus::Solved : SearchStatus::Unsolvable;
        out.plan = m_plan;
        return out;
    }

    const SearchStats &stats() const { return m_stats; }
    // What the tables this run needs hold (and what building them takes).
    std::uint64_t tableBytes() const { return m_tableBytes; }

private:
    std::vector<int> tileCells(const SlidingBoard &b, const std::vector<int> &line) const
    {
        std::vector<int> cells;
        const auto pos = b.positions();
        for (int g : line)
            cells.push_back(pos[m_goal.tiles[std::size_t(g)]]);
        return cells;
    }

    // Where the tiles whose goal cells are `cells` stand, summed as Manhattan distances.
    int manhattanOf(const SlidingBoard &b, const std::vector<int> &cells) const
    {
        const auto pos = b.positions();
        int sum = 0;
        for (int g : cells) {
            const int t = m_goal.tiles[std::size_t(g)];
            if (t == 0)
                continue;
            const int c = pos[std::size_t(t)];
            sum += cellDistance(m_goal.size, c, g);
        }
        return sum;
    }

    // Walks the table down to 0, every step one closer to the stage's goal. A beam keeps the
    // BeamWidth most promising boards at each distance (by `score`, lower is better), so the
    // stage ends where the stages after it are cheapest.
    template <class Score>
    bool descend(const TableView &table, const std::vector<int> &region, const std::vector<int> &line,
                 const Score &score)
    {
        constexpr std::size_t BeamWidth = 128;
        std::vector<bool> inRegion(std::size_t(m_b.cells()), false);
        for (int c : region)
            inRegion[std::size_t(c)] = true;
        struct Node {
            SlidingBoard board;
            std::vector<Dir> plan;
            int score;
        };
        int d = table.distance(m_b.blankIndex(), tileCells(m_b, line));
        if (d == SubgoalTable::Unreached)
            return false;
        std::vector<Node> beam{Node{m_b, {}, 0}};
        for (; d > 0; --d) {
            if (m_ctx.isCancelled())
                return false;
            std::vector<Node> children;
            std::set<std::string> seen;
            for (const Node &n : beam) {
                ++m_stats.expanded;
                for (Dir dir : {Dir::Down, Dir::Left, Dir::Right, Dir::Up}) {
                    const int target = blankTarget(n.board.size, n.board.blankIndex(), dir);
                    if (target < 0 || !inRegion[std::size_t(target)])
                        continue;
                    ++m_stats.generated;
                    Node child{n.board, n.plan, 0};
                    applyDir(child.board, dir);
                    if (table.distance(child.board.blankIndex(), tileCells(child.board, line)) != d - 1
                        || !seen.insert(std::string(child.board.tiles.begin(), child.board.tiles.end())).second)
                        continue;
                    child.plan.push_back(dir);
                    child.score = score(child.board, d - 1);
                    children.push_back(std::move(child));
                }
            }
            if (children.empty())
                return false;
            std::stable_sort(children.begin(), children.end(),
                             [](const Node &a, const Node &b) { return a.score < b.score; });
            if (children.size() > BeamWidth)
                children.resize(BeamWidth);
            beam = std::move(children);
        }
        m_b = beam.front().board;
        m_plan.insert(m_plan.end(), beam.front().plan.begin(), beam.front().plan.end());
        return true;
    }

    // The region as a board of its own: its goal's tiles renumbered 1.. in reading order.
    void regionBoards(const SlidingBoard &b, const Region &r, SlidingBoard &sub, SlidingBoard &subGoal) const
    {
        sub.size = subGoal.size = {r.cols(), r.rows()};
        sub.tiles.clear();
        subGoal.tiles.clear();
        std::vector<int> label(std::size_t(b.cells()), 0);
        int next = 1;
        for (int y = r.top; y <= r.bottom; ++y)
            for (int x = r.left; x <= r.right; ++x) {
                const int t = m_goal.tiles[std::size_t(y * m_w + x)];
                if (t != 0)
                    label[std::size_t(t)] = next++;
            }
        for (int y = r.top; y <= r.bottom; ++y)
            for (int x = r.left; x <= r.right; ++x) {
                subGoal.tiles.push_back(std::uint8_t(label[m_goal.tiles[std::size_t(y * m_w + x)]]));
                sub.tiles.push_back(std::uint8_t(label[b.tiles[std::size_t(y * m_w + x)]]));
            }
    }

    // The region left, at most 4x4, solved as a board of its own.
    bool finish(const Region &r, PeelingPlan &out)
    {
        SlidingBoard sub, subGoal;
        regionBoards(m_b, r, sub, subGoal);
        std::string moves;
        if (sub.cells() <= SmallBoardTables::MaxCells) {
            const auto answer = SmallBoardTables::forSize(m_ctx.tables(), sub.size)->solve(sub, subGoal, m_ctx.stopToken());
            if (answer.cancelled || !answer.reachable) {
                out.status = answer.cancelled ? SearchStatus::Cancelled : SearchStatus::Unsolvable;
                out.reason = {answer.cancelled ? ReasonCode::Cancelled : ReasonCode::LastRegionUnsolvable, {}, {}};
                return false;
            }
            moves = planToString(answer.plan);
        } else {
            // An optimal search within a slice of the budget, then weighted A* if that runs out.
            const bool square = sub.size.width == 4 && sub.size.height == 4;
            const HeuristicId h = !square                                 ? HeuristicId::LinearConflict
                : AdditivePdb::ifBuilt(m_ctx.tables(), subGoal, "663") ? HeuristicId::Pdb663
                                                       : HeuristicId::Pdb555;
            const std::uint64_t budget = m_ctx.maxExpanded();
            m_ctx.setMaxExpanded(std::min<std::uint64_t>(budget, 3'000'000));
            PeelingPlan o = m_search(sub, subGoal, AlgorithmId::IdaStar, h, m_ctx);
            m_ctx.setMaxExpanded(budget);
            m_stats.merge(o.stats);
            if (o.status == SearchStatus::LimitReached && !m_ctx.isCancelled()) {
                o = m_search(sub, subGoal, AlgorithmId::WeightedAStar, h, m_ctx);
                m_stats.merge(o.stats);
            }
            if (o.status != SearchStatus::Solved) {
                out.status = o.status;
                out.reason = o.reason;
                return false;
            }
            moves = planToString(o.plan);
        }
        for (char c : moves) {
            Dir d;
            if (!dirFromLetter(c, d) || !applyDir(m_b, d))
                return false;
            m_plan.push_back(d);
        }
        return true;
    }

    SlidingBoard m_b;
    const SlidingBoard &m_goal;
    SearchContext &m_ctx;
    RegionSearch m_search;
    int m_w;
    bool m_rowsFirst;
    std::vector<Dir> m_plan;
    SearchStats m_stats;
    std::uint64_t m_tableBytes = 0;
};

} // namespace

bool peelingFits(BoardSize size)
{
    return size.width <= 5 && size.height <= 5;
}

PeelingPlan solvePeeling(const SlidingBoard &start, const SlidingBoard &goal, SearchContext &ctx, RegionSearch search)
{
    // A square board can be peeled row first or column first; the two give different plans
    // (on Korf and Felner's 50 the shorter of the two is 4% shorter on average), so both run
    // and the shorter wins.
    Peeler rows(start, goal, ctx, true, search);
    PeelingPlan out = rows.run();
    out.stats = rows.stats();
    // The peak is the stages' searches with the tables they read.
    out.stats.peakBytes += rows.tableBytes();
    if (out.status != SearchStatus::Solved || start.width() != start.height())
        return out;
    Peeler columns(start, goal, ctx, false, search);
    PeelingPlan other = columns.run();
    out.stats.merge(columns.stats());
    if (other.status == SearchStatus::Solved && other.plan.size() < out.plan.size())
        out.plan = std::move(other.plan);
    else if (other.status == SearchStatus::Cancelled)
        out = std::move(other);
    return out;
}

} // namespace core
