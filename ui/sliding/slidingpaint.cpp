// The sliding puzzle's one painter (slidingpaint.h): the tray, a tile (plain or cut from a
// picture, with its number or badge) and a whole board.
#include "sliding/slidingpaint.h"

#include "sliding/tilepicture.h"

#include <QFontMetricsF>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>

namespace ui {

namespace {

// Smaller than this, a tile carries no number: its colour still shows its goal row.
constexpr qreal SmallestNumbered = 10;

// The whole board's picture, shifted so that the goal cell's part lands on this tile.
void fillFromPicture(QPainter &p, const QRectF &r, const QPainterPath &path, int goalCell, const SlidingTileLook &look)
{
    const int w = std::max(1, look.board.width), h = std::max(1, look.board.height);
    const qreal side = r.width();
    const qreal dpr = look.devicePixelRatio;
    const QPixmap &image = look.picture->fitted(QSize(qRound(side * w * dpr), qRound(side * h * dpr)));
    if (image.isNull())
        return;
    QTransform place;
    place.translate(r.left() - goalCell % w * side, r.top() - goalCell / w * side);
    place.scale(side * w / image.width(), side * h / image.height());
    QBrush brush(image);
    brush.setTransform(place);
    p.fillPath(path, brush);
}

// A picture tile's number: white on a dark badge, which reads on any picture, light or busy.
void paintBadge(QPainter &p, const QRectF &r, int number)
{
    const qreal side = r.width();
    QFont f = p.font();
    f.setPixelSize(std::max(7, int(side * 0.2)));
    p.setFont(f);
    const QString text = QString::number(number);
    const qreal width = std::max(side * 0.28, QFontMetricsF(f).horizontalAdvance(text) + side * 0.12);
    const QRectF badge(r.left() + side * 0.1, r.top() + side * 0.1, width, side * 0.26);
    p.setPen(Qt::NoPen);
    p.setBrush(QColor(0, 0, 0, 190));
    p.drawRoundedRect(badge, side * 0.07, side * 0.07);
    p.setBrush(Qt::NoBrush);
    p.setPen(Qt::white);
    p.drawText(badge, Qt::AlignCenter, text);
}

} // namespace

void paintSlidingTray(QPainter &p, const QRectF &board, qreal side, const QPalette &palette)
{
    // Darker than the tiles, so the blank reads as a hole.
    QPainterPath path;
    path.addRoundedRect(board, side * 0.06, side * 0.06);
    p.fillPath(path, emptyCellColour(palette));
    // Its edge in the text colour, as the other boards' frames are: the recess alone is as dark
    // as the window in High contrast (and nearly so in Dark), where the tray would not stand
    // apart from the window by 3:1. Inside the tray and no wider than the gap round a tile, so
    // the tiles leave it whole.
    const qreal edge = std::max<qreal>(side < 16 ? 0.75 : 1.5, side * 0.03);
    QPainterPath rim;
    rim.addRoundedRect(board.adjusted(edge / 2, edge / 2, -edge / 2, -edge / 2), side * 0.06, side * 0.06);
    p.strokePath(rim, QPen(palette.color(QPalette::WindowText), edge));
}

void paintSlidingTile(QPainter &p, const QRectF &r, const SlidingTile &tile, const SlidingTileLook &look)
{
    const QPalette &pal = look.palette;
    const qreal side = r.width();
    const qreal gap = std::max<qreal>(side < 16 ? 0.75 : 1.5, side * 0.04);
    QPainterPath path;
    path.addRoundedRect(r.adjusted(gap, gap, -gap, -gap), side * 0.1, side * 0.1);
    const int width = std::max(1, look.board.width);
    const bool picture = look.picture && !look.picture->isNull();
    const QColor fill = look.solved ? pal.color(QPalette::Highlight) : tileColour(pal, look.scheme, tile.goalCell / width);
    QPen edge(pal.color(QPalette::Dark), tileBorderWidth(pal, side));
    if (picture) {
        fillFromPicture(p, r, path, tile.goalCell, look);
        if (look.solved)
            edge = QPen(pal.color(QPalette::Highlight), std::max<qreal>(3.0, side * 0.06));
    } else {
        p.fillPath(path, fill);
    }
    if (tile.picked)
        edge = QPen(pal.color(QPalette::Highlight), std::max<qreal>(4.0, edge.widthF()));
    p.strokePath(path, edge);
    if (side < SmallestNumbered)
        return;
    QFont font = p.font();
    const int cells = look.board.cells();
    const int digits = cells > 100 ? 3 : cells > 10 ? 2 : 1;
    font.setPixelSize(std::max(7, int(side * (digits >= 2 ? 0.40 : 0.48))));
    font.setBold(true);
    p.setFont(font);
    if (picture) {
        if (look.pictureNumbers)
            paintBadge(p, r, tile.number);
        return;
    }
    // The number in the palette's button text where it reads, else black or white.
    const QColor preferred = look.solved                            ? pal.color(QPalette::HighlightedText)
                             : look.scheme == ColourScheme::Palette ? pal.color(QPalette::ButtonText)
                                                                    : readableOn(fill);
    p.setPen(textOn(preferred, fill));
    p.drawText(r, Qt::AlignCenter, QString::number(tile.number));
}

void paintSlidingBoard(QPainter &p, const QPointF &origin, qreal side, const std::vector<int> &tiles,
                       const std::vector<std::uint8_t> &goal, const SlidingTileLook &look)
{
    const int w = std::max(1, look.board.width);
    const int cells = std::min<int>(look.board.cells(), int(tiles.size()));
    const auto cellRect = [&](int cell) { return QRectF(origin + QPointF(cell % w * side, cell / w * side), QSizeF(side, side)); };
    paintSlidingTray(p, QRectF(origin, QSizeF(w * side, look.board.height * side)), side, look.palette);
    // Where each tile stands in the goal.
    std::vector<int> goalCell(std::size_t(std::max(0, look.board.cells())), -1);
    for (std::size_t cell = 0; cell < goal.size() && std::size_t(goal[cell]) < goalCell.size(); ++cell)
        goalCell[goal[cell]] = int(cell);
    for (int cell = 0; cell < cells; ++cell) {
        const int tile = tiles[std::size_t(cell)];
        if (tile <= 0 || tile >= int(goalCell.size()))
            continue;
        const int home = goalCell[std::size_t(tile)] >= 0 ? goalCell[std::size_t(tile)] : tile - 1; // the standard goal's cell
        paintSlidingTile(p, cellRect(cell), {tile, home, false}, look);
    }
}

} // namespace ui
