#include "solve/displaynames.h"

#include "solvers/descriptors.h"

namespace ui {

namespace {

struct AlgorithmNames {
    core::AlgorithmId id;
    const char *name;
    const char *shortName;
};

struct HeuristicNames {
    core::HeuristicId id;
    const char *name;
    const char *shortName;
};

constexpr AlgorithmNames Algorithms[] = {
    {core::AlgorithmId::Bfs, QT_TRANSLATE_NOOP("DisplayNames", "Breadth-first search"),
     QT_TRANSLATE_NOOP("DisplayNames", "BFS")},
    {core::AlgorithmId::BidirectionalBfs, QT_TRANSLATE_NOOP("DisplayNames", "Bidirectional BFS"), nullptr},
    {core::AlgorithmId::AStar, QT_TRANSLATE_NOOP("DisplayNames", "A*"), nullptr},
    {core::AlgorithmId::IdaStar, QT_TRANSLATE_NOOP("DisplayNames", "IDA*"), nullptr},
    {core::AlgorithmId::Table, QT_TRANSLATE_NOOP("DisplayNames", "Distance tables"),
     QT_TRANSLATE_NOOP("DisplayNames", "Tables")},
    {core::AlgorithmId::WeightedAStar, QT_TRANSLATE_NOOP("DisplayNames", "Weighted A* (at most 1.5x the shortest)"),
     QT_TRANSLATE_NOOP("DisplayNames", "Weighted A*")},
    {core::AlgorithmId::Staged, QT_TRANSLATE_NOOP("DisplayNames", "Staged (near-shortest, up to 5x5)"),
     QT_TRANSLATE_NOOP("DisplayNames", "Staged")},
    {core::AlgorithmId::Structured, QT_TRANSLATE_NOOP("DisplayNames", "Row by row (fast, not optimal)"),
     QT_TRANSLATE_NOOP("DisplayNames", "Row by row")},
};

constexpr HeuristicNames Heuristics[] = {
    {core::HeuristicId::None, QT_TRANSLATE_NOOP("DisplayNames", "None"), QT_TRANSLATE_NOOP("DisplayNames", "none")},
    {core::HeuristicId::Misplaced, QT_TRANSLATE_NOOP("DisplayNames", "Misplaced tiles"),
     QT_TRANSLATE_NOOP("DisplayNames", "Misplaced")},
    {core::HeuristicId::Gaschnig, QT_TRANSLATE_NOOP("DisplayNames", "Gaschnig (swaps with the blank)"),
     QT_TRANSLATE_NOOP("DisplayNames", "Gaschnig")},
    {core::HeuristicId::Manhattan, QT_TRANSLATE_NOOP("DisplayNames", "Manhattan distance"),
     QT_TRANSLATE_NOOP("DisplayNames", "Manhattan")},
    {core::HeuristicId::LinearConflict, QT_TRANSLATE_NOOP("DisplayNames", "Manhattan + linear conflict"),
     QT_TRANSLATE_NOOP("DisplayNames", "Linear conflict")},
    {core::HeuristicId::WalkingDistance, QT_TRANSLATE_NOOP("DisplayNames", "Walking distance"), nullptr},
    {core::HeuristicId::Pdb555, QT_TRANSLATE_NOOP("DisplayNames", "Pattern databases 5-5-5"),
     QT_TRANSLATE_NOOP("DisplayNames", "PDB 5-5-5")},
    {core::HeuristicId::Pdb663, QT_TRANSLATE_NOOP("DisplayNames", "Pattern databases 6-6-3"),
     QT_TRANSLATE_NOOP("DisplayNames", "PDB 6-6-3")},
    {core::HeuristicId::Pdb78, QT_TRANSLATE_NOOP("DisplayNames", "Pattern databases 7-8 (large: minutes to build)"),
     QT_TRANSLATE_NOOP("DisplayNames", "PDB 7-8")},
    {core::HeuristicId::CentreCount, QT_TRANSLATE_NOOP("DisplayNames", "Centre count"), nullptr},
    {core::HeuristicId::CentreTable, QT_TRANSLATE_NOOP("DisplayNames", "Centre distance table"),
     QT_TRANSLATE_NOOP("DisplayNames", "Centre table")},
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

} // namespace

QString DisplayNames::algorithm(core::AlgorithmId a)
{
    const auto *e = find(Algorithms, a);
    return e ? translated(e->name) : QString::fromLatin1(core::algorithmRow(a).key);
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
    QStringList parts;
    switch (r.optimality) {
    case core::Optimality::Optimal:
        parts << (r.smallestPlan ? tr("Always a shortest plan, the first in move order") : tr("Always a shortest plan"));
        break;
    case core::Optimality::Bounded: parts << tr("A plan at most 1.5 times the shortest"); break;
    case core::Optimality::NotProven: parts << tr("A plan, not proven shortest"); break;
    }
    switch (r.memory) {
    case core::MemoryClass::EveryState: parts << tr("keeps every state it meets in memory"); break;
    case core::MemoryClass::Linear: parts << tr("needs little memory"); break;
    case core::MemoryClass::Table: parts << tr("reads precomputed tables"); break;
    }
    parts << (r.takesHeuristic ? tr("guided by a heuristic") : tr("no heuristic"));
    return parts.join(QStringLiteral("; ")) + QLatin1Char('.');
}

QString DisplayNames::heuristicToolTip(core::HeuristicId h)
{
    const core::HeuristicRow &r = core::heuristicRow(h);
    if (!r.puzzle)
        return {};
    if (r.admissible && r.consistent)
        return tr("Admissible and consistent: never overestimates, and drops by at most one per move.");
    if (r.admissible)
        return tr("Admissible: never overestimates the number of moves left.");
    return tr("Not admissible: plans found with it may be longer than the shortest.");
}

} // namespace ui
