#pragma once
// LabBoards: the Search Lab's view of one search at the timeline's step, as a debugger shows
// it: the node being expanded (g, h, f; the IDA* bound; the bidirectional side), its children
// and their fates, the first states waiting in the order the algorithm takes them (BFS's
// queue, A*'s open list, IDA*'s path, both bidirectional frontiers) and the counters. With a
// second search recorded, a list picks which of the two it shows.

#include <QWidget>

class QComboBox;
class QLabel;

namespace ui {

class BoardStrip;
class MiniBoard;
class SearchLab;

class LabBoards : public QWidget {
    Q_OBJECT
public:
    // Waiting states shown per strip.
    static constexpr int Shown = 8;

    explicit LabBoards(SearchLab *lab);

    // Which search it shows (0 or 1).
    int search() const;
    void setSearch(int search);
    MiniBoard *expanding() const { return m_expanding; }
    // Bidirectional BFS: the state where the frontiers met, once they have (hidden before).
    MiniBoard *meeting() const { return m_meeting; }
    BoardStrip *childStrip() const { return m_children; }
    // Side 1: bidirectional BFS's frontier from the goal.
    BoardStrip *waitingStrip(int side = 0) const { return m_waiting[side]; }
    QString nodeText() const;
    // The width and height its boards need (what the lab opens at).
    QSize fullSize() const;

    // Sizes the boards for the font and the presentation scale (the lab calls it on a switch).
    void sizeBoards();

public slots:
    // A new board or new searches: the puzzle and the list of searches.
    void rebuild();
    // Shows the timeline's step.
    void follow();

private:
    void showNode();
    void showChildren();
    void showWaiting();

    SearchLab *m_lab;
    QComboBox *m_which;
    MiniBoard *m_expanding;
    QLabel *m_node;
    QLabel *m_meetingText;
    MiniBoard *m_meeting;
    BoardStrip *m_children;
    BoardStrip *m_waiting[2];
    QLabel *m_counts;
};

} // namespace ui
