#include "race/racelane.h"

#include "puzzleviews/boardviews.h"
#include "solve/solverpanel.h"
#include "theme/presentation.h"
#include "words/displaynames.h"
#include "words/numbertext.h"
#include "words/reasontext.h"

#include <QLabel>
#include <QHBoxLayout>
#include <QProgressBar>
#include <QScrollArea>
#include <QVBoxLayout>

#include <algorithm>
#include <iterator>
#include <optional>

namespace ui {

namespace {

// The position after the plan's first `step` moves.
core::Position positionAt(const SolveReply &r, int step)
{
    const core::PuzzleBackend &backend = core::backendOf(r.request.position);
    core::Position p = r.request.position;
    const std::vector<std::string> plan = backend.planMoves(r.outcome.moves);
    for (int i = 0; i < step && i < int(plan.size()); ++i)
        backend.apply(p, plan[std::size_t(i)]);
    return p;
}

QLabel *centredLabel(QWidget *parent)
{
    auto *label = new QLabel(parent);
    label->setAlignment(Qt::AlignCenter);
    label->setWordWrap(true);
    return label;
}

} // namespace

QHBoxLayout *RaceLane::addRow(QWidget *owner, QBoxLayout *layout, int stretch)
{
    auto *area = new QScrollArea(owner);
    area->setWidgetResizable(true);
    area->setFrameShape(QFrame::NoFrame);
    area->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    auto *lanes = new QWidget(area);
    auto *row = new QHBoxLayout(lanes);
    row->setContentsMargins(0, 0, 0, 0);
    area->setWidget(lanes);
    layout->addWidget(area, stretch);
    // Room for a lane's smallest board, its name and its bar before the rest of the window.
    const auto fit = [area] { area->setMinimumHeight(96 + 4 * area->fontMetrics().lineSpacing()); };
    fit();
    Presentation::whenFontChanges(area, fit);
    return row;
}

RaceLane::RaceLane(const SolveReply &reply, QWidget *parent)
    : QWidget(parent), m_reply(reply), m_rankLabel(centredLabel(this)), m_progress(new QProgressBar(this)),
      m_detail(centredLabel(this)), m_status(centredLabel(this))
{
    m_hasLog = reply.request.watch != nullptr;
    m_loaded = !m_hasLog;
    if (solved())
        m_length = int(reply.outcome.length());
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    auto *title = centredLabel(this);
    title->setText(QStringLiteral("<b>%1</b>").arg(DisplayNames::run(reply.request.algorithm, reply.request.heuristic)));
    layout->addWidget(title);
    layout->addWidget(m_rankLabel);
    const core::Position &start = reply.request.position;
    m_view = makeBoardView(core::kindOf(start), this);
    m_view->showPuzzle(start);
    m_view->showPosition(start, start, false);
    m_view->setMinimumSize(96, 96);
    layout->addWidget(m_view, 1);
    // Permille: totals can pass what an int holds.
    m_progress->setRange(0, 1000);
    m_progress->setAccessibleName(tr("Expanded so far, against this run's total"));
    layout->addWidget(m_progress);
    layout->addWidget(m_detail);
    layout->addWidget(m_status);
    showWork(0);
}

bool RaceLane::solved() const
{
    return m_reply.outcome.status == core::SearchStatus::Solved;
}

std::uint64_t RaceLane::total() const
{
    return m_reply.outcome.stats.expanded;
}

bool RaceLane::load(std::size_t max)
{
    if (m_loaded)
        return true;
    auto slice = m_reply.request.watch->after(
        m_events.empty() ? std::nullopt : std::optional<std::uint64_t>(m_events.back().order), max);
    m_loaded = slice.events.size() < max;
    if (m_events.empty()) // one allocation, not a regrowth that moves every event read so far
        m_events.reserve(m_reply.request.watch->size());
    m_events.insert(m_events.end(), std::make_move_iterator(slice.events.begin()), std::make_move_iterator(slice.events.end()));
    return m_loaded;
}

const core::ExpansionEvent *RaceLane::shownEvent() const
{
    return m_shown < 0 ? nullptr : &m_events[std::size_t(m_shown)];
}

void RaceLane::showWork(std::uint64_t count)
{
    showWorkAt(count, std::ptrdiff_t(count));
}

void RaceLane::showExpanded(std::uint64_t count)
{
    showWorkAt(count, std::ptrdiff_t(count) - 1);
}

void RaceLane::showWorkAt(std::uint64_t count, std::ptrdiff_t lastOrder)
{
    const bool wasPlan = m_planPhase;
    m_planPhase = false;
    m_work = std::min(count, total());
    m_progress->setVisible(m_hasLog);
    if (wasPlan) {
        m_shown = -1;
        showBoardAt(0);
    }
    if (m_hasLog) {
        m_progress->setValue(total() == 0 ? 1000 : int(m_work * 1000 / total()));
        // The latest sampled event with order <= lastOrder.
        auto it = lastOrder < 0 ? m_events.begin()
                                : std::upper_bound(m_events.begin(), m_events.end(), std::uint64_t(lastOrder),
                                                   [](std::uint64_t c, const core::ExpansionEvent &e) { return c < e.order; });
        showExpansion(std::distance(m_events.begin(), it) - 1);
    }
    updateTexts();
}

void RaceLane::showExpansion(std::ptrdiff_t index)
{
    if (index == m_shown)
        return;
    m_shown = index;
    if (index < 0) {
        showBoardAt(0);
        return;
    }
    const core::ExpansionEvent &e = m_events[std::size_t(index)];
    const core::Position &start = m_reply.request.position;
    if (const auto p = core::backendOf(start).fromCells(start, e.cells))
        m_view->showPosition(*p, *p, false);
}

void RaceLane::showBoardAt(int step)
{
    const core::Position p = positionAt(m_reply, step);
    m_view->showPosition(p, p, false);
}

void RaceLane::showPlan(int from, int to)
{
    from = std::clamp(from, 0, m_length);
    to = std::clamp(to, 0, m_length);
    const bool entering = !m_planPhase;
    m_planPhase = true;
    m_shown = -1;
    m_step = to;
    if (entering || to != from + 1) {
        showBoardAt(to);
    } else {
        m_view->showPosition(positionAt(m_reply, from), positionAt(m_reply, to), true);
    }
    m_progress->setVisible(false);
    updateTexts();
}

QString RaceLane::detailText() const
{
    if (!m_hasLog)
        return tr("No record of this run's expansions: it joins at the plan replay.");
    if (!m_loaded)
        return tr("Reading the record of its search: %1 of %2 nodes")
            .arg(countText(m_events.size()), countText(m_reply.request.watch->size()));
    QString text = tr("Expanded %1 of %2").arg(countText(m_work), countText(total()));
    const core::ExpansionEvent *shown = shownEvent();
    if (!shown)
        return text;
    const core::ExpansionEvent &e = *shown;
    text += QLatin1Char('\n') + tr("Frontier %1").arg(countText(m_frontier.value_or(e.frontier)));
    if (e.side == 0)
        text += tr(", searching from the start");
    else if (e.side == 1)
        text += tr(", searching from the goal");
    text += QLatin1Char('\n');
    if (e.h < 0)
        text += tr("Depth g = %1").arg(e.g);
    else
        text += tr("g = %1, h = %2, f = %3").arg(e.g).arg(e.h).arg(e.f);
    if (e.bound >= 0)
        text += tr(", bound %1 (iteration %2)").arg(e.bound).arg(e.iteration + 1);
    return text;
}

QString RaceLane::workStatus() const
{
    if (!m_hasLog)
        return {};
    if (!isDone())
        return tr("Searching");
    const auto &o = m_reply.outcome;
    const QString n = countText(total());
    if (o.status == core::SearchStatus::Solved)
        return tr("Finished: %1 expanded").arg(n);
    if (o.status == core::SearchStatus::LimitReached)
        return core::isBudget(o.reason)
            ? tr("Stopped at its budget after %1 expanded: %2").arg(n, ReasonText::sentence(o.reason))
            : ReasonText::sentence(o.reason);
    return tr("%1 after %2 expanded").arg(ui::statusText(o.status), n);
}

QString RaceLane::planStatus() const
{
    const auto &o = m_reply.outcome;
    if (!solved()) {
        if (o.status == core::SearchStatus::LimitReached)
            return core::isBudget(o.reason) ? tr("Stopped at its budget: %1").arg(ReasonText::sentence(o.reason))
                                                  : ReasonText::sentence(o.reason);
        return ui::statusText(o.status);
    }
    const QString kind = o.optimal ? tr("shortest") : tr("not proven shortest");
    if (m_step >= m_length)
        return tr("Finished: %1 moves (%2)").arg(countText(std::uint64_t(m_length)), kind);
    return tr("Move %1 of %2").arg(countText(std::uint64_t(m_step)), countText(std::uint64_t(m_length)));
}

QString RaceLane::statusText() const
{
    return m_status->text();
}

void RaceLane::updateTexts()
{
    // The rank shows once the lane is done, so the race keeps its suspense until then.
    const bool ranked = m_rank > 0 && (m_planPhase || isDone());
    if (!ranked)
        m_rankLabel->setText(QString());
    else if (m_rank == 1)
        m_rankLabel->setText(tr("<b>\u2605 Winner</b>: fewest nodes"));
    else
        m_rankLabel->setText(tr("Rank %1").arg(m_rank));
    m_detail->setVisible(!m_planPhase);
    m_detail->setText(m_planPhase ? QString() : detailText());
    m_status->setText(m_planPhase ? planStatus() : workStatus());
}

} // namespace ui
