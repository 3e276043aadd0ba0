// GoalPreview: the goal's title and its board, drawn by the board's painter (slidingpaint.h).
#include "sliding/goalpreview.h"
#include "sliding/board/slidingposition.h"

#include "sliding/slidingpaint.h"

#include <QPainter>
#include <QStringList>

#include <algorithm>

namespace ui {

namespace {

constexpr int Side = 110; // the miniature's longer side
constexpr int TitleHeight = 18;

} // namespace

GoalPreview::GoalPreview(QWidget *parent)
    : QWidget(parent),
      m_goal(core::SlidingBoard::standardGoal({3, 3}))
{
    setObjectName(QStringLiteral("goalPreview"));
    setAccessibleName(tr("Goal"));
    setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Fixed);
    hide();
}

void GoalPreview::showPuzzle(const core::Position &p)
{
    keepRoom(false); // a new game: the room is its own again
    const auto *s = p.tryAs<core::SlidingPosition>();
    if (s && s->goal.isWellFormed()) {
        const bool resized = !(s->goal.size == m_goal.size);
        m_goal = s->goal;
        if (resized)
            updateGeometry();
        setAccessibleDescription(describe());
        update();
    }
    m_sliding = s != nullptr;
    updateVisibility();
}

void GoalPreview::setFresh(bool fresh)
{
    // Gone at the first move, it keeps its room until the next game, so the board does not move
    // under the pointer that has just played on it.
    if (!fresh && isVisible())
        keepRoom(true);
    m_fresh = fresh;
    updateVisibility();
}

void GoalPreview::keepRoom(bool keep)
{
    QSizePolicy policy = sizePolicy();
    policy.setRetainSizeWhenHidden(keep);
    setSizePolicy(policy);
}

void GoalPreview::updateVisibility()
{
    const bool custom = m_sliding && m_goal.isWellFormed() && !(m_goal == core::SlidingBoard::standardGoal(m_goal.size));
    setVisible(custom || (m_sliding && m_goal.isWellFormed() && m_fresh));
}

void GoalPreview::setColourScheme(ColourScheme scheme)
{
    m_scheme = scheme;
    update();
}

QSize GoalPreview::sizeHint() const
{
    // The longer side gets Side pixels, so tall and wide goals stay small too.
    const int w = std::max(1, m_goal.width()), h = std::max(1, m_goal.height());
    const qreal cell = qreal(Side) / std::max(w, h);
    return QSize(std::max(Side * 2 / 3, int(cell * w)), TitleHeight + int(cell * h));
}

QRectF GoalPreview::titleRect() const
{
    return QRectF(0, 0, width(), TitleHeight);
}

QRectF GoalPreview::cellRect(int cell) const
{
    const int w = std::max(1, m_goal.width()), h = std::max(1, m_goal.height());
    const qreal side = std::min(width() / qreal(w), (height() - TitleHeight) / qreal(h));
    const QPointF origin((width() - side * w) / 2, TitleHeight);
    return QRectF(origin + QPointF(cell % w * side, cell / w * side), QSizeF(side, side));
}

QString GoalPreview::describe() const
{
    // Row by row, so a screen reader can read the goal out.
    QStringList rows;
    for (int row = 0; row < m_goal.height(); ++row) {
        QStringList cells;
        for (int col = 0; col < m_goal.width(); ++col) {
            const int tile = m_goal.tiles[std::size_t(row * m_goal.width() + col)];
            cells << (tile == 0 ? tr("blank") : QString::number(tile));
        }
        rows << cells.join(QStringLiteral(", "));
    }
    return rows.join(QStringLiteral("; "));
}

void GoalPreview::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const QPalette &pal = palette();
    QFont font = p.font();
    font.setBold(true);
    p.setFont(font);
    p.setPen(pal.color(QPalette::WindowText));
    p.drawText(titleRect(), Qt::AlignCenter, tr("Goal"));
    if (!m_goal.isWellFormed())
        return;
    // On the goal board each tile stands in its goal row, which is what the board tints by.
    const std::vector<int> tiles(m_goal.tiles.begin(), m_goal.tiles.end());
    paintSlidingBoard(p, cellRect(0).topLeft(), cellRect(0).width(), tiles, m_goal.tiles, {pal, m_scheme, m_goal.size});
}

} // namespace ui
