#include "frame/keyrouter.h"

#include <QAbstractSpinBox>
#include <QApplication>
#include <QComboBox>
#include <QKeyEvent>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QTextEdit>

namespace ui {

KeyRouter::KeyRouter(QWidget *window, std::function<bool(QKeyEvent *)> handler, QObject *parent)
    : QObject(parent), m_window(window), m_handler(std::move(handler))
{
    qApp->installEventFilter(this);
}

namespace {
constexpr char KeepsKeys[] = "puzzlescopeKeepsKeys";
}

void KeyRouter::keepKeys(QWidget *w)
{
    w->setProperty(KeepsKeys, true);
}

bool KeyRouter::takesText(const QWidget *w)
{
    if (!w)
        return false;
    for (const QWidget *p = w; p; p = p->parentWidget())
        if (p->property(KeepsKeys).toBool())
            return true;
    if (qobject_cast<const QLineEdit *>(w) || qobject_cast<const QAbstractSpinBox *>(w))
        return true;
    if (const auto *c = qobject_cast<const QComboBox *>(w))
        return c->isEditable();
    if (const auto *t = qobject_cast<const QTextEdit *>(w))
        return !t->isReadOnly();
    if (const auto *t = qobject_cast<const QPlainTextEdit *>(w))
        return !t->isReadOnly();
    return false;
}

bool KeyRouter::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() != QEvent::KeyPress && event->type() != QEvent::ShortcutOverride)
        return false;
    auto *w = qobject_cast<QWidget *>(watched);
    // Only keys aimed at this window itself: popups, menus and dialogs keep theirs. Each key
    // event also travels up the parent chain, so act on its first receiver only.
    if (!w || w->window() != m_window || (QApplication::focusWidget() && w != QApplication::focusWidget()))
        return false;
    if (takesText(w))
        return false;
    auto *key = static_cast<QKeyEvent *>(event);
    if (key->modifiers() & (Qt::ControlModifier | Qt::AltModifier | Qt::MetaModifier))
        return false;
    if (event->type() == QEvent::ShortcutOverride) {
        // Claim Space and Escape from the focused widget (a button would click itself), so
        // they arrive below as key presses the handler can take.
        if (key->key() == Qt::Key_Space || key->key() == Qt::Key_Escape) {
            event->accept();
            return true;
        }
        return false;
    }
    return m_handler(key);
}

} // namespace ui
