#pragma once
// SearchTreeView: a core::SearchTree drawn as a teacher draws a search on the board: each node
// a small board you can read, with its expansion number and g, h and f under it, its frame
// coloured by what it is (current, closed, open, pruned, a duplicate, on the plan) and a legend
// to say so; a duplicate is a small tag naming the node that already holds its state. The wheel
// zooms about the pointer, dragging pans, a click picks a node (a duplicate's tag picks the
// node it names). In presentation scale the boards' cells are 40 px, for a projector.

#include "common/ids.h"
#include "position/position.h"
#include "common/boardsize.h"
#include "watching/searchtree.h"

#include <QWidget>

#include <memory>

namespace ui {

class SearchTreeView : public QWidget {
    Q_OBJECT
public:
    explicit SearchTreeView(QWidget *parent = nullptr);

    void setPuzzle(core::PuzzleKind kind, core::BoardSize size);
    // Shows `tree`, keeping the zoom and the pan; with `follow`, brings its current node into view.
    void setTree(std::shared_ptr<const core::SearchTree> tree, bool follow);
    const core::SearchTree *tree() const { return m_tree.get(); }
    // Boards with 40 px cells (a projector), or the window's size.
    void setLarge(bool large);
    bool isLarge() const { return m_large; }
    // The board's cell size in pixels at the current zoom.
    qreal cellPixels() const;

    std::uint32_t selected() const { return m_selected; }
    // Picks a node and brings it into view.
    void select(std::uint32_t node);
    // The whole tree in view (at most the full size).
    void fit();
    // The whole tree when its boards still read that small, else the current node at a size
    // that reads (under the presentation scale: the full 40 px a cell).
    void fitReadable();
    // Where a node is drawn, in the widget's coordinates.
    QRectF nodeRect(std::uint32_t node) const;
    // The height the legend takes over the top of the view, on as many rows as its width needs.
    int legendHeight() const;
    // Where a node's board is drawn (StatePainter), in the widget's coordinates.
    QRectF boardRect(std::uint32_t node) const;

    QSize sizeHint() const override { return QSize(720, 480); }

signals:
    void nodeClicked(std::uint32_t node);

protected:
    void paintEvent(QPaintEvent *event) override;
    void wheelEvent(QWheelEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;

private:
    qreal unit() const { return m_large ? 40.0 : 18.0; }
    // A node's box in the tree's own coordinates (before zoom and pan).
    QRectF box(const core::TreeNode &node) const;
    QSizeF boxSize() const;
    // The room for a node's board in its box, above its two lines of figures (tree coordinates).
    QRectF boardRoom(const core::TreeNode &node) const;
    QPointF toWidget(const QPointF &tree) const { return tree * m_zoom + m_pan; }
    void centreOn(std::uint32_t node);
    void zoomAbout(const QPointF &at, qreal factor);
    std::uint32_t nodeAt(const QPointF &at) const;
    QColor stateColour(const core::TreeNode &node) const;
    void paintNode(QPainter &p, const core::TreeNode &node, std::uint32_t id) const;
    void paintLegend(QPainter &p) const;


    std::shared_ptr<const core::SearchTree> m_tree;
    core::PuzzleKind m_kind = core::allPuzzleKinds().front(); // until a board is shown
    core::BoardSize m_size{3, 3};
    bool m_large = false;
    qreal m_zoom = 1.0;
    QPointF m_pan{16, 48};
    std::uint32_t m_selected = core::TreeNode::None;
    QPointF m_pressAt;
    QPointF m_panAtPress;
    bool m_dragging = false;
};

} // namespace ui
