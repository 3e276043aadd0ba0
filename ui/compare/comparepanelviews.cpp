// ComparePanel's views of the searches themselves: the state-space map the runs fill, and the
// Search Lab on the board on show, with the runs compared.
#include "compare/comparepanel.h"

#include "charts/comparechart.h"
#include "compare/comparerunner.h"
#include "play/gamesession.h"
#include "words/displaynames.h"
#include "map/statespacemap.h"
#include "lab/searchlab.h"

#include <QItemSelectionModel>

#include <algorithm>

namespace ui {

void ComparePanel::stepThrough()
{
    if (m_lab && m_lab->board() == m_session->position()) {
        m_lab->show();
        m_lab->raise();
        m_lab->activateWindow();
        return;
    }
    // The selected runs, else the runs compared, the first two; before any run, A* if it is
    // ticked (its open list is what the Lab's boards show best).
    QList<int> rows = selectedRows();
    for (int r = 0; rows.isEmpty() && r < m_runner->count(); ++r)
        rows << r << r + 1;
    QList<core::RunChoice> picked;
    for (int r : rows)
        if (r < m_runner->count() && picked.size() < 2)
            picked << core::RunChoice{m_runner->run(r).request.algorithm, m_runner->run(r).request.heuristic};
    const QList<core::RunChoice> ticked = choices();
    const auto aStar = std::find_if(ticked.begin(), ticked.end(),
                                    [](const core::RunChoice &r) { return r.algorithm == core::AlgorithmId::AStar; });
    if (picked.isEmpty())
        picked << (aStar != ticked.end() ? *aStar : ticked.value(0));
    openLab(m_session->position(), picked);
}

void ComparePanel::openLab(const core::Position &board, const QList<core::RunChoice> &searches)
{
    delete m_lab;
    m_lab = new SearchLab(board, searches.value(0), this, searches.size() > 1 ? std::optional(searches[1]) : std::nullopt);
    m_lab->show();
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
