// The reason phrases that choose among several sentences: a board text's place, a tile's name,
// a node budget with or without a stronger heuristic to try, a sliding board's parity.
#include "common/reasonargs.h"

namespace core::reasonargs {

using namespace phrase;

PhraseArg tileName(std::int64_t v)
{
    return v == 0 ? nested({PS_TR("Reason", "the blank"), {}}) : nested({PS_TR("Reason", "tile %1"), {number(v)}});
}

Phrase boardText(const Reason &r)
{
    const Phrase what = num(r, 2) > 0
        ? Phrase{PS_TR("Reason", "%1 (first at line %2, column %3)"), {cause(r), n(r, 2), n(r, 3)}}
        : Phrase{"%1", {cause(r)}};
    if (num(r, 0) <= 0)
        return what;
    return {num(r, 4) ? PS_TR("Reason", "row %1, column %2: %3") : PS_TR("Reason", "line %1, column %2: %3"),
            {n(r, 0), n(r, 1), nested(what)}};
}

Phrase nodeBudget(const Reason &r)
{
    const PhraseArg option = surface(" (--max-nodes)");
    if (key(r, 0).empty())
        return {PS_TR("Reason", "the search stopped at its node budget of %1 expanded nodes without reaching the goal; "
                                "raise the budget%2"),
                {c(r, 0), option}};
    return {PS_TR("Reason", "the search stopped at its node budget of %1 expanded nodes without reaching the goal; "
                            "raise the budget%2 or use a stronger heuristic (%3)"),
            {c(r, 0), option, heuristic(key(r, 0))}};
}

Phrase unsolvableSliding(const Reason &r)
{
    const bool odd = num(r, 0) != 0;
    if (r.code == ReasonCode::UnsolvableOddWidth)
        return {odd ? PS_TR("Reason", "Unsolvable: the tiles have an odd number of inversions against the goal order, "
                                      "and on a board of odd width every move keeps that number even or odd.")
                    : PS_TR("Reason", "Unsolvable: the tiles have an even number of inversions against the goal "
                                      "order, and on a board of odd width every move keeps that number even or odd."),
                {}};
    const std::int64_t rows = num(r, 1);
    const Phrase where = rows == 0 ? Phrase{PS_TR("Reason", "the blank is on its goal row"), {}}
        : rows == 1                ? Phrase{PS_TR("Reason", "the blank is 1 row from its goal row"), {}}
                                   : Phrase{PS_TR("Reason", "the blank is %1 rows from its goal row"), {number(rows)}};
    return {odd ? PS_TR("Reason", "Unsolvable: the tiles have an odd number of inversions against the goal order and "
                                  "%1; on a board of even width a solvable board has an even sum of inversions and "
                                  "row distance.")
                : PS_TR("Reason", "Unsolvable: the tiles have an even number of inversions against the goal order "
                                  "and %1; on a board of even width a solvable board has an even sum of inversions "
                                  "and row distance."),
            {nested(where)}};
}

} // namespace core::reasonargs
