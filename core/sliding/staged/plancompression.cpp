#include "sliding/staged/plancompression.h"

#include "sliding/tables/smallboardtables.h"

#include <algorithm>
#include <array>

namespace core {

namespace {

constexpr std::array<BoardSize, 6> Rectangles{{{3, 3}, {2, 4}, {4, 2}, {2, 3}, {3, 2}, {2, 2}}};

struct Rect {
    int x, y;
    BoardSize size;
};

// The boards along a plan from move `from` on: boards[k] is the start after k moves (those
// before `from` are kept).
void boardsAlong(std::vector<SlidingBoard> &boards, const std::vector<Dir> &plan, std::size_t from)
{
    boards.resize(from + 1);
    for (std::size_t k = from; k < plan.size(); ++k) {
        boards.push_back(boards.back());
        applyDir(boards.back(), plan[k]);
    }
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
                std::array<std::uint8_t, SmallBoardTables::MaxCells> present{};
                int count = 0;
                for (int yy = 0; yy < size.height; ++yy)
                    for (int xx = 0; xx < size.width; ++xx) {
                        // Insertion into sorted order (at most 9 tiles).
                        auto tile = a.tiles[std::size_t((y + yy) * a.width() + x + xx)];
                        int k = count++;
                        for (; k > 0 && present[std::size_t(k - 1)] > tile; --k)
                            present[std::size_t(k)] = present[std::size_t(k - 1)];
                        present[std::size_t(k)] = tile;
                    }
                for (int k = 0; k < count; ++k)
                    m_label[present[std::size_t(k)]] = std::uint8_t(k); // the blank (0) sorts first
                const SlidingBoard from = inside(a, r, m_label), to = inside(b, r, m_label);
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
    // Tile -> its number inside the rectangle tried (only the entries of its tiles are read).
    std::vector<std::uint8_t> m_label = std::vector<std::uint8_t>(std::size_t(MaxSide * MaxSide), 0);
    std::vector<std::pair<BoardSize, std::shared_ptr<SmallBoardTables>>> m_tables;
};

} // namespace

CompressedPlan compressPlan(const SlidingBoard &start, std::vector<Dir> plan, TableCache &tables, int window,
                            std::stop_token cancel)
{
    CompressedPlan out;
    Compressor compressor(tables, window);
    std::vector<SlidingBoard> boards{start};
    for (bool shortened = true; shortened;) {
        shortened = false;
        boardsAlong(boards, plan, 0);
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
            boardsAlong(boards, plan, i); // from i on the boards have changed
        }
    }
    out.plan = std::move(plan);
    return out;
}

} // namespace core
