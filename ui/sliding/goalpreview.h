#pragma once
// GoalPreview: the sliding goal in miniature under the title "Goal", in the board's colours,
// so a custom goal stays in sight while playing. It shows itself only when the goal is not the
// standard one (1..n-1, then the blank) and hides on other puzzles.

#include "board/boardstyle.h"
#include "puzzles/puzzlebackend.h"

#include <QWidget>

namespace ui {

class GoalPreview : public QWidget {
    Q_OBJECT
public:
    explicit GoalPreview(QWidget *parent = nullptr);

    // The goal of a new game or a changed goal; shows or hides the preview to match.
    void showPuzzle(const core::Position &p);
    const core::SlidingBoard &goal() const { return m_goal; }
    void setColourScheme(ColourScheme scheme);
    QSize sizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    QRectF titleRect() const;
    QRectF cellRect(int cell) const;
    QString describe() const;

    core::SlidingBoard m_goal;
    ColourScheme m_scheme = chosenColourScheme();
};

} // namespace ui
