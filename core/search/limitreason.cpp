#include "search/limitreason.h"

namespace core {

Reason limitReason(const SearchContext &ctx, const SearchStats &st)
{
    switch (ctx.stopReason()) {
    case StopReason::NodeLimit: return {ReasonCode::NodeBudgetReached, {std::int64_t(ctx.maxExpanded())}, {}};
    case StopReason::MemoryLimit:
        return {ReasonCode::MemoryBudgetReached, {std::int64_t(ctx.maxBytes() >> 20), std::int64_t(st.expanded)}, {}};
    case StopReason::TimeLimit:
        return {ReasonCode::TimeBudgetReached, {std::int64_t(ctx.maxSeconds() + 0.5), std::int64_t(st.expanded)}, {}};
    case StopReason::Cancelled: return {ReasonCode::Cancelled, {}, {}};
    case StopReason::None: break;
    }
    return {};
}

} // namespace core
