#include "solve/displaynames.h"

#include "solve/numbertext.h"
#include "solvers/descriptors.h"

namespace ui {

namespace {

struct AlgorithmNames {
    core::AlgorithmId id;
    const char *name;
    const char *shortName;
    const char *does; // what it does, the first half of its tooltip
};

struct HeuristicNames {
    core::HeuristicId id;
    const char *name;
    const char *shortName;
    const char *does; // what it estimates and what that costs
};

constexpr AlgorithmNames Algorithms[] = {
    {core::AlgorithmId::Bfs, QT_TRANSLATE_NOOP("DisplayNames", "Breadth-first search"),
     QT_TRANSLATE_NOOP("DisplayNames", "BFS"),
     QT_TRANSLATE_NOOP("DisplayNames", "Tries every board one move further out before the next")},
    {core::AlgorithmId::BidirectionalBfs, QT_TRANSLATE_NOOP("DisplayNames", "Bidirectional BFS"), nullptr,
     QT_TRANSLATE_NOOP("DisplayNames", "Searches out from the board and back from the goal until the two meet")},
    {core::AlgorithmId::AStar, QT_TRANSLATE_NOOP("DisplayNames", "A*"), nullptr,
     QT_TRANSLATE_NOOP("DisplayNames", "Expands the board with the smallest moves-so-far plus estimate first")},
    {core::AlgorithmId::IdaStar, QT_TRANSLATE_NOOP("DisplayNames", "IDA*"), nullptr,
     QT_TRANSLATE_NOOP("DisplayNames", "Repeats a depth-first search with a rising bound on moves-so-far plus "
                                       "estimate")},
    {core::AlgorithmId::Table, QT_TRANSLATE_NOOP("DisplayNames", "Distance tables"),
     QT_TRANSLATE_NOOP("DisplayNames", "Tables"),
     QT_TRANSLATE_NOOP("DisplayNames", "Looks every move up in tables of exact distances")},
    {core::AlgorithmId::WeightedAStar, QT_TRANSLATE_NOOP("DisplayNames", "Weighted A* (at most %1x the shortest)"),
     QT_TRANSLATE_NOOP("DisplayNames", "Weighted A*"),
     QT_TRANSLATE_NOOP("DisplayNames", "A* that trusts the estimate %1 times as much, to finish sooner")},
    {core::AlgorithmId::WeightedIdaStar,
     QT_TRANSLATE_NOOP("DisplayNames", "Weighted IDA* (at most %1x the shortest)"),
     QT_TRANSLATE_NOOP("DisplayNames", "Weighted IDA*"),
     QT_TRANSLATE_NOOP("DisplayNames", "IDA* that trusts the estimate %1 times as much, to finish sooner")},
    {core::AlgorithmId::Staged, QT_TRANSLATE_NOOP("DisplayNames", "Staged (near-shortest, up to 5x5)"),
     QT_TRANSLATE_NOOP("DisplayNames", "Staged"),
     QT_TRANSLATE_NOOP("DisplayNames", "Solves the board region by region, each stage with an optimal search")},
    {core::AlgorithmId::Structured, QT_TRANSLATE_NOOP("DisplayNames", "Row by row (fast, not optimal)"),
     QT_TRANSLATE_NOOP("DisplayNames", "Row by row"),
     QT_TRANSLATE_NOOP("DisplayNames", "Places the tiles row by row and column by column, as a person would")},
};

constexpr HeuristicNames Heuristics[] = {
    {core::HeuristicId::None, QT_TRANSLATE_NOOP("DisplayNames", "None"), QT_TRANSLATE_NOOP("DisplayNames", "none"),
     QT_TRANSLATE_NOOP("DisplayNames", "No estimate: the search is blind and only counts moves made, the "
                                       "cheapest and weakest guide")},
    {core::HeuristicId::Misplaced, QT_TRANSLATE_NOOP("DisplayNames", "Misplaced tiles"),
     QT_TRANSLATE_NOOP("DisplayNames", "Misplaced"),
     QT_TRANSLATE_NOOP("DisplayNames", "Counts the tiles not on their goal cell, very cheap but weak")},
    {core::HeuristicId::Gaschnig, QT_TRANSLATE_NOOP("DisplayNames", "Gaschnig (swaps with the blank)"),
     QT_TRANSLATE_NOOP("DisplayNames", "Gaschnig"),
     QT_TRANSLATE_NOOP("DisplayNames", "Counts the swaps with the blank that would sort the tiles, cheap and "
                                       "a little stronger than misplaced tiles")},
    {core::HeuristicId::Manhattan, QT_TRANSLATE_NOOP("DisplayNames", "Manhattan distance"),
     QT_TRANSLATE_NOOP("DisplayNames", "Manhattan"),
     QT_TRANSLATE_NOOP("DisplayNames", "Adds up how far each tile is from its goal cell, cheap and updated "
                                       "per move")},
    {core::HeuristicId::LinearConflict, QT_TRANSLATE_NOOP("DisplayNames", "Manhattan + linear conflict"),
     QT_TRANSLATE_NOOP("DisplayNames", "Linear conflict"),
     QT_TRANSLATE_NOOP("DisplayNames", "Manhattan distance plus two moves for each pair of tiles that block "
                                       "each other in a row or column, slightly dearer and stronger")},
    {core::HeuristicId::WalkingDistance, QT_TRANSLATE_NOOP("DisplayNames", "Walking distance"), nullptr,
     QT_TRANSLATE_NOOP("DisplayNames", "Counts the moves tiles need between rows and between columns from a "
                                       "small table, strong on the 4x4")},
    {core::HeuristicId::Pdb555, QT_TRANSLATE_NOOP("DisplayNames", "Pattern databases 5-5-5"),
     QT_TRANSLATE_NOOP("DisplayNames", "PDB 5-5-5"),
     QT_TRANSLATE_NOOP("DisplayNames", "Looks up exact costs of three groups of five tiles in tables built "
                                       "once on first use, strong on the 4x4")},
    {core::HeuristicId::Pdb663, QT_TRANSLATE_NOOP("DisplayNames", "Pattern databases 6-6-3"),
     QT_TRANSLATE_NOOP("DisplayNames", "PDB 6-6-3"),
     QT_TRANSLATE_NOOP("DisplayNames", "Looks up exact costs of groups of six, six and three tiles in tables "
                                       "built once on first use, stronger than 5-5-5")},
    {core::HeuristicId::Pdb78, QT_TRANSLATE_NOOP("DisplayNames", "Pattern databases 7-8 (large: minutes to build)"),
     QT_TRANSLATE_NOOP("DisplayNames", "PDB 7-8"),
     QT_TRANSLATE_NOOP("DisplayNames", "Looks up exact costs of groups of seven and eight tiles in large "
                                       "tables that take minutes to build once, the strongest")},
    {core::HeuristicId::Pdb6666,
     QT_TRANSLATE_NOOP("DisplayNames", "Pattern databases 6-6-6-6"),
     QT_TRANSLATE_NOOP("DisplayNames", "PDB 6-6-6-6"),
     QT_TRANSLATE_NOOP("DisplayNames", "Looks up exact costs of four groups of six tiles of the 5x5 in tables "
                                       "that take minutes to build once; with IDA* it finds the shortest plan, "
                                       "in seconds for some boards and hours for others, with no node budget "
                                       "(cancel it when you like); with weighted IDA* a plan at most 1.35 "
                                       "times the shortest, within a second")},
    {core::HeuristicId::CentreCount, QT_TRANSLATE_NOOP("DisplayNames", "Centre count"), nullptr,
     QT_TRANSLATE_NOOP("DisplayNames", "Counts the centre cells not holding the most common digit there, very "
                                       "cheap")},
    {core::HeuristicId::CentreTable, QT_TRANSLATE_NOOP("DisplayNames", "Centre distance table"),
     QT_TRANSLATE_NOOP("DisplayNames", "Centre table"),
     QT_TRANSLATE_NOOP("DisplayNames", "Looks up the exact moves to gather each digit on the centre in a "
                                       "table built once, exact for the whole puzzle")},
    {core::HeuristicId::KlotskiAway, QT_TRANSLATE_NOOP("DisplayNames", "Goal piece away"), nullptr,
     QT_TRANSLATE_NOOP("DisplayNames", "1 while the piece to bring out is not yet in its place: the weakest "
                                       "estimate, close to none")},
    {core::HeuristicId::KlotskiBlockers, QT_TRANSLATE_NOOP("DisplayNames", "Blockers"), nullptr,
     QT_TRANSLATE_NOOP("DisplayNames", "1 while the piece to bring out is away, plus each other piece that "
                                       "stands in its place (each must move at least once)")},
};

// The names of an id; a short name left null is the long one. An id without names shows its
// key, so a missing entry is visible rather than blank.
template <class Entry, std::size_t N, class Id>
const Entry *find(const Entry (&table)[N], Id id)
{
    for (const Entry &e : table)
        if (e.id == id)
            return &e;
    return nullptr;
}

QString translated(const char *text)
{
    return DisplayNames::tr(text);
}

// The weight of a bounded search's row, with as many decimals as it has ("1.5", "1.35").
QString weightText(const core::AlgorithmRow &r)
{
    return numberLocale().toString(double(r.weight.num) / r.weight.den, 'g', 3);
}

// A bounded search's name and description carry %1 for its row's weight.
QString withWeight(const char *text, const core::AlgorithmRow &r)
{
    const QString t = translated(text);
    return r.optimality == core::Optimality::Bounded ? t.arg(weightText(r)) : t;
}

} // namespace

QString DisplayNames::algorithm(core::AlgorithmId a)
{
    const auto *e = find(Algorithms, a);
    return e ? withWeight(e->name, core::algorithmRow(a)) : QString::fromLatin1(core::algorithmRow(a).key);
}

QString DisplayNames::shortAlgorithm(core::AlgorithmId a)
{
    const auto *e = find(Algorithms, a);
    return e && e->shortName ? translated(e->shortName) : algorithm(a);
}

QString DisplayNames::heuristic(core::HeuristicId h)
{
    const auto *e = find(Heuristics, h);
    return e ? translated(e->name) : QString::fromLatin1(core::heuristicRow(h).key);
}

QString DisplayNames::shortHeuristic(core::HeuristicId h)
{
    const auto *e = find(Heuristics, h);
    return e && e->shortName ? translated(e->shortName) : heuristic(h);
}

QString DisplayNames::run(core::AlgorithmId a, core::HeuristicId h)
{
    if (h == core::HeuristicId::None)
        return shortAlgorithm(a);
    return tr("%1 + %2").arg(shortAlgorithm(a), shortHeuristic(h));
}

QString DisplayNames::algorithmList()
{
    QStringList names;
    for (const core::AlgorithmRow &r : core::algorithmRows())
        names << algorithm(r.id);
    return names.join(QStringLiteral("; "));
}

QString DisplayNames::algorithmToolTip(core::AlgorithmId a)
{
    const core::AlgorithmRow &r = core::algorithmRow(a);
    const auto *e = find(Algorithms, a);
    QString plan;
    switch (r.optimality) {
    case core::Optimality::Optimal:
        plan = r.smallestPlan ? tr("always a shortest plan, the first in move order") : tr("always a shortest plan");
        break;
    case core::Optimality::Bounded: // "1.5", "1.35": as many decimals as the weight has
        plan = tr("a plan at most %1 times the shortest").arg(weightText(r));
        break;
    case core::Optimality::NotProven: plan = tr("a plan, not proven shortest"); break;
    }
    QString memory;
    switch (r.memory) {
    case core::MemoryClass::EveryState: memory = tr("keeps every board it meets in memory"); break;
    case core::MemoryClass::Linear: memory = tr("needs little memory but may visit boards again"); break;
    case core::MemoryClass::Table: memory = tr("reads tables built once"); break;
    }
    const QString does = e && e->does ? withWeight(e->does, r) : QString::fromLatin1(r.description);
    return tr("%1; it gives %2 and %3.").arg(does, plan, memory);
}

QString DisplayNames::heuristicToolTip(core::HeuristicId h)
{
    const core::HeuristicRow &r = core::heuristicRow(h);
    const auto *e = find(Heuristics, h);
    const QString does = e && e->does ? translated(e->does) : QString::fromLatin1(r.description);
    if (!r.puzzle)
        return does + QLatin1Char('.');
    if (r.admissible && r.consistent)
        return tr("%1; admissible and consistent: it never overestimates and drops by at most one per move.").arg(does);
    if (r.admissible)
        return tr("%1; admissible: it never overestimates the moves left.").arg(does);
    return tr("%1; not admissible: plans found with it may be longer than the shortest.").arg(does);
}

QString DisplayNames::runToolTip(core::AlgorithmId a, core::HeuristicId h)
{
    if (h == core::HeuristicId::None)
        return tr("%1: %2").arg(run(a, h), algorithmToolTip(a));
    return tr("%1: %2 %3").arg(run(a, h), algorithmToolTip(a), heuristicToolTip(h));
}

} // namespace ui
