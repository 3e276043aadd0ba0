#include "solvers/plancompression.h"

#include "tables/smallboardtables.h"

#include <algorithm>
#include <array>

namespace core {

namespace {

constexpr std::array<BoardSize, 6> Rectangles{{{3, 3}, {2, 4}, {4, 2}, {2, 3}, {3, 2}, {2, 2}}};

struct Rect {
    int x, y;
    BoardSize size;
};

// The boards along a plan: boards[k] is the start after k moves.
std::vector<SlidingBoard> boardsAlong(const SlidingBoard &start, const std::vector<Dir> &plan)
{
    std::vector<SlidingBoard> boards{start};
    boards.reserve(plan.size() + 1);
    for (Dir d : plan) {
        boards.push_back(boards.back());
        applyDir(boards.back(), d);
    }
    return boards;
}

// The part of `board` inside r, its tiles renumbered 1..k-1 in the order of `label`.
SlidingBoard inside(const SlidingBoard &board, const Rect &r, const std::vector<std::uint8_t> &label)
{
    SlidingBoard sub;
    sub.size = r.size;
    for (int y = 0; y < r.size.height; ++y)
        for (int x = 0; x < r.size.width; ++x)
            sub.tiles.push_back(label[board.tiles[std::size_t((r.y + y) * board.width() + r.x + x)]]);
    return sub;
}

struct Shortcut {
    int saving = 0;
    std::size_t end = 0;
    std::vector<Dir> moves;
};

class Compressor {
public:
    Compressor(TableCache &tables, int window) : m_cache(tables), m_window(window) {}

    // The best shortcut of a stretch starting at boards[i].
    Shortcut bestFrom(const std::vector<SlidingBoard> &boards, std::size_t i)
    {
        Shortcut best;
        const SlidingBoard &a = boards[i];
        const int w = a.width();
        std::vector<bool> differs(std::size_t(a.cells()), false);
        int differing = 0;
        const std::size_t last = std::min(boards.size() - 1, i + std::size_t(m_window));
        for (std::size_t j = i + 1; j <= last; ++j) {
            // Cells whose tiles differ between boards[i] and boards[j], kept up to date from the
            // two cells the last move changed.
            const SlidingBoard &b = boards[j];
            for (int c : {boards[j - 1].blankIndex(), b.blankIndex()}) {
                const bool now = a.tiles[std::size_t(c)] != b.tiles[std::size_t(c)];
                differing += int(now) - int(differs[std::size_t(c)]);
                differs[std::size_t(c)] = now;
            }
            const int length = int(j - i);
            if (differing > 9 || length < 2)
                continue;
            int x0 = w, y0 = a.height(), x1 = -1, y1 = -1;
            auto include = [&](int c) {
                x0 = std::min(x0, c % w), x1 = std::max(x1, c % w);
                y0 = std::min(y0, c / w), y1 = std::max(y1, c / w);
            };
            include(a.blankIndex());
            include(b.blankIndex());
            for (int c = 0; c < a.cells(); ++c)
                if (differs[std::size_t(c)])
                    include(c);
            for (const BoardSize &size : Rectangles)
                tryRectangles(a, b, size, x0, y0, x1, y1, length, j, best);
        }
        return best;
    }

private:
    // Every placement of a rectangle of this size around the box (x0, y0)-(x1, y1).
    void tryRectangles(const SlidingBoard &a, const SlidingBoard &b, BoardSize size, int x0, int y0, int x1, int y1,
                       int length, std::size_t j, Shortcut &best)
    {
        if (size.width > a.width() || size.height > a.height() || x1 - x0 + 1 > size.width || y1 - y0 + 1 > size.height)
            return;
        for (int y = std::max(0, y1 - size.height + 1); y <= std::min(y0, a.height() - size.height); ++y)
            for (int x = std::max(0, x1 - size.width + 1); x <= std::min(x0, a.width() - size.width); ++x) {
                const Rect r{x, y, size};
                // Tiles inside, renumbered in increasing order (the same set at both ends).
                std::vector<std::uint8_t> label(std::size_t(a.cells()), 0);
                std::vector<std::uint8_t> present;
                for (int yy = 0; yy < size.height; ++yy)
                    for (int xx = 0; xx < size.width; ++xx)
                        present.push_back(a.tiles[std::size_t((y + yy) * a.width() + x + xx)]);
                std::sort(present.begin(), present.end());
                for (std::size_t k = 0; k < present.size(); ++k)
                    label[present[k]] = std::uint8_t(k); // the blank (0) sorts first
                const SlidingBoard from = inside(a, r, label), to = inside(b, r, label);
                auto &tables = tablesFor(size);
                const int d = tables.distance(from, to);
                if (d < 0 || length - d <= best.saving)
                    continue;
                best.saving = length - d;
                best.end = j;
                best.moves = tables.solve(from, to).plan;
            }
    }

    SmallBoardTables &tablesFor(BoardSize size)
    {
        for (auto &[s, t] : m_tables)
            if (s == size)
                return *t;
        m_tables.emplace_back(size, SmallBoardTables::forSize(m_cache, size));
        return *m_tables.back().second;
    }

    TableCache &m_cache;
    int m_window;
    std::vector<std::pair<BoardSize, std::shared_ptr<SmallBoardTables>>> m_tables;
};

} // namespace

CompressedPlan compressPlan(const SlidingBoard &start, std::vector<Dir> plan, TableCache &tables, int window,
                            std::stop_token cancel)
{
    CompressedPlan out;
    Compressor compressor(tables, window);
    for (bool shortened = true; shortened;) {
        shortened = false;
        auto boards = boardsAlong(start, plan);
        for (std::size_t i = 0; i + 1 < boards.size(); ++i) {
            if (cancel.stop_requested()) {
                out.cancelled = true;
                out.plan = std::move(plan);
                return out;
            }
            Shortcut s = compressor.bestFrom(boards, i);
            if (s.saving <= 0)
                continue;
            plan.erase(plan.begin() + std::ptrdiff_t(i), plan.begin() + std::ptrdiff_t(s.end));
            plan.insert(plan.begin() + std::ptrdiff_t(i), s.moves.begin(), s.moves.end());
            ++out.stretchesReplaced;
            shortened = true;
            boards = boardsAlong(start, plan); // from i on the boards have changed
        }
    }
    out.plan = std::move(plan);
    return out;
}

} // namespace core
