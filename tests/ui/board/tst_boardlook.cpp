// The board's look, offscreen: in every theme the numbers read on their tiles and the blank
// stands apart; picture tiles show their goal cell's part of the picture, also after moves, and
// an unreadable picture falls back to plain tiles; the charts follow a dark palette; the look's
// preferences survive a restart; a search's Huarong Dao boards show each piece whole, in the
// board's colours.
#include "board/boardstyle.h"
#include "klotski/klotskipiece.h"
#include "board/statepainter.h"
#include "klotski/board/klotskidomain.h"
#include "sliding/slidingboardview.h"
#include "theme/theme.h"
#include "charts/comparechart.h"
#include "settings/picturepicker.h"
#include "settings/preferences.h"
#include "klotski/board/klotskiposition.h"

#include <QApplication>
#include <QProxyStyle>
#include <QPainter>
#include <QSettings>
#include <QStyle>
#include <QTemporaryDir>
#include <QtTest>

using ui::ColourScheme;
using ui::Theme;

namespace {

core::SlidingBoard board(int w, int h, std::vector<std::uint8_t> tiles)
{
    core::SlidingBoard b = core::SlidingBoard::standardGoal({w, h});
    b.tiles = std::move(tiles);
    return b;
}

qreal cellSide(const ui::SlidingBoardView &view)
{
    return view.cellCentre(1).x() - view.cellCentre(0).x();
}

// The tile's own colour, left of its number.
QColor tileFill(const QImage &img, const ui::SlidingBoardView &view, int cell)
{
    const QPointF c = view.cellCentre(cell) - QPointF(cellSide(view) * 0.3, 0);
    return img.pixelColor(c.toPoint());
}

// The number's colour: the pixel around the centre that differs most from the tile.
double numberContrast(const QImage &img, const ui::SlidingBoardView &view, int cell)
{
    const QColor fill = tileFill(img, view, cell);
    const QPointF c = view.cellCentre(cell);
    const int reach = int(cellSide(view) * 0.2);
    double best = 1.0;
    for (int dy = -reach; dy <= reach; ++dy)
        for (int dx = -reach; dx <= reach; ++dx)
            best = std::max(best, ui::contrastRatio(fill, img.pixelColor(c.toPoint() + QPoint(dx, dy))));
    return best;
}

bool near(const QColor &a, const QColor &b)
{
    return std::abs(a.red() - b.red()) < 24 && std::abs(a.green() - b.green()) < 24 && std::abs(a.blue() - b.blue()) < 24;
}

QImage quadrants()
{
    QImage image(200, 200, QImage::Format_RGB32);
    QPainter p(&image);
    p.fillRect(0, 0, 100, 100, Qt::red);
    p.fillRect(100, 0, 100, 100, Qt::green);
    p.fillRect(0, 100, 100, 100, Qt::blue);
    p.fillRect(100, 100, 100, 100, Qt::yellow);
    return image;
}

} // namespace

class tst_BoardLook : public QObject {
    Q_OBJECT
private slots:
    void cleanup() { Theme::apply(Theme::System); }
    void themesSetTheApplicationPalette();
    void numbersReadOnTiles_data();
    void numbersReadOnTiles();
    void pictureTilesShowTheirGoalCell();
    void unreadablePictureFallsBack();
    void chartFollowsThePalette();
    void preferencesRoundTrip();
    void searchBoardsDrawKlotskiPieces_data();
    void searchBoardsDrawKlotskiPieces();
};

void tst_BoardLook::searchBoardsDrawKlotskiPieces_data()
{
    QTest::addColumn<QString>("box");
    QTest::newRow("classic") << "ABBC/ABBC/DEEF/DGHF/I..J";
    // Same-shaped pieces side by side and a row apart: each is read whole, none longer.
    QTest::newRow("offset generals") << ".B../AB../AEE./.EE./....";
    QTest::newRow("soldiers in a block") << "AB../CD../.EE./.EE./FG..";
}

// The cells a search reports for a box (class and anchor only, no letters) painted by the
// step-through's and the tree's painter: every cell of a piece in that piece's board colour,
// every empty cell empty.
void tst_BoardLook::searchBoardsDrawKlotskiPieces()
{
    QFETCH(QString, box);
    const auto parsed = core::parseKlotskiBoard(box.toStdString());
    QVERIFY(parsed.board);
    const core::KlotskiBoard &board = *parsed.board;
    const auto goal = core::defaultKlotskiGoal(board);
    QVERIFY(goal.goal);
    const core::KlotskiDomain d(board, *goal.goal);
    std::string cells;
    d.cellsOf(d.stateOf(board), cells);
    const int u = 24;
    QImage image(board.width() * u, board.height() * u, QImage::Format_ARGB32);
    image.fill(Qt::magenta);
    const QPalette palette = QApplication::palette();
    // The colours, under letters (which a search's boards do not draw); the names come after.
    ui::setKlotskiLetters(true);
    for (const ColourScheme scheme : {ColourScheme::Palette, ColourScheme::ColourBlindSafe}) {
        ui::setChosenColourScheme(scheme);
        {
            QPainter p(&image);
            ui::StatePainter::paint(p, QRectF(image.rect()), palette, core::KlotskiKind,
                                    {board.width(), board.height()}, cells);
        }
        std::vector<bool> covered(std::size_t(board.width() * board.height()), false);
        for (const core::KlotskiPiece &piece : board.pieces()) {
            const QColor fill = ui::klotskiPieceColour(palette, scheme, piece.letter == goal.goal->piece, piece.w, piece.h);
            for (int y = piece.y; y < piece.y + piece.h; ++y)
                for (int x = piece.x; x < piece.x + piece.w; ++x) {
                    covered[std::size_t(y * board.width() + x)] = true;
                    QCOMPARE(image.pixelColor(x * u + u / 2, y * u + u / 2).rgb(), fill.rgb());
                }
        }
        const QColor empty = ui::emptyCellColour(palette);
        for (int i = 0; i < int(covered.size()); ++i)
            if (!covered[std::size_t(i)])
                QCOMPARE(image.pixelColor(i % board.width() * u + u / 2, i / board.width() * u + u / 2).rgb(), empty.rgb());
    }
    // With names, the piece to bring out carries 曹操: text-coloured pixels inside it.
    ui::setKlotskiLetters(false);
    image.fill(Qt::magenta);
    {
        QPainter p(&image);
        ui::StatePainter::paint(p, QRectF(image.rect()), palette, core::KlotskiKind, {board.width(), board.height()}, cells);
    }
    const core::KlotskiPiece big = *board.piece(goal.goal->piece);
    const QColor fill = ui::klotskiPieceColour(palette, ColourScheme::ColourBlindSafe, true, big.w, big.h);
    int ink = 0;
    for (int y = big.y * u; y < (big.y + big.h) * u; ++y)
        for (int x = big.x * u; x < (big.x + big.w) * u; ++x)
            ink += image.pixelColor(x, y).rgb() == ui::readableOn(fill).rgb();
    QVERIFY2(ink > 20, qPrintable(QString::number(ink)));
}

void tst_BoardLook::themesSetTheApplicationPalette()
{
    const QColor systemWindow = QApplication::palette().color(QPalette::Window);
    Theme::apply(Theme::Dark);
    QVERIFY(ui::relativeLuminance(QApplication::palette().color(QPalette::Window)) < 0.05);
    // Fusion, with the control edges drawn at 3:1.
    auto *style = qobject_cast<QProxyStyle *>(QApplication::style());
    QVERIFY(style && style->inherits("ui::ThemeStyle"));
    QCOMPARE(style->baseStyle()->name().toLower(), QStringLiteral("fusion"));
    Theme::apply(Theme::HighContrast);
    QCOMPARE(QApplication::palette().color(QPalette::Window), QColor(Qt::black));
    QCOMPARE(QApplication::palette().color(QPalette::WindowText), QColor(Qt::white));
    QCOMPARE(QApplication::palette().color(QPalette::Highlight), QColor(Qt::yellow));
    Theme::apply(Theme::System);
    QCOMPARE(QApplication::palette().color(QPalette::Window), systemWindow);
}

void tst_BoardLook::numbersReadOnTiles_data()
{
    QTest::addColumn<int>("theme");
    QTest::addColumn<bool>("safe");
    QTest::addColumn<bool>("solved");
    for (Theme::Kind t : {Theme::Light, Theme::Dark, Theme::HighContrast})
        for (bool safe : {false, true})
            for (bool solved : {false, true})
                QTest::addRow("%s %s%s", qPrintable(Theme::key(t)), safe ? "safe" : "plain", solved ? " solved" : "")
                    << int(t) << safe << solved;
}

void tst_BoardLook::numbersReadOnTiles()
{
    QFETCH(int, theme);
    QFETCH(bool, safe);
    QFETCH(bool, solved);
    Theme::apply(Theme::Kind(theme));
    ui::SlidingBoardView view;
    view.resize(600, 600);
    view.setColourScheme(safe ? ColourScheme::ColourBlindSafe : ColourScheme::Palette);
    view.setSolvedHighlight(solved);
    // Seven rows show all seven colours of the safe scheme; the blank sits in the middle.
    core::SlidingBoard b = core::SlidingBoard::standardGoal({7, 7});
    const int middle = 24;
    std::swap(b.tiles[middle], b.tiles[48]);
    view.setBoard(b);
    const QImage img = view.grab().toImage();
    const QColor blank = img.pixelColor(view.cellCentre(middle).toPoint());
    for (int cell = 0; cell < 49; ++cell) {
        if (cell == middle)
            continue;
        const QColor fill = tileFill(img, view, cell);
        QVERIFY2(numberContrast(img, view, cell) >= 4.5, qPrintable(QStringLiteral("cell %1").arg(cell)));
        QVERIFY2(fill != blank, qPrintable(QStringLiteral("cell %1").arg(cell)));
    }
    if (!safe && !solved)
        QVERIFY(ui::contrastRatio(tileFill(img, view, 0), blank) >= 1.3);
}

void tst_BoardLook::pictureTilesShowTheirGoalCell()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("quadrants.png"));
    QVERIFY(quadrants().save(path));
    ui::SlidingBoardView view;
    view.resize(300, 300);
    view.setAnimationDuration(0);
    view.setBoard(core::SlidingBoard::standardGoal({2, 2}));
    view.setGoal(core::SlidingBoard::standardGoal({2, 2}));
    QVERIFY(view.setPicture(path));
    QVERIFY(view.hasPicture());
    const QColor goalColour[] = {Qt::red, Qt::green, Qt::blue};
    const auto check = [&](const core::SlidingBoard &b) {
        view.setBoard(b);
        const QImage img = view.grab().toImage();
        for (int cell = 0; cell < 4; ++cell) {
            const int tile = b.tiles[std::size_t(cell)];
            const QColor seen = img.pixelColor(view.cellCentre(cell).toPoint());
            if (tile == 0)
                QVERIFY(!near(seen, Qt::yellow)); // the blank stays blank
            else
                QVERIFY2(near(seen, goalColour[tile - 1]), qPrintable(QStringLiteral("cell %1 %2").arg(cell).arg(seen.name())));
        }
    };
    check(core::SlidingBoard::standardGoal({2, 2}));
    check(board(2, 2, {1, 2, 0, 3}));
    check(board(2, 2, {3, 1, 0, 2}));
    view.animateTo(board(2, 2, {3, 1, 0, 2}), board(2, 2, {3, 1, 2, 0}));
    check(view.board());
    // Numbers on the picture: a dark badge at the tile's top left, gone when switched off.
    const QPointF badge = view.cellCentre(0) - QPointF(cellSide(view) * 0.36, cellSide(view) * 0.3);
    QVERIFY(!near(view.grab().toImage().pixelColor(badge.toPoint()), Qt::blue));
    view.setPictureNumbers(false);
    QVERIFY(near(view.grab().toImage().pixelColor(badge.toPoint()), Qt::blue));
    // With the X-ray on, its Manhattan badge (top right, round, orange) is told apart from the
    // tile's number badge (top left, square, dark), and its digits read at 4.5:1.
    view.setPictureNumbers(true);
    view.setBoard(board(2, 2, {3, 1, 0, 2}));
    core::SlidingXray x;
    x.manhattan = {1, 1, -1, 1};
    view.setXray(x);
    const QImage img = view.grab().toImage();
    const qreal side = cellSide(view);
    const QColor number = img.pixelColor((view.cellCentre(0) - QPointF(side * 0.36, side * 0.3)).toPoint());
    const QColor xray = img.pixelColor((view.cellCentre(0) + QPointF(side * 0.17, -side * 0.27)).toPoint());
    QVERIFY2(number.value() < 100 && number.red() < 60, qPrintable(number.name()));
    QVERIFY2(xray.red() > xray.green() + 30 && xray.green() > xray.blue(), qPrintable(xray.name()));
    QVERIFY(ui::contrastRatio(QColor(Qt::white), xray) >= 4.5);
}

void tst_BoardLook::unreadablePictureFallsBack()
{
    QTemporaryDir dir;
    const QString missing = dir.filePath(QStringLiteral("gone.png"));
    const QString broken = dir.filePath(QStringLiteral("broken.png"));
    QFile f(broken);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("not a picture");
    f.close();
    ui::SlidingBoardView view;
    view.resize(300, 300);
    view.setColourScheme(ColourScheme::Palette);
    view.setBoard(core::SlidingBoard::standardGoal({2, 2}));
    for (const QString &path : {missing, broken}) {
        QVERIFY(!view.setPicture(path));
        QVERIFY(!view.hasPicture());
        const QImage img = view.grab().toImage();
        QCOMPARE(tileFill(img, view, 0), view.palette().color(QPalette::Button));
        QVERIFY(numberContrast(img, view, 0) >= 4.5);
        // The settings say why, and keep the picture chosen before.
        ui::PicturePicker picker(path, true);
        QCOMPARE(picker.statusText(), ui::PicturePicker::tr("Cannot read picture: %1").arg(path));
        ui::PicturePicker other(QString(), true);
        QVERIFY(!other.choose(path));
        QVERIFY(other.path().isEmpty());
        QVERIFY(other.statusText().contains(path));
    }
    QVERIFY(view.setPicture(ui::TilePicture::builtInPath()));
    QVERIFY(view.hasPicture());
    QVERIFY(view.setPicture(QString()));
    QVERIFY(!view.hasPicture());
}

void tst_BoardLook::chartFollowsThePalette()
{
    ui::CompareChart chart;
    chart.resize(700, 400);
    chart.show();
    QVERIFY(QTest::qWaitForWindowExposed(&chart));
    const QPoint inside(chart.width() / 4, chart.height() * 6 / 10);
    const auto luminance = [&] { return ui::relativeLuminance(chart.grab().toImage().pixelColor(inside)); };
    QVERIFY(luminance() > 0.5);
    chart.setPalette(Theme::palette(Theme::Dark));
    QVERIFY(luminance() < 0.05);
    chart.setPalette(Theme::palette(Theme::Light));
    QVERIFY(luminance() > 0.5);
    // Without a palette of its own, it follows the application's.
    chart.setPalette(QPalette());
    Theme::apply(Theme::Dark);
    QTRY_VERIFY(luminance() < 0.05);
}

void tst_BoardLook::preferencesRoundTrip()
{
    QTemporaryDir dir;
    QSettings s(dir.filePath(QStringLiteral("prefs.ini")), QSettings::IniFormat);
    ui::Preferences defaults;
    defaults.load(s);
    QCOMPARE(defaults.scheme, ColourScheme::ColourBlindSafe);
    QCOMPARE(defaults.theme, Theme::System);
    QVERIFY(defaults.picturePath.isEmpty());
    QVERIFY(defaults.pictureNumbers);
    ui::Preferences p;
    p.theme = Theme::HighContrast;
    p.scheme = ColourScheme::Palette;
    p.picturePath = dir.filePath(QStringLiteral("cat.jpg"));
    p.pictureNumbers = false;
    p.save(s);
    s.sync();
    QSettings again(dir.filePath(QStringLiteral("prefs.ini")), QSettings::IniFormat);
    ui::Preferences q;
    q.load(again);
    QCOMPARE(q.theme, Theme::HighContrast);
    QCOMPARE(q.scheme, ColourScheme::Palette);
    QCOMPARE(q.picturePath, p.picturePath);
    QCOMPARE(q.pictureNumbers, false);
}

QTEST_MAIN(tst_BoardLook)
#include "tst_boardlook.moc"
