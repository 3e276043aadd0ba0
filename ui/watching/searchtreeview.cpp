#include "watching/searchtreeview.h"

#include "board/statepainter.h"

#include <QKeyEvent>
#include <QMouseEvent>
#include <QWheelEvent>

#include <algorithm>
#include <cmath>

namespace ui {

using core::TreeNode;
using core::TreeNodeState;

namespace {

constexpr qreal MinZoom = 0.05, MaxZoom = 3.0;

} // namespace

SearchTreeView::SearchTreeView(QWidget *parent) : QWidget(parent)
{
    setFocusPolicy(Qt::StrongFocus);
    setMouseTracking(false);
    setAccessibleName(tr("Search tree"));
    setMinimumSize(320, 240);
}

void SearchTreeView::setPuzzle(core::PuzzleKind kind, core::BoardSize size)
{
    m_kind = kind;
    m_size = size;
    update();
}

void SearchTreeView::setTree(std::shared_ptr<const core::SearchTree> tree, bool follow)
{
    m_tree = std::move(tree);
    if (!m_tree || m_selected >= m_tree->nodes().size())
        m_selected = TreeNode::None;
    if (follow && m_tree && m_tree->current() != TreeNode::None && !rect().contains(nodeRect(m_tree->current()).toRect()))
        centreOn(m_tree->current());
    update();
}

void SearchTreeView::setLarge(bool large)
{
    if (large == m_large)
        return;
    m_large = large;
    m_zoom = 1.0;
    if (m_tree && m_tree->current() != TreeNode::None)
        centreOn(m_tree->current());
    update();
}

qreal SearchTreeView::cellPixels() const
{
    return unit() * m_zoom;
}

QSizeF SearchTreeView::boxSize() const
{
    const QSizeF board = StatePainter::size(m_kind, m_size, m_size.cells() > 0 ? unit() : unit() * 2.0 / 3);
    const qreal pad = unit() * 0.3;
    // The board, then two lines: the expansion number and g, h, f.
    return QSizeF(std::max(board.width(), unit() * 5.5) + 2 * pad, board.height() + 2 * pad + unit() * 1.7);
}

QRectF SearchTreeView::box(const TreeNode &node) const
{
    const QSizeF s = boxSize();
    const qreal column = s.width() + unit() * 0.8, row = s.height() + unit() * 1.6;
    if (node.state == TreeNodeState::Duplicate) {
        // A tag, not a board: it names the node that holds the state.
        const QSizeF tag(s.width(), unit() * 1.6);
        return QRectF(QPointF(node.x * column, node.depth * row), tag);
    }
    return QRectF(QPointF(node.x * column, node.depth * row), s);
}

QRectF SearchTreeView::boardRoom(const TreeNode &node) const
{
    const QRectF b = box(node);
    const qreal pad = unit() * 0.3;
    return QRectF(b.left() + pad, b.top() + pad, boxSize().width() - 2 * pad, b.height() - 2 * pad - unit() * 1.7);
}

QRectF SearchTreeView::boardRect(std::uint32_t node) const
{
    if (!m_tree || node >= m_tree->nodes().size() || m_tree->nodes()[node].state == TreeNodeState::Duplicate)
        return {};
    const QRectF b = StatePainter::boardRect(boardRoom(m_tree->nodes()[node]), m_kind, m_size);
    return QRectF(toWidget(b.topLeft()), b.size() * m_zoom);
}

QRectF SearchTreeView::nodeRect(std::uint32_t node) const
{
    if (!m_tree || node >= m_tree->nodes().size())
        return {};
    const QRectF b = box(m_tree->nodes()[node]);
    return QRectF(toWidget(b.topLeft()), b.size() * m_zoom);
}

void SearchTreeView::centreOn(std::uint32_t node)
{
    if (!m_tree || node >= m_tree->nodes().size())
        return;
    const QRectF b = box(m_tree->nodes()[node]);
    m_pan = QPointF(width() / 2.0, height() / 2.0) - b.center() * m_zoom;
}

void SearchTreeView::select(std::uint32_t node)
{
    m_selected = node;
    if (m_tree && node < m_tree->nodes().size() && !rect().contains(nodeRect(node).toRect()))
        centreOn(node);
    update();
}

void SearchTreeView::fit()
{
    if (!m_tree || m_tree->nodes().empty())
        return;
    const QSizeF s = boxSize();
    const qreal column = s.width() + unit() * 0.8, row = s.height() + unit() * 1.6;
    const QSizeF all(std::max(1.0, m_tree->columns()) * column, m_tree->rows() * row);
    const qreal top = legendHeight() + 8; // under the legend, which the view paints over its top
    m_zoom = std::clamp(std::min((width() - 16) / all.width(), (height() - top - 8) / all.height()), MinZoom, 1.0);
    m_pan = QPointF((width() - all.width() * m_zoom) / 2, top);
    update();
}

void SearchTreeView::fitReadable()
{
    fit();
    // On a projector the boards keep their full 40 px cells.
    if (!m_tree || m_zoom >= (m_large ? 1.0 : 0.6))
        return;
    m_zoom = m_large ? 1.0 : 0.8;
    centreOn(m_tree->current() != TreeNode::None ? m_tree->current() : 0);
    update();
}

void SearchTreeView::zoomAbout(const QPointF &at, qreal factor)
{
    const qreal zoom = std::clamp(m_zoom * factor, MinZoom, MaxZoom);
    const QPointF tree = (at - m_pan) / m_zoom;
    m_zoom = zoom;
    m_pan = at - tree * m_zoom;
    update();
}

std::uint32_t SearchTreeView::nodeAt(const QPointF &at) const
{
    if (!m_tree)
        return TreeNode::None;
    const auto &nodes = m_tree->nodes();
    for (std::uint32_t i = 0; i < nodes.size(); ++i)
        if (nodeRect(i).contains(at))
            return i;
    return TreeNode::None;
}

void SearchTreeView::wheelEvent(QWheelEvent *event)
{
    zoomAbout(event->position(), std::pow(1.15, event->angleDelta().y() / 120.0));
    event->accept();
}

void SearchTreeView::mousePressEvent(QMouseEvent *event)
{
    m_pressAt = event->position();
    m_panAtPress = m_pan;
    m_dragging = false;
}

void SearchTreeView::mouseMoveEvent(QMouseEvent *event)
{
    if (!(event->buttons() & Qt::LeftButton))
        return;
    if ((event->position() - m_pressAt).manhattanLength() > 4)
        m_dragging = true;
    if (m_dragging) {
        m_pan = m_panAtPress + (event->position() - m_pressAt);
        update();
    }
}

void SearchTreeView::mouseReleaseEvent(QMouseEvent *event)
{
    if (m_dragging || event->button() != Qt::LeftButton)
        return;
    std::uint32_t node = nodeAt(event->position());
    if (node == TreeNode::None)
        return;
    // A duplicate's tag leads to the node that holds its state.
    const TreeNode &n = m_tree->nodes()[node];
    if (n.state == TreeNodeState::Duplicate && n.sameAs != TreeNode::None)
        node = n.sameAs;
    select(node);
    emit nodeClicked(node);
}

void SearchTreeView::keyPressEvent(QKeyEvent *event)
{
    const QPointF middle(width() / 2.0, height() / 2.0);
    switch (event->key()) {
    case Qt::Key_Plus:
    case Qt::Key_Equal: zoomAbout(middle, 1.25); break;
    case Qt::Key_Minus: zoomAbout(middle, 0.8); break;
    case Qt::Key_0: fit(); break;
    default: QWidget::keyPressEvent(event); return;
    }
    event->accept();
}

} // namespace ui
