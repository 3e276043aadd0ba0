// SearchTreeView's drawing: the edges, each node's frame, board and figures, the legend.
#include "watching/searchtreeview.h"

#include "board/statepainter.h"
#include "theme/contrast.h"
#include "words/numbertext.h"

#include <QPainter>

namespace ui {

using core::TreeNode;
using core::TreeNodeState;

QColor SearchTreeView::stateColour(const TreeNode &node) const
{
    const QColor base = palette().color(QPalette::Base);
    QRgb rgb = 0;
    switch (node.state) {
    case TreeNodeState::Current: rgb = 0xE69F00; break;
    case TreeNodeState::Open: rgb = 0x0072B2; break;
    case TreeNodeState::Pruned: rgb = 0xD55E00; break;
    case TreeNodeState::Duplicate: rgb = 0xCC79A7; break;
    case TreeNodeState::Goal: rgb = 0x009E73; break;
    case TreeNodeState::Closed: return controlEdge(palette());
    }
    return reaching(QColor(rgb), base, MarkContrast);
}

void SearchTreeView::paintNode(QPainter &p, const TreeNode &node, std::uint32_t id) const
{
    const QRectF b = box(node);
    const qreal u = unit();
    const QColor frame = node.onSolution ? reaching(QColor(0x009E73), palette().color(QPalette::Base), MarkContrast) : stateColour(node);
    QPen pen(frame, node.state == TreeNodeState::Current || node.onSolution ? u * 0.2 : u * 0.1);
    if (node.state == TreeNodeState::Pruned || node.state == TreeNodeState::Duplicate)
        pen.setStyle(Qt::DashLine);
    p.setPen(pen);
    p.setBrush(palette().color(QPalette::Base));
    p.drawRoundedRect(b, u * 0.3, u * 0.3);
    if (id == m_selected) {
        p.setPen(QPen(focusColour(palette()), u * 0.15));
        p.setBrush(Qt::NoBrush);
        p.drawRoundedRect(b.adjusted(-u * 0.25, -u * 0.25, u * 0.25, u * 0.25), u * 0.4, u * 0.4);
    }
    QFont font = this->font();
    font.setPixelSize(std::max(1, int(u * 0.62)));
    p.setFont(font);
    p.setPen(palette().color(QPalette::Text));
    if (node.state == TreeNodeState::Duplicate) {
        const auto &nodes = m_tree->nodes();
        const QString text = node.sameAs != TreeNode::None && nodes[node.sameAs].expansion > 0
            ? tr("seen: #%1").arg(countText(nodes[node.sameAs].expansion))
            : tr("seen before");
        p.drawText(b, Qt::AlignCenter, text);
        return;
    }
    const QRectF board = boardRoom(node);
    StatePainter::paint(p, board, palette(), m_kind, m_size, node.cells);
    const QRectF line1(b.left(), board.bottom() + u * 0.1, b.width(), u * 0.8);
    const QRectF line2 = line1.translated(0, u * 0.8);
    p.setPen(palette().color(QPalette::Text));
    const QString number = node.expansion > 0 ? tr("#%1").arg(countText(node.expansion))
                         : node.state == TreeNodeState::Pruned ? tr("pruned")
                                                               : tr("open");
    p.drawText(line1, Qt::AlignCenter, number);
    const QString figures = node.h >= 0 ? tr("g %1  h %2  f %3").arg(node.g).arg(node.h).arg(node.f) : tr("g %1").arg(node.g);
    p.drawText(line2, Qt::AlignCenter, figures);
}

namespace {

struct LegendKey {
    core::TreeNodeState state;
    bool onPath;
    QString text;
};

} // namespace

static std::vector<LegendKey> legendKeys()
{
    return {{core::TreeNodeState::Current, false, SearchTreeView::tr("expanding now")},
            {core::TreeNodeState::Closed, false, SearchTreeView::tr("closed (expanded)")},
            {core::TreeNodeState::Open, false, SearchTreeView::tr("open (waiting)")},
            {core::TreeNodeState::Pruned, false, SearchTreeView::tr("pruned (over the bound)")},
            {core::TreeNodeState::Duplicate, false, SearchTreeView::tr("already met")},
            {core::TreeNodeState::Goal, true, SearchTreeView::tr("on the plan")}};
}

int SearchTreeView::legendHeight() const
{
    const QFontMetrics fm = fontMetrics();
    const int h = fm.height();
    // As many rows as the keys need at this width.
    int rows = 1;
    int x = 8;
    for (const LegendKey &k : legendKeys()) {
        const int need = h + 4 + fm.horizontalAdvance(k.text) + 14;
        if (x > 8 && x + need > width()) {
            ++rows;
            x = 8;
        }
        x += need;
    }
    return rows * (h + 6) + 6;
}

void SearchTreeView::paintLegend(QPainter &p) const
{
    using Key = LegendKey;
    const std::vector<LegendKey> keys = legendKeys();
    const QFontMetrics fm = fontMetrics();
    const int h = fm.height();
    p.fillRect(QRect(0, 0, width(), legendHeight()), palette().color(QPalette::Window));
    int x = 8, y = 6;
    for (const Key &k : keys) {
        const int need = h + 4 + fm.horizontalAdvance(k.text) + 14;
        if (x > 8 && x + need > width()) {
            x = 8;
            y += h + 6;
        }
        TreeNode sample;
        sample.state = k.state;
        sample.onSolution = k.onPath;
        const QColor c = k.onPath ? reaching(QColor(0x009E73), palette().color(QPalette::Base), MarkContrast) : stateColour(sample);
        QPen pen(c, 3);
        if (k.state == TreeNodeState::Pruned || k.state == TreeNodeState::Duplicate)
            pen.setStyle(Qt::DashLine);
        p.setPen(pen);
        p.setBrush(palette().color(QPalette::Base));
        p.drawRoundedRect(QRectF(x, y, h, h), 3, 3);
        p.setPen(palette().color(QPalette::WindowText));
        p.drawText(QRect(x + h + 4, y, fm.horizontalAdvance(k.text) + 2, h), Qt::AlignVCenter, k.text);
        x += need;
    }
}

void SearchTreeView::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.fillRect(rect(), palette().color(QPalette::Base));
    p.setRenderHint(QPainter::Antialiasing, true);
    if (m_tree) {
        const auto &nodes = m_tree->nodes();
        p.save();
        p.translate(m_pan);
        p.scale(m_zoom, m_zoom);
        const QRectF visible = QRectF(-m_pan / m_zoom, QSizeF(size()) / m_zoom).adjusted(-unit() * 8, -unit() * 8, unit() * 8, unit() * 8);
        const QColor edge = blend(palette().color(QPalette::Base), palette().color(QPalette::Text), 0.55);
        const QColor path = reaching(QColor(0x009E73), palette().color(QPalette::Base), MarkContrast);
        // The edges, then the nodes over them.
        for (const TreeNode &n : nodes) {
            if (n.parent == TreeNode::None)
                continue;
            const QRectF from = box(nodes[n.parent]), to = box(n);
            if (!visible.intersects(from.united(to)))
                continue;
            p.setPen(QPen(n.onSolution ? path : edge, n.onSolution ? unit() * 0.2 : unit() * 0.08));
            p.drawLine(QPointF(from.center().x(), from.bottom()), QPointF(to.center().x(), to.top()));
        }
        for (std::uint32_t i = 0; i < nodes.size(); ++i)
            if (visible.intersects(box(nodes[i])))
                paintNode(p, nodes[i], i);
        p.restore();
    }
    paintLegend(p);
    if (m_tree && m_tree->cut()) {
        p.setPen(palette().color(QPalette::WindowText));
        p.drawText(rect().adjusted(8, 0, -8, -6), Qt::AlignBottom | Qt::AlignLeft,
                   tr("The tree is cut at its first %L1 nodes.").arg(core::SearchTree::MaxNodes));
    }
}

} // namespace ui
