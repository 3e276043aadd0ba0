#include "sliding/heuristics/walkingdistance.h"

#include <stdexcept>
#include <string>

namespace core {

namespace {

// The matrix packs into 3 bits per count (at most 4 lines of at most 4 cells), then the
// blank's line.
std::uint64_t pack(const int counts[4][4], int lines, int blankLine)
{
    std::uint64_t k = 0;
    for (int r = 0; r < lines; ++r)
        for (int g = 0; g < lines; ++g)
            k = (k << 3) | std::uint64_t(counts[r][g]);
    return (k << 3) | std::uint64_t(blankLine);
}

void unpack(std::uint64_t k, int lines, int counts[4][4], int &blankLine)
{
    blankLine = int(k & 7);
    k >>= 3;
    for (int r = lines - 1; r >= 0; --r)
        for (int g = lines - 1; g >= 0; --g) {
            counts[r][g] = int(k & 7);
            k >>= 3;
        }
}

} // namespace

WalkingDistance::WalkingDistance(TableCache &cache, const SlidingDomain &d)
{
    if (!fits(d.size()))
        throw std::invalid_argument("walking distance is for boards of at most 4x4");
    m_t = tablesFor(cache, d);
}

std::size_t WalkingDistance::Tables::bytes() const
{
    // The entries' payload only: a node of the hash map costs more, depending on the library.
    return (rows.distance.size() + cols.distance.size()) * (sizeof(std::uint64_t) + sizeof(std::uint8_t));
}

std::shared_ptr<const WalkingDistance::Tables> WalkingDistance::tablesFor(TableCache &cache, const SlidingDomain &d)
{
    const BoardSize size = d.size();
    const auto &goal = d.goal().tiles;
    const std::string key = "walking-distance " + std::to_string(size.width) + " " + std::string(goal.begin(), goal.end());
    return cache.get<const Tables>(key, [&d, size] { return build(d, size); });
}

std::shared_ptr<const WalkingDistance::Tables> WalkingDistance::build(const SlidingDomain &d, BoardSize size)
{
    auto t = std::make_shared<Tables>();
    const int n = size.cells();
    t->rows.lines = size.height;
    t->rows.capacity = size.width;
    t->cols.lines = size.width;
    t->cols.capacity = size.height;
    for (Axis *a : {&t->rows, &t->cols}) {
        a->lineOfCell.resize(std::size_t(n));
        a->goalLineOfTile.resize(std::size_t(n));
    }
    for (int c = 0; c < n; ++c) {
        t->rows.lineOfCell[std::size_t(c)] = c / size.width;
        t->cols.lineOfCell[std::size_t(c)] = c % size.width;
    }
    for (int tile = 0; tile < n; ++tile) {
        t->rows.goalLineOfTile[std::size_t(tile)] = d.goalCell(tile) / size.width;
        t->cols.goalLineOfTile[std::size_t(tile)] = d.goalCell(tile) % size.width;
    }
    build(t->rows, d.goal());
    build(t->cols, d.goal());
    return t;
}

void WalkingDistance::build(Axis &axis, const SlidingBoard &goal)
{
    int counts[4][4] = {};
    int blankLine = 0;
    for (std::size_t c = 0; c < goal.tiles.size(); ++c) {
        const int t = goal.tiles[c];
        if (t == 0)
            blankLine = axis.lineOfCell[c];
        else
            ++counts[axis.lineOfCell[c]][axis.goalLineOfTile[std::size_t(t)]];
    }
    std::vector<std::uint64_t> layer{pack(counts, axis.lines, blankLine)}, next;
    axis.distance.emplace(layer[0], 0);
    for (std::uint8_t depth = 1; !layer.empty(); ++depth) {
        for (std::uint64_t k : layer) {
            unpack(k, axis.lines, counts, blankLine);
            for (int to : {blankLine - 1, blankLine + 1}) {
                if (to < 0 || to >= axis.lines)
                    continue;
                // A tile of goal line g steps from line `to` into the blank's line.
                for (int g = 0; g < axis.lines; ++g) {
                    if (counts[to][g] == 0)
                        continue;
                    --counts[to][g];
                    ++counts[blankLine][g];
                    const std::uint64_t child = pack(counts, axis.lines, to);
                    ++counts[to][g];
                    --counts[blankLine][g];
                    if (axis.distance.emplace(child, depth).second)
                        next.push_back(child);
                }
            }
        }
        layer.swap(next);
        next.clear();
    }
}

std::uint64_t WalkingDistance::key(const Axis &axis, const SlidingState &s)
{
    int counts[4][4] = {};
    int blankLine = 0;
    for (std::size_t c = 0; c < s.cells.size(); ++c) {
        const int t = static_cast<unsigned char>(s.cells[c]);
        if (t == 0)
            blankLine = axis.lineOfCell[c];
        else
            ++counts[axis.lineOfCell[c]][axis.goalLineOfTile[std::size_t(t)]];
    }
    return pack(counts, axis.lines, blankLine);
}

int WalkingDistance::lookup(const Axis &axis, const SlidingState &s) const
{
    const auto it = axis.distance.find(key(axis, s));
    return it == axis.distance.end() ? 0 : it->second; // every board's matrix is in the table
}

int WalkingDistance::vertical(const SlidingState &s) const
{
    return lookup(m_t->rows, s);
}

int WalkingDistance::horizontal(const SlidingState &s) const
{
    return lookup(m_t->cols, s);
}

int WalkingDistance::operator()(const SlidingState &s) const
{
    return vertical(s) + horizontal(s);
}

} // namespace core
