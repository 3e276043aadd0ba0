#include "puzzleviews/boardviews.h"

#include <iterator>

namespace ui {

// Each defined in its puzzle's folder (ui/<puzzle>/<puzzle>look.cpp), in PuzzleKind's order.
extern const PuzzleLook SlidingLook;
extern const PuzzleLook RotationLook;
extern const PuzzleLook KlotskiLook;
extern const PuzzleLook RushHourLook;

namespace {

const PuzzleLook *const Looks[] = {&SlidingLook, &RotationLook, &KlotskiLook, &RushHourLook};

} // namespace

const PuzzleLook &puzzleLook(core::PuzzleKind kind)
{
    for (const PuzzleLook *look : Looks)
        if (look->kind == kind)
            return *look;
    return *Looks[0];
}

QSize miniGridOf(const PuzzleLook &look, core::BoardSize board)
{
    return look.miniGrid ? look.miniGrid(board) : QSize(board.width, board.height);
}

QList<const PuzzleLook *> puzzleLooks()
{
    return QList<const PuzzleLook *>(std::begin(Looks), std::end(Looks));
}

BoardView *makeBoardView(core::PuzzleKind kind, QWidget *parent)
{
    return puzzleLook(kind).makeView(parent);
}

} // namespace ui
