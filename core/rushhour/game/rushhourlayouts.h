#pragma once
// Named Rush Hour lots (6x6), each with its fewest moves (the last is the longest 6x6 puzzle with
// one wall, 60 moves; the two before it are lots of its space at 30 and 45) (one vehicle slid any distance counts
// one); the tests check those lengths against BFS. Display names are the front ends' (ui/
// translates them); the keys name them on the command line.

#include <array>

namespace core {

struct RushHourLayout {
    const char *key;
    const char *board;
    int shortest;
};

inline constexpr std::array<RushHourLayout, 4> RushHourLayouts = {{
    {"warmup", "..BBC./D...C./DAA.C./D.EFF./..E.../..GGG.", 8},
    {"crossing", "IBBx.M/IDDL.M/AA.L.M/J.EE../J.KFF./GGKHHH", 30},
    {"jam", "BBKx../DDKL../IAAL.M/IEE..M/JFF..M/JGGHHH", 45},
    {"longest", "IBBx../I..LDD/JAAL../J.KEEM/FFK..M/GGHHHM", 60},
}};

} // namespace core
