#pragma once
// The CLI's commands as one table (options::Program): solve, batch, scramble, bench and judge,
// each with its options, operands and what runs it, and the program's exit statuses, examples
// and files. main() dispatches through it; the --help text, the man page puzzlescope-cli(1) and
// the bash completion are written from it.
//
// solve BOARD      one board's moves and statistics (text or --json)
// batch            one board per stdin line, a bad line getting an error line of its own
// scramble         boards at random, after a walk of K moves, or at an optimal distance D
// bench            algorithm x heuristic pairs over a set of boards: per-pair medians and totals,
//                  ratios against the first pair measured in the same run
// judge FORMAT     a classic judge's input answered byte for byte (see core/judge/judge.h)

#include "options/commandspec.h"

#include <QStringList>

namespace cli {

options::Command solveSpec();
options::Command batchSpec();
options::Command scrambleSpec();
options::Command benchSpec();
options::Command judgeSpec();

int solveCommand(const QStringList &args);
int batchCommand(const QStringList &args);
int scrambleCommand(const QStringList &args);
int benchCommand(const QStringList &args);
int judgeCommand(const QStringList &args);

// The whole program, built once.
const options::Program &cliProgram();

using Runner = int (*)(const QStringList &args);
// What runs the command `name`; nullptr when there is no such command.
Runner runnerFor(const QString &name);

} // namespace cli
