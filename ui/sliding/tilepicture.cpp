#include "sliding/tilepicture.h"

#include <QFileInfo>
#include <QImageReader>
#include <QLinearGradient>
#include <QPainterPath>
#include <QPainter>
#include <QRadialGradient>

#include <algorithm>

namespace ui {

TilePicture TilePicture::fromFile(const QString &path)
{
    // Only a regular file (or a bundled resource): a device or FIFO named in the settings would
    // be read forever or block the window.
    if (!path.startsWith(QLatin1Char(':')) && !QFileInfo(path).isFile())
        return {};
    QImageReader reader(path);
    reader.setAutoTransform(true);
    // A drawing has no size of its own worth keeping: read it large enough for a big board.
    if (reader.format() == "svg" || reader.format() == "svgz") {
        const QSize natural = reader.size();
        if (natural.isValid() && !natural.isEmpty())
            reader.setScaledSize(natural.scaled(1600, 1600, Qt::KeepAspectRatio));
    }
    return fromImage(reader.read());
}

TilePicture TilePicture::fromImage(const QImage &image)
{
    TilePicture picture;
    picture.m_source = image;
    return picture;
}

TilePicture TilePicture::builtIn()
{
    // A sunset over hills: big shapes and a smooth sky, so every tile has something to match.
    QImage image(800, 800, QImage::Format_RGB32);
    QPainter p(&image);
    p.setRenderHint(QPainter::Antialiasing);
    QLinearGradient sky(0, 0, 0, 800);
    sky.setColorAt(0.0, QColor(QRgb(0x1B2A6B)));
    sky.setColorAt(0.55, QColor(QRgb(0xE0627A)));
    sky.setColorAt(1.0, QColor(QRgb(0xF6C56B)));
    p.fillRect(image.rect(), sky);
    QRadialGradient sun(QPointF(520, 430), 150);
    sun.setColorAt(0.0, QColor(QRgb(0xFFF3B0)));
    sun.setColorAt(0.7, QColor(QRgb(0xFFC04D)));
    sun.setColorAt(1.0, QColor(255, 192, 77, 0));
    p.setPen(Qt::NoPen);
    p.setBrush(sun);
    p.drawEllipse(QPointF(520, 430), 150, 150);
    const QColor hills[] = {QColor(QRgb(0x3E7C59)), QColor(QRgb(0x2A5A43)), QColor(QRgb(0x173A2C))};
    for (int i = 0; i < 3; ++i) {
        QPainterPath path;
        const qreal base = 520 + i * 90;
        path.moveTo(0, base);
        path.cubicTo(200 - i * 60, base - 160, 420 + i * 40, base + 60, 800, base - 120 + i * 30);
        path.lineTo(800, 800);
        path.lineTo(0, 800);
        path.closeSubpath();
        p.setBrush(hills[i]);
        p.drawPath(path);
    }
    p.setBrush(QColor(255, 255, 255, 200));
    for (const QPointF &star : {QPointF(90, 80), QPointF(240, 150), QPointF(660, 70), QPointF(410, 60), QPointF(720, 200)})
        p.drawEllipse(star, 5, 5);
    p.end();
    return fromImage(image);
}

TilePicture TilePicture::fromPath(const QString &path)
{
    return path == builtInPath() ? builtIn() : fromFile(path);
}

const QPixmap &TilePicture::fitted(QSize size) const
{
    if (m_source.isNull() || size.isEmpty()) {
        m_fitted = QPixmap();
        return m_fitted;
    }
    if (m_fitted.size() == size)
        return m_fitted;
    const QImage scaled = m_source.scaled(size, Qt::KeepAspectRatioByExpanding, Qt::SmoothTransformation);
    const QRect crop((scaled.width() - size.width()) / 2, (scaled.height() - size.height()) / 2, size.width(),
                     size.height());
    m_fitted = QPixmap::fromImage(scaled.copy(crop));
    return m_fitted;
}

} // namespace ui
