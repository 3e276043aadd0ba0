#include "puzzles/hint.h"

namespace core {

Hint exactHint(const std::string &plan)
{
    Hint h;
    h.kind = Hint::Kind::Exact;
    h.distance = int(plan.size());
    h.next = plan.empty() ? std::string() : std::string(1, plan.front());
    return h;
}

Hint otherHint(Hint::Kind kind, Reason reason)
{
    Hint h;
    h.kind = kind;
    h.reason = std::move(reason);
    return h;
}

Hint hintFromOutcome(const SolveOutcome &o)
{
    switch (o.status) {
    case SearchStatus::Solved: return exactHint(o.moves);
    case SearchStatus::Unsolvable: return otherHint(Hint::Kind::Unsolvable, o.reason);
    case SearchStatus::Cancelled:
    case SearchStatus::LimitReached: break;
    }
    return otherHint(Hint::Kind::Stopped, o.reason ? o.reason : Reason{ReasonCode::StoppedBeforeDistance, {}, {}});
}

int distanceTrend(int before, int after)
{
    if (before < 0 || after < 0)
        return 0; // a distance is not known
    return after < before ? -1 : after > before ? 1 : 0;
}

} // namespace core
