// puzzlescope-cli: solves, scrambles, benchmarks and answers the classic judge formats.
#include "common/inputtext.h"
#include "storage/safefile.h"
#include "storage/tablecache.h"
#include "benchcommand.h"
#include "cliutil.h"
#include "judgecommand.h"
#include "scramblecommand.h"
#include "solvecommand.h"

#include <QCoreApplication>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <iostream>

#include <unistd.h>

namespace {

const char *Usage = R"(usage: puzzlescope-cli COMMAND [options]

commands:
  solve BOARD     solve one board and print the moves and statistics (--json for JSON)
  batch           solve one board per line of stdin
  scramble        print scrambled boards (random solvable, --moves K, --distance D)
  bench           compare algorithms and heuristics over a set of boards
  judge FORMAT    answer poj1077, hdu1043, hdu3567 or poj2286 input byte for byte

Moves name the direction the blank travels: d, l, r, u (rotation game: A..H).
'puzzlescope-cli COMMAND --help' describes each command's options.
Exit status: 0 answered, 1 unsolvable or a budget ran out, 2 bad input or usage,
3 the output could not be written (a full disk, a closed pipe).
)";

// std::cout's buffer: straight to descriptor 1, keeping the first write's errno (a long output
// fails long before the end). Never destroyed: std::cout is flushed once more after main returns.
core::FdWriteBuffer &stdoutBuffer()
{
    static auto *buffer = new core::FdWriteBuffer(STDOUT_FILENO);
    return *buffer;
}

// Output that never reached its file is a failure, whatever the command did.
int checkedExit(int status)
{
    std::cout.flush();
    errno = 0;
    const bool stdioFailed = std::fflush(stdout) != 0 || std::ferror(stdout);
    if (!std::cout || stdoutBuffer().error() != 0 || stdioFailed) {
        const int error = stdoutBuffer().error() != 0 ? stdoutBuffer().error() : errno;
        std::cerr << "puzzlescope-cli: could not write the output: " << (error ? std::strerror(error) : "write error") << '\n';
        return cli::ExitWriteFailed;
    }
    return status;
}

} // namespace

int main(int argc, char *argv[])
{
    std::cout.rdbuf(&stdoutBuffer());
    if (::isatty(STDOUT_FILENO))
        std::cout.setf(std::ios::unitbuf); // as stdio's line buffering: batch answers each line as typed
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName("puzzlescope-cli");
    QStringList args = QCoreApplication::arguments();
    if (args.size() < 2) {
        std::cerr << Usage;
        return cli::ExitBadInput;
    }
    const QString command = args.takeAt(1);
    if (command == "-h" || command == "--help" || command == "help") {
        std::cout << Usage;
        return checkedExit(cli::ExitOk);
    }
    int status;
    if (command == "solve")
        status = cli::solveCommand(args);
    else if (command == "batch")
        status = cli::batchCommand(args);
    else if (command == "scramble")
        status = cli::scrambleCommand(args);
    else if (command == "bench")
        status = cli::benchCommand(args);
    else if (command == "judge")
        status = cli::judgeCommand(args);
    else
        return cli::fail("unknown command " + core::quoteInput(cli::utf8(command)) + "; try --help");
    for (const auto &note : core::defaultTableCache().takeNotes())
        std::cerr << "puzzlescope-cli: table cache: " << note << '\n';
    return checkedExit(status);
}
