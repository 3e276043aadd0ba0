#include "klotski/board/klotskiboard.h"

#include "common/boardsize.h"
#include "common/phrase.h"

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

TextError errorAt(Reason reason, int x, int y)
{
    return {std::move(reason), y + 1, x + 1, 0, 0, true};
}

TextError wholeBoard(Reason reason)
{
    return {std::move(reason), 0, 0, 0, 0, true};
}

// A piece's letter whose cells do not make a rectangle: `inside` is what one of its cells holds.
Reason notRectangle(char letter, char inside)
{
    if (inside == '.')
        return moduleReasonWithCharacters(PS_TR("Reason", "piece %1 is not a rectangle: a cell inside it is empty"), 0b1,
                                          {letter});
    return moduleReasonWithCharacters(PS_TR("Reason", "piece %1 is not a rectangle: a cell inside it holds %2"), 0b11,
                                      {letter, inside});
}

// What is wrong with the goal's text, said as such ("the goal: ...").
TextError inGoal(TextError e)
{
    e.reason = Reason{ReasonCode::TextInGoal, {}, {}, {e.reason}};
    return e;
}

// Splits "ABBC/ABBC/..." into rows; an error when a row is of another length or holds a
// character that is not a cell.
std::optional<TextError> splitRows(std::string_view text, std::vector<std::string> &rows)
{
    std::string row;
    int y = 0;
    const auto endRow = [&]() -> std::optional<TextError> {
        if (!rows.empty() && row.size() != rows.front().size())
            return errorAt(moduleReason(PS_TR("Reason", "row %1 has %2 cells and row 1 has %3"), {y + 1, std::int64_t(row.size()), std::int64_t(rows.front().size())}),
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
        return wholeBoard(moduleReason(PS_TR("Reason", "the board is empty: give rows such as %1"), {}, {"ABBC/ABBC/DEEF/DGHF/I..J"}));
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
            return errorAt(moduleReasonWithCharacters(PS_TR("Reason", "%1 is not a cell: use '.' for an empty cell and a letter or digit for a piece"), 0b1, {static_cast<unsigned char>(c)}), int(row.size()), y);
        }
    }
    return endRow();
}

// Checks that every letter covers one filled rectangle of at most 3x3.
std::optional<TextError> checkPieces(const KlotskiBoard &b)
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
                        return errorAt(notRectangle(c, b.at(xx, yy)), xx, yy);
                    if (!inside && b.at(xx, yy) == c)
                        return errorAt(moduleReasonWithCharacters(PS_TR("Reason", "letter %1 is in two places (also at row %2, column %3), or its piece is not a rectangle"), 0b1, {c, y + 1, x + 1}), xx, yy);
                }
            if (w > KlotskiBoard::MaxPieceSide || h > KlotskiBoard::MaxPieceSide)
                return errorAt(moduleReasonWithCharacters(PS_TR("Reason", "piece %1 is %2x%3; pieces are at most 3x3"), 0b1, {c, w, h}), x, y);
        }
    if (b.cells().find('.') == std::string::npos)
        return wholeBoard(moduleReason(PS_TR("Reason", "the box has no empty cell, so no piece can move")));
    return std::nullopt;
}

} // namespace

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
    return rowsText(m_cells, {m_width, m_height});
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
        out.error = wholeBoard(moduleReason(PS_TR("Reason", "the box is %1x%2 (width x height); boxes are 3x3 to 8x8"), {w, h}));
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
        out.error = inGoal(*e);
        return out;
    }
    if (int(rows.size()) != start.height() || int(rows.front().size()) != start.width()) {
        out.error = wholeBoard(moduleReason(PS_TR("Reason", "the goal's box is %1x%2 and the board's is %3x%4"), {std::int64_t(rows.front().size()), std::int64_t(rows.size()), start.width(), start.height()}));
        return out;
    }
    std::string cells;
    for (const std::string &r : rows)
        cells += r;
    const KlotskiBoard g(start.width(), start.height(), cells);
    const std::vector<KlotskiPiece> placed = g.pieces();
    if (placed.size() != 1) {
        out.error = wholeBoard(moduleReason(PS_TR("Reason", "the goal places %1 pieces; give only the piece that must reach its place, the rest '.'"), {std::int64_t(placed.size())}));
        return out;
    }
    const KlotskiPiece target = placed.front();
    if (auto e = checkPieces(g)) {
        out.error = inGoal(*e);
        return out;
    }
    const auto inStart = start.piece(target.letter);
    if (!inStart) {
        out.error = errorAt(moduleReasonWithCharacters(PS_TR("Reason", "the goal's piece %1 is not on the board"), 0b1, {target.letter}), target.x, target.y);
        return out;
    }
    if (inStart->w != target.w || inStart->h != target.h) {
        out.error = errorAt(moduleReasonWithCharacters(PS_TR("Reason", "the goal's piece %1 is %2x%3 and on the board it is %4x%5"), 0b1, {target.letter, target.w, target.h, inStart->w, inStart->h}), target.x, target.y);
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
        out.error = wholeBoard(moduleReason(PS_TR("Reason", "the board has %1 pieces of 2x2, so the classic goal (the one 2x2 piece at the bottom middle) does not apply: give the goal"), {std::int64_t(big.size())}));
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
