#include "compare/comparisonmodel.h"

#include "compare/comparerunner.h"
#include "solve/solverpanel.h"
#include "words/displaynames.h"
#include "words/numbertext.h"
#include "words/reasontext.h"

#include <QPalette>

namespace ui {

ComparisonModel::ComparisonModel(CompareRunner *runner, QObject *parent)
    : QAbstractTableModel(parent), m_runner(runner)
{
    connect(runner, &CompareRunner::started, this, [this] {
        beginResetModel();
        m_stale = false;
        endResetModel();
    });
    connect(runner, &CompareRunner::runChanged, this, [this](int row) {
        if (row < rowCount())
            emit dataChanged(index(row, 0), index(row, ColumnCount - 1));
    });
}

int ComparisonModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : m_runner->count();
}

int ComparisonModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant ComparisonModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (Column(section)) {
    case Algorithm: return tr("Algorithm");
    case Heuristic: return tr("Heuristic");
    case Status: return tr("Status");
    case Length: return tr("Length");
    case Optimal: return tr("Optimal");
    case Expanded: return tr("Expanded");
    case Generated: return tr("Generated");
    case Duplicates: return tr("Duplicates");
    case Frontier: return tr("Peak frontier");
    case Memory: return tr("Peak memory");
    case Time: return tr("Time (ms)");
    case Ebf: return tr("EBF");
    case ColumnCount: break;
    }
    return {};
}

double ComparisonModel::ebf(int row) const
{
    const CompareRun &run = m_runner->run(row);
    if (!run.reply || run.reply->outcome.status != core::SearchStatus::Solved)
        return 0;
    const auto &o = run.reply->outcome;
    return core::effectiveBranchingFactor(o.stats.generated, int(o.length()));
}

void ComparisonModel::setStale(bool stale)
{
    if (stale == m_stale)
        return;
    m_stale = stale;
    if (rowCount() > 0)
        emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
}

QVariant ComparisonModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount())
        return {};
    if (role == Qt::DisplayRole)
        return display(index.row(), index.column());
    if (role == SortRole)
        return sortValue(index.row(), index.column());
    if (m_stale && role == Qt::ForegroundRole)
        return QPalette().brush(QPalette::Disabled, QPalette::Text);
    if (m_stale && role == Qt::ToolTipRole)
        return tr("A run on an earlier board: run again for the board on show.");
    if (role == Qt::TextAlignmentRole && index.column() >= Length)
        return int(Qt::AlignRight | Qt::AlignVCenter);
    if (role == Qt::ToolTipRole && index.column() == Status) {
        const CompareRun &run = m_runner->run(index.row());
        if (run.reply && run.reply->outcome.reason)
            return ReasonText::sentence(run.reply->outcome.reason);
    }
    return {};
}

QVariant ComparisonModel::sortValue(int row, int column) const
{
    const CompareRun &run = m_runner->run(row);
    const core::SearchStats &st = run.progress;
    const bool solved = run.reply && run.reply->outcome.status == core::SearchStatus::Solved;
    switch (Column(column)) {
    case Algorithm: return int(run.request.algorithm);
    case Heuristic: return int(run.request.heuristic);
    case Status: return run.reply ? int(run.reply->outcome.status) : -1 - int(run.state);
    case Length: return solved ? qlonglong(run.reply->outcome.length()) : qlonglong(1) << 40;
    case Optimal: return solved && run.reply->outcome.optimal ? 1 : 0;
    case Expanded: return qulonglong(st.expanded);
    case Generated: return qulonglong(st.generated);
    case Duplicates: return qulonglong(st.duplicates);
    case Frontier: return qulonglong(st.peakFrontier);
    case Memory: return qulonglong(st.peakBytes);
    case Time: return st.seconds();
    case Ebf: return ebf(row);
    case ColumnCount: break;
    }
    return {};
}

QVariant ComparisonModel::display(int row, int column) const
{
    const CompareRun &run = m_runner->run(row);
    const core::SearchStats &st = run.progress;
    const bool solved = run.reply && run.reply->outcome.status == core::SearchStatus::Solved;
    switch (Column(column)) {
    case Algorithm: return DisplayNames::shortAlgorithm(run.request.algorithm);
    case Heuristic: return DisplayNames::shortHeuristic(run.request.heuristic);
    case Status:
        if (run.state == CompareRun::State::Queued)
            return tr("Queued");
        if (run.state == CompareRun::State::Running)
            return tr("Running...");
        return statusText(run.reply->outcome.status, run.reply->outcome.reason);
    case Length: return solved ? countText(run.reply->outcome.length()) : QStringLiteral("-");
    case Optimal:
        if (!solved)
            return QStringLiteral("-");
        return run.reply->outcome.optimal ? tr("yes") : tr("no");
    case Expanded: return countText(st.expanded);
    case Generated: return countText(st.generated);
    case Duplicates: return countText(st.duplicates);
    case Frontier: return countText(st.peakFrontier);
    case Memory: return bytesText(st.peakBytes);
    case Time: return decimalText(st.seconds() * 1000.0, 2);
    case Ebf: {
        const double b = ebf(row);
        return b > 0 ? decimalText(b, 3) : QStringLiteral("-");
    }
    case ColumnCount: break;
    }
    return {};
}

QString ComparisonModel::copyText(const QList<int> &rows) const
{
    QStringList lines;
    QStringList header;
    for (int c = 0; c < ColumnCount; ++c)
        header.append(headerData(c, Qt::Horizontal).toString());
    lines.append(header.join(QLatin1Char('\t')));
    QList<int> which = rows;
    if (which.isEmpty())
        for (int r = 0; r < rowCount(); ++r)
            which.append(r);
    for (int r : which) {
        QStringList cells;
        for (int c = 0; c < ColumnCount; ++c)
            cells.append(display(r, c).toString());
        lines.append(cells.join(QLatin1Char('\t')));
    }
    return lines.join(QLatin1Char('\n')) + QLatin1Char('\n');
}

} // namespace ui
