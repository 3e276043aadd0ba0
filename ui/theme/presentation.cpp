#include "theme/presentation.h"

#include <QApplication>
#include <QEvent>
#include <QHeaderView>
#include <QSettings>
#include <QSplitter>
#include <QTableView>
#include <QTimer>
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

// Runs `react` on `watched` after each change of its font.
class OnFontChange : public QObject {
public:
    OnFontChange(QWidget *watched, std::function<void()> react) : QObject(watched), m_react(std::move(react))
    {
        watched->installEventFilter(this);
    }
    bool eventFilter(QObject *, QEvent *event) override
    {
        if (event->type() == QEvent::FontChange)
            QTimer::singleShot(0, this, [this] { m_react(); }); // once the children have the font too
        return false;
    }

private:
    std::function<void()> m_react;
};

} // namespace

void Presentation::whenFontChanges(QWidget *w, std::function<void()> react)
{
    new OnFontChange(w, std::move(react));
}

void Presentation::fitRows(QTableView *table)
{
    const auto fit = [table] { table->verticalHeader()->setDefaultSectionSize(table->fontMetrics().height() + 6); };
    fit();
    new OnFontChange(table, fit);
}

void Presentation::fitFirstPane(QSplitter *splitter)
{
    new OnFontChange(splitter, [splitter] {
        QList<int> sizes = splitter->sizes();
        QWidget *first = splitter->widget(0);
        if (sizes.size() < 2 || !first || sizes[0] >= first->sizeHint().width())
            return;
        const int grow = std::min(first->sizeHint().width() - sizes[0], sizes[1] - splitter->widget(1)->minimumSizeHint().width());
        if (grow <= 0)
            return;
        sizes[0] += grow;
        sizes[1] -= grow;
        splitter->setSizes(sizes);
    });
}

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
