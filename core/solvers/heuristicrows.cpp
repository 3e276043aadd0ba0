// The heuristic rows: one per heuristic, in the order the lists, the CLI help and the compare
// grid show them (weaker first within a puzzle). Adding a heuristic is its file in this folder
// and one row here.

#include "solvers/descriptors.h"

#include "heuristics/gaschnig.h"
#include "heuristics/slidingheuristics.h"
#include "heuristics/walkingdistance.h"
#include "pdb/additivepdb.h"
#include "tables/rotationdistancetable.h"
#include "solvers/searchrun.h"

namespace core {

namespace {

bool is4x4(BoardSize size)
{
    return size.width == 4 && size.height == 4;
}

Reason only4x4(PuzzleKind, BoardSize size)
{
    if (!is4x4(size))
        return {ReasonCode::PdbNeeds4x4, {}, {}};
    return {};
}

Reason only5x5(PuzzleKind, BoardSize size)
{
    if (size != BoardSize{5, 5})
        return {ReasonCode::PdbNeeds5x5, {}, {}};
    return {};
}

// (A row's fits is asked only for its own puzzle: solverregistry.cpp's checkCombination.)
Reason walkingDistanceFits(PuzzleKind, BoardSize size)
{
    if (!WalkingDistance::fits(size))
        return {ReasonCode::WalkingDistanceTooLarge, {}, {}};
    return {};
}

bool always(BoardSize)
{
    return true;
}

constexpr auto Sliding = PuzzleKind::Sliding;
constexpr auto Rotation = PuzzleKind::Rotation;
constexpr auto Klotski = PuzzleKind::Klotski;

constexpr HeuristicRow Rows[] = {
    {.id = HeuristicId::Misplaced, .key = "misplaced", .description = "misplaced tiles", .puzzle = Sliding,
     .admissible = MisplacedTiles::Admissible, .consistent = MisplacedTiles::Consistent,
     .sliding = runSliding<MisplacedTiles>, .estimate = estimateSliding<MisplacedTiles>},
    {.id = HeuristicId::Gaschnig, .key = "gaschnig",
     .description = "Gaschnig's swaps with the blank, as if it could swap with any tile", .puzzle = Sliding,
     .admissible = Gaschnig::Admissible, .consistent = Gaschnig::Consistent,
     .sliding = runSliding<Gaschnig>, .estimate = estimateSliding<Gaschnig>},
    {.id = HeuristicId::Manhattan, .key = "manhattan", .description = "Manhattan distance", .puzzle = Sliding,
     .admissible = Manhattan::Admissible, .consistent = Manhattan::Consistent, .sliding = runManhattan,
     .estimate = estimateSliding<Manhattan>},
    {.id = HeuristicId::LinearConflict, .key = "linear-conflict",
     .description = "Manhattan distance plus linear conflicts", .puzzle = Sliding,
     .admissible = LinearConflict::Admissible, .consistent = LinearConflict::Consistent,
     .defaultFor = [](BoardSize s) { return !is4x4(s); }, .sliding = runLinearConflict,
     .estimate = estimateSliding<LinearConflict>},
    {.id = HeuristicId::WalkingDistance, .key = "walking-distance", .description = "walking distance, up to 4x4",
     .puzzle = Sliding, .admissible = WalkingDistance::Admissible, .consistent = WalkingDistance::Consistent,
     .fits = walkingDistanceFits, .sliding = runSliding<WalkingDistance>,
     .estimate = estimateSliding<WalkingDistance>},
    {.id = HeuristicId::Pdb555, .key = "pdb-555", .description = "additive pattern databases 5-5-5, 4x4",
     .puzzle = Sliding, .admissible = AdditivePdb::Admissible, .consistent = AdditivePdb::Consistent,
     .fits = only4x4, .defaultFor = is4x4, .sliding = runPdb555, .partition = "555"},
    {.id = HeuristicId::Pdb663, .key = "pdb-663", .description = "additive pattern databases 6-6-3, 4x4",
     .puzzle = Sliding, .admissible = AdditivePdb::Admissible, .consistent = AdditivePdb::Consistent,
     .fits = only4x4, .sliding = runPdb663, .partition = "663"},
    {.id = HeuristicId::Pdb78, .key = "pdb-78",
     .description = "additive pattern databases 7-8, 4x4; about 90 s on two cores and 0.9 GB to build, 275 MiB to keep",
     .puzzle = Sliding, .admissible = AdditivePdb::Admissible, .consistent = AdditivePdb::Consistent,
     .fits = only4x4, .sliding = runPdb78, .partition = "78"},
    {.id = HeuristicId::Pdb6666, .key = "pdb-6666",
     .description = "additive pattern databases 6-6-6-6, 5x5, for optimal plans (may take long) and weighted IDA*; "
                    "about 90 s on two cores and 0.8 GB to build, 243 MiB to keep, 466 MiB more during an optimal search",
     .puzzle = Sliding, .admissible = AdditivePdb::Admissible, .consistent = AdditivePdb::Consistent,
     .fits = only5x5, .sliding = runPdb6666, .partition = "6666", .mayTakeLong = true},
    {.id = HeuristicId::CentreCount, .key = "centre", .description = "centre cells not yet holding the digit",
     .puzzle = Rotation, .admissible = RotationCentreCount::Admissible,
     .consistent = RotationCentreCount::Consistent, .defaultFor = always,
     .rotation = runRotation<RotationCentreCount>},
    {.id = HeuristicId::CentreTable, .key = "centre-table", .description = "exact distance table of the digit's cells",
     .puzzle = Rotation, .admissible = RotationTableHeuristic::Admissible,
     .consistent = RotationTableHeuristic::Consistent, .rotation = runCentreTable},
    // Huarong Dao's searches read these through its own domain (games/klotski/klotskisolver.h).
    {.id = HeuristicId::KlotskiAway, .key = "away", .description = "1 while the goal piece is away from its place",
     .puzzle = Klotski, .admissible = true, .consistent = true},
    {.id = HeuristicId::KlotskiBlockers, .key = "blockers",
     .description = "away, plus the pieces that cover a cell of the goal piece's place (each must move once)",
     .puzzle = Klotski, .admissible = true, .consistent = true, .defaultFor = always},
    // Last, so the CLI lists it after the real ones; its factories run the blind searches.
    {.id = HeuristicId::None, .key = "none", .description = "no heuristic, for BFS, bidirectional BFS and the tables",
     .puzzle = std::nullopt, .admissible = true, .consistent = true, .sliding = runBlindSliding,
     .rotation = runBlindRotation},
};

} // namespace

std::span<const HeuristicRow> heuristicRows()
{
    return Rows;
}

const char *pdbPartition(HeuristicId h)
{
    return heuristicRow(h).partition;
}

const HeuristicRow &heuristicRow(HeuristicId h)
{
    for (const HeuristicRow &r : Rows)
        if (r.id == h)
            return r;
    return Rows[std::size(Rows) - 1];
}

} // namespace core
