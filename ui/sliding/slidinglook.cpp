// The sliding puzzle's row in the window's list of puzzles (board/puzzlelook.h).

#include "board/boardstyle.h"
#include "board/puzzlelook.h"
#include "sliding/slidingboardview.h"
#include "sliding/board/slidingposition.h"
#include "sliding/slidingpaint.h"

#include "puzzles/puzzlebackend.h"

#include <QCoreApplication>
#include <QDialog>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QPalette>
#include <QSpinBox>

namespace ui {

namespace {

// A search's sliding board, drawn by the board's painter (slidingpaint.h): its numbered tiles
// tinted by their rows in the standard goal (a search's cells do not carry the goal), the
// blank showing the tray.
void paintMini(QPainter &p, const QPointF &origin, qreal u, const QPalette &palette, core::BoardSize board,
               const std::string &cells)
{
    std::vector<int> tiles(std::size_t(std::max(0, board.cells())), 0);
    for (std::size_t i = 0; i < tiles.size() && i < cells.size(); ++i)
        tiles[i] = int(static_cast<unsigned char>(cells[i]));
    paintSlidingBoard(p, origin, u, tiles, {}, {palette, chosenColourScheme(), board});
}

BoardView *makeView(QWidget *parent)
{
    return new SlidingBoardView(parent);
}

core::Position newBoard(core::BoardSize size, std::mt19937_64 &rng)
{
    return core::backendFor(core::SlidingKind).newGame(size, rng);
}

// Asks for a width and a height, starting from the size on show (the 4x4 when the puzzle on
// show has none).
std::optional<core::Position> customSize(QWidget *parent, const core::Position &onShow, std::mt19937_64 &rng)
{
    QDialog d(parent);
    d.setWindowTitle(QCoreApplication::translate("ui::ScrambleControl", "Custom Size"));
    auto *form = new QFormLayout(&d);
    auto *w = new QSpinBox(&d);
    auto *h = new QSpinBox(&d);
    w->setRange(core::MinSide, core::MaxSide);
    h->setRange(core::MinSide, core::MaxSide);
    const core::BoardSize now = core::backendOf(onShow).sizeOf(onShow);
    w->setValue(now.width > 0 ? now.width : 4);
    h->setValue(now.height > 0 ? now.height : 4);
    form->addRow(QCoreApplication::translate("ui::ScrambleControl", "Width:"), w);
    form->addRow(QCoreApplication::translate("ui::ScrambleControl", "Height:"), h);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, &d);
    form->addRow(buttons);
    QObject::connect(buttons, &QDialogButtonBox::accepted, &d, &QDialog::accept);
    QObject::connect(buttons, &QDialogButtonBox::rejected, &d, &QDialog::reject);
    if (d.exec() != QDialog::Accepted)
        return std::nullopt;
    return newBoard({w->value(), h->value()}, rng);
}

// The preset sizes, then any size.
NewGames newGames()
{
    NewGames g{QCoreApplication::translate("ui::MainWindow", "New S&liding Puzzle"),
               QCoreApplication::translate("ui::MainWindow", "Other sizes"), 3, {}};
    const struct {
        int w, h;
        const char *shortcut;
    } presets[] = {{3, 2, nullptr}, {3, 3, "Ctrl+3"}, {4, 4, "Ctrl+4"}, {5, 5, "Ctrl+5"}};
    for (const auto &p : presets) {
        const core::BoardSize size{p.w, p.h};
        g.entries.append({QStringLiteral("new%1x%2").arg(p.w).arg(p.h), QCoreApplication::translate("ui::ScrambleControl", "%1 x %2").arg(p.w).arg(p.h),
                          p.shortcut ? QKeySequence(QString::fromLatin1(p.shortcut)) : QKeySequence(), QString(),
                          [size](QWidget *, const core::Position &, std::mt19937_64 &rng) {
                              return std::optional<core::Position>(newBoard(size, rng));
                          }});
    }
    g.entries.append({QStringLiteral("newCustom"), QCoreApplication::translate("ui::ScrambleControl", "&Custom Size..."), QKeySequence(), QString(), customSize});
    return g;
}

} // namespace

extern const PuzzleLook SlidingLook;
const PuzzleLook SlidingLook = {core::SlidingKind, makeView, nullptr, paintMini, newGames,
                                [] { return QCoreApplication::translate("ui::MainWindow", "Sliding puzzle"); },
    [] { return QCoreApplication::translate("ui::FirstSteps", "Put the tiles in order, as in the goal (a tile's colour is its row there): click a tile in the gap's row or column to slide it, or press the arrow keys. F1 tells more."); },
    [] { return QCoreApplication::translate("ui::SolverPanel", "A letter is where the gap goes: d down, l left, r right, u up (the tile beside it slides the other way)."); },
    [] {
        return QList<ShortcutRow>{
            {QCoreApplication::translate("ui::ShortcutOverlay", "Arrows, W A S D"), QCoreApplication::translate("ui::ShortcutOverlay", "slide a tile")},
            {QCoreApplication::translate("ui::ShortcutOverlay", "Click a tile"),
             QCoreApplication::translate("ui::ShortcutOverlay", "slide it and the tiles between it and the gap"), true},
        };
    }};

} // namespace ui
