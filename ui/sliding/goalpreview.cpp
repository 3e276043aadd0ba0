#include "sliding/goalpreview.h"
#include "sliding/board/slidingposition.h"

#include <QPainter>
#include <QPainterPath>
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
    const qreal side = cellRect(0).width();
    const qreal gap = std::max<qreal>(1.0, side * 0.05);
    p.setPen(Qt::NoPen);
    p.setBrush(emptyCellColour(pal)); // the board's tray, which shows through its gap
    p.drawRoundedRect(cellRect(0).united(cellRect(m_goal.cells() - 1)), side * 0.08, side * 0.08);
    p.setBrush(Qt::NoBrush);
    font.setPixelSize(std::max(6, int(side * (m_goal.cells() > 10 ? 0.4 : 0.5))));
    p.setFont(font);
    for (int cell = 0; cell < m_goal.cells(); ++cell) {
        const int tile = m_goal.tiles[std::size_t(cell)];
        if (tile == 0)
            continue;
        // On the goal board each tile stands in its goal row, which is what the board tints by.
        const QRectF r = cellRect(cell).adjusted(gap, gap, -gap, -gap);
        const QColor fill = tileColour(pal, m_scheme, cell / m_goal.width());
        QPainterPath path;
        path.addRoundedRect(r, side * 0.1, side * 0.1);
        p.fillPath(path, fill);
        p.setPen(QPen(pal.color(QPalette::Dark), 1.0));
        p.drawPath(path);
        if (side < 12)
            continue; // too small to read; the colours still show the rows
        p.setPen(readableOn(fill));
        p.drawText(r, Qt::AlignCenter, QString::number(tile));
    }
}

} // namespace ui
