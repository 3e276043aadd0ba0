#pragma once
// Limits on text a user hands in (boards, lines of batch, bench and judge input), and how bad
// input is quoted back: never whole, never raw. A board's text is a few hundred bytes even at
// 10x10, so a line or board far beyond that is refused while it is read, before anything is
// allocated in proportion to it.

#include <cstddef>
#include <istream>
#include <string>
#include <string_view>

namespace core {

inline constexpr std::size_t MaxBoardTextBytes = 64 * 1024; // one board, in any text form
inline constexpr std::size_t MaxInputLineBytes = 64 * 1024; // one line of batch, bench or judge input
inline constexpr std::size_t MaxJudgeInputBytes = std::size_t(64) << 20; // a whole judge input

// `text` in double quotes for a message: its first `keep` bytes, control and other non-ASCII
// bytes written as \xNN, and when cut, how long it was: "12345678…" (20000000 bytes).
inline std::string quoteInput(std::string_view text, std::size_t keep = 40)
{
    static const char hex[] = "0123456789abcdef";
    std::string s = "\"";
    for (std::size_t i = 0; i < text.size() && i < keep; ++i) {
        const auto u = static_cast<unsigned char>(text[i]);
        if (u >= 0x20 && u < 0x7f && u != '"' && u != '\\') {
            s += char(u);
        } else {
            s += "\\x";
            s += hex[u >> 4];
            s += hex[u & 15];
        }
    }
    if (text.size() <= keep)
        return s + "\"";
    return s + "...\" (" + std::to_string(text.size()) + " bytes)";
}

// `text` whole, with control and other non-ASCII bytes written as \xNN: for a message that
// carries a name the user gave (a table folder's path), so it cannot forge a line or an escape.
inline std::string escapeControls(std::string_view text)
{
    static const char hex[] = "0123456789abcdef";
    std::string s;
    for (const char c : text) {
        const auto u = static_cast<unsigned char>(c);
        if (u >= 0x20 && u < 0x7f) {
            s += c;
        } else {
            s += "\\x";
            s += hex[u >> 4];
            s += hex[u & 15];
        }
    }
    return s;
}

// The offset of the first byte of `text` that is not part of well-formed UTF-8 (an overlong
// form, a surrogate or a code point past U+10FFFF included), or npos when all of it is.
inline std::size_t firstInvalidUtf8(std::string_view text)
{
    std::size_t i = 0;
    while (i < text.size()) {
        const auto u = static_cast<unsigned char>(text[i]);
        if (u < 0x80) {
            ++i;
            continue;
        }
        std::size_t n = 0;
        unsigned char lo = 0x80, hi = 0xBF; // the allowed range of the second byte
        if (u >= 0xC2 && u <= 0xDF) {
            n = 1;
        } else if (u >= 0xE0 && u <= 0xEF) {
            n = 2;
            lo = u == 0xE0 ? 0xA0 : 0x80;
            hi = u == 0xED ? 0x9F : 0xBF;
        } else if (u >= 0xF0 && u <= 0xF4) {
            n = 3;
            lo = u == 0xF0 ? 0x90 : 0x80;
            hi = u == 0xF4 ? 0x8F : 0xBF;
        } else {
            return i;
        }
        for (std::size_t k = 1; k <= n; ++k) {
            if (i + k >= text.size())
                return i;
            const auto c = static_cast<unsigned char>(text[i + k]);
            if (c < (k == 1 ? lo : 0x80) || c > (k == 1 ? hi : 0xBF))
                return i;
        }
        i += n + 1;
    }
    return std::string_view::npos;
}

enum class LineRead { Line, End, TooLong };

// Reads one line (without its '\n' and a '\r' before it) of at most `cap` bytes. TooLong as soon
// as the line passes `cap`, without reading further: a stream with no newline (a device, a huge
// paste) is refused after `cap` bytes, not read to its end.
inline LineRead readLine(std::istream &in, std::string &line, std::size_t cap = MaxInputLineBytes)
{
    line.clear();
    std::streambuf *buf = in.rdbuf();
    for (;;) {
        const auto c = buf->sbumpc();
        if (c == std::char_traits<char>::eof()) {
            in.setstate(std::ios::eofbit);
            if (line.empty())
                return LineRead::End;
            break;
        }
        if (c == '\n')
            break;
        if (line.size() == cap)
            return LineRead::TooLong;
        line += char(c);
    }
    if (!line.empty() && line.back() == '\r')
        line.pop_back();
    return LineRead::Line;
}

} // namespace core
