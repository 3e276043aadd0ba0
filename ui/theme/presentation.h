#pragma once
// Presentation scale: one switch (View > Presentation Scale, Ctrl+Shift+P) that makes every
// search view readable on a projector: the step-through's and the search tree's boards get
// cells of LargeCell pixels, and their text, the race's and the compare view's twice the
// window's font. Kept in the settings (view/presentation). A window follows it live with
// follow(): its font is set now and on every change, then its own relayout runs.

#include <QObject>

#include <functional>

class QSplitter;
class QTableView;
class QWidget;

namespace ui {

class Presentation : public QObject {
    Q_OBJECT
public:
    static constexpr int LargeCell = 40;
    static constexpr double FontScale = 2.0;

    static Presentation *instance();
    bool isOn() const { return m_on; }
    void setOn(bool on);
    // `w` takes the scaled font while the switch is on, now and on every change; `relayout`
    // (if any) runs after each change.
    static void follow(QWidget *w, std::function<void(bool on)> relayout = {});
    // Runs `react` after every change of `w`'s font, once its children have the font too.
    static void whenFontChanges(QWidget *w, std::function<void()> react);
    // A table's rows as tall as its text, now and after every change of its font.
    static void fitRows(QTableView *table);
    // A splitter's first pane kept at least as wide as it asks, after every change of font (a
    // splitter otherwise keeps the sizes it had under the smaller text).
    static void fitFirstPane(QSplitter *splitter);

signals:
    void changed(bool on);

private:
    Presentation();
    bool m_on = false;
};

} // namespace ui
