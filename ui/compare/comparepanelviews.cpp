// ComparePanel's views of the searches themselves: the state-space map the runs fill, and the
// step-through of one search on the board on show.
#include "compare/comparepanel.h"

#include "charts/comparechart.h"
#include "compare/comparerunner.h"
#include "play/gamesession.h"
#include "solve/displaynames.h"
#include "map/statespacemap.h"
#include "watching/stepthrough.h"

#include <QItemSelectionModel>

#include <algorithm>

namespace ui {

void ComparePanel::stepThrough()
{
    const QList<int> rows = selectedRows();
    const SolveRequest *picked = rows.isEmpty() ? nullptr : &m_runner->run(rows.front()).request;
    // Without a selection, A* if it is ticked: its open list is what the step-through shows best.
    const QList<core::RunChoice> ticked = choices();
    const auto aStar = std::find_if(ticked.begin(), ticked.end(),
                                    [](const core::RunChoice &r) { return r.algorithm == core::AlgorithmId::AStar; });
    const core::RunChoice c = picked ? core::RunChoice{picked->algorithm, picked->heuristic}
        : aStar != ticked.end()      ? *aStar
                                     : ticked.value(0);
    auto *dialog = new StepThrough(m_session->position(), c, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->show();
}

void ComparePanel::showMap()
{
    m_chart->showPage(m_map);
}

void ComparePanel::showRunsOnMap()
{
    QList<StateSpaceMap::Run> runs;
    for (int r = 0; r < m_runner->count(); ++r) {
        const SolveRequest &request = m_runner->run(r).request;
        runs.append({DisplayNames::run(request.algorithm, request.heuristic), request.watch});
    }
    if (!runs.isEmpty())
        m_map->setRuns(m_runner->run(0).request.position, runs);
}

} // namespace ui
