#include "board/boardviews.h"

#include "klotski/klotskiboardview.h"
#include "rotation/rotationboardview.h"
#include "sliding/slidingboardview.h"

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
