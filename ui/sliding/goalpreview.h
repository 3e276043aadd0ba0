#pragma once
// GoalPreview: the sliding goal in miniature under the title "Goal", in the board's colours,
// so a custom goal stays in sight while playing. It shows itself when the goal is not the
// standard one (1..n-1, then the blank), and on a fresh game until its first move (a newcomer
// sees what to aim for); it hides on other puzzles.

#include "board/boardstyle.h"
#include "puzzles/puzzlebackend.h"
#include "sliding/board/slidingboard.h"

#include <QWidget>

namespace ui {

class GoalPreview : public QWidget {
    Q_OBJECT
public:
    explicit GoalPreview(QWidget *parent = nullptr);

    // The goal of a new game or a changed goal; shows or hides the preview to match.
    void showPuzzle(const core::Position &p);
    const core::SlidingBoard &goal() const { return m_goal; }
    // A fresh game (no move yet): shown whatever the goal.
    void setFresh(bool fresh);
    void setColourScheme(ColourScheme scheme);
    QSize sizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    QRectF titleRect() const;
    QRectF cellRect(int cell) const;
    QString describe() const;

    void updateVisibility();
    void keepRoom(bool keep);

    core::SlidingBoard m_goal;
    bool m_sliding = false;
    bool m_fresh = false;
    ColourScheme m_scheme = chosenColourScheme();
};

} // namespace ui
