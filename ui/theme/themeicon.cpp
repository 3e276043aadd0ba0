#include "theme/themeicon.h"

#include "theme/contrast.h"
#include "theme/theme.h"

#include <QFile>
#include <QGuiApplication>
#include <QIconEngine>
#include <QPainter>
#include <QPixmapCache>
#include <QRegularExpression>
#include <QSvgRenderer>

namespace ui {

namespace {

// The ink the icons are drawn with; every other colour is kept in hue.
constexpr char Ink[] = "#444";

class PaletteIconEngine : public QIconEngine {
public:
    PaletteIconEngine(QString name, QByteArray svg) : m_name(std::move(name)), m_svg(std::move(svg)) {}

    void paint(QPainter *painter, const QRect &rect, QIcon::Mode mode, QIcon::State state) override
    {
        painter->drawPixmap(rect, pixmap(rect.size() * painter->device()->devicePixelRatio(), mode, state));
    }

    QPixmap pixmap(const QSize &size, QIcon::Mode mode, QIcon::State state) override
    {
        // Under the System theme the desktop's own icon, where its icon theme has one: it is
        // drawn for the desktop's palette, which the System theme uses.
        if (usesDesktopIcon())
            return QIcon::fromTheme(m_name).pixmap(size, mode, state);
        if (m_svg.isEmpty()) {
            QPixmap none(size);
            none.fill(Qt::transparent);
            return none;
        }
        const QPalette palette = QGuiApplication::palette();
        const QColor ink = palette.color(mode == QIcon::Disabled ? QPalette::Disabled : QPalette::Normal, QPalette::ButtonText);
        const QColor window = palette.color(QPalette::Window), button = palette.color(QPalette::Button);
        const QString key = QStringLiteral("themeicon:%1:%2x%3:%4:%5")
                                .arg(m_name)
                                .arg(size.width())
                                .arg(size.height())
                                .arg(ink.name(), window.name() + button.name());
        QPixmap cached;
        if (QPixmapCache::find(key, &cached))
            return cached;
        QString text = QString::fromUtf8(m_svg);
        text.replace(QLatin1String(Ink), ink.name());
        // Any other colour: pulled to 3:1 against whatever a tool button's icon may sit on.
        static const QRegularExpression colour(QStringLiteral("#[0-9a-fA-F]{6}\\b"));
        QString recoloured;
        qsizetype at = 0;
        for (auto it = colour.globalMatch(text); it.hasNext();) {
            const QRegularExpressionMatch m = it.next();
            recoloured += text.mid(at, m.capturedStart() - at);
            const QColor c(m.captured());
            recoloured += (c == ink ? c : reachingFills(c, palette)).name();
            at = m.capturedEnd();
        }
        recoloured += text.mid(at);
        QPixmap image(size);
        image.fill(Qt::transparent);
        QSvgRenderer renderer(recoloured.toUtf8());
        QPainter p(&image);
        renderer.render(&p, QRectF(QPointF(0, 0), QSizeF(size)));
        p.end();
        QPixmapCache::insert(key, image);
        return image;
    }

    QSize actualSize(const QSize &size, QIcon::Mode, QIcon::State) override { return size; }
    QIconEngine *clone() const override { return new PaletteIconEngine(m_name, m_svg); }
    QString key() const override { return QStringLiteral("PaletteIconEngine"); }
    bool isNull() override { return m_svg.isEmpty() && !usesDesktopIcon(); }

private:
    bool usesDesktopIcon() const { return Theme::current() == Theme::System && QIcon::hasThemeIcon(m_name); }

    QString m_name;
    QByteArray m_svg;
};

} // namespace

QIcon themeIcon(const QString &name)
{
    QFile file(QStringLiteral(":/icons/%1.svg").arg(name));
    const QByteArray svg = file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
    return QIcon(new PaletteIconEngine(name, svg));
}

} // namespace ui
