// ComparePanel's grid: the algorithm x heuristic pairs that suit the puzzle on show, as
// checkboxes, and the choice they make.
#include "compare/comparepanel.h"

#include "charts/comparechart.h"
#include "compare/comparerunner.h"
#include "compare/comparisonmodel.h"
#include "play/gamesession.h"
#include "words/displaynames.h"
#include "words/reasontext.h"
#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QGridLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QTableView>
#include <QVBoxLayout>
#include <algorithm>

namespace ui {

namespace {
QString keyOf(core::RunChoice c)
{
    return QString::fromStdString(core::algorithmKey(c.algorithm) + "/" + core::heuristicKey(c.heuristic));
}
} // namespace

QCheckBox *ComparePanel::checkBox(core::RunChoice c) const
{
    return m_boxes.value(keyOf(c));
}

QList<core::RunChoice> ComparePanel::available() const
{
    const auto sensible = core::sensibleChoices(m_kind, m_size);
    return QList<core::RunChoice>(sensible.begin(), sensible.end());
}

QList<core::RunChoice> ComparePanel::choices() const
{
    QList<core::RunChoice> out;
    for (const core::RunChoice &c : core::sensibleChoices(m_kind, m_size))
        if (QCheckBox *b = checkBox(c); b && b->isChecked())
            out.append(c);
    return out;
}

void ComparePanel::setChoices(const QList<core::RunChoice> &choices)
{
    for (QCheckBox *b : std::as_const(m_boxes))
        b->setChecked(false);
    for (const core::RunChoice &c : choices)
        if (QCheckBox *b = checkBox(c))
            b->setChecked(true);
    updateButtons();
    emit choicesChanged();
}

void ComparePanel::refreshChoices()
{
    const core::PuzzleKind kind = m_session->kind();
    const core::BoardSize size = m_session->backend().sizeOf(m_session->position());
    if (m_built && kind == m_kind && size == m_size)
        return;
    // Another puzzle or size: its runs say nothing about this one.
    if (m_built && m_runner->count() > 0) {
        m_runner->start({});
        setSummary(QString());
        updateChart();
    }
    m_kind = kind;
    m_size = size;
    m_built = true;
    while (QLayoutItem *item = m_grid->takeAt(0)) {
        delete item->widget();
        delete item;
    }
    m_boxes.clear();
    const auto sensible = core::sensibleChoices(kind, size);
    QList<core::AlgorithmId> rows;
    QList<core::HeuristicId> columns{core::HeuristicId::None};
    for (const core::RunChoice &c : sensible) {
        if (!rows.contains(c.algorithm))
            rows.append(c.algorithm);
        if (!columns.contains(c.heuristic))
            columns.append(c.heuristic);
    }
    for (int col = 0; col < columns.size(); ++col) {
        // Two short lines at most, so the grid stays narrow.
        QString name = DisplayNames::shortHeuristic(columns[col]);
        if (const qsizetype space = name.indexOf(QLatin1Char(' ')); space > 0 && name.size() > 9)
            name[space] = QLatin1Char('\n');
        auto *head = new QLabel(name, this);
        head->setAlignment(Qt::AlignCenter);
        head->setToolTip(DisplayNames::heuristicToolTip(columns[col]));
        m_grid->addWidget(head, 0, col + 1);
    }
    for (int row = 0; row < rows.size(); ++row) {
        auto *label = new QLabel(DisplayNames::shortAlgorithm(rows[row]), this);
        label->setToolTip(DisplayNames::algorithmToolTip(rows[row]));
        m_grid->addWidget(label, row + 1, 0);
        for (int col = 0; col < columns.size(); ++col) {
            const core::RunChoice c{rows[row], columns[col]};
            if (std::find(sensible.begin(), sensible.end(), c) == sensible.end())
                continue;
            auto *box = new QCheckBox(this);
            box->setToolTip(DisplayNames::runToolTip(c.algorithm, c.heuristic));
            box->setAccessibleName(DisplayNames::run(c.algorithm, c.heuristic));
            connect(box, &QCheckBox::toggled, this, &ComparePanel::updateButtons);
            connect(box, &QCheckBox::toggled, this, &ComparePanel::choicesChanged);
            m_grid->addWidget(box, row + 1, col + 1, Qt::AlignCenter);
            m_boxes.insert(keyOf(c), box);
        }
    }
    // A new size gets the pairs that suit it (blind searches that cannot finish on a 4x4 are
    // not left ticked from a 3x3).
    const auto d = core::defaultComparison(kind, size);
    setChoices(QList<core::RunChoice>(d.begin(), d.end()));
}

// The checklist (`left`, laid out by `leftLayout`) in a pane of its own: it scrolls rather than
// widen the view past a small screen (its names are long under the presentation scale and in
// Chinese); the summary wraps below it.
QWidget *ComparePanel::checklistPane(QWidget *left, QLayout *leftLayout)
{
    auto *pane = new QWidget(this);
    auto *paneLayout = new QVBoxLayout(pane);
    paneLayout->setContentsMargins(0, 0, 0, 0);
    auto *scroll = new QScrollArea(pane);
    leftLayout->setSizeConstraint(QLayout::SetMinimumSize); // never squeezed: it scrolls
    scroll->setWidget(left);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    paneLayout->addWidget(scroll, 1);
    m_summary = new QLabel(pane);
    m_summary->setWordWrap(true);
    paneLayout->addWidget(m_summary);
    return pane;
}

} // namespace ui
