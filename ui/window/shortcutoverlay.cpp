#include "window/shortcutoverlay.h"

#include "window/keyrouter.h"

#include "window/toolbartexts.h"
#include "window/windowcontext.h"

#include <QAction>
#include <QKeyEvent>
#include <QLabel>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QPainter>
#include <QVBoxLayout>

namespace ui {

namespace {

QString row(const QString &keys, const QString &what)
{
    return QStringLiteral("<tr><td align=\"right\"><b>%1</b></td><td>&nbsp;&nbsp;%2</td></tr>")
        .arg(keys.toHtmlEscaped(), what.toHtmlEscaped());
}

QString group(const QString &title, const QString &rows)
{
    return QStringLiteral("<tr><td colspan=\"2\"><br><big><b>%1</b></big></td></tr>").arg(title.toHtmlEscaped()) + rows;
}

QString shortcutsOf(const QAction *a)
{
    QStringList keys;
    for (const QKeySequence &k : a->shortcuts())
        keys << k.toString(QKeySequence::NativeText);
    return keys.join(QStringLiteral(", "));
}

} // namespace

ShortcutOverlay::ShortcutOverlay(QMainWindow *window)
    : QWidget(window),
      m_window(window),
      m_text(new QLabel(this))
{
    setObjectName(QStringLiteral("shortcutOverlay"));
    setFocusPolicy(Qt::StrongFocus);
    KeyRouter::keepKeys(this); // Escape, F1 and ? close the page, not the board's
    m_text->setTextFormat(Qt::RichText);
    m_text->setAlignment(Qt::AlignCenter);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_text, 0, Qt::AlignCenter);
    m_toggle = makeAction(window, QStringLiteral("shortcuts"), tr("&Keyboard Shortcuts"), {},
                          QStringLiteral("help-keyboard-shortcuts"));
    m_toggle->setShortcuts({QKeySequence(Qt::Key_F1), QKeySequence(QStringLiteral("?"))});
    connect(m_toggle, &QAction::triggered, this, [this] { isVisible() ? hide() : open(); });
    window->installEventFilter(this);
    hide();
}

void ShortcutOverlay::open()
{
    m_text->setText(listing());
    setGeometry(m_window->rect());
    raise();
    show();
    setFocus(Qt::OtherFocusReason);
}

QString ShortcutOverlay::listing() const
{
    QList<QAction *> listed;
    QStringList groups;
    for (QAction *top : m_window->menuBar()->actions())
        if (top->menu())
            if (const QString r = menuRows(top->menu(), listed); !r.isEmpty())
                groups << group(plainActionText(top->menu()->title()), r);
    QString others;
    for (QAction *a : m_window->actions())
        if (!listed.contains(a) && !a->shortcuts().isEmpty() && a != m_toggle)
            others += row(shortcutsOf(a), plainActionText(a->text()));
    if (!others.isEmpty())
        groups << group(tr("Other"), others);
    groups << boardKeys();
    // Two columns of groups, balanced by rows, so the page fits a window of 800 pixels.
    const auto rowsIn = [](const QString &g) { return g.count(QStringLiteral("<tr>")); };
    int total = 0;
    for (const QString &g : groups)
        total += rowsIn(g);
    QString columns[2];
    int done = 0;
    for (const QString &g : groups) {
        columns[done * 2 < total ? 0 : 1] += g;
        done += rowsIn(g);
    }
    return QStringLiteral("<h2>%1</h2><table><tr><td valign=\"top\"><table>%2</table></td><td width=\"40\"></td>"
                          "<td valign=\"top\"><table>%3</table></td></tr></table><p>%4</p>")
        .arg(tr("Keyboard Shortcuts").toHtmlEscaped(), columns[0], columns[1],
             tr("Escape, F1, ? or a click closes this page.").toHtmlEscaped());
}

QString ShortcutOverlay::menuRows(QMenu *menu, QList<QAction *> &listed) const
{
    // A submenu's actions (the new-game sizes) belong to the top menu's group.
    QString rows;
    for (QAction *a : menu->actions()) {
        listed << a;
        if (a->menu())
            rows += menuRows(a->menu(), listed);
        else if (!a->isSeparator() && !a->shortcuts().isEmpty())
            rows += row(shortcutsOf(a), plainActionText(a->text()));
    }
    return rows;
}

QString ShortcutOverlay::boardKeys() const
{
    return group(tr("On the board"),
                 row(tr("Arrows, W A S D"), tr("slide a tile (sliding puzzles)"))
                     + row(tr("A-H"), tr("rotate a line (rotation game)"))
                     + row(tr("Space"), tr("play or pause the solution"))
                     + row(tr("Escape"), tr("cancel the search, or close a dialog or this page"))
                     + row(tr("Enter"), tr("confirm a dialog")));
}

bool ShortcutOverlay::closes(const QKeyEvent *event)
{
    return event->key() == Qt::Key_Escape || event->key() == Qt::Key_F1 || event->text() == QStringLiteral("?");
}

bool ShortcutOverlay::event(QEvent *event)
{
    // The window's own shortcuts (Escape cancels a search) must not take the closing keys.
    if (event->type() == QEvent::ShortcutOverride && closes(static_cast<QKeyEvent *>(event))) {
        event->accept();
        return true;
    }
    return QWidget::event(event);
}

bool ShortcutOverlay::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_window && event->type() == QEvent::Resize && isVisible())
        setGeometry(m_window->rect());
    return QWidget::eventFilter(watched, event);
}

void ShortcutOverlay::keyPressEvent(QKeyEvent *event)
{
    if (closes(event))
        hide();
    event->accept();
}

void ShortcutOverlay::mousePressEvent(QMouseEvent *event)
{
    hide();
    event->accept();
}

void ShortcutOverlay::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    QColor shade = palette().color(QPalette::Window);
    shade.setAlpha(235);
    p.fillRect(rect(), shade);
}

} // namespace ui
