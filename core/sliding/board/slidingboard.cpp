#include "sliding/board/slidingboard.h"

#include <utility>

namespace core {

int SlidingBoard::blankIndex() const
{
    for (std::size_t i = 0; i < tiles.size(); ++i)
        if (tiles[i] == 0)
            return int(i);
    return -1;
}

std::vector<int> SlidingBoard::positions() const
{
    std::vector<int> pos(tiles.size(), -1);
    for (std::size_t i = 0; i < tiles.size(); ++i)
        if (tiles[i] < pos.size())
            pos[tiles[i]] = int(i);
    return pos;
}

bool SlidingBoard::isWellFormed() const
{
    if (size.width < MinSide || size.width > MaxSide || size.height < MinSide || size.height > MaxSide)
        return false;
    if (int(tiles.size()) != cells())
        return false;
    std::vector<bool> seen(tiles.size(), false);
    for (auto t : tiles) {
        if (t >= tiles.size() || seen[t])
            return false;
        seen[t] = true;
    }
    return true;
}

SlidingBoard SlidingBoard::standardGoal(BoardSize size)
{
    SlidingBoard b;
    b.size = size;
    b.tiles.resize(std::size_t(size.cells()));
    for (int i = 0; i + 1 < size.cells(); ++i)
        b.tiles[std::size_t(i)] = std::uint8_t(i + 1);
    b.tiles.back() = 0;
    return b;
}

char dirLetter(Dir d)
{
    static constexpr char letters[] = {'d', 'l', 'r', 'u'};
    return letters[int(d)];
}

bool dirFromLetter(char c, Dir &out)
{
    switch (c) {
    case 'd': case 'D': out = Dir::Down; return true;
    case 'l': case 'L': out = Dir::Left; return true;
    case 'r': case 'R': out = Dir::Right; return true;
    case 'u': case 'U': out = Dir::Up; return true;
    default: return false;
    }
}

Dir oppositeDir(Dir d)
{
    return Dir(3 - int(d));
}

int blankTarget(BoardSize size, int blank, Dir d)
{
    const int row = blank / size.width;
    const int col = blank % size.width;
    switch (d) {
    case Dir::Down: return row + 1 < size.height ? blank + size.width : -1;
    case Dir::Left: return col > 0 ? blank - 1 : -1;
    case Dir::Right: return col + 1 < size.width ? blank + 1 : -1;
    case Dir::Up: return row > 0 ? blank - size.width : -1;
    }
    return -1;
}

bool applyDir(SlidingBoard &board, Dir d)
{
    const int blank = board.blankIndex();
    const int target = blank < 0 ? -1 : blankTarget(board.size, blank, d);
    if (target < 0)
        return false;
    std::swap(board.tiles[std::size_t(blank)], board.tiles[std::size_t(target)]);
    return true;
}

std::string planToString(const std::vector<Dir> &plan)
{
    std::string s;
    s.reserve(plan.size());
    for (Dir d : plan)
        s += dirLetter(d);
    return s;
}

std::vector<Dir> slideTowards(const SlidingBoard &board, int cell)
{
    std::vector<Dir> moves;
    const int blank = board.blankIndex();
    if (blank < 0 || cell < 0 || cell >= board.cells() || cell == blank)
        return moves;
    const int w = board.width();
    int steps = 0;
    Dir d{};
    if (cell / w == blank / w) {
        steps = cell % w - blank % w;
        d = steps > 0 ? Dir::Right : Dir::Left;
    } else if (cell % w == blank % w) {
        steps = cell / w - blank / w;
        d = steps > 0 ? Dir::Down : Dir::Up;
    }
    moves.assign(std::size_t(steps < 0 ? -steps : steps), d);
    return moves;
}

} // namespace core

namespace core {

std::vector<std::string> slideMoves(const SlidingBoard &board, int cell)
{
    std::vector<std::string> moves;
    for (const Dir d : slideTowards(board, cell))
        moves.emplace_back(1, dirLetter(d));
    return moves;
}

} // namespace core
