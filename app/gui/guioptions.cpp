#include "guioptions.h"

#include "puzzles/puzzledescription.h"

#include <QtGlobal>

namespace gui {

const char *const PlayedAndSolved = QT_TRANSLATE_NOOP("main", "%1, played and solved.");

QString playedAndSolved(const QString &puzzles, const QString &pattern)
{
    const QString line = pattern.arg(puzzles);
    return line.left(1).toUpper() + line.mid(1);
}

namespace {

options::Program buildProgram()
{
    options::Program p;
    p.name = "puzzlescope";
    p.manSection = 6;
    const QString puzzles = QString::fromStdString(core::puzzlesInSentence());
    p.tagline = "play and solve " + puzzles;
    p.version = PUZZLESCOPE_VERSION;
    p.date = PUZZLESCOPE_RELEASE_DATE;
    p.description =
        "PuzzleScope plays " + puzzles + ". Scramble a board, play it with the mouse or the keys (undo and redo), or"
        " press Ctrl+Return to solve it and watch the solution play move by move. F1 opens the manual; ? lists the"
        " keys.\n\n"
        "Compare mode runs breadth-first search, bidirectional BFS, A* and IDA* with heuristics up to pattern"
        " databases side by side and charts their expanded nodes, time and memory; the map and the Search Lab"
        " show a search as it runs. Every search runs in the background with live progress, a Cancel button and"
        " node and memory budgets.\n\n"
        "The interface is in English and Chinese (Settings, Language). puzzlescope-cli(1) solves, scrambles and"
        " benchmarks the same puzzles from a terminal.";
    p.main.description = playedAndSolved(puzzles);
    p.main.add({{"h", "help"}, {}, QT_TRANSLATE_NOOP("main", "Show this help.")});
    // -V as puzzlescope-cli, -v as Qt's programs.
    p.main.add({{"V", "v", "version"}, {}, QT_TRANSLATE_NOOP("main", "Print the version and exit.")});
    p.main.operands.append(options::Operand{"file", QT_TRANSLATE_NOOP("main", "A saved game to open."), options::ValueKind::File,
                               {"puzzlescope"}, true});
    p.exitStatuses = {{"0", "the window was closed, or --help or --version was printed."},
                      {"1", "an unknown option: the window does not start."}};
    p.examples = {{"puzzlescope", "Start the window; it opens with the game that was left last time."},
                  {"puzzlescope mygame.puzzlescope", "Open a saved game (Game > Save and Save As write one)."},
                  {"puzzlescope --version", "Print the version (no display is needed, nor for --help)."}};
    p.files = {{"~/.config/PuzzleScope/PuzzleScope.conf", "The settings and the window's place ($XDG_CONFIG_HOME)."},
               {"~/.local/state/PuzzleScope/state.conf", "The game in play and the recent games ($XDG_STATE_HOME); a"
                                                         " search left running at close is kept beside it."},
               {"~/.cache/PuzzleScope/pattern-databases", "The pattern databases the 4x4 and 5x5 searches build,"
                                                          " kept between runs; a damaged one is rebuilt ($XDG_CACHE_HOME)."},
               {"*.puzzlescope", "Saved games: a \"puzzlescope-game 1\" line, then the puzzle, its board, the moves and a checksum."}};
    p.seeAlso = {"puzzlescope-cli(1)"};
    return p;
}

} // namespace

const options::Program &guiProgram()
{
    static const options::Program program = buildProgram();
    return program;
}

} // namespace gui
