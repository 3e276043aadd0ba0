// Rush Hour's row in the window's list of puzzles (board/puzzlelook.h).

#include "board/boardstyle.h"
#include "board/namedlayout.h"
#include "board/puzzlelook.h"
#include "rushhour/rushhourboardview.h"
#include "rushhour/rushhourvehicle.h"
#include "rushhour/board/rushhourboard.h"

#include "puzzles/puzzlebackend.h"
#include "rushhour/game/rushhourlayouts.h"

#include <QCoreApplication>
#include <QPainter>
#include <QPalette>

#include <algorithm>

namespace ui {

namespace {

// A search's lot: its cells as the board writes them ('.', 'x' or the vehicle's letter), so
// each vehicle is read whole from them and drawn as the board draws it (rushhourvehicle.h),
// with its letter where the cells are large enough to read one.
void paintMini(QPainter &p, const QPointF &origin, qreal u, const QPalette &palette, core::BoardSize board,
               const std::string &cells)
{
    const std::size_t n = std::size_t(std::max(0, board.cells()));
    std::string lot = cells.substr(0, n);
    lot.resize(n, core::RushHourBoard::Empty);
    const core::RushHourBoard b(board.width, board.height, lot);
    p.fillRect(QRectF(origin, QSizeF(board.width * u, board.height * u)), emptyCellColour(palette));
    for (std::size_t i = 0; i < n; ++i)
        if (lot[i] == core::RushHourBoard::Wall)
            paintRushHourWall(p, QRectF(origin + QPointF(int(i) % board.width * u, int(i) / board.width * u), QSizeF(u, u)),
                              u, palette);
    const ColourScheme scheme = chosenColourScheme();
    for (const core::RushHourVehicle &v : b.vehicles()) {
        const bool red = v.letter == core::RushHourBoard::RedCar;
        const QRectF r(origin + QPointF(v.x * u, v.y * u),
                       v.horizontal ? QSizeF(v.length * u, u) : QSizeF(u, v.length * u));
        paintRushHourVehicle(p, r, u,
                             {rushHourVehicleColour(palette, scheme, red, v.length), palette.color(QPalette::Dark),
                              tileBorderWidth(palette, u), u >= 14 ? QString(QChar(v.letter)) : QString(),
                              red ? 0.45 : 0.36});
    }
}

BoardView *makeView(QWidget *parent)
{
    return new RushHourBoardView(parent);
}

// The named lots' names on screen, by their keys in core::RushHourLayouts.
QString layoutName(const char *key)
{
    static const struct {
        const char *key;
        const char *name;
    } names[] = {
        {"warmup", QT_TRANSLATE_NOOP("ScrambleControl", "Warm-up")},
        {"crossing", QT_TRANSLATE_NOOP("ScrambleControl", "Crossing")},
        {"jam", QT_TRANSLATE_NOOP("ScrambleControl", "Traffic Jam")},
        {"longest", QT_TRANSLATE_NOOP("ScrambleControl", "The Longest (60 moves)")},
    };
    for (const auto &n : names)
        if (qstrcmp(n.key, key) == 0)
            return QCoreApplication::translate("ScrambleControl", n.name);
    return QString::fromLatin1(key);
}

// The named lots, each as set up (not scrambled). Ctrl+R is Scramble's, so none has a shortcut;
// the menu's mnemonic is U, as R is the Rotation Game's in the same menu.
NewGames newGames()
{
    NewGames g{QCoreApplication::translate("ui::MainWindow", "New R&ush Hour"),
               QCoreApplication::translate("ui::MainWindow", "Rush Hour"), 2, {}};
    for (const core::RushHourLayout &layout : core::RushHourLayouts)
        g.entries.append({QStringLiteral("newRushHour-%1").arg(QLatin1String(layout.key)), layoutName(layout.key),
                          QKeySequence(),
                          QCoreApplication::translate("ui::ScrambleControl",
                                                      "Rush Hour: slide the red car out through the exit; %1 moves at the fewest")
                              .arg(layout.shortest),
                          [board = layout.board](QWidget *, const core::Position &, std::mt19937_64 &rng) {
                              const core::PuzzleBackend &backend = core::backendFor(core::RushHourKind);
                              return backend.parse(board, backend.newGame({}, rng)).position;
                          },
                          false});
    return g;
}

} // namespace

extern const PuzzleLook RushHourLook;
const PuzzleLook RushHourLook = {core::RushHourKind, makeView, nullptr, paintMini, newGames,
                                 [] { return QCoreApplication::translate("ui::MainWindow", "Rush Hour"); },
    [] { return QCoreApplication::translate("ui::FirstSteps", "Drive the red car A out through the gap on the right: drag a vehicle along its line, or click it and then a cell. F1 tells more."); },
    [] { return QCoreApplication::translate("ui::SolverPanel", "A move is a vehicle's letter and the cells it drives: + right or down, - left or up (\"A+2\")."); },
    [] {
        return QList<ShortcutRow>{
            {QCoreApplication::translate("ui::ShortcutOverlay", "Drag a piece"), QCoreApplication::translate("ui::ShortcutOverlay", "move it where it can go"), true},
        };
    },
    [](const core::Position &start) {
        const char *key = namedLayoutKey(core::RushHourKind, core::RushHourLayouts, start);
        return key ? layoutName(key) : QString();
    }};

} // namespace ui
