#pragma once
// The Best Scores dialog (Game > Best Scores, Ctrl+H as in KDE's games): the fewest moves and the
// best time kept for each puzzle and size (PlayRecord keeps them as each game is solved by hand),
// one row each, with Reset for the rows chosen and Reset All, each asked about first.

#include <QDialog>
#include <QList>
#include <QString>

class QTableWidget;
class QPushButton;

namespace ui {

class BestScores : public QDialog {
    Q_OBJECT
public:
    struct Row {
        QString key;    // the settings group under "best/" ("sliding-4x4", "rotation")
        QString puzzle; // translated
        QString size;   // "4 x 4"; empty for a puzzle of one size
        int moves = -1; // -1: none kept
        qint64 ms = -1;
    };
    // Every best kept, by puzzle in the window's order, then by size (smaller first).
    static QList<Row> rows();
    // Forgets the bests of these puzzles and sizes (Row::key).
    static void reset(const QStringList &keys);

    explicit BestScores(QWidget *parent = nullptr);
    QTableWidget *table() const { return m_table; }

private:
    void fill();
    void resetChosen();
    void resetAll();

    QTableWidget *m_table;
    QPushButton *m_reset;
    QPushButton *m_resetAll;
};

} // namespace ui
