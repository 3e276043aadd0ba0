// The rotation game's row in the window's list of puzzles (board/puzzlelook.h).

#include "board/boardstyle.h"
#include "board/puzzlelook.h"
#include "board/statepainter.h"
#include "rotation/rotationboardview.h"
#include "rotation/board/rotationboard.h"

#include "puzzles/puzzlebackend.h"

#include <QCoreApplication>
#include <QPalette>

#include <array>

namespace ui {

namespace {

// Where each of the 24 rotation cells sits on a 7 x 7 grid (rotationboard.h's numbering).
struct GridCell {
    int row, col;
};
constexpr std::array<GridCell, core::RotationCells> Grid{{
    {0, 2}, {0, 4}, {1, 2}, {1, 4},
    {2, 0}, {2, 1}, {2, 2}, {2, 3}, {2, 4}, {2, 5}, {2, 6},
    {3, 2}, {3, 4},
    {4, 0}, {4, 1}, {4, 2}, {4, 3}, {4, 4}, {4, 5}, {4, 6},
    {5, 2}, {5, 4}, {6, 2}, {6, 4},
}};

QSize miniGrid(core::BoardSize)
{
    return QSize(7, 7);
}

// A search's rotation board: one digit's projection on the '#' shape, the searched digit in its
// colour and the other cells empty.
void paintMini(QPainter &p, const QPointF &origin, qreal u, const QPalette &palette, core::BoardSize,
               const std::string &cells)
{
    for (std::size_t i = 0; i < Grid.size(); ++i) {
        const int v = i < cells.size() ? int(static_cast<unsigned char>(cells[i])) : 0;
        const QRectF r(origin + QPointF(Grid[i].col * u, Grid[i].row * u), QSizeF(u, u));
        StatePainter::paintCell(p, r, palette, v == 0 ? emptyCellColour(palette) : digitColour(v, ColourScheme::ColourBlindSafe),
                                QString());
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
