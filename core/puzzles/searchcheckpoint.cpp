#include "puzzles/searchcheckpoint.h"

#include "puzzles/checkpointseal.h"
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
    auto progress = readCheckpoint(withoutSeal(file.bytes), identity, error);
    if (!progress || !unsealed(file.bytes, error))
        return std::nullopt;
    return progress;
}

std::optional<CheckpointedSearch> loadCheckpointedSearch(const std::filesystem::path &path, std::string &error)
{
    const FileRead file = readRegularFile(path, MaxCheckpointBytes);
    if (!file) {
        error = "it " + file.why(MaxCheckpointBytes);
        return std::nullopt;
    }
    const PuzzleBackend *backend = nullptr;
    std::optional<AlgorithmId> algorithm;
    std::optional<HeuristicId> heuristic;
    GameEntries entries;
    for (const auto &[key, value] : checkpointIdentity(withoutSeal(file.bytes))) {
        if (key == "puzzle")
            backend = backendForKey(value);
        else if (key == "algorithm")
            algorithm = algorithmFromKey(value);
        else if (key == "heuristic")
            heuristic = heuristicFromKey(value);
        else
            entries[key] = GameEntry{value, 0};
    }
    if (!backend || !algorithm || !heuristic) {
        error = "it does not name a puzzle, an algorithm and a heuristic this program knows";
        return std::nullopt;
    }
    Reason why;
    const std::optional<Position> start = backend->readGameEntries(entries, why);
    if (!start) {
        error = "its board does not read: " + describe(why);
        return std::nullopt;
    }
    auto progress = readCheckpoint(withoutSeal(file.bytes), checkpointIdentityOf(*start, *algorithm, *heuristic), error);
    if (!progress || !unsealed(file.bytes, error))
        return std::nullopt;
    error = backend->checkpointRefusal(*start, *progress);
    if (!error.empty())
        return std::nullopt;
    return CheckpointedSearch{*start, *algorithm, *heuristic, std::move(*progress)};
}

std::string saveCheckpoint(const std::filesystem::path &path, const CheckpointIdentity &identity,
                           const IdaProgress &progress)
{
    std::string error;
    const std::string text = sealed(checkpointText(identity, progress), error);
    if (text.empty())
        return "it cannot be sealed: " + error;
    return writeFileAtomically(path, [&](std::ostream &out) { out << text; });
}

} // namespace core
