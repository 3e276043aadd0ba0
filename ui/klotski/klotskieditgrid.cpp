#include "klotski/klotskieditgrid.h"

#include "board/boardstyle.h"
#include "klotski/klotskipiece.h"

#include <QApplication>
#include <QMouseEvent>
#include <QPainter>

#include <algorithm>

namespace ui {

namespace {

// The tray's column: two cells wide, with room for the 2x2, the wide and the tall general and
// the soldier one under another.
constexpr qreal TrayCells = 2.6;
constexpr qreal TrayRows = 7.8;

} // namespace

KlotskiEditGrid::KlotskiEditGrid(QWidget *parent) : QWidget(parent)
{
    setAccessibleName(tr("Huarong Dao box"));
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
}

KlotskiEditGrid::Shape KlotskiEditGrid::shape(int index)
{
    static const Shape shapes[Shapes] = {{2, 2}, {2, 1}, {1, 2}, {1, 1}};
    return shapes[std::clamp(index, 0, Shapes - 1)];
}

core::KlotskiBoard KlotskiEditGrid::lettered(int width, int height, const std::string &cells)
{
    // Each piece gets the next letter at its top-left cell, reading row by row.
    std::string out(cells.size(), '.');
    char next = 'A';
    for (std::size_t i = 0; i < cells.size(); ++i) {
        if (cells[i] == '.' || out[i] != '.')
            continue;
        const char was = cells[i];
        for (std::size_t j = i; j < cells.size(); ++j)
            if (cells[j] == was)
                out[j] = next;
        ++next;
    }
    return core::KlotskiBoard(width, height, out);
}

void KlotskiEditGrid::setBoard(const core::KlotskiBoard &board)
{
    m_board = board;
    updateGeometry();
    update();
}

void KlotskiEditGrid::resizeBox(int width, int height)
{
    std::string cells(std::size_t(width * height), '.');
    for (const core::KlotskiPiece &p : m_board.pieces())
        if (p.x + p.w <= width && p.y + p.h <= height)
            for (int y = p.y; y < p.y + p.h; ++y)
                for (int x = p.x; x < p.x + p.w; ++x)
                    cells[std::size_t(y * width + x)] = p.letter;
    setBoard(lettered(width, height, cells));
}

bool KlotskiEditGrid::place(Shape s, int x, int y)
{
    if (x < 0 || y < 0 || x + s.w > m_board.width() || y + s.h > m_board.height())
        return false;
    for (int j = y; j < y + s.h; ++j)
        for (int i = x; i < x + s.w; ++i)
            if (m_board.at(i, j) != '.')
                return false;
    std::string cells = m_board.cells();
    for (int j = y; j < y + s.h; ++j)
        for (int i = x; i < x + s.w; ++i)
            cells[std::size_t(j * m_board.width() + i)] = '#'; // lettered below
    m_board = lettered(m_board.width(), m_board.height(), cells);
    update();
    return true;
}

bool KlotskiEditGrid::remove(int x, int y)
{
    if (x < 0 || y < 0 || x >= m_board.width() || y >= m_board.height() || m_board.at(x, y) == '.')
        return false;
    std::string cells = m_board.cells();
    std::replace(cells.begin(), cells.end(), m_board.at(x, y), '.');
    m_board = lettered(m_board.width(), m_board.height(), cells);
    update();
    return true;
}

qreal KlotskiEditGrid::unit() const
{
    const qreal columns = m_board.width() + TrayCells + 0.6, rows = std::max<qreal>(m_board.height() + 0.6, TrayRows);
    return std::max<qreal>(8, std::min(width() / columns, height() / rows));
}

QRectF KlotskiEditGrid::cellRect(int x, int y) const
{
    const qreal u = unit();
    return {(TrayCells + 0.3 + x) * u, (0.3 + y) * u, u, u};
}

QRectF KlotskiEditGrid::trayRect(int index) const
{
    const qreal u = unit();
    static const qreal top[Shapes] = {0.3, 2.6, 3.9, 6.2};
    const Shape s = shape(index);
    return {(TrayCells - s.w) / 2 * u, top[index] * u, s.w * u, s.h * u};
}

std::optional<std::pair<int, int>> KlotskiEditGrid::cellAt(QPointF p) const
{
    const QRectF box = cellRect(0, 0).united(cellRect(m_board.width() - 1, m_board.height() - 1));
    if (!box.contains(p))
        return std::nullopt;
    const qreal u = unit();
    return std::pair{std::clamp(int((p.x() - box.left()) / u), 0, m_board.width() - 1),
                     std::clamp(int((p.y() - box.top()) / u), 0, m_board.height() - 1)};
}

QSize KlotskiEditGrid::sizeHint() const
{
    const int u = fontMetrics().height() * 3;
    return QSize(int((m_board.width() + TrayCells + 0.6) * u), int(std::max<qreal>(m_board.height() + 0.6, TrayRows) * u));
}

QSize KlotskiEditGrid::minimumSizeHint() const
{
    return sizeHint() / 2;
}

void KlotskiEditGrid::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const QPalette &pal = palette();
    const qreal u = unit();
    const ColourScheme scheme = chosenColourScheme();
    const auto look = [&](int w, int h, const QString &label) {
        const bool goal = w == 2 && h == 2;
        return KlotskiPieceLook{klotskiPieceColour(pal, scheme, goal, w, h), pal.color(QPalette::Dark), tileBorderWidth(pal, u),
                                label, goal ? 0.45 : 0.36, h > w};
    };
    const QStringList trayNames = klotskiNames({{true, 2, 2}, {false, 2, 1}, {false, 1, 2}, {false, 1, 1}});
    for (int i = 0; i < Shapes; ++i) {
        const Shape s = shape(i);
        const bool chosen = m_chosen && m_chosen->w == s.w && m_chosen->h == s.h;
        KlotskiPieceLook l = look(s.w, s.h, i == 2 ? QStringLiteral("将") : trayNames[i]);
        if (chosen) {
            l.outline = pal.color(QPalette::Highlight);
            l.outlineWidth = std::max<qreal>(3.0, u * 0.08);
        }
        paintKlotskiPiece(p, trayRect(i), u, l);
    }
    const QRectF box = cellRect(0, 0).united(cellRect(m_board.width() - 1, m_board.height() - 1));
    p.fillRect(box, emptyCellColour(pal));
    p.setPen(QPen(pal.color(QPalette::Mid), 1));
    for (int y = 0; y < m_board.height(); ++y)
        for (int x = 0; x < m_board.width(); ++x)
            p.drawRect(cellRect(x, y));
    std::vector<KlotskiShape> shapes;
    const std::vector<core::KlotskiPiece> pieces = m_board.pieces();
    for (const core::KlotskiPiece &piece : pieces)
        shapes.push_back({piece.w == 2 && piece.h == 2, piece.w, piece.h});
    const QStringList names = klotskiNames(shapes);
    const bool letters = klotskiLetters();
    for (std::size_t i = 0; i < pieces.size(); ++i) {
        const core::KlotskiPiece &piece = pieces[i];
        const QRectF r = cellRect(piece.x, piece.y).united(cellRect(piece.x + piece.w - 1, piece.y + piece.h - 1));
        paintKlotskiPiece(p, r, u, look(piece.w, piece.h, letters ? QString(QChar(piece.letter)) : names[qsizetype(i)]));
    }
    if (dragging()) {
        p.setOpacity(0.7);
        paintKlotskiPiece(p, QRectF(m_at - m_grip, QSizeF(m_carried->w * u, m_carried->h * u)), u, look(m_carried->w, m_carried->h, {}));
    }
}

void KlotskiEditGrid::mousePressEvent(QMouseEvent *event)
{
    const QPointF at = event->position();
    m_pressAt = m_at = at;
    for (int i = 0; i < Shapes; ++i)
        if (trayRect(i).contains(at) && event->button() == Qt::LeftButton) {
            m_carried = shape(i);
            m_grip = at - trayRect(i).topLeft();
            m_origin.reset();
            return;
        }
    const auto cell = cellAt(at);
    if (!cell)
        return;
    const char letter = m_board.at(cell->first, cell->second);
    if (event->button() == Qt::RightButton) {
        if (remove(cell->first, cell->second))
            emit edited();
        return;
    }
    if (letter == '.') {
        if (m_chosen && place(*m_chosen, cell->first, cell->second))
            emit edited();
        return;
    }
    // A piece picked up: off the board while it is carried.
    const auto piece = m_board.piece(letter);
    m_carried = Shape{piece->w, piece->h};
    m_grip = at - cellRect(piece->x, piece->y).topLeft();
    m_origin = std::pair{piece->x, piece->y};
    remove(cell->first, cell->second);
}

bool KlotskiEditGrid::dragging() const
{
    return m_carried && (m_at - m_pressAt).manhattanLength() >= QApplication::startDragDistance();
}

void KlotskiEditGrid::mouseMoveEvent(QMouseEvent *event)
{
    if (!m_carried)
        return;
    m_at = event->position();
    update();
}

void KlotskiEditGrid::mouseReleaseEvent(QMouseEvent *event)
{
    if (!m_carried)
        return;
    m_at = event->position();
    const bool dragged = dragging();
    const Shape carried = *std::exchange(m_carried, std::nullopt);
    const qreal u = unit();
    const auto back = [&] {
        if (m_origin)
            place(carried, m_origin->first, m_origin->second);
    };
    if (!dragged) {
        // A click: on the tray it chooses the shape the next click on a cell places.
        if (!m_origin)
            m_chosen = m_chosen && m_chosen->w == carried.w && m_chosen->h == carried.h ? std::nullopt : std::optional(carried);
        back();
    } else if (const auto cell = cellAt(m_at - m_grip + QPointF(u / 2, u / 2)); cell && place(carried, cell->first, cell->second)) {
        emit edited();
    } else if (m_origin && cellAt(m_at)) {
        back(); // dropped where it does not fit: it goes back
    } else if (m_origin) {
        emit edited(); // carried out of the box: taken away
    }
    update();
}

} // namespace ui
