#include "lab/labrace.h"

#include "lab/searchlab.h"
#include "race/racelane.h"
#include "watching/stepreplay.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QVBoxLayout>

#include <algorithm>
#include <limits>

namespace ui {

LabRace::LabRace(SearchLab *lab) : QWidget(lab), m_lab(lab), m_row(new QHBoxLayout), m_waiting(new QLabel(tr("Searching..."), this))
{
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_waiting);
    layout->addLayout(m_row, 1);
}

void LabRace::rebuild()
{
    for (RaceLane *l : m_lanes)
        delete l;
    m_lanes.clear();
    for (int s = 0; s < m_lab->searchCount(); ++s)
        if (!m_lab->reply(s))
            return follow();
    for (int s = 0; s < m_lab->searchCount(); ++s) {
        auto *lane = new RaceLane(*m_lab->reply(s), this);
        lane->load(std::numeric_limits<std::size_t>::max());
        m_row->addWidget(lane, 1);
        m_lanes.push_back(lane);
    }
    // Only searches that found a plan race for the win; the fewest expansions ranks first.
    std::vector<std::uint64_t> totals;
    for (const RaceLane *l : m_lanes)
        if (l->solved())
            totals.push_back(l->total());
    for (RaceLane *l : m_lanes)
        if (l->solved())
            l->setRank(1 + int(std::count_if(totals.begin(), totals.end(), [l](std::uint64_t t) { return t < l->total(); })));
    follow();
}

void LabRace::follow()
{
    m_waiting->setVisible(m_lanes.empty());
    for (std::size_t s = 0; s < m_lanes.size(); ++s) {
        const core::StepReplay *replay = m_lab->replay(int(s));
        m_lanes[s]->setFrontier(replay ? std::optional(replay->frontier()) : std::nullopt);
        m_lanes[s]->showExpanded(m_lab->position());
    }
}

} // namespace ui
