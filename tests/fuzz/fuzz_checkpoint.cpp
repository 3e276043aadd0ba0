// Fuzz target: checkpoint files (--resume, the window's offer to continue a search). Any bytes
// are read as a checkpoint of one fixed search; reading must never crash, a refusal says why, and
// an accepted file's progress, written again, reads back the same.
#include "solvers/checkpointfile.h"

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

namespace {

bool sameProgress(const core::IdaProgress &a, const core::IdaProgress &b)
{
    return a.bound == b.bound && a.splitDepth == b.splitDepth && a.subtrees == b.subtrees && a.done == b.done
        && a.next == b.next && a.expanded == b.expanded && a.generated == b.generated && a.thresholds == b.thresholds
        && a.expandedPerDepth == b.expandedPerDepth && a.cells == b.cells && a.goal == b.goal && a.pruning == b.pruning;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    static const core::CheckpointIdentity identity{{"puzzle", "sliding"}, {"size", "4x4"}, {"algorithm", "idastar"},
                                                   {"heuristic", "pdb-663"}};
    const std::string_view text(reinterpret_cast<const char *>(data), size);
    (void)core::checkpointIdentity(text);
    std::string error;
    const auto progress = core::readCheckpoint(text, identity, error);
    if (!progress) {
        if (error.empty())
            __builtin_trap();
        return 0;
    }
    std::string again;
    const auto back = core::readCheckpoint(core::checkpointText(identity, *progress), identity, again);
    if (!back || !sameProgress(*back, *progress))
        __builtin_trap();
    return 0;
}
