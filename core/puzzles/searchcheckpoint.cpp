#include "puzzles/searchcheckpoint.h"

#include "puzzles/puzzlebackend.h"
#include "storage/safefile.h"

#include <ostream>

namespace core {

CheckpointIdentity checkpointIdentityOf(const Position &start, AlgorithmId algorithm, HeuristicId heuristic)
{
    const PuzzleBackend &backend = backendOf(start);
    CheckpointIdentity id{{"puzzle", backend.key()}};
    for (auto &entry : backend.gameEntries(start))
        id.push_back(std::move(entry));
    id.emplace_back("algorithm", algorithmKey(algorithm));
    id.emplace_back("heuristic", heuristicKey(heuristic));
    return id;
}

std::optional<IdaProgress> loadCheckpoint(const std::filesystem::path &path, const CheckpointIdentity &identity,
                                          std::string &error)
{
    const FileRead file = readRegularFile(path, MaxCheckpointBytes);
    if (!file) {
        error = "it " + file.why(MaxCheckpointBytes);
        return std::nullopt;
    }
    return readCheckpoint(file.bytes, identity, error);
}

std::string saveCheckpoint(const std::filesystem::path &path, const CheckpointIdentity &identity,
                           const IdaProgress &progress)
{
    const std::string text = checkpointText(identity, progress);
    return writeFileAtomically(path, [&](std::ostream &out) { out << text; });
}

} // namespace core
