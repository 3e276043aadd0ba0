// The rotation game's row in the window's list of puzzles (board/puzzlelook.h).

#include "board/boardstyle.h"
#include "board/puzzlelook.h"
#include "rotation/rotationboardview.h"
#include "rotation/board/rotationboard.h"
#include "rotation/rotationpaint.h"

#include "puzzles/puzzlebackend.h"

#include <QCoreApplication>
#include <QPalette>

namespace ui {

namespace {

QSize miniGrid(core::BoardSize)
{
    return QSize(7, 7);
}

// A search's rotation board: one digit's projection on the '#' shape, the searched digit's cells
// drawn as the board draws them (rotationpaint.h) and the other cells empty.
void paintMini(QPainter &p, const QPointF &origin, qreal u, const QPalette &palette, core::BoardSize,
               const std::string &cells)
{
    const RotationCellLook look{palette, chosenColourScheme()};
    for (int i = 0; i < core::RotationCells; ++i) {
        const int v = std::size_t(i) < cells.size() ? int(static_cast<unsigned char>(cells[std::size_t(i)])) : 0;
        const QPoint place = rotationCellPlace(i);
        paintRotationCell(p, QRectF(origin + QPointF(place.x() * u, place.y() * u), QSizeF(u, u)), v, isRotationCentre(i), look);
    }
}

BoardView *makeView(QWidget *parent)
{
    return new RotationBoardView(parent);
}

// One board, in the Game menu itself and beside the sliding sizes in the Play column.
NewGames newGames()
{
    return {QString(), QCoreApplication::translate("ui::MainWindow", "Other sizes"), 3,
            {{QStringLiteral("newRotation"), QCoreApplication::translate("ui::ScrambleControl", "&Rotation Game"), QKeySequence(QCoreApplication::translate("ui::ScrambleControl", "Ctrl+G")), QString(),
              [](QWidget *, const core::Position &, std::mt19937_64 &rng) {
                  return std::optional<core::Position>(core::backendFor(core::RotationKind).newGame({}, rng));
              }}}};
}

} // namespace

extern const PuzzleLook RotationLook;
const PuzzleLook RotationLook = {core::RotationKind, makeView, miniGrid, paintMini, newGames,
                                 [] { return QCoreApplication::translate("ui::MainWindow", "Rotation game"); },
    [] { return QCoreApplication::translate("ui::FirstSteps", "Make the eight centre cells one digit: click an arrow A-H, or press its letter, to rotate its line. F1 tells more."); },
    [] { return QCoreApplication::translate("ui::SolverPanel", "A move is the line rotated, A to H, as its arrow is named."); },
    [] {
        return QList<ShortcutRow>{
            {QCoreApplication::translate("ui::ShortcutOverlay", "A-H"), QCoreApplication::translate("ui::ShortcutOverlay", "rotate a line")},
            {QCoreApplication::translate("ui::ShortcutOverlay", "Click an arrow"), QCoreApplication::translate("ui::ShortcutOverlay", "rotate its line"), true},
        };
    }};

} // namespace ui
