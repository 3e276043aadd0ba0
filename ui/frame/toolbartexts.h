#pragma once
// ToolBarTexts: what a toolbar button says. An action's text is written for a menu, with its
// mnemonic: "&Scramble..." in English, "打乱(&S)..." in Chinese. Qt's own button text drops
// only the '&', which leaves "打乱(S)" on the button, so every action on the toolbar gets an
// icon text (and, unless one was set, a tooltip) without the "(&X)" suffix, the '&' and the
// ellipsis. It follows actions added later, a changed text, and a language change.

#include <QObject>
#include <QString>

class QAction;
class QToolBar;

namespace ui {

// "打乱(&S)..." -> "打乱", "Save &As..." -> "Save As", "Fish && Chips" -> "Fish & Chips".
QString plainActionText(const QString &menuText);
// Gives `a` its plain text as icon text, and as tooltip unless someone else wrote one: what a
// button showing the action (toolbar or panel) reads.
void showPlainText(QAction *a);

class ToolBarTexts : public QObject {
    Q_OBJECT
public:
    // Applies the plain texts to the bar's actions now and from then on; owned by the bar.
    static ToolBarTexts *attach(QToolBar *bar);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    explicit ToolBarTexts(QToolBar *bar);
    void follow(QAction *a);
    void refresh();

    QToolBar *m_bar;
};

} // namespace ui
