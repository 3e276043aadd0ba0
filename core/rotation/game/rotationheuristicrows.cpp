// The rotation game's heuristic rows, weaker first.

#include "rotation/game/rotationsearch.h"
#include "rotation/tables/rotationdistancetable.h"

namespace core {

namespace {

constexpr auto Rotation = RotationKind;

constexpr HeuristicRow Rows[] = {
    {.id = HeuristicId::CentreCount, .key = "centre", .description = "centre cells not yet holding the digit",
     .words = {PS_TR("DisplayNames", "Centre count"),
               nullptr,
               PS_TR("DisplayNames", "Counts the centre cells not holding the most common digit there, very cheap")},
     .puzzle = Rotation, .admissible = RotationCentreCount::Admissible,
     .consistent = RotationCentreCount::Consistent, .defaultFor = everySize,
     .search = onDigits<runRotation<RotationCentreCount>>},
    {.id = HeuristicId::CentreTable, .key = "centre-table", .description = "exact distance table of the digit's cells",
     .words = {PS_TR("DisplayNames", "Centre distance table"),
               PS_TR("DisplayNames", "Centre table"),
               PS_TR("DisplayNames", "Looks up the exact moves to gather each digit on the centre in a table built once, exact "
                                     "for the whole puzzle")},
     .puzzle = Rotation, .admissible = RotationTableHeuristic::Admissible,
     .consistent = RotationTableHeuristic::Consistent, .search = onDigits<runCentreTable>},
};

} // namespace

std::span<const HeuristicRow> rotationHeuristicRows()
{
    return Rows;
}

} // namespace core
