#include "frame/toolbartexts.h"

#include <QAction>
#include <QActionEvent>
#include <QRegularExpression>
#include <QToolBar>

namespace ui {

namespace {

// Qt's default tooltip and icon text: the text without '&' and a trailing ellipsis.
QString qtDefaultText(QString text)
{
    text.remove(QLatin1Char('&'));
    return text.remove(QStringLiteral("...")).trimmed();
}

} // namespace

QString plainActionText(const QString &menuText)
{
    static const QRegularExpression mnemonicSuffix(QStringLiteral("\\s*[(（]&[^)）][)）]"));
    QString t = menuText;
    t.remove(mnemonicSuffix);
    t.replace(QStringLiteral("&&"), QStringLiteral("\x01"));
    t.remove(QLatin1Char('&'));
    t.replace(QLatin1Char('\x01'), QLatin1Char('&'));
    if (t.endsWith(QStringLiteral("...")))
        t.chop(3);
    else if (t.endsWith(QChar(0x2026)))
        t.chop(1);
    return t.trimmed();
}

ToolBarTexts *ToolBarTexts::attach(QToolBar *bar)
{
    return new ToolBarTexts(bar);
}

ToolBarTexts::ToolBarTexts(QToolBar *bar)
    : QObject(bar),
      m_bar(bar)
{
    bar->installEventFilter(this);
    for (QAction *a : bar->actions())
        follow(a);
}

bool ToolBarTexts::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_bar && event->type() == QEvent::ActionAdded)
        follow(static_cast<QActionEvent *>(event)->action());
    else if (watched == m_bar && event->type() == QEvent::LanguageChange)
        refresh();
    return QObject::eventFilter(watched, event);
}

void ToolBarTexts::follow(QAction *a)
{
    if (a->isSeparator() || a->property("plainTextFollowed").toBool())
        return;
    a->setProperty("plainTextFollowed", true);
    // A retranslated or renamed action keeps a plain button text.
    connect(a, &QAction::changed, this, [a] { showPlainText(a); });
    showPlainText(a);
}

void ToolBarTexts::refresh()
{
    for (QAction *a : m_bar->actions())
        if (!a->isSeparator())
            showPlainText(a);
}

void showPlainText(QAction *a)
{
    const QString plain = plainActionText(a->text());
    // Set only on a difference: setting emits changed(), which calls this again.
    if (a->iconText() != plain)
        a->setIconText(plain);
    // The tooltip follows too, unless someone else wrote one.
    const QString tip = a->toolTip();
    const bool ours = tip == qtDefaultText(a->text()) || tip == a->property("plainToolTip").toString();
    if (ours && tip != plain) {
        a->setProperty("plainToolTip", plain);
        a->setToolTip(plain);
    }
}

} // namespace ui
