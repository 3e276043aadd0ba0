// RotationBoardView: the '#' board in motion (its cells drawn by rotationpaint.h), the arrows,
// the centre's digit, the X-ray, the next move's mark and the clicks.
#include "rotation/rotationboardview.h"

#include "rotation/rotationpaint.h"

#include <QFontMetricsF>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>

namespace ui {

namespace {

struct GridPos {
    int row, col;
};
// Each move's arrow sits one step beyond the head of its line (line[0]).
constexpr GridPos ArrowGrid[core::RotationMoves] = {
    {-1, 2}, {-1, 4}, {2, 7}, {4, 7}, {7, 4}, {7, 2}, {4, -1}, {2, -1},
};

} // namespace

RotationBoardView::RotationBoardView(QWidget *parent)
    : BoardView(160, parent)
{
    for (int i = 0; i < core::RotationCells; ++i)
        m_board.cells[std::size_t(i)] = std::uint8_t(1 + i % 3);
    m_before = m_board;
    connect(this, &RotationBoardView::moveClicked, this,
            [this](int move) { emit movesPlayed({std::string(1, core::rotationLetter(move))}); });
}

void RotationBoardView::setBoard(const core::RotationBoard &board)
{
    stopAnimation();
    m_board = board;
    m_before = board;
    m_move = -1;
    update();
}

void RotationBoardView::animateMove(const core::RotationBoard &before, int move)
{
    core::RotationBoard after = before;
    after.apply(move);
    m_before = before;
    m_board = after;
    m_move = move;
    if (!startAnimation())
        m_move = -1;
}

QSize RotationBoardView::sizeHint() const
{
    return QSize(9 * 56, 9 * 56);
}

QSize RotationBoardView::minimumSizeHint() const
{
    return QSize(9 * 26, 9 * 26);
}

qreal RotationBoardView::unit() const
{
    return std::min(width(), height()) / 9.0;
}

QPointF RotationBoardView::origin() const
{
    const qreal u = unit();
    return QPointF((width() - 9 * u) / 2 + u, (height() - 9 * u) / 2 + u);
}

QRectF RotationBoardView::gridRect(qreal row, qreal col) const
{
    const qreal u = unit();
    return QRectF(origin() + QPointF(col * u, row * u), QSizeF(u, u));
}

QRectF RotationBoardView::cellRect(int cell) const
{
    const QPoint place = rotationCellPlace(cell);
    return gridRect(place.y(), place.x());
}

QRectF RotationBoardView::arrowRect(int move) const
{
    return gridRect(ArrowGrid[move].row, ArrowGrid[move].col);
}

void RotationBoardView::paintCell(QPainter &p, const QRectF &r, int digit, bool centre) const
{
    paintRotationCell(p, r, digit, centre, {palette(), m_scheme});
}

void RotationBoardView::paintArrow(QPainter &p, int move) const
{
    const QPointF c = arrowRect(move).center();
    const QPointF head = cellRect(core::RotationLines[std::size_t(move)][0]).center();
    QPointF dir = c - head; // points away from the board, the way the cells travel
    dir /= std::max<qreal>(1.0, std::hypot(dir.x(), dir.y()));
    const QPointF side(-dir.y(), dir.x());
    const qreal u = unit();
    QPainterPath tri;
    tri.moveTo(c + dir * u * 0.45);
    tri.lineTo(c - dir * u * 0.35 + side * u * 0.42);
    tri.lineTo(c - dir * u * 0.35 - side * u * 0.42);
    tri.closeSubpath();
    const QColor fill = palette().color(QPalette::Dark);
    p.setPen(Qt::NoPen);
    p.setBrush(fill);
    p.drawPath(tri);
    QFont f = p.font();
    f.setPixelSize(std::max(8, int(u * 0.34)));
    f.setBold(true);
    p.setFont(f);
    p.setPen(readableOn(fill));
    const QPointF centroid = c - dir * u * 0.08;
    p.drawText(QRectF(centroid - QPointF(u * 0.3, u * 0.3), QSizeF(u * 0.6, u * 0.6)), Qt::AlignCenter,
               QString(QChar(core::rotationLetter(move))));
}

QColor RotationBoardView::centreColour() const
{
    const QPalette &pal = palette();
    return m_solved ? pal.color(QPalette::Highlight).lighter(170) : pal.color(QPalette::AlternateBase);
}

void RotationBoardView::paintCentreDigit(QPainter &p) const
{
    // The hole in the middle shows the digit closest to filling the centre, and how close.
    int best = 1;
    for (int d = 2; d <= 3; ++d)
        if (m_board.centreCount(d) > m_board.centreCount(best))
            best = d;
    const QRectF hole = gridRect(3, 3);
    const qreal u = unit();
    // The digit sits on a disc of its own colour, so it reads on any palette's centre square.
    const QColor fill = digitColour(best, m_scheme);
    const qreal radius = u * (m_board.solvedDigit() != 0 ? 0.3 : 0.25);
    const QPointF at = hole.center() - QPointF(0, u * 0.12);
    p.setPen(QPen(palette().color(QPalette::Dark), tileBorderWidth(palette(), u)));
    p.setBrush(fill);
    p.drawEllipse(at, radius, radius);
    QFont f = p.font();
    f.setBold(true);
    f.setPixelSize(std::max(8, int(radius * 1.3)));
    p.setFont(f);
    p.setPen(readableOn(fill));
    p.drawText(QRectF(at - QPointF(radius, radius), QSizeF(2 * radius, 2 * radius)), Qt::AlignCenter,
               QString::number(best));
    f.setBold(false);
    f.setPixelSize(std::max(7, int(u * 0.2)));
    p.setFont(f);
    p.setPen(textOn(palette().color(QPalette::WindowText), centreColour()));
    p.drawText(hole.adjusted(0, u * 0.55, 0, 0), Qt::AlignCenter, tr("%1/8").arg(m_board.centreCount(best)));
}

QString RotationBoardView::boardName() const
{
    return tr("Rotation game");
}

QString RotationBoardView::itemName(int item) const
{
    if (item >= 0 && item < core::RotationCells)
        return tr("Cell %1: %2").arg(item + 1).arg(m_board.cells[std::size_t(item)]);
    if (item >= core::RotationCells && item < itemCount())
        return tr("Rotate %1").arg(QChar(core::rotationLetter(item - core::RotationCells)));
    return {};
}

QAccessible::Role RotationBoardView::itemRole(int item) const
{
    return item < core::RotationCells ? QAccessible::Cell : QAccessible::Button;
}

QRectF RotationBoardView::itemRect(int item) const
{
    return item < core::RotationCells ? cellRect(item) : arrowRect(item - core::RotationCells);
}

void RotationBoardView::activateItem(int item)
{
    if (item >= 0 && item < core::RotationCells)
        emit cellClicked(item);
    else if (item >= core::RotationCells && item < itemCount())
        emit moveClicked(item - core::RotationCells);
}

void RotationBoardView::paintNextMove(QPainter &p) const
{
    const int move = nextMoveIndex();
    if (move < 0)
        return;
    // An arrow along the line, from its tail over its head, the way the cells travel, and a
    // ring round the button that plays it.
    const qreal u = unit();
    const auto &line = core::RotationLines[std::size_t(move)];
    const QPointF tail = cellRect(line[6]).center(), head = cellRect(line[0]).center();
    QPointF dir = head - tail;
    dir /= std::max<qreal>(1.0, std::hypot(dir.x(), dir.y()));
    const QPointF normal(-dir.y(), dir.x());
    const QPointF tip = head + dir * u * 0.4;
    QColor c = palette().color(QPalette::Highlight);
    c.setAlpha(170);
    p.setPen(QPen(c, std::max<qreal>(4.0, u * 0.2), Qt::SolidLine, Qt::RoundCap));
    p.drawLine(tail, tip - dir * u * 0.4);
    p.setPen(Qt::NoPen);
    p.setBrush(c);
    p.drawPolygon(QPolygonF{tip, tip - dir * u * 0.5 + normal * u * 0.32, tip - dir * u * 0.5 - normal * u * 0.32});
    p.setPen(QPen(palette().color(QPalette::Highlight), std::max<qreal>(3.0, u * 0.08)));
    p.setBrush(Qt::NoBrush);
    p.drawEllipse(arrowRect(move).adjusted(-u * 0.05, -u * 0.05, u * 0.05, u * 0.05));
}

void RotationBoardView::setXray(const std::optional<core::RotationXray> &xray)
{
    m_xray = xray;
    update();
}

namespace {

// The largest font, from the usual size down, in which every line fits the box unwrapped.
QFont fittedFont(QFont f, const QRectF &box, const QString &text, int largest)
{
    for (int px = largest; px > 6; --px) {
        f.setPixelSize(px);
        const QRectF need = QFontMetricsF(f).boundingRect(QRectF(0, 0, 1e6, 1e6), Qt::AlignLeft | Qt::AlignTop, text);
        if (need.width() <= box.width() && need.height() <= box.height())
            return f;
    }
    f.setPixelSize(6);
    return f;
}

} // namespace

QList<RotationBoardView::XrayText> RotationBoardView::xrayTexts() const
{
    if (!m_xray)
        return {};
    const core::RotationXray &x = *m_xray;
    const qreal u = unit();
    // The two empty corners above the side arms, out to the margin where the arrows are not.
    const QRectF left = gridRect(-1, -1).united(gridRect(1, 1)).adjusted(u * 0.1, u * 0.1, -u * 0.1, -u * 0.1);
    const QRectF right = gridRect(-1, 5).united(gridRect(1, 7)).adjusted(u * 0.1, u * 0.1, -u * 0.1, -u * 0.1);
    QStringList digits;
    for (int d = 1; d <= 3; ++d)
        digits << tr("%1: %2/8, %3 moves")
                      .arg(d)
                      .arg(x.centreCount[std::size_t(d - 1)])
                      .arg(x.tableDistance[std::size_t(d - 1)]);
    const QString bounds = tr("count bound: %1").arg(x.centreBound) + QLatin1Char('\n') + tr("exact: %1").arg(x.tableBound);
    QFont base = font();
    base.setBold(false);
    const int largest = std::max(8, int(u * 0.32));
    const QString digitText = digits.join(QLatin1Char('\n'));
    return {{left, fittedFont(base, left, digitText, largest), digitText},
            {right, fittedFont(base, right, bounds, largest), bounds}};
}

void RotationBoardView::paintXray(QPainter &p) const
{
    p.setPen(palette().color(QPalette::WindowText));
    for (const XrayText &t : xrayTexts()) {
        p.setFont(t.font);
        p.drawText(t.box, Qt::AlignLeft | Qt::AlignTop, t.text);
    }
}

void RotationBoardView::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const QPalette &pal = palette();
    p.fillRect(rect(), pal.color(QPalette::Window));
    const qreal u = unit();
    // The centre square, framed; highlighted when it holds one digit.
    const QRectF centre = gridRect(2, 2).united(gridRect(4, 4)).adjusted(-u * 0.08, -u * 0.08, u * 0.08, u * 0.08);
    p.setPen(QPen(m_solved ? pal.color(QPalette::Highlight) : pal.color(QPalette::Dark), m_solved ? 5 : 2));
    p.setBrush(centreColour());
    p.drawRoundedRect(centre, u * 0.15, u * 0.15);
    // Cells not on the moving line, then the moving line's cells in flight.
    const auto *line = m_move >= 0 && m_t < 1.0 ? &core::RotationLines[std::size_t(m_move)] : nullptr;
    for (int cell = 0; cell < core::RotationCells; ++cell) {
        if (line && std::find(line->begin(), line->end(), cell) != line->end())
            continue;
        paintCell(p, cellRect(cell), m_board.cells[std::size_t(cell)], isRotationCentre(cell));
    }
    if (line) {
        p.save();
        p.setClipRect(gridRect(0, 0).united(gridRect(6, 6)));
        for (int i = 0; i < 7; ++i) {
            // Before the move, line[i] held what ends up in line[i - 1] (the head wraps to the tail).
            const int from = (*line)[std::size_t(i)];
            const QRectF a = cellRect(from);
            const QRectF b = i > 0 ? cellRect((*line)[std::size_t(i - 1)]) : a.translated(a.topLeft() - cellRect((*line)[1]).topLeft());
            const QRectF r(a.topLeft() + (b.topLeft() - a.topLeft()) * m_t, a.size());
            paintCell(p, r, m_before.cells[std::size_t(from)], false);
        }
        // The head's digit re-enters at the tail.
        const QRectF tail = cellRect((*line)[6]);
        const QRectF beyond = tail.translated(tail.topLeft() - cellRect((*line)[5]).topLeft());
        const QRectF r(beyond.topLeft() + (tail.topLeft() - beyond.topLeft()) * m_t, tail.size());
        paintCell(p, r, m_before.cells[std::size_t((*line)[0])], false);
        p.restore();
    }
    paintCentreDigit(p);
    for (int m = 0; m < core::RotationMoves; ++m)
        paintArrow(p, m);
    if (m_t >= 1.0)
        paintNextMove(p);
    if (m_xray && m_t >= 1.0)
        paintXray(p);
    paintFocusRing(p);
}

void RotationBoardView::mousePressEvent(QMouseEvent *event)
{
    for (int m = 0; m < core::RotationMoves; ++m)
        if (arrowRect(m).contains(event->position())) {
            emit moveClicked(m);
            return;
        }
    for (int c = 0; c < core::RotationCells; ++c)
        if (cellRect(c).contains(event->position())) {
            emit cellClicked(c);
            return;
        }
}

} // namespace ui
