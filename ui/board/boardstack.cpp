#include "board/boardstack.h"

#include "access/movewords.h"
#include "board/rotationboardview.h"
#include "board/slidingboardview.h"

#include <QKeyEvent>

namespace ui {

BoardStack::BoardStack(QWidget *parent)
    : QStackedWidget(parent),
      m_sliding(new SlidingBoardView(this)),
      m_rotation(new RotationBoardView(this))
{
    addWidget(m_sliding);
    addWidget(m_rotation);
    connect(m_sliding, &SlidingBoardView::cellClicked, this, &BoardStack::cellClicked);
    connect(m_rotation, &RotationBoardView::moveClicked, this,
            [this](int move) { emit moveClicked(core::rotationLetter(move)); });
}

void BoardStack::showPuzzle(const core::Position &p)
{
    if (const auto *s = std::get_if<core::SlidingPosition>(&p)) {
        setCurrentWidget(m_sliding);
        m_sliding->setGoal(s->goal);
    } else {
        setCurrentWidget(m_rotation);
    }
}

BoardView *BoardStack::currentView() const
{
    return static_cast<BoardView *>(currentWidget());
}

void BoardStack::showPosition(const core::Position &before, const core::Position &after, bool animate)
{
    m_change = MoveWords::change(before, after);
    if (const auto *s = std::get_if<core::SlidingPosition>(&after)) {
        const auto *from = std::get_if<core::SlidingPosition>(&before);
        if (animate && from)
            m_sliding->animateTo(from->board, s->board);
        else
            m_sliding->setBoard(s->board);
        return;
    }
    const auto &board = std::get<core::RotationBoard>(after);
    const char move = animate && std::holds_alternative<core::RotationBoard>(before)
        ? core::backendOf(after).moveBetween(before, after)
        : char(0);
    if (move)
        m_rotation->animateMove(std::get<core::RotationBoard>(before), core::rotationFromLetter(move));
    else
        m_rotation->setBoard(board);
}

void BoardStack::showNextMove(char move)
{
    m_sliding->setNextMove(currentView() == m_sliding ? move : 0);
    m_rotation->setNextMove(currentView() == m_rotation ? move : 0);
}

char BoardStack::nextMove() const
{
    return currentView()->nextMove();
}

void BoardStack::announceState(std::size_t moves, bool solved)
{
    const QString state = MoveWords::state(moves, solved);
    currentView()->announce(m_change.isEmpty() ? state : m_change + QLatin1Char(' ') + state);
    m_change.clear();
}

void BoardStack::showXray(const std::optional<core::PositionXray> &xray)
{
    m_sliding->setXray(std::nullopt);
    m_rotation->setXray(std::nullopt);
    if (!xray)
        return;
    if (const auto *s = std::get_if<core::SlidingXray>(&xray->detail))
        m_sliding->setXray(*s);
    else
        m_rotation->setXray(std::get<core::RotationXray>(xray->detail));
}

char BoardStack::moveForKey(const core::Position &p, const QKeyEvent *event, bool keysMoveBlank) const
{
    if (std::holds_alternative<core::RotationBoard>(p)) {
        if (event->key() >= Qt::Key_A && event->key() <= Qt::Key_H && !(event->modifiers() & Qt::ControlModifier))
            return core::rotationLetter(event->key() - Qt::Key_A);
        return 0;
    }
    // By default a key moves the tile next to the blank in its direction, so the blank
    // travels the other way; the setting makes keys move the blank itself.
    core::Dir tileWay;
    switch (event->key()) {
    case Qt::Key_Up: case Qt::Key_W: tileWay = core::Dir::Up; break;
    case Qt::Key_Down: case Qt::Key_S: tileWay = core::Dir::Down; break;
    case Qt::Key_Left: case Qt::Key_A: tileWay = core::Dir::Left; break;
    case Qt::Key_Right: case Qt::Key_D: tileWay = core::Dir::Right; break;
    default: return 0;
    }
    return core::dirLetter(keysMoveBlank ? tileWay : core::oppositeDir(tileWay));
}

void BoardStack::setSelectedCell(int cell)
{
    m_sliding->setSelectedCell(cell);
}

void BoardStack::setSolvedHighlight(bool on)
{
    m_sliding->setSolvedHighlight(on);
    m_rotation->setSolvedHighlight(on);
}

void BoardStack::setAnimation(bool animate, int duration)
{
    m_sliding->setAnimationDuration(duration);
    m_rotation->setAnimationDuration(animate ? std::min(160, std::max(duration, 0) + 40) : 0);
}

void BoardStack::setColourScheme(ColourScheme scheme)
{
    m_sliding->setColourScheme(scheme);
    m_rotation->setColourScheme(scheme);
}

} // namespace ui
