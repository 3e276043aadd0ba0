#pragma once
// What the CLI's commands share: exit codes, error reporting, the puzzle options (size,
// goal, algorithm, heuristic, budgets) and the JSON form of a result.

#include "puzzles/puzzlebackend.h"
#include "solvers/solverregistry.h"
#include "options/commandspec.h"

#include <QCommandLineParser>
#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <optional>
#include <string>

namespace cli {

enum Exit { ExitOk = 0, ExitNoAnswer = 1, ExitBadInput = 2, ExitWriteFailed = 3 };

// Writes `text` to the file at `path`: a regular file (or a link to one) is replaced atomically
// (storage/safefile.h), so a full disk leaves the old file whole; a device such as /dev/stdout is
// written as it is. Every write and the close are checked: "" on success, else the reason.
std::string writeWholeFile(const std::string &path, const std::string &text);
// Why writeWholeFile could not write `path`, asked before any work: "" when it looks writable
// (the file, or its folder for a new file), else the reason ("no such folder", ...).
std::string outputPathProblem(const std::string &path);

// Prints "puzzlescope-cli: message" on stderr and returns ExitBadInput.
int fail(const std::string &message);

// Standard descriptors the caller closed (`>&-`, `<&-`) are opened on /dev/null, first thing,
// so that no file of ours or Qt's takes their number (the answer written into one of Qt's
// descriptors, a trace file become stderr). Returns which were closed: bit 0 stdin, 1 stdout,
// 2 stderr.
int openClosedStandardDescriptors();
// Why standard input could not be read, after its end was met: it was closed, or a read failed
// (a folder given as input). Empty when it simply ended.
std::string inputReadError();
std::string utf8(const QString &s);
// All of `in`, line by line, refusing a line over core::MaxInputLineBytes or an input over
// core::MaxJudgeInputBytes as soon as it is read (nullopt, `error` saying which).
std::optional<std::string> readAll(std::istream &in, std::string &error);

// Parses argv after the subcommand with the command's options; prints usage errors and --help
// itself. Returns false when done and sets exitCode (0 for --help).
bool parseArgs(QCommandLineParser &parser, const options::Command &command, const QStringList &args, int &exitCode);

// The keys of descriptor rows in row order, separated by ", ".
template <class Rows>
std::string keysOf(const Rows &rows)
{
    std::string keys;
    for (const auto &r : rows)
        keys += (keys.empty() ? "" : ", ") + std::string(r.key);
    return keys;
}
// The algorithm and heuristic keys in row order, separated by ", ".
std::string algorithmKeys();
std::string heuristicKeys();

// The options solve, batch and bench share; the algorithm and heuristic help comes from the
// descriptor rows.
// `lists` for bench, whose --algorithm, --heuristic and --threads take lists.
void addPuzzleOptions(options::Command &command, bool lists = false);
void addBudgetOptions(options::Command &command);
// --max-memory alone (scramble, whose walks of a box are bounded by it).
options::Option memoryOption();
// A command with --help: the start of every command's table.
options::Command command(const char *name, const char *summary, const char *description);
// Every board size the sliding puzzle takes (2x2 to 10x10), for the completion.
QStringList sizeChoices();
// The --puzzle option, which scramble takes too.
options::Option puzzleOption();

struct PuzzleOptions {
    const core::PuzzleBackend *backend = &core::backendFor(core::allPuzzleKinds().front()); // --puzzle (the first listed)
    core::BoardOptions board; // --size and --goal, read with each board by its back end
    core::AlgorithmId algorithm = core::AlgorithmId::IdaStar;
    bool algorithmGiven = false;
    core::HeuristicId heuristic = core::HeuristicId::None;
    bool heuristicGiven = false;
    std::uint64_t maxNodes = core::SearchContext::DefaultMaxExpanded;
    std::size_t maxBytes = core::SearchContext::DefaultMaxBytes;
    double maxSeconds = 0; // none
    unsigned threads = 0; // --threads; 0: the command's default
    unsigned jobs = 1;    // boards solved at once: each search gets this share of maxBytes
    std::size_t astarBoards = 0; // --astar-boards (SearchContext::setAstarBoards)
};
// Reads --puzzle, --size, --goal, --algorithm, --heuristic and the budgets; "" when fine,
// otherwise the message.
// With readSolver false, --algorithm, --heuristic and --threads are left to the caller (bench
// takes lists).
std::string readPuzzleOptions(const QCommandLineParser &parser, PuzzleOptions &out, bool readSolver = true);
// --puzzle, --size and --goal alone (scramble).
std::string readBoardOptions(const QCommandLineParser &parser, PuzzleOptions &out);
std::string readBudgetOptions(const QCommandLineParser &parser, PuzzleOptions &out, bool readThreads = true);
// Reads --max-memory into maxBytes (left as it is when not given) and makes it the process's
// budget (storage/memoryaccount.h); "" when fine, otherwise the message.
std::string readMemoryOption(const QCommandLineParser &parser, std::size_t &maxBytes);

// Fills the algorithm/heuristic defaults for this puzzle and size and checks the pair.
std::string resolveSolver(PuzzleOptions &opts, core::BoardSize size);

// Reads a board in the puzzle's text forms with --size and --goal (the back end's readBoard);
// error carries line/column within `text`.
std::optional<core::Position> readBoard(const PuzzleOptions &opts, const std::string &text, core::TextError &error);
// Solves a board with the options' algorithm, heuristic and budgets, through its back end.
core::SolveOutcome runJob(PuzzleOptions &opts, const core::Position &board, core::SearchContext &ctx);

QJsonObject outcomeJson(const core::SolveOutcome &o, const PuzzleOptions &opts);
std::string outcomeText(const core::SolveOutcome &o);
// The lines after the plan: the reason (when there is one), the search's figures.
std::string figuresText(const core::SearchStats &st, const core::Reason &reason);
std::string formatBytes(std::size_t bytes);
// The process's peak resident memory so far (Linux: VmHWM), when the system tells.
std::optional<std::size_t> processPeakRss();

} // namespace cli
