#include "sliding/board/slidingtext.h"

#include "common/inputtext.h"

#include <cctype>
#include <vector>

namespace core {
namespace {

struct Token {
    std::string text;
    int line;
    int column;
};

bool isSeparator(char c)
{
    return c == ' ' || c == '\t' || c == ',' || c == '\n' || c == '\r';
}

bool isBlankChar(char c)
{
    return c == 'x' || c == 'X';
}

// Splits into tokens; the first character that can never belong to a board is an error.
bool tokenize(std::string_view text, int lineOffset, int columnOffset, std::vector<Token> &tokens, TextError &err)
{
    int line = lineOffset, column = columnOffset;
    Token cur{"", 0, 0};
    auto flush = [&] {
        if (!cur.text.empty())
            tokens.push_back(cur);
        cur.text.clear();
    };
    for (char c : text) {
        ++column;
        if (isSeparator(c)) {
            flush();
            if (c == '\n') {
                ++line;
                column = 0;
            }
            continue;
        }
        if (!std::isdigit(static_cast<unsigned char>(c)) && !isBlankChar(c)) {
            err = {Reason{ReasonCode::TextUnknownCharacter, {static_cast<unsigned char>(c)}, {}}, line, column};
            return false;
        }
        if (cur.text.empty()) {
            cur.line = line;
            cur.column = column;
        }
        cur.text += c;
    }
    flush();
    return true;
}

std::string sizeName(BoardSize s)
{
    return std::to_string(s.width) + "x" + std::to_string(s.height);
}

// Reads one tile value from a token; digits only, or a lone x/X.
bool tokenValue(const Token &t, int cells, int &value, TextError &err)
{
    if (t.text.size() == 1 && isBlankChar(t.text[0])) {
        value = 0;
        return true;
    }
    long long v = 0;
    for (std::size_t i = 0; i < t.text.size(); ++i) {
        const char c = t.text[i];
        if (isBlankChar(c)) {
            err = {Reason{ReasonCode::TextBlankInNumber, {}, {quoteInput(t.text)}}, t.line, t.column + int(i)};
            return false;
        }
        v = v * 10 + (c - '0');
        if (v >= cells)
            break;
    }
    if (v >= cells) {
        err = {Reason{ReasonCode::TextTileOutOfRange, {cells - 1}, {quoteInput(t.text)}}, t.line, t.column};
        return false;
    }
    value = int(v);
    return true;
}

bool fillBoard(const std::vector<Token> &tokens, BoardSize size, SlidingBoard &board, TextError &err)
{
    const int n = size.cells();
    if (int(tokens.size()) != n) {
        const Token *at = int(tokens.size()) > n ? &tokens[std::size_t(n)] : nullptr;
        err = {Reason{ReasonCode::TextTileCount, {size.width, size.height, std::int64_t(tokens.size())}, {}}, at ? at->line : 0, at ? at->column : 0};
        return false;
    }
    board.size = size;
    board.tiles.assign(std::size_t(n), 0);
    std::vector<int> firstSeen(std::size_t(n), -1);
    for (int i = 0; i < n; ++i) {
        const Token &t = tokens[std::size_t(i)];
        int v = 0;
        if (!tokenValue(t, n, v, err))
            return false;
        if (firstSeen[std::size_t(v)] >= 0) {
            const Token &f = tokens[std::size_t(firstSeen[std::size_t(v)])];
            err = {Reason{ReasonCode::TextTileTwice, {v}, {}}, t.line, t.column, f.line, f.column};
            return false;
        }
        firstSeen[std::size_t(v)] = i;
        board.tiles[std::size_t(i)] = std::uint8_t(v);
    }
    for (int v = 0; v < n; ++v) {
        if (firstSeen[std::size_t(v)] < 0) {
            err = {Reason{ReasonCode::TextTileMissing, {v}, {}}, 0, 0};
            return false;
        }
    }
    return true;
}

std::optional<BoardSize> sizeFromCount(int count)
{
    for (int s = MinSide; s <= MaxSide; ++s)
        if (s * s == count)
            return BoardSize{s, s};
    return std::nullopt;
}

} // namespace

std::optional<BoardSize> parseBoardSize(std::string_view text, Reason *error)
{
    auto fail = [&](Reason m) -> std::optional<BoardSize> {
        if (error)
            *error = std::move(m);
        return std::nullopt;
    };
    const auto x = text.find_first_of("xX");
    // Up to 9 characters, so that "100x100" is told it is out of range rather than malformed.
    if (x == std::string_view::npos || x == 0 || x + 1 >= text.size() || text.size() > 9)
        return fail(Reason{ReasonCode::TextSizeForm, {}, {quoteInput(text)}});
    int w = 0, h = 0;
    for (std::size_t i = 0; i < text.size(); ++i) {
        if (i == x)
            continue;
        if (!std::isdigit(static_cast<unsigned char>(text[i])))
            return fail(Reason{ReasonCode::TextSizeForm, {}, {quoteInput(text)}});
        int &d = i < x ? w : h;
        d = d * 10 + (text[i] - '0');
    }
    if (w < MinSide || w > MaxSide || h < MinSide || h > MaxSide)
        return fail(Reason{ReasonCode::TextSizeRange, {w, h}, {}});
    return BoardSize{w, h};
}

SlidingParse parseSlidingBoard(std::string_view text, std::optional<BoardSize> size)
{
    SlidingParse result;
    TextError &err = result.error;
    if (text.size() > MaxBoardTextBytes) {
        err = {Reason{ReasonCode::TextTooLong, {std::int64_t(text.size()), std::int64_t(MaxBoardTextBytes)}, {}}, 0, 0};
        return result;
    }
    int line = 1, offset = 0; // where the tiles start: their line, and the columns before them
    // The shareable id: "WxH:" then the tiles.
    const auto colon = text.find(':');
    if (colon != std::string_view::npos) {
        std::string_view head = text.substr(0, colon);
        while (!head.empty() && isSeparator(head.front())) {
            if (head.front() == '\n') {
                ++line;
                offset = 0;
            } else {
                ++offset;
            }
            head.remove_prefix(1);
        }
        Reason sizeError;
        const auto idSize = parseBoardSize(head, &sizeError);
        if (!idSize) {
            err = {sizeError, line, offset + 1};
            return result;
        }
        if (size && !(*size == *idSize)) {
            err = {Reason{ReasonCode::TextIdSizeDiffers, {idSize->width, idSize->height, size->width, size->height}, {}}, line, offset + 1};
            return result;
        }
        size = idSize;
        offset += int(head.size()) + 1;
        text.remove_prefix(colon + 1);
    }
    if (colon == std::string_view::npos) {
        // "3x3" alone is a size with its tiles forgotten, not a board of three cells.
        std::string_view bare = text;
        while (!bare.empty() && isSeparator(bare.front()))
            bare.remove_prefix(1);
        while (!bare.empty() && isSeparator(bare.back()))
            bare.remove_suffix(1);
        if (const auto alone = parseBoardSize(bare)) {
            err = {Reason{ReasonCode::TextSizeWithoutTiles, {}, {quoteInput(bare), formatId(SlidingBoard::standardGoal(*alone))}}, 0, 0};
            return result;
        }
    }
    std::vector<Token> tokens;
    if (!tokenize(text, line, offset, tokens, err))
        return result;
    if (tokens.empty()) {
        err = {Reason{ReasonCode::TextNoTiles, {}, {}}, 0, 0};
        return result;
    }
    // Compact digits: one token standing for a whole board of at most 9 cells.
    if (tokens.size() == 1 && tokens[0].text.size() > 1) {
        const Token whole = tokens[0];
        if (whole.text.size() > 9) {
            err = {Reason{ReasonCode::TextCompactTooLong, {}, {}}, whole.line, whole.column};
            return result;
        }
        tokens.clear();
        for (std::size_t i = 0; i < whole.text.size(); ++i)
            tokens.push_back({std::string(1, whole.text[i]), whole.line, whole.column + int(i)});
    }
    if (!size) {
        size = sizeFromCount(int(tokens.size()));
        if (!size) {
            err = {Reason{ReasonCode::TextTilesNotSquare, {std::int64_t(tokens.size())}, {}}, 0, 0};
            return result;
        }
    }
    if (size->width < MinSide || size->width > MaxSide || size->height < MinSide || size->height > MaxSide) {
        err = {Reason{ReasonCode::TextSizeRange, {size->width, size->height}, {}}, 0, 0};
        return result;
    }
    SlidingBoard board;
    if (fillBoard(tokens, *size, board, err))
        result.board = std::move(board);
    return result;
}

std::string formatTokens(const SlidingBoard &board, char blank)
{
    std::string s;
    for (std::size_t i = 0; i < board.tiles.size(); ++i) {
        if (i)
            s += ' ';
        s += board.tiles[i] == 0 ? std::string(1, blank) : std::to_string(board.tiles[i]);
    }
    return s;
}

std::string formatCompact(const SlidingBoard &board, char blank)
{
    std::string s;
    for (auto t : board.tiles)
        s += t == 0 ? blank : char('0' + t);
    return s;
}

std::string formatId(const SlidingBoard &board)
{
    std::string s = sizeName(board.size) + ":";
    for (std::size_t i = 0; i < board.tiles.size(); ++i) {
        if (i)
            s += ',';
        s += std::to_string(board.tiles[i]);
    }
    return s;
}

std::string formatGrid(const SlidingBoard &board)
{
    const std::size_t widthChars = std::to_string(board.cells() - 1).size();
    std::string s;
    for (int r = 0; r < board.height(); ++r) {
        for (int c = 0; c < board.width(); ++c) {
            const auto t = board.tiles[std::size_t(r * board.width() + c)];
            std::string cell = t == 0 ? "." : std::to_string(t);
            s += std::string(widthChars - cell.size() + (c ? 1 : 0), ' ') + cell;
        }
        s += '\n';
    }
    return s;
}

} // namespace core
