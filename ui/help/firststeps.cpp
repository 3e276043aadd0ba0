#include "help/firststeps.h"

#include "board/puzzlelook.h"
#include "modes/boardpane.h"
#include "play/gamesession.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QSettings>

namespace ui {

namespace {

constexpr const char *Key = "help/taught";

void retainRoom(QWidget *w, bool retain)
{
    QSizePolicy policy = w->sizePolicy();
    policy.setRetainSizeWhenHidden(retain);
    w->setSizePolicy(policy);
}

} // namespace

FirstSteps::FirstSteps(GameSession *session, BoardPane *pane, QWidget *beside, QObject *parent)
    : QObject(parent), m_session(session), m_line(new QLabel(pane))
{
    m_line->setObjectName(QStringLiteral("howToPlay"));
    m_line->setWordWrap(true);
    m_line->setAccessibleName(tr("How to play"));
    m_line->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    auto *row = new QWidget(pane);
    auto *layout = new QHBoxLayout(row);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_line, 1);
    beside->setParent(row);
    layout->addWidget(beside, 0, Qt::AlignTop);
    pane->addUnderTitle(row);
    connect(session, &GameSession::played, this, [this](GameSession::Change change, int) {
        if (change != GameSession::Change::Hand)
            return;
        const int kind = int(m_session->kind());
        QStringList kinds = QSettings().value(Key).toStringList();
        if (!kinds.contains(QString::number(kind))) {
            kinds << QString::number(kind);
            QSettings().setValue(Key, kinds);
        }
        // Its room stays until the next game, so the board does not move under the pointer
        // that has just played on it.
        retainRoom(m_line, true);
        m_line->hide();
    });
    connect(session, &GameSession::puzzleChanged, this, &FirstSteps::show);
    show();
}

bool FirstSteps::taught(core::PuzzleKind kind)
{
    return QSettings().value(Key).toStringList().contains(QString::number(int(kind)));
}

void FirstSteps::show()
{
    m_line->setText(puzzleLook(m_session->kind()).howToPlay());
    retainRoom(m_line, false);
    m_line->setVisible(!taught(m_session->kind()));
}

} // namespace ui
