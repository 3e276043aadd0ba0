// Fuzz target: saved games. A file that reads back must replay legally, and writing it again
// must give a file that reads back to the same game.
#include "play/gamefile.h"

#include <cstddef>
#include <cstdint>
#include <string>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    if (size > 8192)
        return 0;
    const auto r = core::readGame(std::string(reinterpret_cast<const char *>(data), size));
    if (!r.game) {
        if (!r.error)
            __builtin_trap();
        return 0;
    }
    const core::SavedGame &g = *r.game;
    if (g.position > g.moves.size())
        __builtin_trap();
    const auto again = core::readGame(core::writeGame(g));
    if (!again.game || again.game->moves != g.moves || again.game->position != g.position
        || !(again.game->start == g.start))
        __builtin_trap();
    return 0;
}
