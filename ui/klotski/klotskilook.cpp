// Huarong Dao's row in the window's list of puzzles (board/puzzlelook.h).

#include "board/boardstyle.h"
#include "board/namedlayout.h"
#include "board/puzzlelook.h"
#include "klotski/board/klotskidomain.h"
#include "klotski/klotskiboardview.h"
#include "klotski/klotskipiece.h"
#include "klotski/board/klotskiposition.h"

#include "klotski/game/klotskilayouts.h"
#include "puzzles/puzzlebackend.h"

#include <QCoreApplication>
#include <QPainter>
#include <QPalette>

#include <algorithm>
#include <array>

namespace ui {

namespace {

// A search's box: 0 empty, else the piece's class plus one (the goal piece is class 0), with
// the anchor mark on a piece's top-left cell. The pieces of a class share one shape: its width
// is the run of the class's cells right of its first anchor (no piece of the class lies above
// that one), its height what the class's cells leave for that width. Each piece is drawn as the
// board draws it (klotskipiece.h), without letters: a search's boards know shapes, not names.
void paintMini(QPainter &p, const QPointF &origin, qreal u, const QPalette &palette, core::BoardSize board,
               const std::string &cells)
{
    constexpr unsigned char Mark = static_cast<unsigned char>(core::KlotskiDomain::AnchorMark);
    const int n = std::min<int>(board.cells(), int(cells.size()));
    const auto value = [&](int i) { return static_cast<unsigned char>(cells[std::size_t(i)]) & (Mark - 1); };
    const auto anchor = [&](int i) { return (static_cast<unsigned char>(cells[std::size_t(i)]) & Mark) != 0; };
    struct Shape {
        int cells = 0, anchors = 0, width = 0;
    };
    std::array<Shape, Mark> shapes{};
    for (int i = 0; i < n; ++i) {
        Shape &s = shapes[std::size_t(value(i))];
        ++s.cells;
        if (!anchor(i) || s.anchors++ > 0)
            continue;
        for (s.width = 1; i % board.width + s.width < board.width && i + s.width < n && value(i + s.width) == value(i)
             && !anchor(i + s.width);)
            ++s.width;
    }
    p.fillRect(QRectF(origin, QSizeF(board.width * u, board.height * u)), emptyCellColour(palette));
    // The pieces in reading order, named as the board names them (klotskipiece.h).
    std::vector<int> at;
    std::vector<KlotskiShape> pieces;
    for (int i = 0; i < n; ++i) {
        const Shape &s = shapes[std::size_t(value(i))];
        if (!anchor(i) || value(i) == 0 || s.width == 0)
            continue;
        at.push_back(i);
        pieces.push_back({value(i) == 1, s.width, std::max(1, s.cells / (s.anchors * s.width))});
    }
    const bool letters = klotskiLetters();
    const QStringList names = klotskiNames(pieces);
    for (std::size_t k = 0; k < at.size(); ++k) {
        const int i = at[k], w = pieces[k].w, h = pieces[k].h;
        const QColor fill = klotskiPieceColour(palette, chosenColourScheme(), pieces[k].goal, w, h);
        const QRectF r(origin + QPointF(i % board.width * u, i / board.width * u), QSizeF(w * u, h * u));
        // Names where they read (a search's cells carry no letters: those boards show names only).
        const QString label = !letters && u >= 14 ? names[qsizetype(k)] : QString();
        paintKlotskiPiece(p, r, u, {fill, palette.color(QPalette::Dark), tileBorderWidth(palette, u), label,
                                    pieces[k].goal ? 0.45 : 0.36, h > w});
    }
}

BoardView *makeView(QWidget *parent)
{
    return new KlotskiBoardView(parent);
}

// The named layouts' names on screen, by their keys in core::KlotskiLayouts.
QString layoutName(const char *key)
{
    static const struct {
        const char *key;
        const char *name;
    } names[] = {
        {"hengdaolima", QT_TRANSLATE_NOOP("ScrambleControl", "Sabre on Horseback")},
        {"zhihuiruoding", QT_TRANSLATE_NOOP("ScrambleControl", "Calm Command")},
        {"qitoubingjin", QT_TRANSLATE_NOOP("ScrambleControl", "Side by Side")},
        {"bingfensanlu", QT_TRANSLATE_NOOP("ScrambleControl", "Three Columns")},
    };
    for (const auto &n : names)
        if (qstrcmp(n.key, key) == 0)
            return QCoreApplication::translate("ScrambleControl", n.name);
    return QString::fromLatin1(key);
}

// The named layouts, each as the books set it up (not scrambled).
NewGames newGames()
{
    NewGames g{QCoreApplication::translate("ui::MainWindow", "New &Huarong Dao"),
               QCoreApplication::translate("ui::MainWindow", "Huarong Dao"), 2, {}};
    for (std::size_t i = 0; i < core::KlotskiLayouts.size(); ++i) {
        const core::KlotskiLayout &layout = core::KlotskiLayouts[i];
        g.entries.append({QStringLiteral("newKlotski-%1").arg(QLatin1String(layout.key)), layoutName(layout.key),
                          i == 0 ? QKeySequence(QCoreApplication::translate("ui::ScrambleControl", "Ctrl+K")) : QKeySequence(),
                          QCoreApplication::translate("ui::ScrambleControl", "Huarong Dao: bring the large piece out at the bottom; %1 moves at the fewest")
                              .arg(layout.shortest),
                          [board = layout.board](QWidget *, const core::Position &, std::mt19937_64 &rng) {
                              const core::PuzzleBackend &backend = core::backendFor(core::KlotskiKind);
                              return backend.parse(board, backend.newGame({}, rng)).position;
                          },
                          false});
    }
    return g;
}

} // namespace

extern const PuzzleLook KlotskiLook;
const PuzzleLook KlotskiLook = {core::KlotskiKind, makeView, nullptr, paintMini, newGames,
                                [] { return QCoreApplication::translate("ui::MainWindow", "Huarong Dao"); },
    [] { return QCoreApplication::translate("ui::FirstSteps", "Bring Cao Cao, the large piece, out through the gap at the bottom: drag a piece, or click it and then where it goes. F1 tells more."); },
    [] { return QCoreApplication::translate("ui::SolverPanel", "A move is a piece's letter, then the steps it slides: d down, l left, r right, u up (\"Bdl\": B down, then left)."); },
    [] {
        return QList<ShortcutRow>{
            {QCoreApplication::translate("ui::ShortcutOverlay", "Drag a piece"), QCoreApplication::translate("ui::ShortcutOverlay", "move it where it can go"), true},
        };
    },
    [](const core::Position &start) {
        const char *key = namedLayoutKey(core::KlotskiKind, core::KlotskiLayouts, start);
        return key ? layoutName(key) : QString();
    }};

} // namespace ui
