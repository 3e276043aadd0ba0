// The Search Lab's timeline: moving both recordings to one step, and what the status says of it.
#include "lab/searchlab.h"

#include "lab/labtimeline.h"
#include "watching/stepreplay.h"
#include "words/displaynames.h"
#include "work/backgroundtask.h"

#include <QLabel>

namespace ui {

std::size_t SearchLab::lastPosition() const
{
    std::size_t last = 0;
    for (int s = 0; s < searchCount(); ++s)
        if (const core::StepReplay *r = replay(s))
            last = std::max(last, r->size());
    return isSearching() ? 0 : last;
}

void SearchLab::setPosition(std::size_t position)
{
    position = std::min(position, lastPosition());
    if (position == m_position && !isSearching())
        return;
    for (int s = 0; s < searchCount(); ++s) {
        core::StepReplay *r = m_searches[s]->replay.get();
        if (!r)
            continue;
        const std::size_t target = std::min(position, r->size());
        if (target < r->position())
            r->restart();
        while (r->position() < target && r->step()) {
        }
    }
    m_position = position;
    updateStatus();
    emit moved();
}

void SearchLab::step()
{
    setPosition(m_position + 1);
}

void SearchLab::stepBack()
{
    m_timeline->stop();
    if (m_position > 0)
        setPosition(m_position - 1);
}

void SearchLab::toggleRun()
{
    m_timeline->toggleRun();
}

void SearchLab::backToStart()
{
    m_timeline->stop();
    setPosition(0);
}

void SearchLab::toEnd()
{
    m_timeline->stop();
    setPosition(lastPosition());
}


void SearchLab::updateStatus()
{
    if (m_choices.isEmpty()) {
        m_status->setText(tr("No search that can be stepped through suits this board."));
        return;
    }
    QStringList parts;
    for (int s = 0; s < searchCount(); ++s) {
        const core::StepReplay *r = replay(s);
        QString text;
        if (!r) {
            text = tr("Searching...");
        } else {
            text = r->atEnd() && r->size() > 0 ? tr("Expansion %L1 of %L2: the last one watched.").arg(r->position()).arg(r->size())
                                                : tr("Expansion %L1 of %L2.").arg(r->position()).arg(r->size());
            if (r->meeting())
                text += QLatin1Char(' ') + tr("The frontiers have met.");
            const SolveReply &done = *reply(s);
            if (done.outcome.status == core::SearchStatus::LimitReached && done.outcome.stats.expanded >= Cap)
                text += QLatin1Char(' ') + tr("This search needs more than %L1 expansions; the lab shows its first %L1.").arg(Cap);
        }
        if (searchCount() > 1) {
            const core::RunChoice c = searchChoice(s);
            text = tr("%1: %2").arg(DisplayNames::run(c.algorithm, c.heuristic), text);
        }
        parts << text;
    }
    m_status->setText(parts.join(QLatin1Char('\n')));
}

} // namespace ui
