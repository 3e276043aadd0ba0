// Fuzz target: sliding-board text in all its forms. Whatever parses must print and parse back
// to the same board in every output form, and must be a well-formed board.
#include "puzzles/sliding/slidingtext.h"

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
    const std::string text(reinterpret_cast<const char *>(data + 1), size - 1);
    const auto r = core::parseSlidingBoard(text, given);
    if (!r.ok()) {
        if (r.error.message.empty())
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
