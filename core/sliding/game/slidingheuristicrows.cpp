// The sliding puzzle's heuristic rows: one per heuristic, weaker first, in the order the lists,
// the CLI help and the compare grid show them. Adding a heuristic is its file in
// sliding/heuristics/ and one row here.

#include "sliding/game/slidingsearch.h"
#include "sliding/heuristics/gaschnig.h"
#include "sliding/heuristics/walkingdistance.h"

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

// What to suggest after a node budget: linear conflict after the cheaper sliding estimates, and
// after it the pattern databases of the board's size (the 4x4 and the 5x5 have them).
const char *toLinearConflict(BoardSize)
{
    return "linear-conflict";
}

const char *toPdbOfSize(BoardSize size)
{
    return size == BoardSize{4, 4} ? "pdb-663" : size == BoardSize{5, 5} ? "pdb-6666" : "";
}

constexpr auto Sliding = SlidingKind;

constexpr HeuristicRow Rows[] = {
    {.id = HeuristicId::Misplaced, .key = "misplaced", .description = "misplaced tiles", .words = {PS_TR("DisplayNames", "Misplaced tiles"),
     PS_TR("DisplayNames", "Misplaced"),
     PS_TR("DisplayNames", "Counts the tiles not on their goal cell, very cheap but weak")},
     .puzzle = Sliding,
     .admissible = MisplacedTiles::Admissible, .consistent = MisplacedTiles::Consistent,
     .search = onPosition<runSliding<MisplacedTiles>>, .estimate = estimateSliding<MisplacedTiles>,
     .stronger = toLinearConflict},
    {.id = HeuristicId::Gaschnig, .key = "gaschnig",
     .description = "Gaschnig's swaps with the blank, as if it could swap with any tile", .words = {PS_TR("DisplayNames", "Gaschnig (swaps with the blank)"),
     PS_TR("DisplayNames", "Gaschnig"),
     PS_TR("DisplayNames", "Counts the swaps with the blank that would sort the tiles, cheap and a little stronger "
                           "than misplaced tiles")},
     .puzzle = Sliding,
     .admissible = Gaschnig::Admissible, .consistent = Gaschnig::Consistent,
     .search = onPosition<runSliding<Gaschnig>>, .estimate = estimateSliding<Gaschnig>,
     .stronger = toLinearConflict},
    {.id = HeuristicId::Manhattan, .key = "manhattan", .description = "Manhattan distance", .words = {PS_TR("DisplayNames", "Manhattan distance"),
     PS_TR("DisplayNames", "Manhattan"),
     PS_TR("DisplayNames", "Adds up how far each tile is from its goal cell, cheap and updated per move")},
     .puzzle = Sliding,
     .admissible = Manhattan::Admissible, .consistent = Manhattan::Consistent, .search = onPosition<runManhattan>,
     .estimate = estimateSliding<Manhattan>,
     .stronger = toLinearConflict},
    {.id = HeuristicId::LinearConflict, .key = "linear-conflict",
     .description = "Manhattan distance plus linear conflicts", .words = {PS_TR("DisplayNames", "Manhattan + linear conflict"),
     PS_TR("DisplayNames", "Linear conflict"),
     PS_TR("DisplayNames", "Manhattan distance plus two moves for each pair of tiles that block each other in a row "
                           "or column, slightly dearer and stronger")},
     .puzzle = Sliding,
     .admissible = LinearConflict::Admissible, .consistent = LinearConflict::Consistent,
     .defaultFor = [](BoardSize s) { return !is4x4(s); }, .search = onPosition<runLinearConflict>,
     .estimate = estimateSliding<LinearConflict>,
     .stronger = toPdbOfSize},
    {.id = HeuristicId::WalkingDistance, .key = "walking-distance", .description = "walking distance, up to 4x4",
     .words = {PS_TR("DisplayNames", "Walking distance"),
               nullptr,
               PS_TR("DisplayNames", "Counts the moves tiles need between rows and between columns from a small table, strong "
                                     "on the 4x4")},
     .puzzle = Sliding, .admissible = WalkingDistance::Admissible, .consistent = WalkingDistance::Consistent,
     .fits = walkingDistanceFits, .search = onPosition<runSliding<WalkingDistance>>,
     .estimate = estimateSliding<WalkingDistance>,
     .stronger = toPdbOfSize},
    {.id = HeuristicId::Pdb555, .key = "pdb-555", .description = "additive pattern databases 5-5-5, 4x4",
     .words = {PS_TR("DisplayNames", "Pattern databases 5-5-5"),
               PS_TR("DisplayNames", "PDB 5-5-5"),
               PS_TR("DisplayNames", "Looks up exact costs of three groups of five tiles in tables built once on first use, "
                                     "strong on the 4x4")},
     .puzzle = Sliding, .admissible = AdditivePdb::Admissible, .consistent = AdditivePdb::Consistent,
     .fits = only4x4, .defaultFor = is4x4, .search = onPosition<runPdb555>, .partition = "555",
     .stronger = [](BoardSize) { return "pdb-663"; }},
    {.id = HeuristicId::Pdb663, .key = "pdb-663", .description = "additive pattern databases 6-6-3, 4x4",
     .words = {PS_TR("DisplayNames", "Pattern databases 6-6-3"),
               PS_TR("DisplayNames", "PDB 6-6-3"),
               PS_TR("DisplayNames", "Looks up exact costs of groups of six, six and three tiles in tables built once on first "
                                     "use, stronger than 5-5-5")},
     .puzzle = Sliding, .admissible = AdditivePdb::Admissible, .consistent = AdditivePdb::Consistent,
     .fits = only4x4, .search = onPosition<runPdb663>, .partition = "663",
     .stronger = [](BoardSize) { return "pdb-78"; }},
    {.id = HeuristicId::Pdb78, .key = "pdb-78",
     .description = "additive pattern databases 7-8, 4x4; about 90 s on two cores and 0.9 GB to build, 275 MiB to keep",
     .words = {PS_TR("DisplayNames", "Pattern databases 7-8 (large: minutes to build)"),
               PS_TR("DisplayNames", "PDB 7-8"),
               PS_TR("DisplayNames", "Looks up exact costs of groups of seven and eight tiles in large tables that take "
                                     "minutes to build once, the strongest")},
     .puzzle = Sliding, .admissible = AdditivePdb::Admissible, .consistent = AdditivePdb::Consistent,
     .fits = only4x4, .search = onPosition<runPdb78>, .partition = "78"},
    {.id = HeuristicId::Pdb6666, .key = "pdb-6666",
     .description = "additive pattern databases 6-6-6-6, 5x5, for optimal plans (may take long) and weighted IDA*; "
                    "about 90 s on two cores and 0.8 GB to build, 243 MiB to keep, 466 MiB more during an optimal search",
     .words = {PS_TR("DisplayNames", "Pattern databases 6-6-6-6"),
               PS_TR("DisplayNames", "PDB 6-6-6-6"),
               PS_TR("DisplayNames", "Looks up exact costs of four groups of six tiles of the 5x5 in tables that take minutes "
                                     "to build once; with IDA* it finds the shortest plan, in seconds for some boards and "
                                     "hours for others, with no node budget (cancel it when you like); with weighted IDA* a "
                                     "plan at most 1.35 times the shortest, within a second")},
     .puzzle = Sliding, .admissible = AdditivePdb::Admissible, .consistent = AdditivePdb::Consistent,
     .fits = only5x5, .search = onPosition<runPdb6666>, .partition = "6666",
     .stronger = [](BoardSize) { return "pdb-6666-max"; }, .mayTakeLong = true},
    {.id = HeuristicId::Pdb6666Max, .key = "pdb-6666-max",
     .description = "the largest of three 6-6-6-6 splits' pattern databases, 5x5, for optimal plans with IDA*; "
                    "as many splits as the table budget holds (each about 0.7 GB to keep during a search); other "
                    "algorithms use the first split",
     .words = {PS_TR("DisplayNames", "Pattern databases 6-6-6-6, three splits"),
               PS_TR("DisplayNames", "PDB 6-6-6-6 max"),
               PS_TR("DisplayNames", "Looks up the 5x5 board in three different 6-6-6-6 splits and takes the largest "
                                     "value: fewer nodes than one split, about 2 GB of tables (fewer splits under a "
                                     "smaller table budget)")},
     .puzzle = Sliding, .admissible = AdditivePdb::Admissible, .consistent = AdditivePdb::Consistent,
     .fits = only5x5, .search = onPosition<runPdb6666Max>, .partition = "6666", .mayTakeLong = true},
};

} // namespace

std::span<const HeuristicRow> slidingHeuristicRows()
{
    return Rows;
}

} // namespace core
