#include "race/searchreplay.h"

#include "charts/comparechart.h"
#include "words/displaynames.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QTimer>
#include <QToolButton>
#include <QVBoxLayout>

namespace ui {

SearchReplay::SearchReplay(const QList<SolveReply> &replies, QWidget *parent)
    : QWidget(parent), m_chart(new CompareChart(this)), m_timer(new QTimer(this))
{
    QList<RunSeries> series;
    for (const SolveReply &r : replies)
        series.append({DisplayNames::run(r.request.algorithm, r.request.heuristic), r.request.algorithm, r.outcome.stats, true});
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    auto *row = new QHBoxLayout;
    auto *button = new QToolButton(this);
    button->setText(tr("Replay the searches"));
    button->setToolTip(tr("Redraw how each search grew, in its own time scale"));
    auto *title = new QLabel(tr("<b>Search replay</b>: how many nodes each search had expanded, and how "
                                "large its frontier was, over time."),
                             this);
    title->setWordWrap(true);
    row->addWidget(title, 1);
    row->addWidget(button);
    layout->addLayout(row);
    m_chart->setReplayOnly(true);
    m_chart->setMinimumHeight(140);
    m_chart->setRuns(series);
    layout->addWidget(m_chart, 1);
    connect(button, &QToolButton::clicked, this, &SearchReplay::replay);
    m_timer->setInterval(40);
    connect(m_timer, &QTimer::timeout, this, [this] {
        const double length = m_chart->replayLength();
        m_at += length / 75.0; // three seconds
        if (m_at >= length) {
            m_timer->stop();
            m_at = -1;
        }
        m_chart->setReplayTime(m_at);
    });
}

bool SearchReplay::isReplaying() const
{
    return m_timer->isActive();
}

void SearchReplay::replay()
{
    m_at = 0;
    m_chart->setReplayTime(0);
    m_timer->start();
}

} // namespace ui
