#pragma once
// BoardSize: a board's width and height in cells, for every puzzle (a sliding board, a Huarong
// Dao box, a Rush Hour lot; the rotation game has one size and leaves it empty).

#include <string>
#include <string_view>

namespace core {

struct BoardSize {
    int width = 0;
    int height = 0;
    int cells() const { return width * height; }
    bool operator==(const BoardSize &) const = default;
};

// The text of a board of letters (Huarong Dao, Rush Hour): its cells, one character a cell in
// reading order, as its rows from top to bottom joined by '/'.
inline std::string rowsText(std::string_view cells, BoardSize size)
{
    std::string out;
    for (int y = 0; y < size.height; ++y) {
        if (y > 0)
            out += '/';
        out += cells.substr(std::size_t(y * size.width), std::size_t(size.width));
    }
    return out;
}

} // namespace core
