#pragma once
// Tooltips in short lines: a plain-text tooltip whose lines run past about 70 characters (a CJK
// character counts two) is shown wrapped at the spaces (anywhere between CJK characters). One
// event filter on the application does it for every widget and dialog, however and whenever its
// tooltip was set; rich-text tooltips are left to Qt, which wraps them itself.

#include <QObject>
#include <QString>

namespace ui {

// The widest a tooltip line is let run, in columns.
constexpr int ToolTipColumns = 70;
// `text` with every line of more than ToolTipColumns columns broken into lines of at most that.
QString wrapToolTip(const QString &text);

class ToolTipWrapper : public QObject {
    Q_OBJECT
public:
    // Installs the filter on the application once (later calls do nothing).
    static void install();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    using QObject::QObject;
};

} // namespace ui
