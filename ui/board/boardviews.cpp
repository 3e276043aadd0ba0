#include "board/boardviews.h"

#include "board/klotski/klotskiboardview.h"
#include "board/rotation/rotationboardview.h"
#include "board/sliding/slidingboardview.h"

namespace ui {

BoardView *makeBoardView(core::PuzzleKind kind, QWidget *parent)
{
    switch (kind) {
    case core::PuzzleKind::Rotation: return new RotationBoardView(parent);
    case core::PuzzleKind::Klotski: return new KlotskiBoardView(parent);
    case core::PuzzleKind::Sliding: break;
    }
    return new SlidingBoardView(parent);
}

} // namespace ui
