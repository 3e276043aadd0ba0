// Fuzz target: rotation-game boards. Whatever parses prints and parses back unchanged, and
// playing any move then its inverse restores it.
#include "rotation/board/rotationboard.h"

#include <cstddef>
#include <cstdint>
#include <string>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    if (size > 4096)
        return 0;
    const std::string text(reinterpret_cast<const char *>(data), size);
    const auto r = core::parseRotationBoard(text);
    if (!r.ok()) {
        if (!r.error.failed() || r.error.describe().empty())
            __builtin_trap();
        return 0;
    }
    const auto again = core::parseRotationBoard(core::formatRotation(*r.board));
    if (!again.ok() || !(*again.board == *r.board))
        __builtin_trap();
    for (int m = 0; m < core::RotationMoves; ++m) {
        core::RotationBoard b = *r.board;
        b.apply(m);
        b.apply(core::rotationInverse(m));
        if (!(b == *r.board))
            __builtin_trap();
    }
    core::rotationUnsolvableReason(*r.board);
    return 0;
}
