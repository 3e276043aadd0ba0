// StepThrough's display: the node being expanded, its children, what waits, the counters,
// refreshed from the replay after each step.
#include "watching/stepthrough.h"

#include "watching/boardstrip.h"
#include "watching/miniboard.h"
#include "watching/steptext.h"

#include <QLabel>
#include <QPushButton>
#include <QTimer>

namespace ui {

void StepThrough::refresh()
{
    showNode();
    showChildren();
    showWaiting();
    showCounts();
    updateButtons();
    emit moved();
}

void StepThrough::showNode()
{
    const core::ExpansionEvent *now = m_replay ? m_replay->current() : nullptr;
    m_expanding->setCells(now ? now->cells : std::string());
    m_node->setText(now ? StepText::node(*now, m_replay->model()) : tr("Press Step or Space to expand the first node."));
    const bool met = m_replay && m_replay->meeting();
    m_meeting->setCells(met ? *m_replay->meeting() : std::string());
    m_meeting->setVisible(met);
    m_meetingText->setVisible(met);
    if (!m_replay)
        return;
    QString status = m_replay->atEnd() && m_replay->size() > 0
        ? tr("Expansion %L1 of %L2: the last one watched.").arg(m_replay->position()).arg(m_replay->size())
        : tr("Expansion %L1 of %L2.").arg(m_replay->position()).arg(m_replay->size());
    if (m_replay->meeting())
        status += QLatin1Char(' ') + tr("The frontiers have met.");
    if (!m_capNote.isEmpty())
        status += QLatin1Char(' ') + m_capNote;
    m_status->setText(status);
}

void StepThrough::showChildren()
{
    QList<StripEntry> entries;
    if (const core::ExpansionEvent *now = m_replay ? m_replay->current() : nullptr)
        for (const core::ChildEvent &c : now->children)
            entries.append(StepText::child(c, m_replay->model()));
    m_children->setEntries(entries);
}

void StepThrough::showWaiting()
{
    const core::ReplayModel model = m_replay ? m_replay->model() : core::StepReplay::modelOf(choice().algorithm);
    m_waiting[1]->setVisible(model == core::ReplayModel::TwoFrontiers);
    for (int side = 0; side < 2; ++side) {
        QList<StripEntry> entries;
        std::size_t count = 0;
        if (m_replay && model == core::ReplayModel::Path) {
            for (const core::ReplayEntry &e : m_replay->path())
                entries.append(StepText::waiting(e));
            count = entries.size();
            if (entries.size() > Shown)
                entries = entries.mid(entries.size() - Shown); // the end of the path is where the search is
        } else if (m_replay) {
            for (const core::ReplayEntry &e : m_replay->waiting(Shown, side))
                entries.append(StepText::waiting(e));
            count = m_replay->waitingCount(side);
        }
        m_waiting[side]->setTitle(StepText::waitingTitle(model, side, count, m_replay ? m_replay->bound() : -1));
        m_waiting[side]->setEntries(entries, model == core::ReplayModel::Path ? 0 : count - std::size_t(entries.size()));
    }
}

void StepThrough::showCounts()
{
    m_counts->setText(m_replay ? StepText::counts(m_replay->counts()) : QString());
}

void StepThrough::updateButtons()
{
    const bool ready = m_replay && m_replay->size() > 0;
    m_step->setEnabled(ready && !m_replay->atEnd());
    m_stepBack->setEnabled(ready && m_replay->position() > 0);
    m_treeButton->setEnabled(ready);
    m_run->setEnabled(ready && (m_timer->isActive() || !m_replay->atEnd()));
    m_run->setText(m_timer->isActive() ? tr("Pause") : tr("Run"));
    m_back->setEnabled(ready && m_replay->position() > 0);
}

} // namespace ui
