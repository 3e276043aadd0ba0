// Fuzz target: sliding-board text in all its forms. Whatever parses must print and parse back
// to the same board in every output form, and must be a well-formed board. Whatever fails says so
// in a short message with no raw control bytes, even for text far past the size cap (the second
// flag bit repeats the input past core::MaxBoardTextBytes).
#include "common/inputtext.h"
#include "sliding/board/slidingtext.h"

#include <cstddef>
#include <cstdint>
#include <string>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    if (size == 0 || size > 4096)
        return 0;
    // The first byte optionally picks an explicit size, as --size does.
    std::optional<core::BoardSize> given;
    if (data[0] & 0x80)
        given = core::BoardSize{2 + (data[0] & 7), 2 + ((data[0] >> 3) & 7)};
    std::string text(reinterpret_cast<const char *>(data + 1), size - 1);
    const bool huge = (data[0] & 0x40) && !text.empty();
    if (huge)
        while (text.size() <= core::MaxBoardTextBytes)
            text += text;
    const auto r = core::parseSlidingBoard(text, given);
    if (huge && r.ok())
        __builtin_trap();
    if (!r.ok()) {
        const std::string said = r.error.describe();
        if (!r.error.failed() || said.empty() || said.size() > 400)
            __builtin_trap();
        for (char c : said)
            if (static_cast<unsigned char>(c) < 0x20 || c == 0x7f)
                __builtin_trap();
        return 0;
    }
    const core::SlidingBoard &b = *r.board;
    if (!b.isWellFormed())
        __builtin_trap();
    const auto again = core::parseSlidingBoard(core::formatId(b));
    if (!again.ok() || !(*again.board == b))
        __builtin_trap();
    const auto tokens = core::parseSlidingBoard(core::formatTokens(b), b.size);
    if (!tokens.ok() || !(*tokens.board == b))
        __builtin_trap();
    if (b.cells() <= 9) {
        const auto compact = core::parseSlidingBoard(core::formatCompact(b), b.size);
        if (!compact.ok() || !(*compact.board == b))
            __builtin_trap();
    }
    core::parseBoardSize(text);
    return 0;
}
