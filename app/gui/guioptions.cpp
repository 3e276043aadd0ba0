#include "guioptions.h"

#include <QtGlobal>

namespace gui {

namespace {

options::Program buildProgram()
{
    options::Program p;
    p.name = "puzzlescope";
    p.manSection = 6;
    p.tagline = "play and solve sliding puzzles, the rotation game and Huarong Dao";
    p.version = PUZZLESCOPE_VERSION;
    p.date = PUZZLESCOPE_RELEASE_DATE;
    p.description =
        "PuzzleScope plays sliding-tile puzzles of any size from 2x2 to 10x10 with any goal, the rotation game and"
        " Huarong Dao. Scramble a board, play it with the mouse or the keys (arrows or WASD slide tiles, A-H rotate;"
        " undo and redo), or press F5 to solve it and watch the solution play move by move.\n\n"
        "Compare mode runs breadth-first search, bidirectional BFS, A* and IDA* with heuristics up to pattern"
        " databases side by side and charts their expanded nodes, time and memory; the map and the step-through"
        " show a search as it runs. Every search runs in the background with live progress, a Cancel button and"
        " node and memory budgets.\n\n"
        "The interface is in English and Chinese (Settings, Language). puzzlescope-cli(1) solves, scrambles and"
        " benchmarks the same puzzles from a terminal.";
    p.main.description = QT_TRANSLATE_NOOP("main", "Sliding puzzles and the rotation game, played and solved.");
    p.main.add({{"h", "help"}, {}, QT_TRANSLATE_NOOP("main", "Show this help.")});
    p.main.add({{"v", "version"}, {}, QT_TRANSLATE_NOOP("main", "Print the version and exit.")});
    p.main.operands.append(options::Operand{"file", QT_TRANSLATE_NOOP("main", "A saved game to open."), options::ValueKind::File,
                               {"puzzlescope"}, true});
    p.exitStatuses = {{"0", "the window was closed, or --help or --version was printed."},
                      {"1", "an unknown option: the window does not start."}};
    p.examples = {{"puzzlescope", "Start the window; it opens with the game that was left last time."},
                  {"puzzlescope mygame.puzzlescope", "Open a saved game (Game > Save As writes one)."},
                  {"QT_QPA_PLATFORM=offscreen puzzlescope --version", "Print the version without a display."}};
    p.files = {{"~/.config/PuzzleScope/PuzzleScope.conf", "The settings, the window's place and the last game."},
               {"~/.cache/PuzzleScope/PuzzleScope/pattern-databases", "The pattern databases the 4x4 and 5x5 searches build,"
                                                          " kept between runs; a damaged one is rebuilt."},
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
