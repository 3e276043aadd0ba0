#include "storage/tablecache.h"
#include "commands.h"

#include "cliutil.h"
#include "common/inputtext.h"
#include "judge/judge.h"

#include <iostream>

namespace cli {

options::Command judgeSpec()
{
    options::Command c = command("judge", "answer poj1077, hdu1043, hdu3567 or poj2286 input byte for byte",
                                 "Answers a classic judge's input (on stdin) byte for byte, with a shortest solution.");
    QStringList formats;
    for (const std::string_view name : core::JudgeFormatNames)
        formats << QString::fromUtf8(name.data(), qsizetype(name.size()));
    c.operands.append(options::Operand{"format", formats.mid(0, formats.size() - 1).join(", ") + " or " + formats.last(),
                                         options::ValueKind::Choice, formats});
    return c;
}

int judgeCommand(const QStringList &args)
{
    QCommandLineParser parser;
    int code = 0;
    if (!parseArgs(parser, judgeSpec(), args, code))
        return code;
    const QStringList pos = parser.positionalArguments();
    if (pos.size() != 1)
        return fail("judge takes one format: poj1077, hdu1043, hdu3567 or poj2286");
    const auto format = core::judgeFormatFromName(utf8(pos[0]));
    if (!format)
        return fail("unknown judge format " + core::quoteInput(utf8(pos[0])) + ": use poj1077, hdu1043, hdu3567 or poj2286");
    std::string readError;
    const auto input = readAll(std::cin, readError);
    if (!input)
        return fail(readError);
    if (const std::string why = inputReadError(); !why.empty())
        return fail(why);
    const core::JudgeAnswer a = core::answerJudge(*format, *input, core::defaultTableCache());
    std::cout << a.output << std::flush;
    for (std::size_t start = 0; start < a.notes.size();) {
        const auto end = a.notes.find('\n', start);
        std::cerr << "puzzlescope-cli: " << a.notes.substr(start, end - start) << '\n';
        start = end == std::string::npos ? a.notes.size() : end + 1;
    }
    if (!a.error.empty())
        return fail(a.error);
    return a.status;
}

} // namespace cli
