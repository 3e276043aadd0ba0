#include "boards/klotski/klotskiboard.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <utility>

namespace core {

namespace {

bool isPieceLetter(char c)
{
    return std::isalnum(static_cast<unsigned char>(c)) != 0;
}

std::string quoted(char c)
{
    return std::string("'") + c + "'";
}

std::string sizeText(int w, int h)
{
    return std::to_string(w) + "x" + std::to_string(h);
}

KlotskiTextError errorAt(std::string message, int x, int y)
{
    return {std::move(message), y + 1, x + 1};
}

// Splits "ABBC/ABBC/..." into rows; an error when a row is of another length or holds a
// character that is not a cell.
std::optional<KlotskiTextError> splitRows(std::string_view text, std::vector<std::string> &rows)
{
    std::string row;
    int y = 0;
    const auto endRow = [&]() -> std::optional<KlotskiTextError> {
        if (!rows.empty() && row.size() != rows.front().size())
            return errorAt("row " + std::to_string(y + 1) + " has " + std::to_string(row.size())
                               + " cells and row 1 has " + std::to_string(rows.front().size()),
                           int(std::min(row.size(), rows.front().size())), y);
        rows.push_back(row);
        row.clear();
        ++y;
        return std::nullopt;
    };
    std::size_t i = 0;
    while (i < text.size() && std::isspace(static_cast<unsigned char>(text[i])))
        ++i;
    std::size_t end = text.size();
    while (end > i && std::isspace(static_cast<unsigned char>(text[end - 1])))
        --end;
    if (i == end)
        return KlotskiTextError{"the board is empty: give rows such as ABBC/ABBC/DEEF/DGHF/I..J", 0, 0};
    for (; i < end; ++i) {
        const char c = text[i];
        if (c == '/' || c == '\n') {
            if (auto e = endRow())
                return e;
        } else if (c == '\r' || c == ' ' || c == '\t') {
            continue;
        } else if (c == '.' || isPieceLetter(c)) {
            row.push_back(c);
        } else {
            const bool printable = static_cast<unsigned char>(c) >= 0x20 && static_cast<unsigned char>(c) < 0x7F;
            return errorAt((printable ? quoted(c) : std::string("a control or non-ASCII byte"))
                               + " is not a cell: use '.' for an empty cell and a letter or digit for a piece",
                           int(row.size()), y);
        }
    }
    return endRow();
}

// Checks that every letter covers one filled rectangle of at most 3x3.
std::optional<KlotskiTextError> checkPieces(const KlotskiBoard &b)
{
    std::array<bool, 256> seen{};
    for (int y = 0; y < b.height(); ++y)
        for (int x = 0; x < b.width(); ++x) {
            const char c = b.at(x, y);
            if (c == '.' || seen[static_cast<unsigned char>(c)])
                continue;
            seen[static_cast<unsigned char>(c)] = true;
            // (x, y) is the letter's first cell in reading order: its rectangle's top-left.
            int w = 0, h = 0;
            while (x + w < b.width() && b.at(x + w, y) == c)
                ++w;
            while (y + h < b.height() && b.at(x, y + h) == c)
                ++h;
            for (int yy = 0; yy < b.height(); ++yy)
                for (int xx = 0; xx < b.width(); ++xx) {
                    const bool inside = xx >= x && xx < x + w && yy >= y && yy < y + h;
                    if (inside && b.at(xx, yy) != c)
                        return errorAt("piece " + quoted(c) + " is not a rectangle: this cell inside it holds "
                                           + (b.at(xx, yy) == '.' ? std::string("nothing") : quoted(b.at(xx, yy))),
                                       xx, yy);
                    if (!inside && b.at(xx, yy) == c)
                        return errorAt("letter " + quoted(c) + " is in two places (also at row " + std::to_string(y + 1)
                                           + ", column " + std::to_string(x + 1)
                                           + "), or its piece is not a rectangle",
                                       xx, yy);
                }
            if (w > KlotskiBoard::MaxPieceSide || h > KlotskiBoard::MaxPieceSide)
                return errorAt("piece " + quoted(c) + " is " + sizeText(w, h) + "; pieces are at most 3x3", x, y);
        }
    if (b.cells().find('.') == std::string::npos)
        return KlotskiTextError{"the box has no empty cell, so no piece can move", 0, 0};
    return std::nullopt;
}

} // namespace

std::string KlotskiTextError::describe() const
{
    if (row == 0)
        return message;
    return "row " + std::to_string(row) + ", column " + std::to_string(column) + ": " + message;
}

KlotskiBoard::KlotskiBoard(int width, int height, std::string cells)
    : m_width(width), m_height(height), m_cells(std::move(cells))
{
}

std::vector<KlotskiPiece> KlotskiBoard::pieces() const
{
    std::vector<KlotskiPiece> out;
    std::array<bool, 256> seen{};
    for (int y = 0; y < m_height; ++y)
        for (int x = 0; x < m_width; ++x) {
            const char c = at(x, y);
            if (c == '.' || seen[static_cast<unsigned char>(c)])
                continue;
            seen[static_cast<unsigned char>(c)] = true;
            KlotskiPiece p{c, x, y, 0, 0};
            while (x + p.w < m_width && at(x + p.w, y) == c)
                ++p.w;
            while (y + p.h < m_height && at(x, y + p.h) == c)
                ++p.h;
            out.push_back(p);
        }
    return out;
}

std::optional<KlotskiPiece> KlotskiBoard::piece(char letter) const
{
    for (const KlotskiPiece &p : pieces())
        if (p.letter == letter)
            return p;
    return std::nullopt;
}

std::string KlotskiBoard::text() const
{
    std::string out;
    for (int y = 0; y < m_height; ++y) {
        if (y > 0)
            out += '/';
        out += m_cells.substr(std::size_t(y * m_width), std::size_t(m_width));
    }
    return out;
}

KlotskiParse parseKlotskiBoard(std::string_view text)
{
    KlotskiParse out;
    std::vector<std::string> rows;
    if (auto e = splitRows(text, rows)) {
        out.error = *e;
        return out;
    }
    const int w = int(rows.front().size()), h = int(rows.size());
    if (w < KlotskiBoard::MinSide || w > KlotskiBoard::MaxSide || h < KlotskiBoard::MinSide
        || h > KlotskiBoard::MaxSide) {
        out.error = {"the box is " + sizeText(w, h) + " (width x height); boxes are 3x3 to 8x8", 0, 0};
        return out;
    }
    std::string cells;
    for (const std::string &r : rows)
        cells += r;
    KlotskiBoard b(w, h, std::move(cells));
    if (auto e = checkPieces(b)) {
        out.error = *e;
        return out;
    }
    out.board = std::move(b);
    return out;
}

KlotskiGoalParse parseKlotskiGoal(std::string_view text, const KlotskiBoard &start)
{
    KlotskiGoalParse out;
    std::vector<std::string> rows;
    if (auto e = splitRows(text, rows)) {
        out.error = *e;
        out.error.message = "the goal: " + out.error.message;
        return out;
    }
    if (int(rows.size()) != start.height() || int(rows.front().size()) != start.width()) {
        out.error = {"the goal's box is " + sizeText(int(rows.front().size()), int(rows.size())) + " and the board's is "
                         + sizeText(start.width(), start.height()),
                     0, 0};
        return out;
    }
    std::string cells;
    for (const std::string &r : rows)
        cells += r;
    const KlotskiBoard g(start.width(), start.height(), cells);
    const std::vector<KlotskiPiece> placed = g.pieces();
    if (placed.size() != 1) {
        out.error = {"the goal places " + std::to_string(placed.size())
                         + " pieces; give only the piece that must reach its place, the rest '.'",
                     0, 0};
        return out;
    }
    const KlotskiPiece target = placed.front();
    if (auto e = checkPieces(g)) {
        out.error = *e;
        out.error.message = "the goal: " + out.error.message;
        return out;
    }
    const auto inStart = start.piece(target.letter);
    if (!inStart) {
        out.error = errorAt("the goal's piece " + quoted(target.letter) + " is not on the board", target.x, target.y);
        return out;
    }
    if (inStart->w != target.w || inStart->h != target.h) {
        out.error = errorAt("the goal's piece " + quoted(target.letter) + " is " + sizeText(target.w, target.h)
                                + " and on the board it is " + sizeText(inStart->w, inStart->h),
                            target.x, target.y);
        return out;
    }
    out.goal = KlotskiGoal{target.letter, target.x, target.y};
    return out;
}

KlotskiGoalParse defaultKlotskiGoal(const KlotskiBoard &start)
{
    KlotskiGoalParse out;
    std::vector<KlotskiPiece> big;
    for (const KlotskiPiece &p : start.pieces())
        if (p.w == 2 && p.h == 2)
            big.push_back(p);
    if (big.size() != 1) {
        out.error = {"the board has " + std::to_string(big.size())
                         + " pieces of 2x2, so the classic goal (the one 2x2 piece at the bottom middle) does not "
                           "apply: give the goal",
                     0, 0};
        return out;
    }
    out.goal = KlotskiGoal{big.front().letter, (start.width() - 2) / 2, start.height() - 2};
    return out;
}

std::string klotskiGoalText(const KlotskiBoard &start, const KlotskiGoal &goal)
{
    std::string cells(std::size_t(start.width() * start.height()), '.');
    const auto p = start.piece(goal.piece);
    if (p)
        for (int y = goal.y; y < goal.y + p->h; ++y)
            for (int x = goal.x; x < goal.x + p->w; ++x)
                cells[std::size_t(y * start.width() + x)] = goal.piece;
    return KlotskiBoard(start.width(), start.height(), cells).text();
}

bool klotskiGoalReached(const KlotskiBoard &b, const KlotskiGoal &goal)
{
    const auto p = b.piece(goal.piece);
    return p && p->x == goal.x && p->y == goal.y;
}

} // namespace core
