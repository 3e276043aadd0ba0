#include "rushhour/board/rushhourboard.h"

#include "common/boardsize.h"

#include <algorithm>
#include <cctype>

namespace core {

namespace {

bool isVehicle(char c)
{
    return c >= 'A' && c <= 'Z';
}

TextError at(Reason reason, int row, int column)
{
    TextError e;
    e.reason = std::move(reason);
    e.line = row;
    e.column = column;
    e.rows = true;
    return e;
}

TextError whole(Reason reason)
{
    TextError e;
    e.reason = std::move(reason);
    e.rows = true;
    return e;
}

std::string letter(char c)
{
    return std::string(1, c);
}

// The rows of the text: split at '/' and line breaks, spaces and tabs dropped round them; a
// single run of a square number of cells (16, 25, 36, 49, 64) is split into its rows.
std::vector<std::string> rowsOf(std::string_view text)
{
    std::vector<std::string> rows;
    std::string row;
    bool any = false;
    for (const char c : text) {
        if (c == '/' || c == '\n' || c == '\r') {
            if (!row.empty() || c == '/')
                rows.push_back(row);
            row.clear();
            any = any || c == '/';
        } else if (c != ' ' && c != '\t') {
            row += c;
        }
    }
    if (!row.empty())
        rows.push_back(row);
    if (!any && rows.size() == 1) {
        const std::string one = rows.front();
        for (int side = RushHourBoard::MinSide; side <= RushHourBoard::MaxSide; ++side)
            if (one.size() == std::size_t(side * side)) {
                rows.clear();
                for (int r = 0; r < side; ++r)
                    rows.push_back(one.substr(std::size_t(r * side), std::size_t(side)));
            }
    }
    return rows;
}

} // namespace

RushHourBoard::RushHourBoard(int width, int height, std::string cells)
    : m_width(width), m_height(height), m_cells(std::move(cells))
{
}

std::vector<RushHourVehicle> RushHourBoard::vehicles() const
{
    std::vector<RushHourVehicle> out;
    for (char c = 'A'; c <= 'Z'; ++c)
        if (const auto v = vehicle(c))
            out.push_back(*v);
    return out;
}

std::optional<RushHourVehicle> RushHourBoard::vehicle(char letter) const
{
    const std::size_t first = m_cells.find(letter);
    if (!isVehicle(letter) || first == std::string::npos)
        return std::nullopt;
    RushHourVehicle v;
    v.letter = letter;
    v.x = int(first) % m_width;
    v.y = int(first) / m_width;
    v.length = int(std::count(m_cells.begin(), m_cells.end(), letter));
    v.horizontal = v.x + 1 < m_width && at(v.x + 1, v.y) == letter;
    return v;
}

bool RushHourBoard::solved() const
{
    const auto red = vehicle(RedCar);
    return red && red->horizontal && red->x + red->length == m_width;
}

std::string RushHourBoard::text() const
{
    return rowsText(m_cells, {m_width, m_height});
}

std::pair<int, int> RushHourBoard::reach(char letter) const
{
    const auto v = vehicle(letter);
    if (!v)
        return {0, 0};
    const int dx = v->horizontal ? 1 : 0, dy = v->horizontal ? 0 : 1;
    // The empty cells in a row beyond one end of the vehicle, stepping (sx, sy) from (x, y).
    const auto run = [&](int x, int y, int sx, int sy) {
        int n = 0;
        for (x += sx, y += sy; x >= 0 && y >= 0 && x < m_width && y < m_height && at(x, y) == Empty; x += sx, y += sy)
            ++n;
        return n;
    };
    return {-run(v->x, v->y, -dx, -dy), run(v->x + dx * (v->length - 1), v->y + dy * (v->length - 1), dx, dy)};
}

bool RushHourBoard::slide(char letter, int distance)
{
    const auto [back, forward] = reach(letter);
    if (distance == 0 || distance < back || distance > forward)
        return false;
    const RushHourVehicle v = *vehicle(letter);
    const int dx = v.horizontal ? 1 : 0, dy = v.horizontal ? 0 : 1;
    for (int k = 0; k < v.length; ++k)
        m_cells[std::size_t((v.y + dy * k) * m_width + v.x + dx * k)] = Empty;
    for (int k = 0; k < v.length; ++k)
        m_cells[std::size_t((v.y + dy * (k + distance)) * m_width + v.x + dx * (k + distance))] = letter;
    return true;
}

RushHourParse parseRushHourBoard(std::string_view text)
{
    const std::vector<std::string> rows = rowsOf(text);
    if (rows.empty() || (rows.size() == 1 && rows.front().empty()))
        return {std::nullopt, whole(moduleReason(PS_TR("Reason", "the lot is empty: give its rows, for example %1"), {},
                                                 {"IBBx../I..LDD/JAAL../J.KEEM/FFK..M/GGHHHM"}))};
    const int width = int(rows.front().size());
    for (std::size_t r = 0; r < rows.size(); ++r) {
        for (std::size_t c = 0; c < rows[r].size(); ++c) {
            const char ch = rows[r][c];
            if (!isVehicle(ch) && ch != '.' && ch != 'o' && ch != RushHourBoard::Wall)
                return {std::nullopt,
                        at(moduleReason(PS_TR("Reason", "%1 is not a cell: a cell is '.' or 'o' (empty), 'x' (a wall) or a "
                                                        "capital letter (a vehicle, A the red car)"),
                                        {}, {ch > ' ' && ch < 127 ? "'" + letter(ch) + "'" : "byte " + std::to_string(int(static_cast<unsigned char>(ch)))}),
                           int(r) + 1, int(c) + 1)};
        }
        if (int(rows[r].size()) != width)
            return {std::nullopt,
                    at(moduleReason(PS_TR("Reason", "row %1 has %2 cells and row 1 has %3: the rows of a lot are equally long"),
                                    {std::int64_t(r) + 1, std::int64_t(rows[r].size()), width}),
                       int(r) + 1, std::min(int(rows[r].size()), width) + 1)};
    }
    const int height = int(rows.size());
    if (width < RushHourBoard::MinSide || width > RushHourBoard::MaxSide || height < RushHourBoard::MinSide
        || height > RushHourBoard::MaxSide)
        return {std::nullopt, whole(moduleReason(PS_TR("Reason", "the lot is %1x%2: a Rush Hour lot is 4 to 8 cells a side"),
                                                 {width, height}))};
    std::string cells;
    for (const std::string &row : rows)
        for (const char ch : row)
            cells += ch == 'o' ? RushHourBoard::Empty : ch;
    const RushHourBoard board(width, height, cells);
    // Each letter: one straight line of 2 or 3 cells.
    for (char c = 'A'; c <= 'Z'; ++c) {
        const std::size_t first = cells.find(c);
        if (first == std::string::npos)
            continue;
        const int x = int(first) % width, y = int(first) / width;
        const int n = int(std::count(cells.begin(), cells.end(), c));
        const bool across = x + 1 < width && board.at(x + 1, y) == c;
        int run = 0;
        while (run < n && (across ? x + run < width && board.at(x + run, y) == c : y + run < height && board.at(x, y + run) == c))
            ++run;
        if (run < n) {
            // The first cell of the letter off its line, in reading order.
            for (std::size_t i = first; i < cells.size(); ++i) {
                const int cx = int(i) % width, cy = int(i) / width;
                const bool onLine = across ? (cy == y && cx >= x && cx < x + run) : (cx == x && cy >= y && cy < y + run);
                if (cells[i] == c && !onLine) {
                    return {std::nullopt,
                            at(moduleReason(PS_TR("Reason", "vehicle %3 is not one straight line of cells: it starts at row "
                                                            "%1, column %2"),
                                            {y + 1, x + 1}, {letter(c)}),
                               cy + 1, cx + 1)};
                }
            }
        }
        if (n < 2 || n > 3)
            return {std::nullopt,
                    at(moduleReason(n < 2 ? PS_TR("Reason", "vehicle %2 is %1 cell long: a car takes 2 cells and a truck 3")
                                          : PS_TR("Reason", "vehicle %2 is %1 cells long: a car takes 2 cells and a truck 3"),
                                    {n}, {letter(c)}),
                       y + 1, x + 1)};
    }
    const auto red = board.vehicle(RushHourBoard::RedCar);
    if (!red)
        return {std::nullopt, whole(moduleReason(PS_TR("Reason", "there is no red car: the letter A marks it"), {}, {}))};
    if (!red->horizontal || red->y != board.exitRow())
        return {std::nullopt,
                at(moduleReason(PS_TR("Reason", "the red car A must lie across row %1, the row of the exit in the right wall"),
                                {board.exitRow() + 1}),
                   red->y + 1, red->x + 1)};
    return {board, {}};
}

std::optional<RushHourMove> parseRushHourMove(std::string_view move)
{
    if (move.size() < 3 || !isVehicle(move[0]) || (move[1] != '+' && move[1] != '-'))
        return std::nullopt;
    int n = 0;
    for (std::size_t i = 2; i < move.size(); ++i) {
        if (!std::isdigit(static_cast<unsigned char>(move[i])) || n > 100)
            return std::nullopt;
        n = n * 10 + (move[i] - '0');
    }
    if (n == 0)
        return std::nullopt;
    return RushHourMove{move[0], move[1] == '+' ? n : -n};
}

std::string rushHourMoveText(char letter, int distance)
{
    return std::string(1, letter) + (distance > 0 ? "+" : "-") + std::to_string(std::abs(distance));
}

bool playRushHourMove(RushHourBoard &b, std::string_view move)
{
    const auto m = parseRushHourMove(move);
    return m && b.slide(m->letter, m->distance);
}

} // namespace core
