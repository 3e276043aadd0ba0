#include "words/displaynames.h"

#include "solvers/descriptors.h"
#include "words/numbertext.h"

namespace ui {

namespace {

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
    const core::AlgorithmRow &r = core::algorithmRow(a);
    return r.words.name ? withWeight(r.words.name, r) : QString::fromLatin1(r.key);
}

QString DisplayNames::shortAlgorithm(core::AlgorithmId a)
{
    const core::AlgorithmRow &r = core::algorithmRow(a);
    return r.words.shortName ? translated(r.words.shortName) : algorithm(a);
}

QString DisplayNames::heuristic(core::HeuristicId h)
{
    const core::HeuristicRow &r = core::heuristicRow(h);
    return r.words.name ? translated(r.words.name) : QString::fromLatin1(r.key);
}

QString DisplayNames::shortHeuristic(core::HeuristicId h)
{
    const core::HeuristicRow &r = core::heuristicRow(h);
    return r.words.shortName ? translated(r.words.shortName) : heuristic(h);
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
    const QString does = r.words.does ? withWeight(r.words.does, r) : QString::fromLatin1(r.description);
    return tr("%1; it gives %2 and %3.").arg(does, plan, memory);
}

QString DisplayNames::heuristicToolTip(core::HeuristicId h)
{
    const core::HeuristicRow &r = core::heuristicRow(h);
    const QString does = r.words.does ? translated(r.words.does) : QString::fromLatin1(r.description);
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
