#include "window/tooltipwrap.h"

#include <QApplication>
#include <QHelpEvent>
#include <QStringList>
#include <QTextDocument>
#include <QToolTip>
#include <QWidget>

namespace ui {

namespace {

int columnsOf(QChar c)
{
    // Wide characters (CJK ideographs, kana, Hangul, full-width forms) take two columns.
    const char16_t u = c.unicode();
    const bool wide = (u >= 0x1100 && u <= 0x115F) || (u >= 0x2E80 && u <= 0xA4CF) || (u >= 0xAC00 && u <= 0xD7A3)
        || (u >= 0xF900 && u <= 0xFAFF) || (u >= 0xFE30 && u <= 0xFE4F) || (u >= 0xFF00 && u <= 0xFF60)
        || (u >= 0xFFE0 && u <= 0xFFE6);
    return wide ? 2 : 1;
}

QString wrapLine(const QString &line)
{
    QStringList out;
    QString current;
    int width = 0;
    int lastSpace = -1; // in `current`
    for (const QChar c : line) {
        const int w = columnsOf(c);
        if (width + w > ToolTipColumns && !current.isEmpty()) {
            if (c == ' ') {
                out << current;
                current.clear();
                width = 0;
                lastSpace = -1;
                continue;
            }
            if (lastSpace > 0 && w == 1) {
                // Break at the last space; the word after it starts the next line.
                out << current.left(lastSpace);
                current = current.mid(lastSpace + 1);
            } else {
                out << current;
                current.clear();
            }
            width = 0;
            for (const QChar k : current)
                width += columnsOf(k);
            lastSpace = -1;
        }
        if (c == ' ')
            lastSpace = int(current.size());
        current += c;
        width += w;
    }
    out << current;
    return out.join('\n');
}

} // namespace

QString wrapToolTip(const QString &text)
{
    QStringList lines = text.split('\n');
    for (QString &line : lines)
        line = wrapLine(line);
    return lines.join('\n');
}

void ToolTipWrapper::install()
{
    static ToolTipWrapper *installed = nullptr;
    if (installed || !qApp)
        return;
    installed = new ToolTipWrapper(qApp);
    qApp->installEventFilter(installed);
}

bool ToolTipWrapper::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() != QEvent::ToolTip || !watched->isWidgetType())
        return false;
    auto *widget = static_cast<QWidget *>(watched);
    const QString tip = widget->toolTip();
    if (tip.isEmpty() || Qt::mightBeRichText(tip))
        return false;
    const QString wrapped = wrapToolTip(tip);
    if (wrapped == tip)
        return false;
    QToolTip::showText(static_cast<QHelpEvent *>(event)->globalPos(), wrapped, widget, {}, widget->toolTipDuration());
    return true;
}

} // namespace ui
