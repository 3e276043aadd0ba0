#pragma once
// BoardSize: a board's width and height in cells, for every puzzle (a sliding board, a Huarong
// Dao box; the rotation game has one size and leaves it empty).

namespace core {

struct BoardSize {
    int width = 0;
    int height = 0;
    int cells() const { return width * height; }
    bool operator==(const BoardSize &) const = default;
};

} // namespace core
