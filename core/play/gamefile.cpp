#include "play/gamefile.h"

#include "common/fnv.h"

#include "puzzles/puzzlebackend.h"
#include "puzzles/sliding/slidingtext.h"

#include <map>
#include <sstream>

namespace core {

namespace {

std::string commaTiles(const SlidingBoard &b)
{
    const std::string id = formatId(b);
    return id.substr(id.find(':') + 1);
}

struct Field {
    std::string value;
    int line = 0;
};

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
    if (const auto *rotation = std::get_if<RotationBoard>(&g.start)) {
        s << "puzzle rotation\n";
        s << "start " << formatRotation(*rotation) << '\n';
    } else if (const auto *klotski = std::get_if<KlotskiPosition>(&g.start)) {
        s << "puzzle klotski\n";
        s << "goal " << klotskiGoalText(klotski->board, klotski->goal) << '\n';
        s << "start " << klotski->board.text() << '\n';
    } else {
        const auto &sliding = std::get<SlidingPosition>(g.start);
        s << "puzzle sliding\n";
        s << "size " << sliding.board.width() << 'x' << sliding.board.height() << '\n';
        s << "goal " << commaTiles(sliding.goal) << '\n';
        s << "start " << commaTiles(sliding.board) << '\n';
    }
    s << "moves " << backendOf(g.start).planText(g.moves) << '\n';
    s << "position " << g.position << '\n';
    const std::string entries = s.str();
    return entries + "checksum " + gameChecksum(entries) + '\n';
}

GameRead readGame(const std::string &text)
{
    GameRead r;
    std::istringstream in(text.rfind("\xEF\xBB\xBF", 0) == 0 ? text.substr(3) : text);
    std::string line;
    std::map<std::string, Field> fields;
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
    if (puzzle.value != "sliding" && puzzle.value != "rotation" && puzzle.value != "klotski") {
        r.error = at(puzzle.line, "puzzle must be sliding, rotation or klotski, not \"" + puzzle.value + "\"");
        return r;
    }
    const Field &start = fields["start"];
    const Field &moves = fields["moves"];
    if (puzzle.value == "rotation") {
        auto p = parseRotationBoard(start.value);
        if (!p.ok()) {
            r.error = at(start.line, "start: " + p.error.what());
            return r;
        }
        g.start = *p.board;
    } else if (puzzle.value == "klotski") {
        if (!fields.count("goal")) {
            r.error = "the entry \"goal\" is missing (a klotski game needs it)";
            return r;
        }
        const KlotskiParse b = parseKlotskiBoard(start.value);
        if (!b.board) {
            r.error = at(start.line, "start: " + b.error.describe());
            return r;
        }
        const KlotskiGoalParse goal = parseKlotskiGoal(fields["goal"].value, *b.board);
        if (!goal.goal) {
            r.error = at(fields["goal"].line, "goal: " + goal.error.describe());
            return r;
        }
        g.start = KlotskiPosition{*b.board, *goal.goal};
    } else {
        for (const char *k : {"size", "goal"})
            if (!fields.count(k)) {
                r.error = std::string("the entry \"") + k + "\" is missing (a sliding game needs it)";
                return r;
            }
        std::string err;
        const auto size = parseBoardSize(fields["size"].value, &err);
        if (!size) {
            r.error = at(fields["size"].line, err);
            return r;
        }
        SlidingPosition sliding;
        for (const char *k : {"goal", "start"}) {
            auto p = parseSlidingBoard(fields[k].value, size);
            if (!p.ok()) {
                r.error = at(fields[k].line, std::string(k) + ": " + p.error.what());
                return r;
            }
            (std::string(k) == "goal" ? sliding.goal : sliding.board) = *p.board;
        }
        g.start = sliding;
    }
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
