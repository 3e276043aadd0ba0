#include "klotski/board/klotskiboard.h"

// A move on the text board: a piece slid step by step, each step on cells empty or its own.

#include <string>
#include <utility>

namespace core {

namespace {

std::string quoted(char c)
{
    return std::string("'") + c + "'";
}

} // namespace

bool KlotskiBoard::slide(char letter, std::string_view steps)
{
    const auto found = piece(letter);
    if (!found || steps.empty())
        return false;
    KlotskiPiece p = *found;
    std::string cells = m_cells;
    for (char &c : cells)
        if (c == letter)
            c = '.';
    for (const char step : steps) {
        const int dx = step == 'l' ? -1 : step == 'r' ? 1 : 0;
        const int dy = step == 'u' ? -1 : step == 'd' ? 1 : 0;
        if (dx == 0 && dy == 0)
            return false;
        p.x += dx;
        p.y += dy;
        if (p.x < 0 || p.y < 0 || p.x + p.w > m_width || p.y + p.h > m_height)
            return false;
        for (int y = p.y; y < p.y + p.h; ++y)
            for (int x = p.x; x < p.x + p.w; ++x)
                if (cells[std::size_t(y * m_width + x)] != '.')
                    return false;
    }
    for (int y = p.y; y < p.y + p.h; ++y)
        for (int x = p.x; x < p.x + p.w; ++x)
            cells[std::size_t(y * m_width + x)] = letter;
    m_cells = std::move(cells);
    return true;
}

std::optional<std::string> playKlotskiMove(KlotskiBoard &b, std::string_view move)
{
    if (move.size() < 2)
        return "a move is a piece's letter and the steps it slides (u, d, l, r), such as Bdl; not \""
            + std::string(move) + "\"";
    const char letter = move.front();
    const auto p = b.piece(letter);
    if (!p)
        return "move \"" + std::string(move) + "\": there is no piece " + quoted(letter);
    const std::string_view steps = move.substr(1);
    if (steps.find_first_not_of("udlr") != std::string_view::npos)
        return "move \"" + std::string(move) + "\": steps are u, d, l and r";
    KlotskiBoard next = b;
    if (!next.slide(letter, steps))
        return "move \"" + std::string(move) + "\": piece " + quoted(letter) + " is blocked";
    if (next == b)
        return "move \"" + std::string(move) + "\": piece " + quoted(letter) + " ends where it started";
    b = std::move(next);
    return std::nullopt;
}

} // namespace core
