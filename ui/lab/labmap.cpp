#include "lab/labmap.h"

#include "lab/searchlab.h"
#include "map/statespacemap.h"
#include "watching/stepreplay.h"
#include "words/displaynames.h"

#include <QVBoxLayout>

#include <span>

namespace ui {

LabMap::LabMap(SearchLab *lab) : QWidget(lab), m_lab(lab), m_map(new StateSpaceMap(this))
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_map);
}

std::size_t LabMap::fed(int search) const
{
    return m_fed[search];
}

void LabMap::rebuild()
{
    m_ready = false;
    for (int s = 0; s < 2; ++s) {
        m_logs[s].reset();
        m_fed[s] = 0;
    }
    m_map->setRuns(m_lab->board(), {});
    follow();
}

// New logs, one per search, and the panels on them.
void LabMap::restart()
{
    QList<StateSpaceMap::Run> runs;
    for (int s = 0; s < m_lab->searchCount(); ++s) {
        m_logs[s] = std::make_shared<core::ExpansionLog>(SearchLab::Cap + 1);
        m_fed[s] = 0;
        const core::RunChoice c = m_lab->searchChoice(s);
        runs.append({DisplayNames::run(c.algorithm, c.heuristic), m_logs[s]});
    }
    m_map->setRuns(m_lab->board(), runs);
}

void LabMap::follow()
{
    bool ready = m_lab->searchCount() > 0;
    for (int s = 0; s < m_lab->searchCount(); ++s)
        ready = ready && m_lab->replay(s);
    if (!ready)
        return;
    bool back = !m_ready;
    for (int s = 0; s < m_lab->searchCount(); ++s)
        back = back || m_lab->replay(s)->position() < m_fed[s];
    if (back)
        restart();
    m_ready = true;
    for (int s = 0; s < m_lab->searchCount(); ++s) {
        const core::StepReplay *replay = m_lab->replay(s);
        const std::size_t to = replay->position();
        if (to > m_fed[s])
            m_logs[s]->receive(std::span(replay->events()).subspan(m_fed[s], to - m_fed[s]));
        m_fed[s] = to;
    }
    m_map->refresh();
}

} // namespace ui
