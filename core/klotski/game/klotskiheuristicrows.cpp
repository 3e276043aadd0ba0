// Huarong Dao's heuristic rows, weaker first.

#include "klotski/board/klotskiposition.h"
#include "klotski/game/klotskisolver.h"
#include "position/position.h"
#include "solvers/descriptors.h"

namespace core {

namespace {

constexpr auto Klotski = KlotskiKind;

constexpr HeuristicRow Rows[] = {
    {.id = HeuristicId::KlotskiAway, .key = "away", .description = "1 while the goal piece is away from its place",
     .words = {PS_TR("DisplayNames", "Goal piece away"),
               nullptr,
               PS_TR("DisplayNames", "1 while the piece to bring out is not yet in its place: the weakest estimate, close to "
                                     "none")},
     .puzzle = Klotski, .admissible = true, .consistent = true, .search = searchGoalPieceAway},
    {.id = HeuristicId::KlotskiBlockers, .key = "blockers",
     .description = "away, plus the pieces that cover a cell of the goal piece's place (each must move once)",
     .words = {PS_TR("DisplayNames", "Blockers"),
               nullptr,
               PS_TR("DisplayNames", "1 while the piece to bring out is away, plus each other piece that stands in its place "
                                     "(each must move at least once)")},
     .puzzle = Klotski, .admissible = true, .consistent = true, .defaultFor = everySize, .search = searchBlockers},
};

} // namespace

std::span<const HeuristicRow> klotskiHeuristicRows()
{
    return Rows;
}

} // namespace core
