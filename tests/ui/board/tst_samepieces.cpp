// Every registered puzzle's pieces look the same in every view: for each row of the window's
// list of puzzles (never a list written here), a board ten moves from its start is drawn as a
// node of the Search Lab's tree and on the Lab's Boards tab, and by the puzzle's board view, on
// a small board at the board view's cell size and in the puzzle's board editor (where it has a
// grid), in every theme and both colour schemes. Sampled over each cell of the board (so at the
// centre of every piece, whatever its shape), they show the same colour, and where one draws a
// label (a tile's number, a digit, a piece's name, a vehicle's letter) the others draw it too.
#include "board/boardstyle.h"
#include "board/boardview.h"
#include "board/puzzlelook.h"
#include "puzzleviews/boardviews.h"
#include "theme/contrast.h"
#include "theme/theme.h"
#include "watching/miniboard.h"
#include "watching/searchtreeview.h"

#include "puzzles/puzzlebackend.h"
#include "watching/searchtree.h"

#include "modalprobe.h"

#include <QApplication>
#include <QPainter>
#include <QtTest>

#include <map>
#include <memory>
#include <random>

using ui::ColourScheme;
using ui::Theme;

namespace {

struct Sample {
    QRgb fill = 0; // the colour most of the cell's middle has
    int ink = 0;   // its pixels that stand out from that colour as text does (3:1 or more)
};

// Cell (x, y) of a board drawn over `board` in `image`, a grid of `grid` cells: the colour of
// its middle (without the outer fifth on each side, where outlines and gaps lie), and the ink
// on it (a label centred on the cell, or on a larger piece's middle and so reaching into the
// cell: everything but the outer tenth).
Sample sample(const QImage &image, const QRectF &board, QSize grid, int x, int y)
{
    const qreal w = board.width() / grid.width(), h = board.height() / grid.height();
    const auto part = [&](qreal inset) {
        return QRectF(board.left() + (x + inset) * w, board.top() + (y + inset) * h, w * (1 - 2 * inset), h * (1 - 2 * inset))
            .toRect();
    };
    const auto colours = [&](const QRect &r) {
        std::map<QRgb, int> count;
        for (int py = r.top(); py <= r.bottom(); ++py)
            for (int px = r.left(); px <= r.right(); ++px)
                ++count[image.pixel(px, py)];
        return count;
    };
    Sample s;
    int most = 0;
    for (const auto &[rgb, n] : colours(part(0.2)))
        if (n > most) {
            most = n;
            s.fill = rgb;
        }
    for (const auto &[rgb, n] : colours(part(0.1)))
        if (ui::contrastRatio(QColor(rgb), QColor(s.fill)) >= 3.0)
            s.ink += n;
    return s;
}

// A board of the puzzle some moves from its new game, as a watched search reports it.
struct Fixture {
    core::Position position;
    std::string cells;
};

Fixture fixture(core::PuzzleKind kind)
{
    const core::PuzzleBackend &b = core::backendFor(kind);
    std::mt19937_64 rng(11);
    const core::Position p = b.scrambleMoves(b.newGame({3, 3}, rng), 10, rng);
    return {p, b.watchedCells(p).front()};
}

} // namespace

class tst_SamePieces : public QObject {
    Q_OBJECT
private slots:
    void cleanup()
    {
        Theme::apply(Theme::System);
        ui::setChosenColourScheme(ColourScheme::ColourBlindSafe);
    }
    void treeNodesDrawPiecesAsTheBoardsTabDoes();
    void boardViewSmallBoardAndEditorDrawPiecesAlike();
};

void tst_SamePieces::treeNodesDrawPiecesAsTheBoardsTabDoes()
{
    int cells = 0, labelled = 0;
    QStringList wrong;
    const auto looks = ui::puzzleLooks();
    QVERIFY(looks.size() >= 4);
    for (const ui::PuzzleLook *look : looks) {
        const Fixture f = fixture(look->kind);
        const core::PuzzleBackend &backend = core::backendFor(look->kind);
        const core::BoardSize size = backend.sizeOf(f.position);
        const QSize grid = ui::miniGridOf(*look, size);
        QVERIFY(!f.cells.empty() && !grid.isEmpty());
        // The tree of a search that has expanded its start: one node, the board.
        core::ExpansionEvent start;
        start.cells = f.cells;
        const std::vector<core::ExpansionEvent> events{start};
        const auto spans = core::SearchTree::spans(events);
        QCOMPARE(spans.size(), std::size_t(1));
        const auto tree = std::make_shared<const core::SearchTree>(events, spans.front(), 1);
        QCOMPARE(tree->nodes().size(), std::size_t(1));
        for (const Theme::Kind theme : {Theme::Light, Theme::Dark, Theme::HighContrast}) {
            Theme::apply(theme);
            for (const ColourScheme scheme : {ColourScheme::Palette, ColourScheme::ColourBlindSafe}) {
                ui::setChosenColourScheme(scheme);
                const QString where = QStringLiteral("%1, theme %2, scheme %3")
                                          .arg(look->name(), Theme::key(theme))
                                          .arg(int(scheme));
                ui::SearchTreeView treeView;
                treeView.resize(1400, 900);
                treeView.setPuzzle(look->kind, size);
                treeView.setLarge(true); // 40 px cells: room for every label
                treeView.setTree(tree, false);
                const QImage inTree = treeView.grab().toImage();
                const QRectF treeBoard = treeView.boardRect(0);
                QVERIFY2(QRectF(inTree.rect()).contains(treeBoard), qPrintable(where));

                // The Boards tab's board at the same cell size, over the tree node's ground.
                ui::MiniBoard mini;
                mini.setPuzzle(look->kind, size);
                mini.setCells(f.cells);
                mini.setFixedSize(treeBoard.size().toSize() + QSize(6, 6));
                QImage onTab(mini.size(), QImage::Format_ARGB32_Premultiplied);
                onTab.fill(treeView.palette().color(QPalette::Base));
                mini.render(&onTab, QPoint(), QRegion(), QWidget::RenderFlags(QWidget::DrawChildren));
                const QRectF tabBoard = mini.boardRect();
                QVERIFY2(std::abs(tabBoard.width() - treeBoard.width()) < 2, qPrintable(where));

                // The first cell of each puzzle, theme and scheme that differs.
                QString problem;
                for (int y = 0; y < grid.height(); ++y)
                    for (int x = 0; x < grid.width(); ++x) {
                        const Sample a = sample(onTab, tabBoard, grid, x, y);
                        const Sample b = sample(inTree, treeBoard, grid, x, y);
                        const QString cell = QStringLiteral("%1: cell %2,%3: ").arg(where).arg(x).arg(y);
                        if (problem.isEmpty() && a.fill != b.fill)
                            problem = cell + QStringLiteral("%1 on the Boards tab, %2 in the tree")
                                                 .arg(QColor(a.fill).name(), QColor(b.fill).name());
                        // A label drawn in one is drawn in the other.
                        if (problem.isEmpty() && a.ink >= 6 && b.ink == 0)
                            problem = cell + QStringLiteral("no label in the tree");
                        if (problem.isEmpty() && b.ink >= 6 && a.ink == 0)
                            problem = cell + QStringLiteral("no label on the Boards tab");
                        ++cells;
                        labelled += a.ink >= 6;
                    }
                if (!problem.isEmpty())
                    wrong << problem;
            }
        }
    }
    qInfo("%d cells compared, %d of them with a label", cells, labelled);
    QVERIFY2(wrong.isEmpty(), qPrintable(wrong.join(QLatin1Char('\n'))));
    QVERIFY(labelled > 0);
}

namespace {

// A view's drawing of the board, and where its grid (the small board's cells) lies in it.
struct Drawn {
    QImage image;
    QRectF grid;
};

// The first difference between a cell of the small board and the same cell in another view.
QString differs(const Sample &small, const Sample &other, const QString &cell, const QString &view)
{
    if (small.fill != other.fill)
        return cell + QStringLiteral("%1 on the small board, %2 in %3").arg(QColor(small.fill).name(), QColor(other.fill).name(), view);
    if (small.ink >= 6 && other.ink == 0)
        return cell + QStringLiteral("no label in ") + view;
    if (other.ink >= 6 && small.ink == 0)
        return cell + QStringLiteral("no label on the small board, one in ") + view;
    return {};
}

} // namespace

void tst_SamePieces::boardViewSmallBoardAndEditorDrawPiecesAlike()
{
    int cells = 0, labelled = 0, edited = 0;
    QStringList wrong;
    const auto looks = ui::puzzleLooks();
    QVERIFY(looks.size() >= 4);
    for (const ui::PuzzleLook *look : looks) {
        const Fixture f = fixture(look->kind);
        const core::BoardSize size = core::backendFor(look->kind).sizeOf(f.position);
        const QSize grid = ui::miniGridOf(*look, size);
        for (const Theme::Kind theme : {Theme::Light, Theme::Dark, Theme::HighContrast}) {
            Theme::apply(theme);
            for (const ColourScheme scheme : {ColourScheme::Palette, ColourScheme::ColourBlindSafe}) {
                ui::setChosenColourScheme(scheme);
                const QString where = QStringLiteral("%1, theme %2, scheme %3").arg(look->name(), Theme::key(theme)).arg(int(scheme));
                // The board view, showing the position as the window does.
                const std::unique_ptr<ui::BoardView> view(look->makeView(nullptr));
                view->setColourScheme(scheme);
                view->resize(480, 480);
                view->showPuzzle(f.position);
                view->showPosition(f.position, f.position, false);
                const Drawn board{view->grab().toImage(), view->gridArea()};
                QVERIFY2(!board.grid.isEmpty() && QRectF(board.image.rect()).contains(board.grid), qPrintable(where));

                // The Boards tab's small board at the board view's cell size.
                ui::MiniBoard mini;
                mini.setPuzzle(look->kind, size);
                mini.setCells(f.cells);
                mini.setFixedSize(board.grid.size().toSize() + QSize(6, 6));
                const QColor ground = mini.palette().color(QPalette::Base);
                QImage small(mini.size(), QImage::Format_ARGB32_Premultiplied);
                small.fill(ground);
                mini.render(&small, QPoint(), QRegion(), QWidget::RenderFlags(QWidget::DrawChildren));
                const QRectF smallGrid = mini.boardRect();

                // The puzzle's board editor on the same position, where it has a grid of the board.
                Drawn editor;
                modalprobe::look([&] { view->editBoard(f.position, nullptr); }, [&](QWidget *dialog) {
                    for (QWidget *w : dialog->findChildren<QWidget *>())
                        if (w->property("gridArea").isValid())
                            editor = {w->grab().toImage(), w->property("gridArea").toRectF()};
                });
                edited += !editor.image.isNull();

                // Every cell where the small board draws a piece (not its ground, not an empty
                // cell: the rotation game's projection leaves the other digits' cells empty).
                const QRgb empty = ui::emptyCellColour(view->palette()).rgb();
                QString problem;
                for (int y = 0; y < grid.height(); ++y)
                    for (int x = 0; x < grid.width(); ++x) {
                        const Sample a = sample(small, smallGrid, grid, x, y);
                        if (a.fill == ground.rgb() || a.fill == empty)
                            continue;
                        const QString cell = QStringLiteral("%1: cell %2,%3: ").arg(where).arg(x).arg(y);
                        if (problem.isEmpty())
                            problem = differs(a, sample(board.image, board.grid, grid, x, y), cell, QStringLiteral("the board view"));
                        if (problem.isEmpty() && !editor.image.isNull())
                            problem = differs(a, sample(editor.image, editor.grid, grid, x, y), cell, QStringLiteral("the editor"));
                        ++cells;
                        labelled += a.ink >= 6;
                    }
                if (!problem.isEmpty())
                    wrong << problem;
            }
        }
    }
    qInfo("%d cells compared, %d of them with a label, %d editors", cells, labelled, edited);
    QVERIFY2(wrong.isEmpty(), qPrintable(wrong.join(QLatin1Char('\n'))));
    QVERIFY(labelled > 0);
    QVERIFY(edited > 0);
}

QTEST_MAIN(tst_SamePieces)
#include "tst_samepieces.moc"
