#pragma once
// What the Search Lab's tests share: a 3x3 board from its digits (0 the blank, the standard
// goal; the digits read as core's watching tests read them), and waiting until every search of
// a lab has been recorded.

#include "core/watching/watchedrun.h"
#include "lab/searchlab.h"
#include "sliding/board/slidingposition.h"

#include <QTest>

#include <string>

namespace labtesting {

inline core::Position position(const char *digits)
{
    return core::SlidingPosition{watched::board(digits), core::SlidingBoard::standardGoal({3, 3})};
}

inline bool waitForSearch(ui::SearchLab &d)
{
    return QTest::qWaitFor([&d] { return d.replay() != nullptr && !d.isSearching(); }, 30'000);
}

} // namespace labtesting
