#include "commands.h"
#include "search/workers.h"

#include "cliutil.h"
#include "checkpoint/checkpointoptions.h"
#include "jobs.h"
#include "help/puzzlehelp.h"
#include "common/inputtext.h"

#include "watching/tracewriter.h"
#include "cli/checkpoint/signalstop.h"

#include <QJsonDocument>

#include <cerrno>
#include <cstring>
#include <fstream>
#include <iostream>
#include <thread>
#include <memory>
#include <optional>
#include <sstream>
#include <stop_token>

namespace cli {

namespace {

// Parses a board and readies the solver for its puzzle and size; an empty message when fine.
core::TextError prepare(PuzzleOptions &opts, const std::string &text, std::optional<core::Position> &board)
{
    core::TextError err;
    board = readBoard(opts, text, err);
    if (!board)
        return err;
    const std::string solver = resolveSolver(opts, opts.backend->sizeOf(*board));
    if (solver.empty())
        return {};
    return {core::Reason{core::ReasonCode::Sentence, {}, {solver}}};
}

int exitFor(const core::SolveOutcome &o)
{
    return o.status == core::SearchStatus::Solved ? ExitOk : ExitNoAnswer;
}

std::string compactLine(const core::SolveOutcome &o, int line)
{
    std::ostringstream s;
    s << "line " << line << ": " << core::statusName(o.status);
    if (o.status == core::SearchStatus::Solved)
        s << ' ' << o.length() << ' ' << (o.moves.empty() ? "-" : o.moves);
    s << " expanded=" << o.stats.expanded << " seconds=" << o.stats.seconds();
    if (o.reason)
        s << " reason: " << core::describe(o.reason);
    return s.str();
}

constexpr std::uint64_t DefaultTraceLimit = 1'000'000;

// --trace FILE and --trace-limit N: the file opened and the writer attached to the context.
struct Trace {
    std::ofstream file;
    std::unique_ptr<core::TraceWriter> writer;
    std::string path;
};

std::string openTrace(const QCommandLineParser &parser, const core::Position &board, Trace &t)
{
    std::uint64_t limit = DefaultTraceLimit;
    if (parser.isSet("trace-limit")) {
        const std::string text = utf8(parser.value("trace-limit"));
        bool ok = false;
        limit = parser.value("trace-limit").toULongLong(&ok);
        if (!ok || limit == 0)
            return "--trace-limit must be a whole number of lines, at least 1, not " + core::quoteInput(text);
        if (!parser.isSet("trace"))
            return "--trace-limit needs --trace FILE";
    }
    if (!parser.isSet("trace"))
        return {};
    t.path = utf8(parser.value("trace"));
    if (t.path.empty())
        return "--trace needs a file name";
    t.file.open(t.path, std::ios::out | std::ios::trunc);
    if (!t.file)
        return "cannot write the trace to " + core::quoteInput(t.path, 200) + ": " + std::strerror(errno);
    t.writer = std::make_unique<core::TraceWriter>(t.file, board, limit);
    return {};
}

// After the search: a write that failed is an error; a trace cut by its limit is said.
std::string closeTrace(Trace &t, const core::SolveOutcome &o)
{
    if (!t.writer)
        return {};
    errno = 0;
    t.file.close();
    if (t.file.fail())
        return "could not write the trace to " + core::quoteInput(t.path, 200) + ": " + (errno ? std::strerror(errno) : "write error");
    if (t.writer->truncated())
        std::cerr << "puzzlescope-cli: the trace stops after " << t.writer->written() << " lines (--trace-limit); the search expanded "
                  << o.stats.expanded << " nodes\n";
    return {};
}

} // namespace

options::Command solveSpec()
{
    options::Command c = command("solve", "solve one board and print the moves and statistics (--json for JSON)",
                                 "Solves one board and prints the moves, written as its puzzle writes them (see the"
                                 " puzzles in 'puzzlescope-cli --help'), and the search statistics.");
    addPuzzleOptions(c);
    addBudgetOptions(c);
    c.add({{"json"}, {}, "Print one JSON object."});
    c.add({{"trace"}, "FILE", "Write one JSON line per expanded node to FILE, in expansion order: order, board, g, h, f,"
                              " parent (the parent's order), and the IDA* bound and iteration or the bidirectional side.",
           options::ValueKind::File});
    c.add({{"trace-limit"}, "N", "Stop the trace after N lines (default 1000000)."});
    addCheckpointOptions(c);
    c.operands.append(options::Operand{"board", boardFormsHelp()});
    return c;
}

int solveCommand(const QStringList &args)
{
    QCommandLineParser parser;
    int code = 0;
    if (!parseArgs(parser, solveSpec(), args, code))
        return code;
    PuzzleOptions opts;
    if (auto e = readPuzzleOptions(parser, opts); !e.empty())
        return fail(e);
    const QStringList pos = parser.positionalArguments();
    if (pos.isEmpty())
        return fail("solve needs a board, for example: " + utf8(solveExample(*opts.backend)));
    std::optional<core::Position> board;
    if (auto e = prepare(opts, utf8(pos.join(' ')), board); e.failed())
        return fail(e.describe());
    CheckpointOptions checkpoints;
    if (auto e = readCheckpointOptions(parser, opts, *board, checkpoints); !e.empty())
        return fail(e);
    Trace trace;
    if (auto e = openTrace(parser, *board, trace); !e.empty())
        return fail(e);
    std::stop_source stop;
    core::SearchContext ctx(stop.get_token());
    ctx.watch(trace.writer.get());
    // A search that keeps checkpoints stops on Ctrl+C (or SIGTERM, SIGHUP) as on a budget, so its
    // last progress is written before the command ends.
    std::optional<SignalStop> signalStop;
    if (!checkpoints.path.empty()) {
        ctx.setCheckpoints(&checkpoints.checkpoints);
        // A search that keeps none says so early, not when it ends hours later.
        signalStop.emplace(stop, [&checkpoints] { std::cerr << unusedCheckpointsNote(checkpoints); });
    }
    if (opts.threads == 0)
        opts.threads = core::threadCount();
    const auto o = runJob(opts, *board, ctx);
    const int stoppedBy = signalStop ? signalStop->signal() : 0;
    signalStop.reset();
    std::istringstream note(checkpointNote(checkpoints)); // a line each, each named
    for (std::string line; std::getline(note, line);)
        std::cerr << "puzzlescope-cli: " << line << '\n';
    if (auto e = closeTrace(trace, o); !e.empty()) {
        std::cerr << "puzzlescope-cli: " << e << '\n';
        return ExitWriteFailed;
    }
    if (parser.isSet("json"))
        std::cout << QJsonDocument(outcomeJson(o, opts)).toJson(QJsonDocument::Compact).toStdString() << '\n';
    else
        std::cout << outcomeText(o);
    if (stoppedBy != 0) {
        if (checkpoints.written)
            std::cerr << "puzzlescope-cli: stopped by signal " << stoppedBy << "; --resume "
                      << core::quoteInput(checkpoints.path, 200) << " continues the search\n";
        return 128 + stoppedBy; // as a shell reports a command a signal ended
    }
    return exitFor(o);
}

namespace {

// A board line of a batch: its answer is printed once every line before it has been.
struct BatchLine {
    int n = 0;
    PuzzleOptions opts;
    std::optional<core::Position> board;
    std::string error; // the line's own error line, when it could not be read
    core::SolveOutcome outcome;
};

} // namespace

options::Command batchSpec()
{
    options::Command c = command("batch", "solve one board per line of stdin",
                                 "Solves one board per line of stdin. Empty lines and lines starting with # are skipped;"
                                 " a bad line gets an error line with its number and the others are still answered.");
    addPuzzleOptions(c);
    addBudgetOptions(c);
    addJobsOption(c, "all cores; the answers keep the input's order");
    c.add({{"json"}, {}, "Print one JSON object per board."});
    return c;
}

int batchCommand(const QStringList &args)
{
    QCommandLineParser parser;
    int code = 0;
    if (!parseArgs(parser, batchSpec(), args, code))
        return code;
    PuzzleOptions base;
    if (auto e = readPuzzleOptions(parser, base); !e.empty())
        return fail(e);
    unsigned jobs = 1;
    if (auto e = readJobs(parser, allCores(), jobs); !e.empty())
        return fail(e);
    base.jobs = jobs;
    const bool json = parser.isSet("json");
    int worst = ExitOk;
    // Lines are read a group at a time (16 a job), solved `jobs` at once, then answered in order.
    std::vector<BatchLine> group;
    auto answerGroup = [&] {
        forEachAtOnce(group.size(), jobs, [&](std::size_t i) {
            BatchLine &b = group[i];
            if (b.error.empty()) {
                core::SearchContext ctx;
                b.outcome = runJob(b.opts, *b.board, ctx);
            }
        });
        for (BatchLine &b : group) {
            if (!b.error.empty()) {
                std::cout << b.error << '\n';
                continue;
            }
            if (json) {
                QJsonObject j = outcomeJson(b.outcome, b.opts);
                j["line"] = b.n;
                std::cout << QJsonDocument(j).toJson(QJsonDocument::Compact).toStdString() << '\n';
            } else {
                std::cout << compactLine(b.outcome, b.n) << '\n';
            }
            if (worst == ExitOk)
                worst = exitFor(b.outcome);
        }
        group.clear();
    };
    std::string line;
    for (int n = 1;; ++n) {
        const auto got = core::readLine(std::cin, line);
        if (got == core::LineRead::End) {
            // The end of the input, or a read that failed (a folder, a closed stdin): an error.
            if (const std::string why = inputReadError(); !why.empty()) {
                answerGroup();
                return fail(why);
            }
            break;
        }
        if (got == core::LineRead::TooLong) {
            answerGroup();
            return fail("line " + std::to_string(n) + " is longer than " + std::to_string(core::MaxInputLineBytes)
                        + " bytes; a board's line is a few hundred");
        }
        if (n == 1 && line.rfind("\xEF\xBB\xBF", 0) == 0)
            line.erase(0, 3); // a UTF-8 byte-order mark, as solve and the game files accept it
        const auto first = line.find_first_not_of(" \t");
        if (first == std::string::npos || line[first] == '#')
            continue;
        BatchLine &b = group.emplace_back();
        b.n = n;
        b.opts = base;
        if (auto err = prepare(b.opts, line, b.board); err.failed()) {
            // A position inside the line becomes "line N, column C".
            const std::string where = err.line > 0 ? "line " + std::to_string(n) + ", column " + std::to_string(err.column)
                                                   : "line " + std::to_string(n);
            const std::string what = err.placedAt(n, 1).what();
            if (json) {
                QJsonObject o{{"line", n}, {"status", "error"}, {"error", QString::fromStdString(where + ": " + what)}};
                b.error = QJsonDocument(o).toJson(QJsonDocument::Compact).toStdString();
            } else {
                b.error = where + ": error: " + what;
            }
            std::cerr << "puzzlescope-cli: " << where << ": " << what << '\n';
            worst = ExitBadInput;
        }
        if (group.size() >= 16 * std::size_t(jobs))
            answerGroup();
        if (!std::cout)
            return worst; // the output cannot be written (a reader gone): main says so, exit 3
    }
    answerGroup();
    return worst;
}

} // namespace cli
