#pragma once
// BoardPane: the centre of the window, and the largest part of it. A line naming the game on
// show with its live figures, the board itself, and under it the playback bar, the thing people
// watch. Nothing else sits between the board and the playback bar.

#include <QWidget>

class QHBoxLayout;
class QLabel;
class QVBoxLayout;

namespace ui {

class BoardStack;
class PlaybackBar;

class BoardPane : public QWidget {
    Q_OBJECT
public:
    BoardPane(BoardStack *boards, PlaybackBar *playback, QWidget *parent = nullptr);

    // What the game is ("4 x 4 sliding puzzle, custom goal"), shown above the board.
    void setTitle(const QString &title);
    QString title() const;
    // Live figures (moves, time, distance) at the right of the title line.
    void addStatusWidget(QWidget *w);
    // A line under the title (how to play, for a newcomer).
    void addUnderTitle(QWidget *w);
    // Widgets shown under the playback bar (e.g. the X-ray's line).
    void addFooterWidget(QWidget *w);

private:
    QLabel *m_title;
    QHBoxLayout *m_header;
    QVBoxLayout *m_layout;
};

} // namespace ui
