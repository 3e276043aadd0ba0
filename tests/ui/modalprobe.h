#pragma once
// Looking into a modal dialog from a test: `trigger` opens it (and blocks in its exec());
// once it shows, `look` is given the dialog, then the dialog is closed. Returns whether a
// dialog opened.

#include <QApplication>
#include <QDialog>
#include <QTimer>

#include <functional>

namespace modalprobe {

inline bool look(const std::function<void()> &trigger, const std::function<void(QWidget *dialog)> &look)
{
    bool opened = false;
    QTimer poll;
    poll.setInterval(20);
    QObject::connect(&poll, &QTimer::timeout, [&] {
        QWidget *modal = QApplication::activeModalWidget();
        if (!modal || !modal->isVisible())
            return;
        poll.stop();
        opened = true;
        look(modal);
        if (auto *d = qobject_cast<QDialog *>(modal))
            d->reject();
        else
            modal->close();
    });
    poll.start();
    trigger();
    return opened;
}

} // namespace modalprobe
