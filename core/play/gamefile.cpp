#include "play/gamefile.h"

#include "storage/fnv.h"
#include "common/inputtext.h"

#include "puzzles/puzzlebackend.h"

#include <map>
#include <sstream>

namespace core {

namespace {

using Field = GameEntry;

// A key or value for a message, which puts it in quotes itself: its first `keep` bytes with
// control bytes escaped, so a megabyte or an escape sequence in a file is never shown whole.
std::string shown(std::string_view text, std::size_t keep = 40)
{
    return escapeControls(text.substr(0, keep)) + (text.size() > keep ? "..." : "");
}

} // namespace

std::string gameChecksum(const std::string &entries)
{
    Fnv1a64 sum;
    sum.add(entries.data(), entries.size());
    std::uint64_t h = sum.h;
    static const char hex[] = "0123456789abcdef";
    std::string out(16, '0');
    for (int i = 15; i >= 0; --i, h >>= 4)
        out[std::size_t(i)] = hex[h & 15];
    return out;
}

std::string writeGame(const SavedGame &g)
{
    std::ostringstream s;
    s << "puzzlescope-game 1\n";
    const PuzzleBackend &backend = backendOf(g.start);
    s << "puzzle " << backend.key() << '\n';
    for (const auto &[key, value] : backend.gameEntries(g.start))
        s << key << ' ' << value << '\n';
    s << "moves " << backend.planText(g.moves) << '\n';
    s << "position " << g.position << '\n';
    const std::string entries = s.str();
    return entries + "checksum " + gameChecksum(entries) + '\n';
}

GameRead readGame(const std::string &text)
{
    GameRead r;
    std::istringstream in(text.rfind("\xEF\xBB\xBF", 0) == 0 ? text.substr(3) : text);
    std::string line;
    GameEntries fields;
    std::string entries; // what the checksum covers
    bool sawHeader = false, sawChecksum = false;
    int n = 0;
    while (std::getline(in, line)) {
        ++n;
        if (!line.empty() && line.back() == '\r')
            line.pop_back();
        const auto first = line.find_first_not_of(" \t");
        if (first == std::string::npos || line[first] == '#')
            continue;
        const auto space = line.find(' ', first);
        const std::string key = line.substr(first, space == std::string::npos ? std::string::npos : space - first);
        const std::string value = space == std::string::npos ? std::string() : line.substr(space + 1);
        if (sawChecksum) {
            r.error = gameFileReason(ReasonCode::GameFileAfterChecksum, n);
            return r;
        }
        if (key == "checksum" && sawHeader) {
            if (value != gameChecksum(entries)) {
                r.error = gameFileReason(ReasonCode::GameFileChecksum, n);
                return r;
            }
            sawChecksum = true;
            continue;
        }
        entries += line.substr(first) + '\n';
        if (!sawHeader) {
            if (key != "puzzlescope-game") {
                r.error = gameFileReason(ReasonCode::GameFileNotOurs, n);
                return r;
            }
            if (value != "1") {
                r.error = gameFileReason(ReasonCode::GameFileVersion, n, {}, {shown(value)});
                return r;
            }
            sawHeader = true;
            continue;
        }
        static const char *known[] = {"puzzle", "size", "goal", "start", "moves", "position"};
        bool isKnown = false;
        for (const char *k : known)
            isKnown = isKnown || key == k;
        if (!isKnown) {
            r.error = gameFileReason(ReasonCode::GameFileUnknownEntry, n, {}, {shown(key)});
            return r;
        }
        if (fields.count(key)) {
            r.error = gameFileReason(ReasonCode::GameFileEntryTwice, n, {fields[key].line}, {key});
            return r;
        }
        fields[key] = {value, n};
    }
    if (!sawHeader) {
        r.error = gameFileReason(ReasonCode::GameFileEmpty, 0);
        return r;
    }
    for (const char *k : {"puzzle", "start", "moves", "position"})
        if (!fields.count(k)) {
            r.error = gameFileReason(ReasonCode::GameFileEntryMissing, 0, {}, {k});
            return r;
        }
    SavedGame g;
    const Field &puzzle = fields["puzzle"];
    const PuzzleBackend *reader = backendForKey(puzzle.value);
    if (!reader) {
        std::vector<std::string> keys{shown(puzzle.value)};
        for (const PuzzleKind kind : allPuzzleKinds())
            keys.emplace_back(backendFor(kind).key());
        r.error = gameFileReason(ReasonCode::GameFileUnknownPuzzle, puzzle.line, {}, keys);
        return r;
    }
    const Field &moves = fields["moves"];
    const std::optional<Position> start = reader->readGameEntries(fields, r.error);
    if (!start)
        return r;
    g.start = *start;
    const PuzzleBackend &backend = backendOf(g.start);
    g.moves = backend.planMoves(moves.value);
    Position replay = g.start;
    for (const std::string &m : g.moves)
        if (!backend.apply(replay, m)) {
            const std::size_t k = std::size_t(&m - g.moves.data());
            r.error = gameFileReason(ReasonCode::GameFileMoveIllegal, moves.line, {std::int64_t(k + 1)}, {shown(m, 16)});
            return r;
        }
    const std::size_t legal = g.moves.size();
    const Field &pos = fields["position"];
    char *end = nullptr;
    const unsigned long long p = std::strtoull(pos.value.c_str(), &end, 10);
    if (pos.value.empty() || *end != '\0' || p > legal) {
        r.error = gameFileReason(ReasonCode::GameFilePosition, pos.line, {std::int64_t(legal)});
        return r;
    }
    g.position = std::size_t(p);
    r.game = g;
    return r;
}

} // namespace core
