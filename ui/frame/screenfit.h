#pragma once
// Where a window or dialog opens: inside the available screen of the window it opens over, at
// most 90% of that screen, centred over that window. Every top-level window and dialog of the
// app is placed through here (tests/ui/window/tst_windowfit checks them at 1280x800 and 1920x1080).

#include <QSize>

class QWidget;

namespace ui {

// 90% of the available screen `w` is on (or would open on).
QSize screenRoom(const QWidget *w);
// Resizes `window` to `wanted`, no larger than screenRoom(over) (nor smaller than its minimum),
// and moves it to the centre of `over` (the screen's centre without one), kept on that screen.
void fitOnScreen(QWidget *window, QSize wanted, const QWidget *over);

} // namespace ui
