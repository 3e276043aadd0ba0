#include "play/bestscores.h"

#include "board/puzzlelook.h"
#include "play/playrecord.h"
#include "puzzles/puzzlebackend.h"

#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QRegularExpression>
#include <QSettings>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>
#include <tuple>

namespace ui {

namespace {

const QString Group = QStringLiteral("best");

struct Sorted {
    int kind;
    int cells;
    int width;
    BestScores::Row row;
};

} // namespace

QList<BestScores::Row> BestScores::rows()
{
    QSettings s;
    s.beginGroup(Group);
    const QStringList keys = s.childGroups();
    static const QRegularExpression sized(QStringLiteral("^([a-z]+)-(\\d{1,2})x(\\d{1,2})$"));
    std::vector<Sorted> found;
    for (const QString &key : keys) {
        const QRegularExpressionMatch m = sized.match(key);
        const QString puzzleKey = m.hasMatch() ? m.captured(1) : key;
        const core::PuzzleBackend *backend = core::backendForKey(puzzleKey.toStdString());
        if (!backend)
            continue; // not a puzzle of this version: left as it is
        Row row;
        row.key = key;
        row.puzzle = puzzleLook(backend->kind()).name();
        const int w = m.hasMatch() ? m.captured(2).toInt() : 0, h = m.hasMatch() ? m.captured(3).toInt() : 0;
        row.size = m.hasMatch() ? QStringLiteral("%1 x %2").arg(w).arg(h) : QString();
        row.moves = s.value(key + QStringLiteral("/moves"), -1).toInt();
        row.ms = s.value(key + QStringLiteral("/ms"), -1).toLongLong();
        if (row.moves < 0 && row.ms < 0)
            continue;
        found.push_back({int(backend->kind()), w * h, w, row});
    }
    std::sort(found.begin(), found.end(), [](const Sorted &a, const Sorted &b) {
        return std::tie(a.kind, a.cells, a.width) < std::tie(b.kind, b.cells, b.width);
    });
    QList<Row> out;
    for (const Sorted &f : found)
        out.append(f.row);
    return out;
}

void BestScores::reset(const QStringList &keys)
{
    QSettings s;
    s.beginGroup(Group);
    for (const QString &key : keys)
        s.remove(key);
}

BestScores::BestScores(QWidget *parent) : QDialog(parent)
{
    setWindowTitle(tr("Best Scores"));
    auto *layout = new QVBoxLayout(this);
    auto *intro = new QLabel(tr("The fewest moves and the best time for each puzzle and size, kept when a game "
                                "started by New Game or a scramble is solved by hand, without playing the solution."),
                             this);
    intro->setWordWrap(true);
    layout->addWidget(intro);
    m_table = new QTableWidget(0, 4, this);
    m_table->setObjectName(QStringLiteral("bestScoresTable"));
    m_table->setHorizontalHeaderLabels({tr("Puzzle"), tr("Size"), tr("Fewest moves"), tr("Best time")});
    m_table->verticalHeader()->hide();
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    // The puzzle's name takes the room left; the figures sit close beside it.
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_table->horizontalHeader()->setStretchLastSection(false);
    layout->addWidget(m_table, 1);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    m_reset = buttons->addButton(tr("&Reset"), QDialogButtonBox::ResetRole);
    m_reset->setObjectName(QStringLiteral("resetChosen"));
    m_resetAll = buttons->addButton(tr("Reset &All"), QDialogButtonBox::ResetRole);
    m_resetAll->setObjectName(QStringLiteral("resetAll"));
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_reset, &QPushButton::clicked, this, &BestScores::resetChosen);
    connect(m_resetAll, &QPushButton::clicked, this, &BestScores::resetAll);
    connect(m_table, &QTableWidget::itemSelectionChanged, this,
            [this] { m_reset->setEnabled(!m_table->selectionModel()->selectedRows().isEmpty()); });
    fill();
    resize(sizeHint().expandedTo(QSize(520, 360)));
}

void BestScores::fill()
{
    const QList<Row> all = rows();
    m_table->setRowCount(int(all.size()));
    for (int r = 0; r < all.size(); ++r) {
        const Row &row = all[r];
        const QString cells[] = {row.puzzle, row.size.isEmpty() ? QStringLiteral("-") : row.size, row.moves >= 0 ? QString::number(row.moves) : QStringLiteral("-"),
                                 row.ms >= 0 ? PlayRecord::formatTime(row.ms) : QStringLiteral("-")};
        for (int c = 0; c < 4; ++c) {
            auto *item = new QTableWidgetItem(cells[c]);
            item->setData(Qt::UserRole, row.key);
            if (c >= 1)
                item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            m_table->setItem(r, c, item);
        }
    }
    m_reset->setEnabled(false);
    m_resetAll->setEnabled(!all.isEmpty());
    if (all.isEmpty()) {
        m_table->setRowCount(1);
        auto *none = new QTableWidgetItem(tr("No best scores yet: solve a new game by hand to set one."));
        none->setFlags(Qt::ItemIsEnabled);
        m_table->setItem(0, 0, none);
        m_table->setSpan(0, 0, 1, 4);
    } else {
        m_table->clearSpans();
    }
}

void BestScores::resetChosen()
{
    QStringList keys;
    for (const QModelIndex &index : m_table->selectionModel()->selectedRows())
        if (const QString key = index.data(Qt::UserRole).toString(); !key.isEmpty())
            keys << key;
    if (keys.isEmpty())
        return;
    if (QMessageBox::question(this, tr("Reset Best Scores"), tr("Forget the best scores of the %n row(s) chosen?", nullptr, int(keys.size())))
        != QMessageBox::Yes)
        return;
    reset(keys);
    fill();
}

void BestScores::resetAll()
{
    if (QMessageBox::question(this, tr("Reset Best Scores"), tr("Forget every best score?")) != QMessageBox::Yes)
        return;
    QStringList keys;
    for (const Row &row : rows())
        keys << row.key;
    reset(keys);
    fill();
}

} // namespace ui
