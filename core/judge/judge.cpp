#include "judge/judge.h"
#include <iterator>
#include "search/workers.h"

#include "common/inputtext.h"

#include "sliding/board/slidingtext.h"
#include "rotation/tables/rotationdistancetable.h"
#include "sliding/game/slidingsolve.h"
#include "sliding/tables/smallboardtables.h"
#include "sliding/board/solvability.h"
#include "solvers/solverregistry.h"

#include <array>
#include <sstream>
#include <thread>
#include <vector>

namespace core {

JudgeAnswer &JudgeAnswer::fail(const std::string &message)
{
    error = message;
    status = 2;
    return *this;
}

namespace {

// A piece of the input with where it starts, so that errors inside it can be placed.
struct Span {
    std::string text;
    int line;
    int column;
};

std::string placed(const TextError &e, const Span &s)
{
    return e.placedAt(s.line, s.column).describe();
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

const BoardSize Eight{3, 3};

JudgeAnswer eightBoards(const std::string &input, bool single, TableCache &cache)
{
    JudgeAnswer a;
    std::string error;
    const auto boards = boardsOfNine(input, error);
    if (boards.empty() && error.empty())
        return a.fail("no board in the input");
    if (single && boards.size() > 1)
        return a.fail("line " + std::to_string(boards[1].line) + ": POJ 1077 gives one board; use hdu1043 for several");
    bool unsolvable = false;
    for (const Span &b : boards) {
        const auto p = parseSlidingBoard(b.text, Eight);
        if (!p.ok())
            return a.fail(placed(p.error, b));
        a.output += eightPuzzleAnswer(*p.board, cache, unsolvable) + '\n';
    }
    if (!error.empty())
        return a.fail(error);
    a.status = unsolvable ? 1 : 0;
    return a;
}

JudgeAnswer hdu3567(const std::string &input, TableCache &cache)
{
    JudgeAnswer a;
    auto all = lines(input);
    std::vector<Span> rows;
    for (auto &l : all)
        if (!isBlankLine(l.text))
            rows.push_back(l);
    if (rows.empty())
        return a.fail("no input: expected the number of cases on the first line");
    std::istringstream head(rows[0].text);
    long long cases = -1;
    std::string rest;
    if (!(head >> cases) || (head >> rest) || cases < 0)
        return a.fail("line " + std::to_string(rows[0].line) + ": expected the number of cases, found " + quoteInput(rows[0].text));
    std::string &out = a.output;
    bool unsolvable = false;
    const auto tables = SmallBoardTables::forSize(cache, Eight);
    if (cases > 9) // then nearly every blank cell's table is needed: build them on every core
        tables->buildAll(threadCount());
    for (long long k = 1; k <= cases; ++k) {
        const std::size_t i = std::size_t(2 * k - 1);
        if (i + 1 >= rows.size())
            return a.fail("case " + std::to_string(k) + " is missing: the input ends after " + std::to_string(rows.size() - 1)
                          + " board lines but announced " + std::to_string(cases) + " cases");
        const auto start = parseSlidingBoard(rows[i].text, Eight);
        const auto goal = parseSlidingBoard(rows[i + 1].text, Eight);
        if (!start.ok() || !goal.ok())
            return a.fail(!start.ok() ? placed(start.error, rows[i]) : placed(goal.error, rows[i + 1]));
        out += "Case " + std::to_string(k) + ": ";
        if (!checkSolvable(*start.board, *goal.board).solvable) {
            out += "unsolvable\n";
            unsolvable = true;
            continue;
        }
        const auto plan = tables->solve(*start.board, *goal.board);
        out += std::to_string(plan.plan.size()) + '\n' + planToString(plan.plan) + '\n';
    }
    a.status = unsolvable ? 1 : 0;
    return a;
}

JudgeAnswer poj2286(const std::string &input, TableCache &cache)
{
    JudgeAnswer a;
    std::string &out = a.output;
    bool unsolvable = false, ended = false;
    for (const Span &l : lines(input)) {
        if (isBlankLine(l.text))
            continue;
        if (l.text.find_first_not_of(" \t0") == std::string::npos) {
            ended = true;
            break;
        }
        const auto p = parseRotationBoard(l.text);
        if (!p.ok())
            return a.fail(placed(p.error, l));
        const RotationPlan plan = smallestRotationPlan(*p.board, cache);
        if (!plan.solvable) {
            a.notes += "line " + std::to_string(l.line) + ": " + describe(rotationUnsolvableReason(*p.board)) + '\n';
            unsolvable = true;
            continue;
        }
        out += (plan.moves.empty() ? std::string("No moves needed") : plan.moves) + '\n' + char('0' + plan.digit) + '\n';
    }
    if (!ended)
        a.notes += "note: the input ended without the closing line \"0\"\n";
    a.status = unsolvable ? 1 : 0;
    return a;
}

} // namespace

std::optional<JudgeFormat> judgeFormatFromName(std::string_view name)
{
    for (std::size_t i = 0; i < std::size(JudgeFormatNames); ++i)
        if (name == JudgeFormatNames[i])
            return JudgeFormat(i);
    return std::nullopt;
}

JudgeAnswer answerJudge(JudgeFormat format, const std::string &input, TableCache &tables)
{
    switch (format) {
    case JudgeFormat::Hdu3567: return hdu3567(input, tables);
    case JudgeFormat::Poj2286: return poj2286(input, tables);
    case JudgeFormat::Poj1077: return eightBoards(input, true, tables);
    case JudgeFormat::Hdu1043: break;
    }
    return eightBoards(input, false, tables);
}

} // namespace core
