#pragma once
// `judge poj1077|hdu1043|hdu3567|poj2286`: reads stdin in that judge's input format and
// writes its output byte for byte, always with a shortest plan: for HDU 3567 and POJ 2286 the
// lexicographically smallest one in d, l, r, u (A..H) order, as those judges require; for
// POJ 1077 and HDU 1043, which accept any plan, the smallest in u, d, l, r order, which is what
// their published samples show.
// Bad input stops at the offending board: the answers before it are written, then a message
// naming its line and column goes to stderr and the exit status is 2.

#include <QStringList>

namespace cli {

int judgeCommand(const QStringList &args);

} // namespace cli
