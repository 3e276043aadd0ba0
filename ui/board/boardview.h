#pragma once
// BoardView: what the sliding and rotation views share. A view paints a move from the board
// before it to the board after it at t in 0..1; this base runs the animation that drives t and
// holds the look the window chooses (colour scheme, solved highlight).

#include "board/boardstyle.h"

#include <QVariantAnimation>
#include <QWidget>

namespace ui {

class BoardView : public QWidget {
    Q_OBJECT
public:
    void setAnimationDuration(int ms); // 0: no animation
    void setColourScheme(ColourScheme scheme);
    void setSolvedHighlight(bool on);
    bool isAnimating() const;
    bool isHighlighted() const { return m_solved; }

protected:
    BoardView(int durationMs, const QString &accessibleName, QWidget *parent);
    // Starts t from 0 (false when animation is off: then show the end state at once).
    bool startAnimation();
    void stopAnimation();

    qreal m_t = 1.0;
    bool m_solved = false;
    ColourScheme m_scheme = ColourScheme::Palette;

private:
    QVariantAnimation m_animation;
};

} // namespace ui
