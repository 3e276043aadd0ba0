#include "watching/steptext.h"

namespace ui {

QString StepText::figures(int g, int h)
{
    if (h < 0)
        return tr("depth %1").arg(g);
    return tr("g %1  h %2  f %3").arg(g).arg(h).arg(g + h);
}

QString StepText::fate(core::ChildFate fate, core::ReplayModel model)
{
    switch (fate) {
    case core::ChildFate::Queued: return tr("queued");
    case core::ChildFate::Duplicate: return tr("duplicate");
    case core::ChildFate::Pruned: return tr("pruned");
    case core::ChildFate::Goal: return model == core::ReplayModel::TwoFrontiers ? tr("meets") : tr("goal");
    }
    return {};
}

QColor StepText::fateColour(core::ChildFate fate)
{
    switch (fate) {
    case core::ChildFate::Queued: return QColor(0x00, 0x72, 0xB2);
    case core::ChildFate::Duplicate: return QColor(0x99, 0x99, 0x99);
    case core::ChildFate::Pruned: return QColor(0xD5, 0x5E, 0x00);
    case core::ChildFate::Goal: return QColor(0x00, 0x9E, 0x73);
    }
    return {};
}

QString StepText::side(int side)
{
    return side == 1 ? tr("from the goal") : tr("from the start");
}

QString StepText::node(const core::ExpansionEvent &e, core::ReplayModel model)
{
    QString text = figures(e.g, e.h);
    if (model == core::ReplayModel::Path)
        text += QLatin1Char('\n') + tr("bound %1, iteration %2").arg(e.bound).arg(e.iteration + 1);
    if (model == core::ReplayModel::TwoFrontiers)
        text += QLatin1Char('\n') + side(e.side);
    return text;
}

QString StepText::waitingTitle(core::ReplayModel model, int side, std::size_t count, int bound)
{
    const int n = int(std::min<std::size_t>(count, 1u << 30));
    switch (model) {
    case core::ReplayModel::Queue: return tr("Queue, first in first out: %Ln states", nullptr, n);
    case core::ReplayModel::OpenList:
        return tr("Open list, smallest f first, then larger g, then first queued: %Ln states", nullptr, n);
    case core::ReplayModel::Path:
        return bound < 0 ? tr("Path from the start") : tr("Path from the start, under the bound %1").arg(bound);
    case core::ReplayModel::TwoFrontiers:
        return side == 0 ? tr("Frontier from the start: %Ln states", nullptr, n)
                         : tr("Frontier from the goal: %Ln states", nullptr, n);
    case core::ReplayModel::None: return tr("This algorithm keeps no open list.");
    }
    return {};
}

QString StepText::counts(const core::ReplayCounts &c, core::ReplayModel model)
{
    // IDA* keeps no closed list: its figure is of expansions alone.
    return (model == core::ReplayModel::Path ? tr("Expanded %L1 · generated %L2 · duplicates %L3 · pruned %L4")
                                             : tr("Closed (expanded) %L1 · generated %L2 · duplicates %L3 · pruned %L4"))
        .arg(c.closed)
        .arg(c.generated)
        .arg(c.duplicates)
        .arg(c.pruned);
}

StripEntry StepText::child(const core::ChildEvent &c, core::ReplayModel model)
{
    return StripEntry{c.cells, c.g, c.h, figures(c.g, c.h) + QLatin1Char('\n') + fate(c.fate, model),
                      fateColour(c.fate)};
}

StripEntry StepText::waiting(const core::ReplayEntry &e)
{
    return StripEntry{e.cells, e.g, e.h, figures(e.g, e.h), QColor()};
}

} // namespace ui
