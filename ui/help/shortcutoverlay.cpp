#include "help/shortcutoverlay.h"

#include "lab/searchlab.h"

#include "board/puzzlelook.h"
#include "frame/keyrouter.h"

#include "frame/toolbartexts.h"
#include "frame/windowcontext.h"

#include <QAction>
#include <QCoreApplication>
#include <QKeyEvent>
#include <QLabel>
#include <QLocale>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QPainter>
#include <QTextDocument>
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

// A key as the menus name it, in the window's language ("空格" for Space in Chinese).
QString keyName(Qt::Key key)
{
    return QKeySequence(key).toString(QKeySequence::NativeText);
}

QString shortcutsOf(const QAction *a)
{
    QStringList keys;
    for (const QKeySequence &k : a->shortcuts())
        keys << k.toString(QKeySequence::NativeText);
    return keys.join(QStringLiteral(", "));
}

// The puzzles' own rows (PuzzleLook::shortcutRows) of the keyboard or of the mouse, in the
// puzzles' order: a row that several puzzles bring is shown once, naming them all.
QString puzzleRows(bool mouse)
{
    QList<ShortcutRow> rows;
    QList<QStringList> names;
    for (const PuzzleLook *look : puzzleLooks())
        for (const ShortcutRow &r : look->shortcutRows()) {
            if (r.mouse != mouse)
                continue;
            qsizetype at = 0;
            while (at < rows.size() && (rows[at].keys != r.keys || rows[at].does != r.does))
                ++at;
            if (at == rows.size()) {
                rows.append(r);
                names.append(QStringList());
            }
            names[at] << look->name();
        }
    QString out;
    for (qsizetype i = 0; i < rows.size(); ++i)
        out += row(rows[i].keys, ShortcutOverlay::tr("%1 (%2)").arg(rows[i].does, QLocale().createSeparatedList(names[i])));
    return out;
}

} // namespace

ShortcutOverlay::ShortcutOverlay(QMainWindow *window)
    : QWidget(window),
      m_window(window),
      m_text(new QLabel(this))
{
    setObjectName(QStringLiteral("shortcutOverlay"));
    setFocusPolicy(Qt::StrongFocus);
    KeyRouter::keepKeys(this); // Escape and ? close the page, not the board's
    m_text->setTextFormat(Qt::RichText);
    m_text->setAlignment(Qt::AlignCenter);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_text, 0, Qt::AlignCenter);
    m_toggle = makeAction(window, QStringLiteral("shortcuts"), tr("&Keyboard Shortcuts"), {},
                          QStringLiteral("help-keyboard-shortcuts"));
    // Ctrl+? as in GNOME's applications (F1 is the manual), and ? alone.
    m_toggle->setShortcuts({QKeySequence(QStringLiteral("Ctrl+?")), QKeySequence(QStringLiteral("?"))});
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
    groups << boardKeys() << mouse() << labKeys();
    // As few columns of whole groups as let the page fit the window's height (two at least): a
    // language whose lines are taller takes a third column rather than running off the bottom.
    const auto rowsIn = [](const QString &g) { return g.count(QStringLiteral("<tr>")) + 1; };
    int total = 0;
    for (const QString &g : groups)
        total += rowsIn(g);
    QString page;
    for (int columns = 2; columns <= 5; ++columns) {
        QStringList column(1);
        int rows = 0;
        for (const QString &g : groups) {
            if (rows > 0 && column.size() < columns && (rows + rowsIn(g)) * columns > total + rowsIn(g) / 2) {
                column << QString();
                rows = 0;
            }
            column.last() += g;
            rows += rowsIn(g);
        }
        QString cells;
        for (const QString &c : column)
            cells += QStringLiteral("<td valign=\"top\"><table>%1</table></td><td width=\"40\"></td>").arg(c);
        page = QStringLiteral("<h2>%1</h2><table><tr>%2</tr></table><p>%3</p>")
                   .arg(tr("Keyboard Shortcuts").toHtmlEscaped(), cells,
                        tr("Escape, ? or a click closes this page.").toHtmlEscaped());
        QTextDocument doc;
        doc.setDefaultFont(m_text->font());
        doc.setHtml(page);
        if (doc.size().height() <= m_window->height() - 2 * layout()->contentsMargins().top())
            break;
    }
    return page;
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
                 puzzleRows(false)
                     + row(keyName(Qt::Key_Space), tr("play or pause the solution"))
                     + row(keyName(Qt::Key_Escape), tr("cancel the search, or close a dialog or this page"))
                     + row(keyName(Qt::Key_Return), tr("confirm a dialog")));
}

QString ShortcutOverlay::mouse() const
{
    return group(tr("With the mouse"),
                 puzzleRows(true)
                     + row(tr("Click, then click"), tr("pick a piece, then where it goes; dots mark the places"))
                     + row(tr("Tab, Enter"), tr("walk the pieces from the keyboard and pick one")));
}

// The Search Lab's keys, from its own table: keys that do the same on one row.
QString ShortcutOverlay::labKeys() const
{
    QStringList does;
    QList<QStringList> keys;
    for (const SearchLab::Key &k : SearchLab::keys()) {
        const QString what = QCoreApplication::translate("ui::SearchLab", k.does);
        if (does.isEmpty() || does.last() != what) {
            does << what;
            keys << QStringList();
        }
        keys.last() << keyName(k.key);
    }
    QString rows;
    for (qsizetype i = 0; i < does.size(); ++i)
        rows += row(keys[i].join(QStringLiteral(", ")), does[i]);
    return group(tr("In the Search Lab"), rows);
}

bool ShortcutOverlay::closes(const QKeyEvent *event)
{
    return event->key() == Qt::Key_Escape || event->key() == Qt::Key_Question || event->text() == QStringLiteral("?");
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
