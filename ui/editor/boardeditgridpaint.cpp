// BoardEditGrid's painting: the cells, the cursor and picked marks, and a tile being dragged.
#include "editor/boardeditgrid.h"

#include "board/boardstyle.h"

#include <QPainter>

#include <algorithm>

namespace ui {

void BoardEditGrid::paintCell(QPainter &p, const QRectF &r, int value) const
{
    const qreal u = r.width();
    const QRectF inner = r.adjusted(u * 0.05, u * 0.05, -u * 0.05, -u * 0.05);
    if (value == 0 && m_mode == Mode::Swap) {
        p.setPen(QPen(palette().color(QPalette::Mid), 1, Qt::DashLine));
        p.setBrush(Qt::NoBrush);
        p.drawRoundedRect(inner, u * 0.1, u * 0.1);
        return;
    }
    const QColor fill = m_mode == Mode::Cycle ? digitColour(value, ColourScheme::ColourBlindSafe)
                                              : tileColour(palette(), ColourScheme::Palette, 0);
    p.setPen(QPen(palette().color(QPalette::Dark), 1));
    p.setBrush(fill);
    p.drawRoundedRect(inner, u * 0.1, u * 0.1);
    QFont f = p.font();
    f.setPixelSize(std::max(8, int(u * 0.42)));
    f.setBold(true);
    p.setFont(f);
    p.setPen(m_mode == Mode::Cycle ? readableOn(fill) : palette().color(QPalette::ButtonText));
    p.drawText(inner, Qt::AlignCenter, QString::number(value));
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
    for (std::size_t i = 0; i < m_slots.size(); ++i) {
        const bool lifted = m_dragging && int(i) == m_pressCell;
        paintCell(p, slotRect(m_slots[i]), lifted && m_mode == Mode::Swap ? 0 : m_values[i]);
    }
    paintMarks(p);
    if (m_dragging && m_pressCell >= 0) {
        const QRectF home = slotRect(m_slots[std::size_t(m_pressCell)]);
        p.setOpacity(0.85);
        paintCell(p, home.translated(m_dragPos - m_pressPos), m_values[std::size_t(m_pressCell)]);
    }
}

} // namespace ui
