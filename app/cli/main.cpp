// puzzlescope-cli: solves, scrambles, benchmarks and answers the classic judge formats.
#include "common/inputtext.h"
#include "pdb/tablecache.h"
#include "benchcommand.h"
#include "cliutil.h"
#include "judgecommand.h"
#include "scramblecommand.h"
#include "solvecommand.h"

#include <QCoreApplication>

#include <array>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <iostream>
#include <streambuf>

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

// std::cout's buffer: writes straight to descriptor 1 and keeps the first write's errno, which
// stdio would lose when a later call sets errno again (a long output fails long before the end).
class StdoutBuffer : public std::streambuf {
public:
    StdoutBuffer() { setp(m_buffer.data(), m_buffer.data() + m_buffer.size()); }
    int error() const { return m_error; }

protected:
    int_type overflow(int_type c) override
    {
        if (!drain())
            return traits_type::eof();
        if (!traits_type::eq_int_type(c, traits_type::eof())) {
            *pptr() = traits_type::to_char_type(c);
            pbump(1);
        }
        return traits_type::not_eof(c);
    }
    int sync() override { return drain() ? 0 : -1; }

private:
    bool drain()
    {
        for (const char *p = pbase(); m_error == 0 && p < pptr();) {
            const ssize_t n = ::write(STDOUT_FILENO, p, std::size_t(pptr() - p));
            if (n < 0 && errno == EINTR)
                continue;
            if (n <= 0)
                m_error = n < 0 ? errno : EIO;
            else
                p += n;
        }
        setp(m_buffer.data(), m_buffer.data() + m_buffer.size());
        return m_error == 0;
    }

    std::array<char, 1 << 16> m_buffer;
    int m_error = 0;
};

// Never destroyed: std::cout is flushed once more after main returns.
StdoutBuffer &stdoutBuffer()
{
    static auto *buffer = new StdoutBuffer;
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
