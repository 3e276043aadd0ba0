#include "theme/presentation.h"

#include <QApplication>
#include <QSettings>
#include <QWidget>

namespace ui {

namespace {

constexpr const char *Key = "view/presentation";

void applyFont(QWidget *w, bool on)
{
    QFont font = QApplication::font(w);
    if (on) {
        if (font.pointSizeF() > 0)
            font.setPointSizeF(font.pointSizeF() * Presentation::FontScale);
        else
            font.setPixelSize(int(font.pixelSize() * Presentation::FontScale));
        w->setFont(font);
    } else {
        w->setFont(QFont()); // back to the application's font
    }
}

} // namespace

Presentation::Presentation() : m_on(QSettings().value(Key, false).toBool()) {}

Presentation *Presentation::instance()
{
    static Presentation *one = new Presentation; // lives as long as the application
    return one;
}

void Presentation::setOn(bool on)
{
    if (on == m_on)
        return;
    m_on = on;
    QSettings().setValue(Key, on);
    emit changed(on);
}

void Presentation::follow(QWidget *w, std::function<void(bool on)> relayout)
{
    Presentation *p = instance();
    if (p->isOn())
        applyFont(w, true);
    QObject::connect(p, &Presentation::changed, w, [w, relayout](bool on) {
        applyFont(w, on);
        if (relayout)
            relayout(on);
    });
}

} // namespace ui
