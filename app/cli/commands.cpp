#include "commands.h"

#include "cliutil.h"
#include "help/puzzlehelp.h"

#include "puzzles/puzzledescription.h"

#include <array>

namespace cli {

namespace {

struct CommandRow {
    options::Command (*spec)();
    Runner run;
};

const std::array<CommandRow, 5> &commandRows()
{
    static const std::array<CommandRow, 5> rows = {{
        {solveSpec, solveCommand},
        {batchSpec, batchCommand},
        {scrambleSpec, scrambleCommand},
        {benchSpec, benchCommand},
        {judgeSpec, judgeCommand},
    }};
    return rows;
}

options::Program buildProgram()
{
    options::Program p;
    p.name = "puzzlescope-cli";
    p.manSection = 1;
    const QString puzzles = QString::fromStdString(core::puzzlesInSentence());
    p.tagline = "solve, scramble and benchmark " + puzzles;
    p.version = PUZZLESCOPE_VERSION;
    p.date = PUZZLESCOPE_RELEASE_DATE;
    p.description =
        "Solves, scrambles and benchmarks " + puzzles + ", and answers the classic judge formats byte for byte. --puzzle"
        " picks the puzzle; the list of puzzles below gives each one's text form, moves and default algorithm.\n\n"
        "Every search has a node, memory and time budget; a search that runs out of one says so and exits with"
        " status 1. Pattern databases are built in memory when a search first needs them, or read from and kept in"
        " the folder --pdb-dir names.\n\n"
        "puzzlescope(6) is the desktop app, which plays the same puzzles by hand and shows the searches.";
    p.main.add({{"h", "help"}, {}, "Show this help."});
    p.main.add({{"V", "v", "version"}, {}, "Print the version and exit."});
    for (const CommandRow &row : commandRows())
        p.commands.append(row.spec());
    p.exitStatuses = {
        {"0", "answered: the plan, the boards or the benchmark was printed."},
        {"1", "no answer: a board is unsolvable, or a search ran out of its node, memory or time budget."},
        {"2", "bad input or usage: an unknown command or option, a malformed board or value."},
        {"3", "the output could not be written (a full disk, a closed pipe)."},
    };
    p.puzzles = puzzleEntries();
    p.examples = puzzleExamples();
    p.examples += QList<options::Entry>{
        {"puzzlescope-cli bench --instances korf100.txt --algorithm idastar --heuristic pdb-663 --repeat 1 --pdb-dir ~/.cache/puzzlescope",
         "Benchmark IDA* with the 6-6-3 pattern databases on Korf's 100 15-puzzles (a file of one board per line, each"
         " followed by its optimal length), keeping the tables between runs."},
        {"puzzlescope-cli bench --random 100 --algorithm bfs,astar,idastar --heuristic manhattan",
         "Compare three algorithms on 100 seeded random 8-puzzles: medians, totals and ratios against BFS."},
        {"puzzlescope-cli judge poj1077 < input.txt", "Answer POJ 1077's input byte for byte."},
        {"puzzlescope-cli solve --algorithm astar --heuristic manhattan --trace trace.jsonl \"2 3 4 1 5 x 7 6 8\"",
         "Write one JSON line per expanded node, in expansion order, to trace.jsonl."},
        {"puzzlescope-cli scramble --size 4x4 --distance 30 --count 5 --seed 1", "Print five 15-puzzles exactly 30 moves from the goal."},
    };
    p.files = {{"--pdb-dir DIR", "Pattern databases are kept in DIR, one file a table, checked when read and rebuilt"
                                 " when damaged; without it they live in memory for one run."}};
    p.seeAlso = {"puzzlescope(6)"};
    return p;
}

} // namespace

const options::Program &cliProgram()
{
    static const options::Program program = buildProgram();
    return program;
}

Runner runnerFor(const QString &name)
{
    const auto &commands = cliProgram().commands;
    for (qsizetype i = 0; i < commands.size(); ++i)
        if (commands[i].name == name)
            return commandRows()[std::size_t(i)].run;
    return nullptr;
}

} // namespace cli
