// SearchTreeWindow's second tree: another search of the same board, run in the background and
// drawn beside the first after as many expansions.
#include "watching/searchtreewindow.h"

#include "solve/displaynames.h"
#include "solve/solvejob.h"
#include "watching/searchtreeview.h"
#include "watching/stepreplay.h"
#include "watching/stepthrough.h"
#include "work/backgroundtask.h"

#include <QCheckBox>
#include <QComboBox>
#include <QLabel>

namespace ui {

void SearchTreeWindow::setBeside(int choiceIndex)
{
    m_besideTask->cancel();
    m_besideEvents.clear();
    m_besideSpans.clear();
    const QList<core::RunChoice> &choices = m_steps->choices();
    const bool on = choiceIndex >= 0 && choiceIndex < choices.size();
    m_besideView->parentWidget()->setVisible(on);
    m_beside->setCurrentIndex(on ? choiceIndex + 1 : 0);
    m_besideView->setTree(nullptr, false);
    if (!on)
        return;
    const core::RunChoice choice = choices[choiceIndex];
    m_besideTitle->setText(tr("%1: searching...").arg(DisplayNames::run(choice.algorithm, choice.heuristic)));
    SolveRequest r;
    r.position = m_steps->board();
    r.algorithm = choice.algorithm;
    r.heuristic = choice.heuristic;
    r.maxNodes = StepThrough::Cap;
    r.watch = std::make_shared<core::ExpansionLog>(2 * StepThrough::Cap, true);
    m_besideTask->run([r](std::stop_token stop, const BackgroundTask::Post &) { return solveJob(r, stop, {}); },
                      [this, choice](const SolveReply &reply) {
                          m_besideEvents = reply.request.watch ? reply.request.watch->events() : std::vector<core::ExpansionEvent>{};
                          m_besideSpans = core::SearchTree::spans(m_besideEvents);
                          m_besideTitle->setText(DisplayNames::run(choice.algorithm, choice.heuristic));
                          showBeside();
                          m_besideView->fit();
                      });
}

bool SearchTreeWindow::besideSearching() const
{
    return m_besideTask->isRunning();
}

// The second search after as many expansions as the first (its last tree that has begun).
void SearchTreeWindow::showBeside()
{
    if (m_besideSpans.empty() || !m_steps->replay())
        return;
    const std::size_t position = std::min(m_steps->replay()->position(), m_besideEvents.size());
    const core::TreeSpan &span = m_besideSpans[core::SearchTree::spanAt(m_besideSpans, position)];
    m_besideView->setTree(std::make_shared<const core::SearchTree>(m_besideEvents, span, position, goalTest()),
                          m_follow->isChecked());
}

} // namespace ui
