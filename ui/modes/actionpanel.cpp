#include "modes/actionpanel.h"

#include "frame/toolbartexts.h"

#include <QAction>
#include <QGridLayout>
#include <QGroupBox>
#include <QToolButton>
#include <QVBoxLayout>

namespace ui {

ActionPanel::ActionPanel(QWidget *parent)
    : QWidget(parent), m_layout(new QVBoxLayout(this))
{
}

void ActionPanel::addSection(const QString &title, const QList<QAction *> &actions, int columns)
{
    auto *box = new QGroupBox(title, this);
    auto *grid = new QGridLayout(box);
    grid->setSpacing(4);
    for (int i = 0; i < actions.size(); ++i) {
        auto *b = new QToolButton(box);
        // A button, like a toolbar, shows the menu text without its mnemonic ("自定义尺寸", not
        // "自定义尺寸(C)").
        showPlainText(actions[i]);
        b->setDefaultAction(actions[i]);
        b->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
        b->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
        // Buttons beside the board never keep the keyboard: the arrows belong to the board.
        b->setFocusPolicy(Qt::TabFocus);
        grid->addWidget(b, i / columns, i % columns);
    }
    m_layout->addWidget(box);
}

void ActionPanel::addWidget(QWidget *w, int stretch)
{
    m_layout->addWidget(w, stretch);
}

void ActionPanel::addStretch()
{
    m_layout->addStretch(1);
}

} // namespace ui
