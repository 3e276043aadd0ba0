#pragma once
// The classic judges' formats, answered byte for byte, always with a shortest plan:
//   POJ 1077  one 8-puzzle board (tokens, x for the blank) -> its moves, or "unsolvable"
//   HDU 1043  8-puzzle boards until the end of input, one answer line each
//   HDU 3567  a count T, then T pairs of 9-character lines (start, goal, X blank) ->
//             "Case k: n" and the lexicographically smallest shortest plan in d, l, r, u order
//   POJ 2286  rotation boards (24 digits a line) until a line "0" -> the lexicographically
//             smallest shortest moves over A..H (or "No moves needed"), then the centre digit
// POJ 1077 and HDU 1043 accept any plan; we give the shortest one that is smallest in u, d, l, r
// order, which is what their published samples print. Bad input stops at the offending board:
// the answers before it stay in the output and the error names its line and column.

#include <optional>
#include <string>
#include <string_view>

namespace core {

class TableCache;

enum class JudgeFormat { Poj1077, Hdu1043, Hdu3567, Poj2286 };
// The formats' names, in JudgeFormat's order: what `judge FORMAT` takes.
inline constexpr std::string_view JudgeFormatNames[] = {"poj1077", "hdu1043", "hdu3567", "poj2286"};

std::optional<JudgeFormat> judgeFormatFromName(std::string_view name);

struct JudgeAnswer {
    std::string output; // exactly what the judge expects on stdout
    std::string error;  // "line L, column C: what is wrong" when the input is bad
    std::string notes;  // remarks for stderr that do not stop the answers
    int status = 0;     // 0 answered, 1 some board was unsolvable, 2 bad input

    JudgeAnswer &fail(const std::string &message);
};

// The distance tables come from `tables` (the caller's cache).
JudgeAnswer answerJudge(JudgeFormat format, const std::string &input, TableCache &tables);

} // namespace core
