// puzzlescope-cli: solves, scrambles, benchmarks and answers the classic judge formats.
#include "common/inputtext.h"
#include "storage/memoryaccount.h"
#include "storage/safefile.h"
#include "storage/tablecache.h"
#include "cliutil.h"
#include "commands.h"

#include <QCoreApplication>

#include <cerrno>
#include <csignal>
#include <cstdio>
#include <cstring>
#include <iostream>
#include <string_view>

#include <unistd.h>

namespace {

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
    // Before anything opens a file: a closed descriptor 0, 1 or 2 is opened on /dev/null.
    const int closed = cli::openClosedStandardDescriptors();
    if (closed & 2) {
        std::cerr << "puzzlescope-cli: standard output is closed: nowhere to write the answer\n";
        return cli::ExitWriteFailed;
    }
    // A table or a bench file half written when a signal comes is removed, not left as a .tmp.
    core::removeTemporariesOnSignals();
    // A reader that went away (`| head -c1`) is a write error like any other: the write fails
    // with EPIPE, the command stops, and the exit status is 3, not a death by SIGPIPE.
    std::signal(SIGPIPE, SIG_IGN);
    // --max-memory bounds what the process holds: a search's large blocks go back to the system
    // when it ends, not to the allocator, where they would count against the next search.
    core::MemoryAccount::returnFreedMemory();
    std::cout.rdbuf(&stdoutBuffer());
    if (::isatty(STDOUT_FILENO))
        std::cout.setf(std::ios::unitbuf); // as stdio's line buffering: batch answers each line as typed
    // Arguments become Qt strings, which would turn a byte that is not UTF-8 into U+FFFD and
    // every later message would quote that instead of what was typed: refuse it here, raw.
    for (int i = 1; i < argc; ++i) {
        const std::string_view arg = argv[i];
        if (const std::size_t bad = core::firstInvalidUtf8(arg); bad != std::string_view::npos) {
            char byte[8];
            std::snprintf(byte, sizeof byte, "0x%02x", unsigned(static_cast<unsigned char>(arg[bad])));
            std::cerr << "puzzlescope-cli: argument " << i << ' ' << core::quoteInput(arg) << " is not UTF-8 text: byte "
                      << byte << " at offset " << bad << '\n';
            return cli::ExitBadInput;
        }
    }
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName("puzzlescope-cli");
    QStringList args = QCoreApplication::arguments();
    if (args.size() < 2) {
        std::cerr << cli::utf8(options::programHelp(cli::cliProgram()));
        return cli::ExitBadInput;
    }
    const QString command = args.takeAt(1);
    if (command == "-h" || command == "--help" || command == "help") {
        std::cout << cli::utf8(options::programHelp(cli::cliProgram()));
        return checkedExit(cli::ExitOk);
    }
    if (command == "-V" || command == "-v" || command == "--version") {
        std::cout << "puzzlescope-cli " PUZZLESCOPE_VERSION "\n";
        return checkedExit(cli::ExitOk);
    }
    const cli::Runner run = cli::runnerFor(command);
    if (!run)
        return cli::fail("unknown command " + core::quoteInput(cli::utf8(command)) + "; try --help");
    const int status = run(args);
    for (const auto &note : core::defaultTableCache().takeNotes())
        std::cerr << "puzzlescope-cli: table cache: " << core::escapeControls(note) << '\n';
    return checkedExit(status);
}
