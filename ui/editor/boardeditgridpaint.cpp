// BoardEditGrid's painting: the cells (by the puzzle's painter), the cursor and picked marks,
// and a tile being dragged.
#include "editor/boardeditgrid.h"

#include <QPainter>

#include <algorithm>

namespace ui {

void BoardEditGrid::setPainter(Painter painter)
{
    m_painter = std::move(painter);
    update();
}

void BoardEditGrid::paintCell(QPainter &p, const QRectF &r, int index, int value) const
{
    if (m_painter.cell)
        m_painter.cell(p, r, index, value);
}

void BoardEditGrid::paintMarks(QPainter &p) const
{
    const QColor accent = palette().color(QPalette::Highlight);
    p.setBrush(Qt::NoBrush);
    if (m_picked >= 0) {
        p.setPen(QPen(accent, std::max<qreal>(3, unit() * 0.08)));
        p.drawRoundedRect(slotRect(m_slots[std::size_t(m_picked)]).adjusted(2, 2, -2, -2), 6, 6);
    }
    if (hasFocus() && m_cursor >= 0 && m_cursor < int(m_slots.size())) {
        p.setPen(QPen(accent, 2, Qt::DashLine));
        p.drawRect(slotRect(m_slots[std::size_t(m_cursor)]).adjusted(1, 1, -1, -1));
    }
}

void BoardEditGrid::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    // Greyed: the text above no longer describes this board.
    if (!isEnabled())
        p.setOpacity(0.35);
    if (m_painter.ground)
        m_painter.ground(p, gridArea(), unit());
    for (std::size_t i = 0; i < m_slots.size(); ++i) {
        const bool lifted = m_dragging && int(i) == m_pressCell;
        paintCell(p, slotRect(m_slots[i]), int(i), lifted && m_mode == Mode::Swap ? 0 : m_values[i]);
    }
    paintMarks(p);
    if (m_dragging && m_pressCell >= 0) {
        const QRectF home = slotRect(m_slots[std::size_t(m_pressCell)]);
        p.setOpacity(0.85);
        paintCell(p, home.translated(m_dragPos - m_pressPos), m_pressCell, m_values[std::size_t(m_pressCell)]);
    }
}

} // namespace ui
