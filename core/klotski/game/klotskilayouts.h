#pragma once
// Named classic Huarong Dao layouts (4x5, the 2x2 piece to leave at the bottom middle), with the
// fewest moves the literature gives for each; the tests check those lengths against BFS. Display
// names are the front ends' (ui/ translates them); the keys name them on the command line.

#include <array>

namespace core {

struct KlotskiLayout {
    const char *key;
    const char *board;
    int shortest;
};

inline constexpr std::array<KlotskiLayout, 4> KlotskiLayouts = {{
    {"hengdaolima", "ABBC/ABBC/DEEF/DGHF/I..J", 81},   // 横刀立马
    {"zhihuiruoding", "ABBC/ABBC/DEEF/GHIJ/G..J", 70}, // 指挥若定
    {"qitoubingjin", "ABBC/ABBC/DEFG/HIIJ/H..J", 60},  // 齐头并进
    {"bingfensanlu", "ABBC/DBBE/DFFE/GHIJ/G..J", 72},  // 兵分三路
}};

} // namespace core
