#pragma once
// What the Search Lab's tests share: a 3x3 board from its digits (0 the blank, the standard
// goal), and waiting until every search of a lab has been recorded.

#include "lab/searchlab.h"

#include "sliding/board/slidingboard.h"

#include <QTest>

#include <string>

namespace labtesting {

inline core::Position position(const char *digits)
{
    core::SlidingBoard b;
    b.size = {3, 3};
    for (const char *c = digits; *c; ++c)
        b.tiles.push_back(std::uint8_t(*c - '0'));
    return core::SlidingPosition{b, core::SlidingBoard::standardGoal({3, 3})};
}

inline bool waitForSearch(ui::SearchLab &d)
{
    return QTest::qWaitFor([&d] { return d.replay() != nullptr && !d.isSearching(); }, 30'000);
}

} // namespace labtesting
