#include "storage/memoryaccount.h"
#include "storage/tablecache.h"
#include "commands.h"

#include "cliutil.h"
#include "common/inputtext.h"
#include "sliding/game/slidingplay.h"
#include "sliding/board/slidingtext.h"

#include <chrono>
#include <iostream>
#include <random>

namespace cli {

namespace {

bool readInt(const QCommandLineParser &p, const char *name, long long lo, long long hi, long long &out, std::string &err)
{
    if (!p.isSet(name))
        return true;
    bool ok = false;
    out = p.value(name).toLongLong(&ok);
    if (!ok || out < lo || out > hi) {
        err = std::string("--") + name + " must be a whole number from " + std::to_string(lo) + " to " + std::to_string(hi)
            + ", not " + core::quoteInput(utf8(p.value(name)));
        return false;
    }
    return true;
}

// A sliding board in the form --format asks for (the back end writes the id form).
std::string textForm(const std::string &id, const QString &format)
{
    if (format.isEmpty() || format == "id")
        return id;
    const core::SlidingParse b = core::parseSlidingBoard(id);
    return format == "tokens" ? core::formatTokens(*b.board) : core::formatCompact(*b.board);
}

} // namespace

options::Command scrambleSpec()
{
    using options::ValueKind;
    options::Command c = command("scramble", "print scrambled boards (random solvable, --moves K, --distance D)",
                                 "Prints scrambled boards: uniformly random solvable ones by default, or a walk of K"
                                 " moves, or boards at an exact optimal distance D.");
    c.add(puzzleOption());
    c.add({{"board"}, "BOARD", "The board to scramble, with its pieces (Huarong Dao; default: the classic "
                               "ABBC/ABBC/DEEF/DGHF/I..J); sliding scrambles start from the goal."});
    c.add({{"size"}, "WxH", "Board size WxH (default 3x3).", ValueKind::Choice, sizeChoices()});
    c.add({{"goal"}, "BOARD", "Goal board (default: 1..n-1, blank last; Huarong Dao: the 2x2 piece at the bottom middle)."});
    c.add({{"moves"}, "K", "A random walk of K moves from the goal, never undoing the last move."});
    c.add({{"distance"}, "D", "A board exactly D moves from the goal (optimal distance)."});
    c.add({{"seed"}, "S", "Seed for a reproducible scramble (default: random)."});
    c.add({{"count"}, "N", "How many boards (default 1).", ValueKind::Word, {}, "1"});
    c.add(memoryOption());
    c.add({{"format"}, "F", "Sliding boards: tokens, compact (at most 9 cells) or id (default).", ValueKind::Choice,
           {"tokens", "compact", "id"}});
    return c;
}

int scrambleCommand(const QStringList &args)
{
    QCommandLineParser parser;
    int code = 0;
    if (!parseArgs(parser, scrambleSpec(), args, code))
        return code;
    std::string err;
    long long moves = -1, distance = -1, count = 1, seedValue = 0;
    if (!readInt(parser, "moves", 0, 1'000'000, moves, err) || !readInt(parser, "distance", 0, 1000, distance, err)
        || !readInt(parser, "count", 1, 1'000'000, count, err)
        || !readInt(parser, "seed", 0, std::numeric_limits<long long>::max(), seedValue, err))
        return fail(err);
    if (moves >= 0 && distance >= 0)
        return fail("give --moves or --distance, not both");
    std::mt19937_64 rng(parser.isSet("seed") ? std::uint64_t(seedValue) : std::random_device{}());
    const QString format = parser.value("format");
    if (!format.isEmpty() && format != "id" && format != "tokens" && format != "compact")
        return fail("--format must be tokens, compact or id");

    PuzzleOptions opts;
    if (auto e = readBoardOptions(parser, opts); !e.empty())
        return fail(e);
    if (auto e = readMemoryOption(parser, opts.maxBytes); !e.empty())
        return fail(e);
    const core::PuzzleBackend &backend = *opts.backend;
    // The board the scrambles start from: --board, else the puzzle's new game of --size, with
    // --goal.
    std::mt19937_64 anyGoal(0); // the new game's random parts are replaced by --goal or scrambled over
    const std::string startText = parser.isSet("board")
        ? utf8(parser.value("board"))
        : backend.format(backend.newGame(opts.board.size.value_or(core::BoardSize{3, 3}), anyGoal));
    core::TextError bad;
    const auto start = readBoard(opts, startText, bad);
    if (!start)
        return fail((parser.isSet("board") ? "--board: " : "") + bad.describe());
    const core::BoardSize size = backend.sizeOf(*start);
    if (!format.isEmpty() && format != "id" && !core::parseSlidingBoard(backend.format(*start)).ok())
        return fail("--format " + utf8(format) + " applies to sliding boards only");
    if (format == "compact" && size.cells() > 9)
        return fail("--format compact writes one character per cell and fits boards of at most 9 cells");
    if (distance >= 0) {
        const core::MemoryAccount &memory = core::MemoryAccount::process();
        const std::uint64_t refusedBefore = memory.refusals();
        if (backend.maxScrambleDistance(*start, core::defaultTableCache()) == 0) {
            if (memory.refusals() != refusedBefore) {
                std::cerr << "puzzlescope-cli: --distance: the walk of the boards this board reaches stopped at the "
                             "memory budget of "
                          << (memory.budget() >> 20) << " MiB (--max-memory); use --moves, or raise it\n";
                return ExitNoAnswer;
            }
            return fail("--distance is not offered for the " + std::string(backend.key()) + " puzzle; use --moves");
        }
    }
    // Random walks cost about a move per 10 ns on 100 cells: past ten billion moves in all (a few
    // minutes) the command is refused up front rather than left to run for hours in silence.
    constexpr long long MaxWalkedMoves = 10'000'000'000;
    if (moves > 0 && count > MaxWalkedMoves / moves)
        return fail("--moves " + std::to_string(moves) + " for " + std::to_string(count) + " boards is "
                    + std::to_string(moves * count) + " moves in all, hours of work; at most "
                    + std::to_string(MaxWalkedMoves) + " (fewer boards, or fewer moves each)");
    const auto began = std::chrono::steady_clock::now();
    auto lastCount = began;
    for (long long i = 0; i < count && std::cout; ++i) { // stops once the output cannot be written
        core::Position b;
        // Many boards that take more than a second in all: say how far it got, once a second.
        if (const auto now = std::chrono::steady_clock::now(); i > 0 && now - lastCount >= std::chrono::seconds(1)) {
            lastCount = now;
            std::cerr << "puzzlescope-cli: " << i << " of " << count << " boards ("
                      << std::chrono::duration_cast<std::chrono::seconds>(now - began).count() << " s)" << std::endl;
        }
        if (distance >= 0) {
            // A walk certified step by step can take many seconds: past one, say how far it got.
            const auto started = std::chrono::steady_clock::now();
            auto lastSaid = started;
            int lastCertified = 0, restarts = 0;
            const auto said = [&](int certified) {
                const auto now = std::chrono::steady_clock::now();
                // A walk that could not be certified further starts again: say so at once.
                if (certified < lastCertified)
                    std::cerr << "puzzlescope-cli: board " << i + 1 << ": the walk stopped at " << lastCertified << " of "
                              << distance << " certified moves; starting walk " << ++restarts + 1 << std::endl;
                lastCertified = certified;
                if (now - lastSaid < std::chrono::seconds(1))
                    return;
                lastSaid = now;
                std::cerr << "puzzlescope-cli: board " << i + 1 << ": certified " << certified << " of " << distance
                          << " moves (" << std::chrono::duration_cast<std::chrono::seconds>(now - started).count()
                          << " s)" << std::endl;
            };
            auto r = backend.scrambleAtDistance(*start, int(distance), rng, core::defaultTableCache(), core::DefaultScrambleNodeBudget, {}, said);
            if (!r.position)
                return fail(core::describe(r.error));
            b = std::move(*r.position);
        } else if (moves >= 0) {
            b = backend.scrambleMoves(*start, int(moves), rng);
        } else {
            b = backend.scrambleRandom(*start, rng, core::defaultTableCache());
        }
        std::cout << textForm(backend.format(b), format) << '\n';
    }
    return ExitOk;
}

} // namespace cli
