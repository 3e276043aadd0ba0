#include "modes/boardpane.h"

#include "play/playbackbar.h"
#include "puzzleviews/boardstack.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QVBoxLayout>

namespace ui {

BoardPane::BoardPane(BoardStack *boards, PlaybackBar *playback, QWidget *parent)
    : QWidget(parent),
      m_title(new QLabel(this)),
      m_header(new QHBoxLayout),
      m_layout(new QVBoxLayout(this))
{
    m_layout->setContentsMargins(8, 4, 8, 4);
    QFont f = m_title->font();
    f.setBold(true);
    m_title->setFont(f);
    m_title->setObjectName(QStringLiteral("boardTitle"));
    m_header->addWidget(m_title, 1);
    m_layout->addLayout(m_header);
    m_layout->addWidget(boards, 1);
    m_layout->addWidget(playback);
}

void BoardPane::setTitle(const QString &title)
{
    m_title->setText(title);
}

QString BoardPane::title() const
{
    return m_title->text();
}

void BoardPane::addStatusWidget(QWidget *w)
{
    m_header->addWidget(w);
}

void BoardPane::addUnderTitle(QWidget *w)
{
    m_layout->insertWidget(1, w);
}

void BoardPane::addFooterWidget(QWidget *w)
{
    m_layout->addWidget(w);
}

} // namespace ui
