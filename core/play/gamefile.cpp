#include "play/gamefile.h"

#include "common/fnv.h"

#include "puzzles/puzzlebackend.h"

#include <map>
#include <sstream>

namespace core {

namespace {

using Field = GameEntry;

std::string at(int line, const std::string &what)
{
    return "line " + std::to_string(line) + ": " + what;
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
            r.error = at(n, "nothing may follow the checksum line");
            return r;
        }
        if (key == "checksum" && sawHeader) {
            if (value != gameChecksum(entries)) {
                r.error = at(n, "the checksum does not match: the file was changed or damaged after it was saved");
                return r;
            }
            sawChecksum = true;
            continue;
        }
        entries += line.substr(first) + '\n';
        if (!sawHeader) {
            if (key != "puzzlescope-game") {
                r.error = at(n, "this is not a PuzzleScope game file (it should start with \"puzzlescope-game 1\")");
                return r;
            }
            if (value != "1") {
                r.error = at(n, "format version \"" + value + "\" is not one this version reads (1)");
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
            r.error = at(n, "unknown entry \"" + key + "\"");
            return r;
        }
        if (fields.count(key)) {
            r.error = at(n, "\"" + key + "\" appears twice (first on line " + std::to_string(fields[key].line) + ")");
            return r;
        }
        fields[key] = {value, n};
    }
    if (!sawHeader) {
        r.error = "the file is empty or has no \"puzzlescope-game 1\" line";
        return r;
    }
    for (const char *k : {"puzzle", "start", "moves", "position"})
        if (!fields.count(k)) {
            r.error = std::string("the entry \"") + k + "\" is missing";
            return r;
        }
    SavedGame g;
    const Field &puzzle = fields["puzzle"];
    const PuzzleBackend *reader = backendForKey(puzzle.value);
    if (!reader) {
        std::string keys;
        for (const PuzzleKind kind : AllPuzzleKinds)
            keys += std::string(keys.empty() ? "" : ", ") + backendFor(kind).key();
        r.error = at(puzzle.line, "puzzle must be one of " + keys + ", not \"" + puzzle.value + "\"");
        return r;
    }
    const Field &moves = fields["moves"];
    std::string error;
    const std::optional<Position> start = reader->readGameEntries(fields, error);
    if (!start) {
        r.error = error;
        return r;
    }
    g.start = *start;
    const PuzzleBackend &backend = backendOf(g.start);
    g.moves = backend.planMoves(moves.value);
    Position replay = g.start;
    for (const std::string &m : g.moves)
        if (!backend.apply(replay, m)) {
            const std::size_t k = std::size_t(&m - g.moves.data());
            r.error = at(moves.line, "move " + std::to_string(k + 1) + " ('" + m.substr(0, 16) + "') cannot be played there");
            return r;
        }
    const std::size_t legal = g.moves.size();
    const Field &pos = fields["position"];
    char *end = nullptr;
    const unsigned long long p = std::strtoull(pos.value.c_str(), &end, 10);
    if (pos.value.empty() || *end != '\0' || p > legal) {
        r.error = at(pos.line, "position must be a number from 0 to " + std::to_string(legal));
        return r;
    }
    g.position = std::size_t(p);
    r.game = g;
    return r;
}

} // namespace core
