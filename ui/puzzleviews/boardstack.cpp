#include "puzzleviews/boardstack.h"

#include "access/movewords.h"
#include "puzzleviews/boardviews.h"
#include "rotation/rotationboardview.h"
#include "sliding/slidingboardview.h"

namespace ui {

BoardStack::BoardStack(QWidget *parent)
    : QStackedWidget(parent)
{
    for (const core::PuzzleKind kind : core::allPuzzleKinds()) {
        BoardView *v = makeBoardView(kind, this);
        m_views.push_back(v);
        addWidget(v);
        connect(v, &BoardView::cellClicked, this, &BoardStack::cellClicked);
        connect(v, &BoardView::movesPlayed, this, &BoardStack::movesPlayed);
    }
}

BoardView *BoardStack::view(core::PuzzleKind kind) const
{
    const auto kinds = core::allPuzzleKinds(); // the order the views were made in
    for (std::size_t i = 0; i < kinds.size(); ++i)
        if (kinds[i] == kind)
            return m_views[i];
    return m_views.front();
}

SlidingBoardView *BoardStack::slidingView() const
{
    return viewOfType<SlidingBoardView>();
}

RotationBoardView *BoardStack::rotationView() const
{
    return viewOfType<RotationBoardView>();
}

void BoardStack::showPuzzle(const core::Position &p)
{
    BoardView *v = view(core::kindOf(p));
    setCurrentWidget(v);
    v->showPuzzle(p);
}

BoardView *BoardStack::currentView() const
{
    return static_cast<BoardView *>(currentWidget());
}

void BoardStack::showPosition(const core::Position &before, const core::Position &after, bool animate)
{
    // The view words one move of its puzzle; anything else is a change in general.
    m_change.clear();
    if (!(before == after)) {
        if (core::kindOf(before) == core::kindOf(after))
            m_change = view(core::kindOf(after))->changeWords(before, after);
        if (m_change.isEmpty())
            m_change = MoveWords::changed();
    }
    view(core::kindOf(after))->showPosition(before, after, animate);
}

void BoardStack::showNextMove(const std::string &move)
{
    for (BoardView *v : m_views)
        v->setNextMove(v == currentView() ? move : std::string());
}

std::string BoardStack::nextMove() const
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
    for (BoardView *v : m_views)
        v->showXray(v == currentView() ? xray : std::nullopt);
}

std::string BoardStack::moveForKey(const core::Position &p, const QKeyEvent *event, bool keysMoveBlank) const
{
    return view(core::kindOf(p))->moveForKey(p, event, keysMoveBlank);
}

void BoardStack::setSelectedCell(int cell)
{
    slidingView()->setSelectedCell(cell);
}

void BoardStack::setSolvedHighlight(bool on)
{
    for (BoardView *v : m_views)
        v->setSolvedHighlight(on);
}

void BoardStack::setAnimation(bool animate, int duration)
{
    for (BoardView *v : m_views)
        v->setAnimation(animate, duration);
}

void BoardStack::setColourScheme(ColourScheme scheme)
{
    setChosenColourScheme(scheme);
    for (BoardView *v : m_views)
        v->setColourScheme(scheme);
}

} // namespace ui
