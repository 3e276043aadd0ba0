#include "board/boardview.h"

#include <algorithm>

namespace ui {

BoardView::BoardView(int durationMs, const QString &accessibleName, QWidget *parent)
    : QWidget(parent)
{
    setFocusPolicy(Qt::StrongFocus);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    setAccessibleName(accessibleName);
    m_animation.setDuration(durationMs);
    m_animation.setStartValue(0.0);
    m_animation.setEndValue(1.0);
    m_animation.setEasingCurve(QEasingCurve::OutCubic);
    connect(&m_animation, &QVariantAnimation::valueChanged, this, [this](const QVariant &v) {
        m_t = v.toReal();
        update();
    });
}

void BoardView::setAnimationDuration(int ms)
{
    m_animation.setDuration(std::max(0, ms));
}

void BoardView::setColourScheme(ColourScheme scheme)
{
    m_scheme = scheme;
    update();
}

void BoardView::setSolvedHighlight(bool on)
{
    m_solved = on;
    update();
}

bool BoardView::isAnimating() const
{
    return m_animation.state() == QAbstractAnimation::Running;
}

bool BoardView::startAnimation()
{
    m_animation.stop();
    if (m_animation.duration() <= 0) {
        m_t = 1.0;
        update();
        return false;
    }
    m_t = 0.0;
    m_animation.start();
    return true;
}

void BoardView::stopAnimation()
{
    m_animation.stop();
    m_t = 1.0;
}

} // namespace ui
