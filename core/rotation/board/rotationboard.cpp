#include "rotation/board/rotationboard.h"

#include <cctype>

namespace core {

const std::array<std::array<int, 7>, 8> RotationLines{{
    {0, 2, 6, 11, 15, 20, 22},     // A
    {1, 3, 8, 12, 17, 21, 23},     // B
    {10, 9, 8, 7, 6, 5, 4},        // C
    {19, 18, 17, 16, 15, 14, 13},  // D
    {23, 21, 17, 12, 8, 3, 1},     // E
    {22, 20, 15, 11, 6, 2, 0},     // F
    {13, 14, 15, 16, 17, 18, 19},  // G
    {4, 5, 6, 7, 8, 9, 10},        // H
}};

void RotationBoard::apply(int move)
{
    const auto &line = RotationLines[std::size_t(move)];
    const std::uint8_t first = cells[std::size_t(line[0])];
    for (int i = 0; i < 6; ++i)
        cells[std::size_t(line[std::size_t(i)])] = cells[std::size_t(line[std::size_t(i + 1)])];
    cells[std::size_t(line[6])] = first;
}

int RotationBoard::count(int digit) const
{
    int n = 0;
    for (auto c : cells)
        n += c == digit;
    return n;
}

int RotationBoard::centreCount(int digit) const
{
    int n = 0;
    for (int c : RotationCentre)
        n += cells[std::size_t(c)] == digit;
    return n;
}

int RotationBoard::solvedDigit() const
{
    const int d = cells[std::size_t(RotationCentre[0])];
    return centreCount(d) == 8 ? d : 0;
}

std::string RotationBoard::candidateDigits() const
{
    std::string s;
    for (int d = 1; d <= 3; ++d)
        if (count(d) >= 8)
            s += char('0' + d);
    return s;
}

int rotationInverse(int move)
{
    static constexpr int inv[8] = {5, 4, 7, 6, 1, 0, 3, 2};
    return inv[move];
}

char rotationLetter(int move)
{
    return char('A' + move);
}

int rotationFromLetter(char c)
{
    const char u = char(std::toupper(static_cast<unsigned char>(c)));
    return u >= 'A' && u <= 'H' ? u - 'A' : -1;
}

RotationParse parseRotationBoard(std::string_view text)
{
    RotationParse r;
    RotationBoard b;
    int count = 0, line = 1, column = 0;
    for (char c : text) {
        ++column;
        if (c == ' ' || c == '\t' || c == ',' || c == '\r' || c == '\n') {
            if (c == '\n') {
                ++line;
                column = 0;
            }
            continue;
        }
        if (c < '1' || c > '3') {
            r.error = {moduleReasonWithCharacters(PS_TR("Reason", "cell %1 is %2: the rotation game holds only the digits 1, 2 and 3"), 0b10,
                                                  {count + 1, static_cast<unsigned char>(c)}), line, column};
            return r;
        }
        if (count == RotationCells) {
            r.error = {moduleReason(PS_TR("Reason", "more than 24 cells: the rotation game has 24")), line, column};
            return r;
        }
        b.cells[std::size_t(count++)] = std::uint8_t(c - '0');
    }
    if (count != RotationCells) {
        r.error = {moduleReason(PS_TR("Reason", "the rotation game has 24 cells but %1 were given"), {count}), 0, 0};
        return r;
    }
    r.board = b;
    return r;
}

std::string formatRotation(const RotationBoard &b)
{
    std::string s;
    for (std::size_t i = 0; i < b.cells.size(); ++i) {
        if (i)
            s += ' ';
        s += char('0' + b.cells[i]);
    }
    return s;
}

std::string formatRotationGrid(const RotationBoard &b)
{
    auto at = [&](int i) { return char('0' + b.cells[std::size_t(i)]); };
    auto pair = [&](int a, int c) { return std::string("    ") + at(a) + "   " + at(c) + "\n"; };
    auto row = [&](int from) {
        std::string s;
        for (int i = 0; i < 7; ++i)
            s += std::string(i ? " " : "") + at(from + i);
        return s + "\n";
    };
    return pair(0, 1) + pair(2, 3) + row(4) + pair(11, 12) + row(13) + pair(20, 21) + pair(22, 23);
}

Reason rotationUnsolvableReason(const RotationBoard &b)
{
    if (!b.candidateDigits().empty())
        return {};
    return moduleReason(PS_TR("Reason", "Unsolvable: no digit appears eight times (counts %1, %2, %3 for 1, 2, 3), so the "
                                         "eight centre cells can never hold one digit."),
                        {b.count(1), b.count(2), b.count(3)});
}

} // namespace core
