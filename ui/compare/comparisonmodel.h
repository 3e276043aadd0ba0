#pragma once
// ComparisonModel: the compare panel's results table over a CompareRunner's runs. One row per
// run; columns as the statistics vocabulary names them, plus the effective branching factor.
// Qt::DisplayRole is the text shown, SortRole the number to sort by (a QSortFilterProxyModel
// with setSortRole(SortRole) sorts numerically), and copyText() gives rows as tab-separated
// text for the clipboard.

#include "solvers/comparison.h"

#include <QAbstractTableModel>

namespace ui {

class CompareRunner;

class ComparisonModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { Algorithm, Heuristic, Status, Length, Optimal, Expanded, Generated, Duplicates, Frontier, Memory,
                  Time, Ebf, ColumnCount };
    static constexpr int SortRole = Qt::UserRole + 1;

    explicit ComparisonModel(CompareRunner *runner, QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    // The header and the given rows (all rows when empty), tab-separated, one line each.
    QString copyText(const QList<int> &rows = {}) const;
    // The effective branching factor of a finished, solved run; 0 otherwise.
    double ebf(int row) const;
    // Rows of runs on a board that is no longer on show are greyed, with a tooltip saying so.
    void setStale(bool stale);
    bool isStale() const { return m_stale; }

private:
    QVariant display(int row, int column) const;
    QVariant sortValue(int row, int column) const;
    CompareRunner *m_runner;
    bool m_stale = false;
};

} // namespace ui
