#pragma once
// What tables a search would read cost before it can start: whether they are held already or
// on disk, their size and what building them takes. A puzzle's back end reports it
// (PuzzleBackend::tablesToBuild) so that the window can ask before a build of minutes.

#include <cstdint>

namespace core {

struct TablesCost {
    bool held = false;   // the cache holds them: nothing to do
    bool onDisk = false; // their folder has a file for each table: a read
    std::uint64_t keptBytes = 0; // the tables themselves
    std::uint64_t peakBytes = 0; // while building them
    double buildCpuSeconds = 0;  // building them, all tables on one core (a measured rate)
};

} // namespace core
