#pragma once
// KlotskiSpace: every board a Huarong Dao start reaches, each with its distance from the start
// and to the goal (-1 when it cannot reach it), for the state-space map's exact axes. The
// classic box has about 25,000 boards up to interchangeable pieces: a walk of milliseconds.

#include "klotski/board/klotskiboard.h"
#include "search/searchcontext.h"

#include <memory>
#include <string_view>
#include <utility>

namespace core {

class KlotskiSpace {
public:
    // Walks the boards under ctx's budgets; complete() says whether it finished.
    KlotskiSpace(const KlotskiBoard &start, const KlotskiGoal &goal, SearchContext &ctx);
    ~KlotskiSpace();
    KlotskiSpace(const KlotskiSpace &) = delete;
    KlotskiSpace &operator=(const KlotskiSpace &) = delete;

    bool complete() const;
    // The largest distance either way.
    int extent() const;
    // (from the start, to the goal) of a state as a watched search reports it (its cells, see
    // KlotskiDomain::cellsOf); {-1, -1} when it is not one of the boards.
    std::pair<int, int> at(std::string_view cells) const;

private:
    struct Walk;
    std::unique_ptr<Walk> m;
};

} // namespace core
