#pragma once
// Which budget stopped a search, as a reason the front ends word; an empty reason when none did.

#include "common/reason.h"
#include "search/searchcontext.h"

namespace core {

Reason limitReason(const SearchContext &ctx, const SearchStats &st);

} // namespace core
