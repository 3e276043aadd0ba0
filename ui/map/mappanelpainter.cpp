#include "map/mappanelpainter.h"

#include <QLinearGradient>

#include "theme/contrast.h"

#include <QPainter>
#include <QPalette>

#include <algorithm>
#include <array>
#include <cmath>
#include <map>
#include <mutex>

namespace ui {

namespace {

// Where inside its cell a state's dot goes: two fractions in [0, 1) from its order.
std::pair<double, double> spotOf(std::uint64_t order)
{
    std::uint64_t z = order + 0x9E3779B97F4A7C15ull;
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    z ^= z >> 31;
    return {double(z & 0xFFFFFFFFu) / 4294967296.0, double(z >> 32) / 4294967296.0};
}

// Viridis at nine stops.
constexpr std::array<QRgb, 9> Viridis{0x440154, 0x472d7b, 0x3b528b, 0x2c728e, 0x21918c,
                                      0x28ae80, 0x5ec962, 0xaddc30, 0xfde725};

using Gradient = std::array<QRgb, 256>;

// The gradient for one plot colour; the last few are kept (a palette change brings a new one).
const Gradient &gradientOn(const QColor &plot)
{
    static std::mutex lock;
    static std::map<QRgb, Gradient> tables;
    const std::lock_guard hold(lock);
    const QRgb key = plot.rgb();
    if (auto it = tables.find(key); it != tables.end())
        return it->second;
    if (tables.size() > 8)
        tables.clear();
    return tables.emplace(key, [&] {
        Gradient t{};
        for (int i = 0; i < 256; ++i) {
            const double pos = i / 255.0 * (Viridis.size() - 1);
            const auto k = std::min<std::size_t>(std::size_t(pos), Viridis.size() - 2);
            const double f = pos - double(k);
            const auto mix = [&](int shift) {
                const int a = int(Viridis[k] >> shift) & 0xFF, b = int(Viridis[k + 1] >> shift) & 0xFF;
                return int(std::lround(a + (b - a) * f));
            };
            t[std::size_t(i)] = reaching(QColor(qRgb(mix(16), mix(8), mix(0))), plot, MarkContrast).rgb();
        }
        return t;
    }()).first->second;
}

// Tick step in cells so labels stay apart.
int tickStep(int range, qreal cell, int labelWidth)
{
    for (int step : {1, 2, 5, 10, 20, 50, 100})
        if (step * cell >= labelWidth + 6 || step >= range)
            return step;
    return 100;
}

} // namespace

QString MapPanelPainter::xAxisName(bool exact)
{
    return exact ? tr("distance from the start") : tr("g (moves from the start)");
}

QString MapPanelPainter::yAxisName(bool exact)
{
    return exact ? tr("distance to the goal") : tr("h (estimate to the goal)");
}

MapPanelPainter::MapPanelPainter(const QRect &panel, const MapScale &scale, const QFontMetrics &metrics, const QColor &plot)
    : m_panel(panel), m_scale(scale), m_metrics(metrics), m_plotColour(plot)
{
    const int line = metrics.height();
    const int left = metrics.horizontalAdvance(QStringLiteral("888")) + line + 8;
    const int top = line + 6;
    const int bottom = 2 * line + 8;
    const QRect room = panel.adjusted(left, top, -8, -bottom);
    const int cells = std::max(1, m_scale.range + 1);
    const int side = std::max(cells, std::min(room.width(), room.height()));
    m_cell = qreal(side) / cells;
    m_plot = QRect(room.left() + std::max(0, (room.width() - side) / 2), room.top(), side, side);
}

QRectF MapPanelPainter::cellRect(int x, int y) const
{
    return QRectF(x * m_cell, m_plot.height() - (y + 1) * m_cell, m_cell, m_cell);
}

QPointF MapPanelPainter::dotOf(const MapPoint &p) const
{
    const auto [u, v] = spotOf(p.order);
    const QRectF c = cellRect(p.x, p.y);
    // A margin keeps a gap between neighbouring cells, so piles read as cells.
    const qreal inner = c.width() * 0.8;
    return c.topLeft() + QPointF(c.width() * 0.1 + u * inner, c.height() * 0.1 + v * inner);
}

std::optional<QPoint> MapPanelPainter::cellAt(const QPointF &pos) const
{
    if (!QRectF(m_plot).contains(pos))
        return std::nullopt;
    const int x = int((pos.x() - m_plot.left()) / m_cell);
    const int y = int((m_plot.bottom() + 1 - pos.y()) / m_cell);
    if (x < 0 || y < 0 || x > m_scale.range || y > m_scale.range)
        return std::nullopt;
    return QPoint(x, y);
}

int MapPanelPainter::dotSize(std::size_t points)
{
    return points < 2'000 ? 3 : points < 20'000 ? 2 : 1;
}

QRgb MapPanelPainter::orderColour(double t, const QColor &plot)
{
    return gradientOn(plot)[std::size_t(std::clamp(t, 0.0, 1.0) * 255.0 + 0.5)];
}

QImage MapPanelPainter::emptyDots() const
{
    QImage image(m_plot.size(), QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    return image;
}

void MapPanelPainter::drawDots(QImage &dots, const MapRun &run, std::size_t from, std::size_t to, OrderRange orders,
                               int dot, int iteration) const
{
    const auto &points = run.points();
    const int w = dots.width(), h = dots.height();
    const double scale = orders.last > orders.first ? 1.0 / double(orders.last - orders.first) : 0.0;
    const Gradient &colours = gradientOn(m_plotColour);
    for (std::size_t i = from; i < std::min(to, points.size()); ++i) {
        const MapPoint &p = points[i];
        if (p.x > m_scale.range || p.y > m_scale.range || (iteration >= 0 && p.iteration >= 0 && p.iteration != iteration))
            continue;
        const QPointF at = dotOf(p);
        const QRgb colour = colours[std::size_t(std::clamp(double(p.order - std::min(p.order, orders.first)) * scale, 0.0, 1.0) * 255.0 + 0.5)];
        const int x0 = std::clamp(int(at.x()) - dot / 2, 0, w - 1), y0 = std::clamp(int(at.y()) - dot / 2, 0, h - 1);
        for (int y = y0; y < std::min(h, y0 + dot); ++y) {
            auto *line = reinterpret_cast<QRgb *>(dots.scanLine(y));
            std::fill(line + x0, line + std::min(w, x0 + dot), colour);
        }
    }
}

QString MapPanelPainter::fitTitle(const QString &title, const QFontMetrics &fm, int width)
{
    QString shown = title;
    if (const qsizetype colon = title.lastIndexOf(QStringLiteral(": ")); colon > 0 && fm.horizontalAdvance(title) > width) {
        const QString figures = title.mid(colon);
        shown = fm.elidedText(title.left(colon), Qt::ElideRight, width - fm.horizontalAdvance(figures)) + figures;
    }
    return fm.elidedText(shown, Qt::ElideRight, width);
}

void MapPanelPainter::paintFrame(QPainter &p, const QPalette &palette, const QString &title) const
{
    p.save();
    p.fillRect(m_plot, palette.color(QPalette::Base));
    const QColor text = palette.color(QPalette::Text);
    const QRect titleRect(m_panel.left() + 4, m_panel.top() + 2, m_panel.width() - 8, m_metrics.height());
    p.setPen(text);
    p.drawText(titleRect, Qt::AlignCenter, fitTitle(title, m_metrics, titleRect.width()));

    const int step = tickStep(m_scale.range, m_cell, m_metrics.horizontalAdvance(QStringLiteral("88")));
    const int line = m_metrics.height();
    for (int k = 0; k <= m_scale.range; k += step) {
        const qreal cx = m_plot.left() + (k + 0.5) * m_cell;
        const qreal cy = m_plot.bottom() + 1 - (k + 0.5) * m_cell;
        p.setPen(QColor(text.red(), text.green(), text.blue(), 40));
        p.drawLine(QPointF(cx, m_plot.top()), QPointF(cx, m_plot.bottom()));
        p.drawLine(QPointF(m_plot.left(), cy), QPointF(m_plot.right(), cy));
        p.setPen(text);
        p.drawText(QRectF(cx - 20, m_plot.bottom() + 2, 40, line), Qt::AlignHCenter | Qt::AlignTop, QString::number(k));
        p.drawText(QRectF(m_plot.left() - 44, cy - line / 2.0, 40, line), Qt::AlignRight | Qt::AlignVCenter,
                   QString::number(k));
    }
    p.setPen(palette.color(QPalette::Mid));
    p.setBrush(Qt::NoBrush);
    p.drawRect(m_plot.adjusted(0, 0, -1, -1));
    p.setPen(text);
    // The x name may be wider than the plot: it takes the panel's width, cut with an ellipsis only
    // when even that is too narrow, never clipped at both ends.
    p.drawText(QRect(m_panel.left(), m_plot.bottom() + line + 4, m_panel.width(), line), Qt::AlignCenter,
               m_metrics.elidedText(xAxisName(m_scale.exact), Qt::ElideRight, m_panel.width()));
    // The y name runs along the plot only (so it never reaches the title), on two lines where it
    // is longer than the plot and the panel has room to the left for a second line.
    const QString yName = yAxisName(m_scale.exact);
    const int ticks = m_metrics.horizontalAdvance(QStringLiteral("888")) + 6;
    const int lines = m_metrics.horizontalAdvance(yName) > m_plot.height() && m_plot.left() - ticks - m_panel.left() >= 2 * line + 2 ? 2 : 1;
    p.translate(m_plot.left() - ticks - lines * line, m_plot.center().y());
    p.rotate(-90);
    p.drawText(QRect(-m_plot.height() / 2, 0, m_plot.height(), lines * line), Qt::AlignCenter | Qt::TextWordWrap,
               lines == 2 ? yName : m_metrics.elidedText(yName, Qt::ElideRight, m_plot.height()));
    p.restore();
}

void MapPanelPainter::paintMarks(QPainter &p, const QPalette &palette) const
{
    const int d = m_scale.optimal;
    if (!m_scale.exact || d < 0 || d > m_scale.range)
        return;
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    p.translate(m_plot.topLeft());
    QPen dashed(palette.color(QPalette::Text), 1, Qt::DashLine);
    p.setPen(dashed);
    p.drawLine(cellRect(0, d).center(), cellRect(d, 0).center());
    p.setPen(QPen(palette.color(QPalette::Text), 1.5));
    p.setBrush(Qt::NoBrush);
    p.drawEllipse(cellRect(0, d));
    p.drawRect(cellRect(d, 0));
    p.restore();
}

namespace {

// The marks' text beside the colours when it fits there, else on the lines under them.
QRect marksRect(int width, const QFontMetrics &fm, const MapPanelPainter::Legend &legend)
{
    const int beside = 8 + fm.horizontalAdvance(legend.first) + 6 + 120 + 6 + fm.horizontalAdvance(legend.last) + 16;
    if (beside + fm.horizontalAdvance(legend.marks) <= width - 8)
        return {beside, 5, width - 8 - beside, fm.height()};
    const QRect wrapped = fm.boundingRect(QRect(8, 0, width - 16, 10000), Qt::TextWordWrap, legend.marks);
    return {8, 5 + fm.height() + 4, width - 16, wrapped.height()};
}

} // namespace

int MapPanelPainter::legendHeight(int width, const QFontMetrics &fm, const Legend &legend)
{
    return marksRect(width, fm, legend).bottom() + 6;
}

void MapPanelPainter::paintLegend(QPainter &p, const QRect &strip, const QFontMetrics &fm, const QPalette &palette,
                                  const Legend &legend)
{
    const QString &first = legend.first, &last = legend.last;
    int x = strip.left() + 8;
    const QRect text(x, strip.top() + 5, fm.horizontalAdvance(first), fm.height());
    p.setPen(palette.color(QPalette::WindowText));
    p.drawText(text, Qt::AlignVCenter, first);
    x = text.right() + 6;
    const QRect bar(x, text.top() + 2, 120, fm.height() - 4);
    QLinearGradient g(bar.topLeft(), bar.topRight());
    for (int k = 0; k <= 8; ++k)
        g.setColorAt(k / 8.0, QColor(orderColour(k / 8.0, palette.color(QPalette::Base))));
    p.fillRect(bar, g);
    x = bar.right() + 6;
    p.drawText(QRect(x, text.top(), fm.horizontalAdvance(last), fm.height()), Qt::AlignVCenter, last);
    p.drawText(marksRect(strip.width(), fm, legend).translated(strip.left(), strip.top()),
               Qt::AlignLeft | Qt::AlignVCenter | Qt::TextWordWrap, legend.marks);
}

} // namespace ui
