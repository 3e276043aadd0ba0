#include "scramblecommand.h"

#include "cliutil.h"
#include "klotski/klotskicommands.h"
#include "play/scramble.h"
#include "puzzles/sliding/solvability.h"

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
            + ", not \"" + utf8(p.value(name)) + "\"";
        return false;
    }
    return true;
}

} // namespace

int scrambleCommand(const QStringList &args)
{
    QCommandLineParser parser;
    parser.addOption({"puzzle", "sliding (default), rotation or klotski (Huarong Dao).", "P", "sliding"});
    parser.addOption({"board", "Huarong Dao: the box to scramble (default: the classic ABBC/ABBC/DEEF/DGHF/I..J).", "BOX"});
    parser.addOption({"size", "Board size WxH (default 3x3).", "WxH", "3x3"});
    parser.addOption({"goal", "Goal board (default: 1..n-1, blank last).", "BOARD"});
    parser.addOption({"moves", "A random walk of K moves from the goal, never undoing the last move.", "K"});
    parser.addOption({"distance", "A board exactly D moves from the goal (optimal distance).", "D"});
    parser.addOption({"seed", "Seed for a reproducible scramble (default: random).", "S"});
    parser.addOption({"count", "How many boards (default 1).", "N", "1"});
    parser.addOption({"format", "tokens, compact (at most 9 cells) or id (default).", "F", "id"});
    int code = 0;
    if (!parseArgs(parser, args,
                   "Prints scrambled boards: uniformly random solvable ones by default, or a walk of K moves,"
                   " or boards at an exact optimal distance D.",
                   code))
        return code;
    PuzzleOptions opts;
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
    if (format != "id" && format != "tokens" && format != "compact")
        return fail("--format must be tokens, compact or id");

    if (parser.value("puzzle") == "klotski")
        return scrambleKlotski(parser, moves, distance, count, rng);
    if (parser.value("puzzle") == "rotation") {
        if (distance >= 0)
            return fail("--distance is offered for sliding puzzles; use --moves for the rotation game");
        for (long long i = 0; i < count; ++i) {
            const auto b = moves >= 0 ? core::scrambleRotationWalk(int(moves), rng) : core::scrambleRotationRandom(rng);
            std::cout << core::formatRotation(b) << '\n';
        }
        return ExitOk;
    }
    if (parser.value("puzzle") != "sliding")
        return fail("--puzzle must be sliding, rotation or klotski");
    const auto size = core::parseBoardSize(utf8(parser.value("size")), &err);
    if (!size)
        return fail("--size: " + err);
    if (format == "compact" && size->cells() > 9)
        return fail("--format compact writes one character per cell and fits boards of at most 9 cells");
    opts.goalText = utf8(parser.value("goal"));
    if (parser.isSet("goal") && opts.goalText.find_first_not_of(" \t\r\n,") == std::string::npos)
        return fail("--goal is empty: give a goal board, or leave --goal out for 1..n-1 then the blank");
    if (auto e = resolveGoal(opts, *size); !e.empty())
        return fail(e);
    for (long long i = 0; i < count; ++i) {
        core::SlidingBoard b;
        if (distance >= 0) {
            // A walk certified step by step can take many seconds: past one, say how far it got.
            const auto started = std::chrono::steady_clock::now();
            auto lastSaid = started;
            const auto said = [&](int certified) {
                const auto now = std::chrono::steady_clock::now();
                if (now - lastSaid < std::chrono::seconds(1))
                    return;
                lastSaid = now;
                std::cerr << "puzzlescope-cli: board " << i + 1 << ": certified " << certified << " of " << distance
                          << " moves (" << std::chrono::duration_cast<std::chrono::seconds>(now - started).count()
                          << " s)" << std::endl;
            };
            const auto r = core::scrambleAtDistance(*opts.goal, int(distance), rng, core::DefaultScrambleNodeBudget, {}, said);
            if (!r.board)
                return fail(r.error);
            b = *r.board;
        } else if (moves >= 0) {
            b = core::scrambleRandomWalk(*opts.goal, int(moves), rng);
        } else {
            b = core::scrambleRandomSolvable(*opts.goal, rng);
        }
        std::cout << (format == "id" ? core::formatId(b) : format == "tokens" ? core::formatTokens(b) : core::formatCompact(b))
                  << '\n';
    }
    return ExitOk;
}

} // namespace cli
