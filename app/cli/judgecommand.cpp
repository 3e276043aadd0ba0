#include "judgecommand.h"

#include "cliutil.h"
#include "smallboardtables.h"
#include "solvability.h"

#include <array>
#include <iostream>
#include <sstream>
#include <vector>

namespace cli {

namespace {

// A piece of the input with where it starts, so that errors inside it can be placed.
struct Span {
    std::string text;
    int line;
    int column;
};

std::string placed(const core::TextError &e, const Span &s)
{
    core::TextError moved = e;
    if (moved.line == 0) {
        moved.line = s.line;
        moved.column = s.column;
    } else if (moved.line == 1) {
        moved.line = s.line;
        moved.column += s.column - 1;
    } else {
        moved.line += s.line - 1;
    }
    return moved.describe();
}

std::vector<Span> lines(const std::string &input)
{
    std::vector<Span> out;
    std::istringstream in(input);
    std::string line;
    for (int n = 1; std::getline(in, line); ++n) {
        if (!line.empty() && line.back() == '\r')
            line.pop_back();
        out.push_back({line, n, 1});
    }
    return out;
}

bool isBlankLine(const std::string &s)
{
    return s.find_first_not_of(" \t") == std::string::npos;
}

// Groups of nine tokens, each group as the stretch of input it covers.
std::vector<Span> boardsOfNine(const std::string &input, std::string &error)
{
    std::vector<Span> boards;
    int line = 1, column = 0, count = 0;
    std::size_t startOffset = 0;
    Span cur{"", 0, 0};
    bool inToken = false;
    for (std::size_t i = 0; i <= input.size(); ++i) {
        const char c = i < input.size() ? input[i] : '\n';
        ++column;
        const bool sep = c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == ',';
        if (!sep && !inToken) {
            inToken = true;
            if (count == 0) {
                startOffset = i;
                cur.line = line;
                cur.column = column;
            }
        } else if (sep && inToken) {
            inToken = false;
            if (++count == 9) {
                cur.text = input.substr(startOffset, i - startOffset);
                boards.push_back(cur);
                count = 0;
            }
        }
        if (c == '\n') {
            ++line;
            column = 0;
        }
    }
    if (count != 0)
        error = "line " + std::to_string(cur.line) + ", column " + std::to_string(cur.column)
            + ": the last board has only " + std::to_string(count) + " of its 9 tiles";
    return boards;
}

const core::BoardSize Eight{3, 3};

// POJ 1077 and HDU 1043 accept any solution; their published samples show the shortest one
// that is smallest in the order u, d, l, r, so that is the one given.
constexpr std::array<core::Dir, 4> SampleOrder{core::Dir::Up, core::Dir::Down, core::Dir::Left, core::Dir::Right};

// The answer line for an 8-puzzle board against the standard goal.
std::string eightAnswer(const core::SlidingBoard &start, bool &unsolvable)
{
    const auto goal = core::SlidingBoard::standardGoal(Eight);
    if (!core::checkSolvable(start, goal).solvable) {
        unsolvable = true;
        return "unsolvable";
    }
    return core::planToString(core::SmallBoardTables::forSize(Eight).solveInOrder(start, goal, SampleOrder).plan);
}

int eightBoards(const std::string &input, bool single)
{
    std::string error;
    const auto boards = boardsOfNine(input, error);
    if (boards.empty() && error.empty())
        return fail("no board in the input");
    if (single && boards.size() > 1)
        return fail("line " + std::to_string(boards[1].line) + ": POJ 1077 gives one board; use hdu1043 for several");
    std::string out;
    bool unsolvable = false;
    for (const Span &b : boards) {
        const auto p = core::parseSlidingBoard(b.text, Eight);
        if (!p.ok()) {
            std::cout << out << std::flush;
            return fail(placed(p.error, b));
        }
        out += eightAnswer(*p.board, unsolvable) + '\n';
    }
    std::cout << out << std::flush;
    if (!error.empty())
        return fail(error);
    return unsolvable ? ExitNoAnswer : ExitOk;
}

int hdu3567(const std::string &input)
{
    auto all = lines(input);
    std::vector<Span> rows;
    for (auto &l : all)
        if (!isBlankLine(l.text))
            rows.push_back(l);
    if (rows.empty())
        return fail("no input: expected the number of cases on the first line");
    std::istringstream head(rows[0].text);
    long long cases = -1;
    std::string rest;
    if (!(head >> cases) || (head >> rest) || cases < 0)
        return fail("line " + std::to_string(rows[0].line) + ": expected the number of cases, found \"" + rows[0].text + "\"");
    std::string out;
    bool unsolvable = false;
    for (long long k = 1; k <= cases; ++k) {
        const std::size_t i = std::size_t(2 * k - 1);
        if (i + 1 >= rows.size()) {
            std::cout << out << std::flush;
            return fail("case " + std::to_string(k) + " is missing: the input ends after " + std::to_string(rows.size() - 1)
                        + " board lines but announced " + std::to_string(cases) + " cases");
        }
        const auto start = core::parseSlidingBoard(rows[i].text, Eight);
        const auto goal = core::parseSlidingBoard(rows[i + 1].text, Eight);
        if (!start.ok() || !goal.ok()) {
            std::cout << out << std::flush;
            return fail(!start.ok() ? placed(start.error, rows[i]) : placed(goal.error, rows[i + 1]));
        }
        out += "Case " + std::to_string(k) + ": ";
        if (!core::checkSolvable(*start.board, *goal.board).solvable) {
            out += "unsolvable\n";
            unsolvable = true;
            continue;
        }
        const auto a = core::SmallBoardTables::forSize(Eight).solve(*start.board, *goal.board);
        out += std::to_string(a.plan.size()) + '\n' + core::planToString(a.plan) + '\n';
    }
    std::cout << out << std::flush;
    return unsolvable ? ExitNoAnswer : ExitOk;
}

int poj2286(const std::string &input)
{
    std::string out;
    bool unsolvable = false, ended = false;
    for (const Span &l : lines(input)) {
        if (isBlankLine(l.text))
            continue;
        if (l.text.find_first_not_of(" \t0") == std::string::npos) {
            ended = true;
            break;
        }
        const auto p = core::parseRotationBoard(l.text);
        if (!p.ok()) {
            std::cout << out << std::flush;
            return fail(placed(p.error, l));
        }
        core::SearchContext ctx;
        const auto o = core::solveRotation(*p.board, core::AlgorithmId::IdaStar, core::HeuristicId::CentreCount, ctx);
        if (o.status != core::SearchStatus::Solved) {
            std::cout << out << std::flush;
            std::cerr << "puzzlescope-cli: line " << l.line << ": " << o.message << '\n';
            unsolvable = true;
            continue;
        }
        core::RotationBoard b = *p.board;
        for (char m : o.moves)
            b.apply(core::rotationFromLetter(m));
        out += (o.moves.empty() ? std::string("No moves needed") : o.moves) + '\n' + char('0' + b.solvedDigit()) + '\n';
    }
    std::cout << out << std::flush;
    if (!ended)
        std::cerr << "puzzlescope-cli: note: the input ended without the closing line \"0\"\n";
    return unsolvable ? ExitNoAnswer : ExitOk;
}

} // namespace

int judgeCommand(const QStringList &args)
{
    QCommandLineParser parser;
    parser.addPositionalArgument("format", "poj1077, hdu1043, hdu3567 or poj2286");
    int code = 0;
    if (!parseArgs(parser, args,
                   "Answers a classic judge's input (on stdin) byte for byte, with the lexicographically smallest"
                   " shortest solution.",
                   code))
        return code;
    const QStringList pos = parser.positionalArguments();
    if (pos.size() != 1)
        return fail("judge takes one format: poj1077, hdu1043, hdu3567 or poj2286");
    const std::string format = utf8(pos[0]);
    if (format != "poj1077" && format != "hdu1043" && format != "hdu3567" && format != "poj2286")
        return fail("unknown judge format \"" + format + "\": use poj1077, hdu1043, hdu3567 or poj2286");
    const std::string input = readAll(std::cin);
    if (format == "hdu3567")
        return hdu3567(input);
    if (format == "poj2286")
        return poj2286(input);
    return eightBoards(input, format == "poj1077");
}

} // namespace cli
