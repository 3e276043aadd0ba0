#pragma once
// CompareSummary: the Compare mode beside the board. A checklist of the algorithm x heuristic
// pairs that suit the puzzle (the same choice as the compare view's grid, kept in step), the
// run buttons, the summary line and a narrow results table (algorithm, heuristic, status,
// expanded, time). The full table and the charts live in the compare view, a window of its own.

#include <QList>
#include <QWidget>

class QAction;
class QLabel;
class QListWidget;
class QTableView;

namespace ui {

class ComparePanel;

class CompareSummary : public QWidget {
    Q_OBJECT
public:
    // actions: the buttons under the checklist (run, cancel, open the view, race, ...).
    CompareSummary(ComparePanel *panel, const QList<QAction *> &actions, QWidget *parent = nullptr);

    QListWidget *checklist() const { return m_list; }
    QTableView *table() const { return m_table; }

private:
    void rebuildList();
    void listToPanel();

    ComparePanel *m_panel;
    QListWidget *m_list;
    QTableView *m_table;
    QLabel *m_summary;
    bool m_syncing = false;
};

} // namespace ui
