#pragma once
// What core/common's reason phrases share (reason.cpp, reasonparts.cpp): a reason's numbers and
// keys as phrase values, and the phrases that choose among several sentences. Not part of the
// public interface.

#include "common/reason.h"

namespace core {

namespace reasonargs {

inline std::string key(const Reason &r, std::size_t i)
{
    return i < r.keys.size() ? r.keys[i] : std::string();
}

inline std::int64_t num(const Reason &r, std::size_t i)
{
    return i < r.numbers.size() ? r.numbers[i] : 0;
}

inline PhraseArg n(const Reason &r, std::size_t i)
{
    return phrase::number(num(r, i));
}

inline PhraseArg c(const Reason &r, std::size_t i)
{
    return phrase::count(num(r, i));
}

inline PhraseArg k(const Reason &r, std::size_t i)
{
    return phrase::text(key(r, i));
}

inline PhraseArg ch(const Reason &r, std::size_t i)
{
    return phrase::character(num(r, i));
}

// The reason behind `r`, as its phrase.
inline PhraseArg cause(const Reason &r)
{
    return r.causes.empty() ? phrase::text({}) : phrase::nested(reasonPhrase(r.causes.front()));
}

// "the blank" or "tile 5".
PhraseArg tileName(std::int64_t v);
// BoardText: the place (line or row, column), then what is wrong there.
Phrase boardText(const Reason &r);
// NodeBudgetReached, with the stronger heuristic to try when there is one.
Phrase nodeBudget(const Reason &r);
// UnsolvableOddWidth and UnsolvableEvenWidth: the tiles' inversions and the blank's row.
Phrase unsolvableSliding(const Reason &r);

} // namespace reasonargs

} // namespace core
