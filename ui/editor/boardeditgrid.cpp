#include "editor/boardeditgrid.h"

#include <QApplication>
#include <QKeyEvent>
#include <QMouseEvent>

#include <algorithm>

namespace ui {

namespace {

// How long a typed digit waits for a second one (as in "12") before it counts on its own.
constexpr int TypingPauseMs = 900;

} // namespace

BoardEditGrid::BoardEditGrid(QWidget *parent)
    : QWidget(parent)
{
    setFocusPolicy(Qt::StrongFocus);
    setAccessibleName(tr("Board cells"));
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    m_typedTimer.setSingleShot(true);
    m_typedTimer.setInterval(TypingPauseMs);
    connect(&m_typedTimer, &QTimer::timeout, this, &BoardEditGrid::commitTyped);
}

void BoardEditGrid::setShape(int columns, int rows, const std::vector<QPoint> &places, Mode mode, int maxValue)
{
    m_columns = std::max(1, columns);
    m_rows = std::max(1, rows);
    m_slots = places;
    m_mode = mode;
    m_maxValue = maxValue;
    m_values.assign(places.size(), 0);
    m_cursor = 0;
    m_picked = -1;
    m_pressCell = -1;
    m_dragging = false;
    m_typed = -1;
    updateGeometry();
    update();
}

void BoardEditGrid::setValues(const std::vector<int> &values)
{
    if (values.size() != m_slots.size())
        return;
    m_values = values;
    describeCursor();
    update();
}

qreal BoardEditGrid::unit() const
{
    return std::min(qreal(width()) / m_columns, qreal(height()) / m_rows);
}

QRectF BoardEditGrid::slotRect(QPoint slot) const
{
    const qreal u = unit();
    const QPointF origin((width() - m_columns * u) / 2, (height() - m_rows * u) / 2);
    return QRectF(origin + QPointF(slot.x() * u, slot.y() * u), QSizeF(u, u));
}

QRect BoardEditGrid::cellRect(int cell) const
{
    if (cell < 0 || cell >= int(m_slots.size()))
        return {};
    return slotRect(m_slots[std::size_t(cell)]).toAlignedRect();
}

int BoardEditGrid::cellAt(QPoint pos) const
{
    for (std::size_t i = 0; i < m_slots.size(); ++i)
        if (slotRect(m_slots[i]).contains(pos))
            return int(i);
    return -1;
}

QSize BoardEditGrid::sizeHint() const
{
    const int side = m_mode == Mode::Cycle ? 40 : 64;
    return QSize(m_columns * side, m_rows * side);
}

QSize BoardEditGrid::minimumSizeHint() const
{
    return QSize(m_columns * 24, m_rows * 24);
}

void BoardEditGrid::swapCells(int a, int b)
{
    if (a == b || a < 0 || b < 0)
        return;
    std::swap(m_values[std::size_t(a)], m_values[std::size_t(b)]);
    describeCursor();
    update();
    emit edited();
}

void BoardEditGrid::setValue(int cell, int value)
{
    if (m_values[std::size_t(cell)] == value)
        return;
    m_values[std::size_t(cell)] = value;
    describeCursor();
    update();
    emit edited();
}

void BoardEditGrid::clickCell(int cell)
{
    m_cursor = cell;
    if (m_mode == Mode::Cycle) {
        setValue(cell, m_values[std::size_t(cell)] % m_maxValue + 1);
        return;
    }
    if (m_picked < 0) {
        m_picked = cell;
    } else {
        const int from = m_picked;
        m_picked = -1;
        swapCells(from, cell);
    }
    describeCursor();
    update();
}

void BoardEditGrid::activateCursor()
{
    if (m_cursor >= 0 && m_cursor < int(m_values.size()))
        clickCell(m_cursor);
}

void BoardEditGrid::moveCursor(int dx, int dy)
{
    // The nearest cell along the cursor's row or column: the rotation board has gaps.
    if (m_cursor < 0 || m_cursor >= int(m_slots.size()))
        return;
    const QPoint here = m_slots[std::size_t(m_cursor)];
    int best = -1, bestDistance = 0;
    for (std::size_t i = 0; i < m_slots.size(); ++i) {
        const QPoint d = m_slots[i] - here;
        const int along = dx ? d.x() * dx : d.y() * dy;
        const int across = dx ? d.y() : d.x();
        if (across != 0 || along <= 0)
            continue;
        if (best < 0 || along < bestDistance) {
            best = int(i);
            bestDistance = along;
        }
    }
    if (best < 0)
        return;
    m_cursor = best;
    describeCursor();
    update();
}

void BoardEditGrid::typeNumber(int digit)
{
    if (m_mode == Mode::Cycle) {
        if (digit >= 1 && digit <= m_maxValue)
            setValue(m_cursor, digit);
        return;
    }
    m_typed = m_typed > 0 ? m_typed * 10 + digit : digit;
    if (m_typed > m_maxValue)
        m_typed = digit;
    // Commit at once when no further digit could make a larger tile.
    if (m_typed == 0 || m_typed * 10 > m_maxValue)
        commitTyped();
    else
        m_typedTimer.start();
}

void BoardEditGrid::commitTyped()
{
    m_typedTimer.stop();
    const int value = m_typed;
    m_typed = -1;
    const auto it = std::find(m_values.begin(), m_values.end(), value);
    if (value < 0 || it == m_values.end())
        return;
    m_picked = -1;
    swapCells(int(it - m_values.begin()), m_cursor);
}

void BoardEditGrid::describeCursor()
{
    if (m_cursor < 0 || m_cursor >= int(m_values.size()))
        return;
    const int v = m_values[std::size_t(m_cursor)];
    setAccessibleDescription(v == 0 && m_mode == Mode::Swap ? tr("Cell %1: the blank").arg(m_cursor + 1)
                                                            : tr("Cell %1: %2").arg(m_cursor + 1).arg(v));
}

void BoardEditGrid::mousePressEvent(QMouseEvent *event)
{
    if (event->button() != Qt::LeftButton)
        return QWidget::mousePressEvent(event);
    m_pressCell = cellAt(event->position().toPoint());
    m_pressPos = event->position().toPoint();
    m_dragging = false;
}

void BoardEditGrid::mouseMoveEvent(QMouseEvent *event)
{
    if (m_pressCell < 0 || m_mode != Mode::Swap)
        return;
    m_dragPos = event->position().toPoint();
    if (!m_dragging && (m_dragPos - m_pressPos).manhattanLength() >= QApplication::startDragDistance()) {
        m_dragging = true;
        m_picked = -1;
    }
    if (m_dragging)
        update();
}

void BoardEditGrid::mouseReleaseEvent(QMouseEvent *event)
{
    if (event->button() != Qt::LeftButton || m_pressCell < 0)
        return QWidget::mouseReleaseEvent(event);
    const int from = m_pressCell;
    const int to = cellAt(event->position().toPoint());
    m_pressCell = -1;
    if (m_dragging) {
        m_dragging = false;
        if (to >= 0) {
            m_cursor = to;
            swapCells(from, to);
        }
        update();
    } else if (to == from) {
        clickCell(to);
    }
}

void BoardEditGrid::keyPressEvent(QKeyEvent *event)
{
    const int key = event->key();
    if (m_typed >= 0 && (key < Qt::Key_0 || key > Qt::Key_9))
        commitTyped();
    switch (key) {
    case Qt::Key_Left: moveCursor(-1, 0); break;
    case Qt::Key_Right: moveCursor(1, 0); break;
    case Qt::Key_Up: moveCursor(0, -1); break;
    case Qt::Key_Down: moveCursor(0, 1); break;
    case Qt::Key_Space:
    case Qt::Key_Return:
    case Qt::Key_Enter: activateCursor(); break;
    case Qt::Key_X:
        if (m_mode != Mode::Swap)
            return QWidget::keyPressEvent(event);
        typeNumber(0);
        break;
    case Qt::Key_Escape:
        // A picked cell is put back; otherwise Escape is the dialog's.
        if (m_picked < 0)
            return QWidget::keyPressEvent(event);
        m_picked = -1;
        update();
        break;
    default:
        if (key < Qt::Key_0 || key > Qt::Key_9)
            return QWidget::keyPressEvent(event);
        typeNumber(key - Qt::Key_0);
    }
}

void BoardEditGrid::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::EnabledChange) {
        m_picked = -1;
        m_pressCell = -1;
        m_dragging = false;
        update();
    }
    QWidget::changeEvent(event);
}

} // namespace ui
