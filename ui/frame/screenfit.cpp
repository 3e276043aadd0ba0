#include "frame/screenfit.h"

#include <QGuiApplication>
#include <QRect>
#include <QScreen>
#include <QWidget>

#include <algorithm>

namespace ui {

namespace {

QRect availableFor(const QWidget *w)
{
    const QScreen *screen = w ? w->screen() : nullptr;
    if (!screen)
        screen = QGuiApplication::primaryScreen();
    return screen ? screen->availableGeometry() : QRect(0, 0, 1280, 800);
}

// 90% of an available screen.
QSize roomIn(const QRect &avail)
{
    return {avail.width() * 9 / 10, avail.height() * 9 / 10};
}

} // namespace

QSize screenRoom(const QWidget *w)
{
    return roomIn(availableFor(w));
}

void fitOnScreen(QWidget *window, QSize wanted, const QWidget *over)
{
    // A dialog's parent may be a widget inside a window, and that window may be hidden (the
    // compare view before it is opened): it opens over the first shown window up the chain.
    if (over)
        over = over->window();
    while (over && !over->isVisible())
        over = over->parentWidget() ? over->parentWidget()->window() : nullptr;
    const QRect avail = availableFor(over ? over : window);
    const QSize size = wanted.boundedTo(roomIn(avail)).expandedTo(window->minimumSize());
    window->resize(size);
    // The frame the window manager adds is not known before the window is shown: leave room for
    // a title bar's worth of it.
    const QPoint centre = over ? over->frameGeometry().center() : avail.center();
    QRect place(QPoint(0, 0), size);
    place.moveCenter(centre);
    const int margin = 32;
    place.moveLeft(std::clamp(place.left(), avail.left(), std::max(avail.left(), avail.right() - size.width() - margin / 4)));
    place.moveTop(std::clamp(place.top(), avail.top(), std::max(avail.top(), avail.bottom() - size.height() - margin)));
    window->move(place.topLeft());
}

} // namespace ui
