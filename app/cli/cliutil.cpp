#include "cliutil.h"
#include "commands.h"
#include "help/puzzlehelp.h"
#include "sliding/board/slidingtext.h"

#include "common/inputtext.h"
#include "puzzles/solve.h"
#include "storage/memoryaccount.h"
#include "storage/safefile.h"
#include "storage/tablecache.h"

#include <QJsonArray>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <iostream>

#include <unistd.h>

namespace cli {

int fail(const std::string &message)
{
    std::cerr << "puzzlescope-cli: " << message << '\n';
    return ExitBadInput;
}

std::string utf8(const QString &s)
{
    return s.toStdString();
}

bool parseArgs(QCommandLineParser &parser, const options::Command &command, const QStringList &args, int &exitCode)
{
    options::configure(parser, command);
    if (!parser.parse(args)) {
        // An unknown option is named quoted (escapes and newlines as \xNN, cut when long), never raw.
        const QStringList unknown = parser.unknownOptionNames();
        exitCode = fail((unknown.isEmpty() ? utf8(parser.errorText()) : "unknown option " + core::quoteInput(utf8(unknown.front()), 60))
                        + " (see --help)");
        return false;
    }
    if (parser.isSet("help")) {
        std::cout << utf8(options::helpText(cliProgram(), command));
        exitCode = ExitOk;
        return false;
    }
    return true;
}

options::Command command(const char *name, const char *summary, const char *description)
{
    options::Command c{name, summary, description, {}, {}};
    c.add({{"h", "help"}, {}, "Show this help."});
    return c;
}

namespace {

std::string puzzleName(std::optional<core::PuzzleKind> kind)
{
    return kind ? core::backendFor(*kind).key() : "any puzzle";
}

// The puzzles' keys, separated by ", ".
std::string puzzleKeys()
{
    std::string keys;
    for (const core::PuzzleKind kind : core::allPuzzleKinds())
        keys += (keys.empty() ? "" : ", ") + std::string(core::backendFor(kind).key());
    return keys;
}

std::string algorithmHelp()
{
    std::string help;
    for (const core::AlgorithmRow &r : core::algorithmRows())
        help += std::string(r.key) + ": " + r.description + ". ";
    return help + defaultAlgorithmHelp();
}

std::string heuristicHelp()
{
    std::string help;
    for (const core::HeuristicRow &r : core::heuristicRows())
        help += std::string(r.key) + " (" + puzzleName(r.puzzle) + "): " + r.description + ". ";
    return help + "Default: the strongest quick one for the puzzle and size.";
}

} // namespace

std::string algorithmKeys()
{
    return keysOf(core::algorithmRows());
}

std::string heuristicKeys()
{
    return keysOf(core::heuristicRows());
}

namespace {

QStringList keyList(const std::string &keys)
{
    return QString::fromStdString(keys).split(", ");
}

} // namespace

QStringList sizeChoices()
{
    QStringList sizes;
    for (int w = core::MinSide; w <= core::MaxSide; ++w)
        for (int h = core::MinSide; h <= core::MaxSide; ++h)
            sizes << QString("%1x%2").arg(w).arg(h);
    return sizes;
}

options::Option puzzleOption()
{
    return {{"puzzle"}, "P", puzzleOptionHelp(), options::ValueKind::Choice, keyList(puzzleKeys()),
            QString::fromUtf8(core::backendFor(core::allPuzzleKinds().front()).key())};
}

void addPuzzleOptions(options::Command &c, bool lists)
{
    using options::ValueKind;
    const ValueKind kind = lists ? ValueKind::ChoiceList : ValueKind::Choice;
    c.add(puzzleOption());
    c.add({{"size"}, "WxH", "Board size WxH, for sliding boards whose tile count is not a square.", ValueKind::Choice,
           sizeChoices()});
    c.add({{"goal"}, "BOARD", "Goal board in any text form (default: 1..n-1, blank last); Huarong Dao: the goal piece "
                              "alone at its target (default: the 2x2 piece at the bottom middle)."});
    c.add({{"algorithm"}, lists ? "A[,B...]" : "A", QString::fromStdString(algorithmHelp()), kind, keyList(algorithmKeys())});
    c.add({{"heuristic"}, lists ? "H[,I...]" : "H", QString::fromStdString(heuristicHelp()), kind, keyList(heuristicKeys())});
}

options::Option memoryOption()
{
    return {{"max-memory"}, "MB", "Memory budget of the whole process in MiB (default 2048): every search, table build "
                                  "and walk, and the boards and results a command keeps, count against it; boards "
                                  "solved at once (--jobs) each get an equal share."};
}

void addBudgetOptions(options::Command &c)
{
    c.add({{"pdb-dir"}, "DIR", "Folder that caches the pattern databases between runs.", options::ValueKind::Folder});
    c.add({{"max-nodes"}, "N", "Node budget: stop after N expanded nodes."});
    c.add(memoryOption());
    c.add({{"max-seconds"}, "S", "Time budget of each search in seconds (default: none)."});
    c.add({{"threads"}, "N", "Threads one search may use (IDA* on 4x4 and 5x5 boards splits its tree among them): "
                             "all cores for solve, 1 for batch and bench (their node counts then repeat exactly); "
                             "bench takes a list (1,2) and times each."});
    c.add({{"astar-boards"}, "N", "A*+IDA* for IDA* on 4x4 and 5x5 boards: A* over at most N boards (and what "
                                  "--max-memory has room for, 64 bytes each) first, then IDA* below the boards it "
                                  "left open, in order of f, then h; as short a plan, not always IDA*'s own "
                                  "(default 0: IDA* alone)."});
}

namespace {

bool readCount(const QString &text, std::uint64_t &out)
{
    bool ok = false;
    return (out = text.toULongLong(&ok)) > 0 && ok;
}

} // namespace

std::string readBoardOptions(const QCommandLineParser &parser, PuzzleOptions &out)
{
    const std::string puzzle = utf8(parser.value("puzzle"));
    out.backend = core::backendForKey(puzzle);
    if (!out.backend)
        return "--puzzle must be one of " + puzzleKeys() + ", not " + core::quoteInput(puzzle);
    if (parser.isSet("size")) {
        core::Reason err;
        out.board.size = core::parseBoardSize(utf8(parser.value("size")), &err);
        if (!out.board.size)
            return "--size: " + core::describe(err);
    }
    if (parser.isSet("goal")) {
        out.board.goal = utf8(parser.value("goal"));
        if (out.board.goal->find_first_not_of(" \t\r\n,/") == std::string::npos)
            return "--goal is empty: give a goal board (for example --goal 1,2,3,4,5,6,7,8,0), or leave --goal out for "
                   "the puzzle's standard goal";
    }
    return out.backend->refusedOption(out.board);
}

std::string readPuzzleOptions(const QCommandLineParser &parser, PuzzleOptions &out, bool readSolver)
{
    if (auto e = readBoardOptions(parser, out); !e.empty())
        return e;
    if (readSolver && parser.isSet("algorithm")) {
        const auto a = core::algorithmFromKey(utf8(parser.value("algorithm")));
        if (!a)
            return "--algorithm must be one of " + algorithmKeys() + "; not " + core::quoteInput(utf8(parser.value("algorithm")));
        out.algorithm = *a;
        out.algorithmGiven = true;
    }
    if (readSolver && parser.isSet("heuristic")) {
        const auto h = core::heuristicFromKey(utf8(parser.value("heuristic")));
        if (!h)
            return "--heuristic must be one of " + heuristicKeys() + "; not " + core::quoteInput(utf8(parser.value("heuristic")));
        out.heuristic = *h;
        out.heuristicGiven = true;
    }
    return readBudgetOptions(parser, out, readSolver);
}

std::string readMemoryOption(const QCommandLineParser &parser, std::size_t &maxBytes)
{
    std::uint64_t v = 0;
    if (parser.isSet("max-memory")) {
        if (!readCount(parser.value("max-memory"), v) || v > (std::uint64_t(1) << 40))
            return "--max-memory must be a positive number of MiB, not " + core::quoteInput(utf8(parser.value("max-memory")));
        maxBytes = std::size_t(v) << 20;
    }
    // The whole process's budget: every search, and what the commands keep, count against it.
    core::MemoryAccount::process().setBudget(maxBytes);
    return {};
}

std::string readBudgetOptions(const QCommandLineParser &parser, PuzzleOptions &out, bool readThreads)
{
    if (parser.isSet("pdb-dir"))
        core::defaultTableCache().setDirectory(utf8(parser.value("pdb-dir")));
    std::uint64_t v = 0;
    if (parser.isSet("max-nodes")) {
        if (!readCount(parser.value("max-nodes"), v))
            return "--max-nodes must be a positive whole number, not " + core::quoteInput(utf8(parser.value("max-nodes")));
        out.maxNodes = v;
    }
    if (std::string e = readMemoryOption(parser, out.maxBytes); !e.empty())
        return e;
    if (parser.isSet("max-seconds")) {
        if (!readCount(parser.value("max-seconds"), v) || v > 1'000'000)
            return "--max-seconds must be a whole number of seconds from 1 to 1000000, not "
                + core::quoteInput(utf8(parser.value("max-seconds")));
        out.maxSeconds = double(v);
    }
    if (readThreads && parser.isSet("threads")) {
        if (!readCount(parser.value("threads"), v) || v > 256)
            return "--threads must be a whole number from 1 to 256, not " + core::quoteInput(utf8(parser.value("threads")));
        out.threads = unsigned(v);
    }
    if (parser.isSet("astar-boards")) {
        bool ok = false;
        v = parser.value("astar-boards").toULongLong(&ok);
        if (!ok || v > 4'000'000'000)
            return "--astar-boards must be a whole number from 0 to 4000000000, not "
                + core::quoteInput(utf8(parser.value("astar-boards")));
        out.astarBoards = std::size_t(v);
    }
    return {};
}

std::string resolveSolver(PuzzleOptions &opts, core::BoardSize size)
{
    const core::PuzzleKind kind = opts.backend->kind();
    if (!opts.algorithmGiven)
        opts.algorithm = core::defaultAlgorithm(kind, size);
    if (!opts.heuristicGiven)
        opts.heuristic = core::usesHeuristic(opts.algorithm) ? core::defaultHeuristic(kind, size) : core::HeuristicId::None;
    return core::describe(core::checkCombination(kind, size, opts.algorithm, opts.heuristic));
}

std::optional<core::Position> readBoard(const PuzzleOptions &opts, const std::string &text, core::TextError &error)
{
    core::PositionParse p = opts.backend->readBoard(text, opts.board);
    if (!p.position)
        error = p.error;
    return p.position;
}

core::SolveOutcome runJob(PuzzleOptions &opts, const core::Position &board, core::SearchContext &ctx)
{
    ctx.setMaxExpanded(opts.maxNodes);
    ctx.setMaxBytes(opts.maxBytes / (opts.jobs ? opts.jobs : 1)); // a share each; the tables draw on it whole
    ctx.setMaxTableBytes(opts.maxBytes);
    ctx.setMaxSeconds(opts.maxSeconds);
    ctx.setThreads(opts.threads == 0 ? 1 : opts.threads);
    ctx.setAstarBoards(opts.astarBoards);
    return core::solve(board, opts.algorithm, opts.heuristic, ctx);
}

} // namespace cli
