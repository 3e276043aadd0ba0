#include "modes/comparesummary.h"

#include "compare/comparepanel.h"
#include "compare/comparisonmodel.h"
#include "modes/actionpanel.h"
#include "words/displaynames.h"

#include <QCheckBox>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QVBoxLayout>

namespace ui {

CompareSummary::CompareSummary(ComparePanel *panel, const QList<QAction *> &actions, QWidget *parent)
    : QWidget(parent),
      m_panel(panel),
      m_list(new QListWidget(this)),
      m_table(new QTableView(this)),
      m_summary(new QLabel(this))
{
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(new QLabel(tr("<b>Algorithms and heuristics</b>"), this));
    m_list->setAccessibleName(tr("Algorithms to compare"));
    m_list->setFocusPolicy(Qt::TabFocus);
    layout->addWidget(m_list, 2);
    auto *buttons = new ActionPanel(this);
    buttons->layout()->setContentsMargins(0, 0, 0, 0);
    buttons->addSection(QString(), actions);
    layout->addWidget(buttons);
    m_summary->setWordWrap(true);
    layout->addWidget(m_summary);

    m_table->setModel(panel->proxy());
    m_table->setSortingEnabled(true);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setFocusPolicy(Qt::TabFocus);
    m_table->verticalHeader()->setVisible(false);
    // Each column as wide as its widest cell, names and figures whole; the table scrolls
    // sideways when the side is narrower than the columns.
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->setHorizontalScrollBarPolicy(Qt::ScrollBarAsNeeded);
    m_table->setTextElideMode(Qt::ElideNone);
    m_table->verticalHeader()->setDefaultSectionSize(m_table->fontMetrics().height() + 6);
    // The side is narrow: the figures a glance compares; the compare view has them all.
    for (int c = 0; c < ComparisonModel::ColumnCount; ++c)
        m_table->setColumnHidden(c, c != ComparisonModel::Algorithm && c != ComparisonModel::Heuristic
                                        && c != ComparisonModel::Status && c != ComparisonModel::Length
                                        && c != ComparisonModel::Expanded && c != ComparisonModel::Time);
    layout->addWidget(m_table, 3);

    connect(m_table, &QTableView::clicked, panel, &ComparePanel::playRow);
    connect(panel, &ComparePanel::choicesChanged, this, &CompareSummary::rebuildList);
    connect(panel, &ComparePanel::summaryChanged, m_summary, &QLabel::setText);
    connect(m_list, &QListWidget::itemChanged, this, &CompareSummary::listToPanel);
    rebuildList();
}

void CompareSummary::rebuildList()
{
    if (m_syncing)
        return;
    m_syncing = true;
    m_list->clear();
    const QList<core::RunChoice> picked = m_panel->choices();
    for (const core::RunChoice &c : m_panel->available()) {
        auto *item = new QListWidgetItem(DisplayNames::run(c.algorithm, c.heuristic), m_list);
        item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable);
        item->setCheckState(picked.contains(c) ? Qt::Checked : Qt::Unchecked);
        item->setToolTip(DisplayNames::algorithmToolTip(c.algorithm));
    }
    m_syncing = false;
}

void CompareSummary::listToPanel()
{
    if (m_syncing)
        return;
    m_syncing = true;
    QList<core::RunChoice> picked;
    const QList<core::RunChoice> all = m_panel->available();
    for (int i = 0; i < m_list->count() && i < all.size(); ++i)
        if (m_list->item(i)->checkState() == Qt::Checked)
            picked.append(all[i]);
    m_panel->setChoices(picked);
    m_syncing = false;
}

} // namespace ui
