// Every control reads in every theme, measured on what is drawn (WCAG 2.1, 1.4.3 and 1.4.11):
// the main window in each mode, the compare view, the step-through and the modal dialogs are
// rendered offscreen in Light, Dark and High contrast, and in each visible, enabled control
// - text reaches 4.5:1 against the colour behind it (the most common colour of the control);
// - an icon's drawn pixels reach 3:1 against the button it sits on;
// - a check box or radio button has an edge that reaches 3:1 against what is behind it, all
//   the way round, checked or not (and so do check boxes in lists);
// - the keyboard focus ring reaches 3:1;
// and the chart and map colours reach 3:1 against the plot.
#include "board/boardstyle.h"
#include "charts/chartfill.h"
#include "modalprobe.h"
#include "sidewindows.h"
#include "map/mappanelpainter.h"
#include "theme/contrast.h"
#include "theme/theme.h"
#include "lab/searchlab.h"
#include "window/mainwindow.h"

#include <QAbstractItemView>
#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDialog>
#include <QHash>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QPushButton>
#include <QRadioButton>
#include <QSettings>
#include <QStandardPaths>
#include <QStyleOptionButton>
#include <QTabBar>
#include <QTimer>
#include <QToolButton>
#include <QtTest>

#include <functional>

namespace {

// The most common colour in `image` within `rect`: what the control's marks are seen against.
QColor commonColour(const QImage &image, const QRect &rect)
{
    QHash<QRgb, int> counts;
    const QRect r = rect.intersected(image.rect());
    for (int y = r.top(); y <= r.bottom(); ++y)
        for (int x = r.left(); x <= r.right(); ++x)
            ++counts[image.pixel(x, y) | 0xFF000000u];
    QRgb best = 0;
    int most = -1;
    for (auto it = counts.cbegin(); it != counts.cend(); ++it)
        if (it.value() > most) {
            most = it.value();
            best = it.key();
        }
    return QColor(best);
}

// Pixels in `rect` that reach `ratio` against `background`.
int pixelsReaching(const QImage &image, const QRect &rect, const QColor &background, double ratio)
{
    int n = 0;
    const QRect r = rect.intersected(image.rect());
    for (int y = r.top(); y <= r.bottom(); ++y)
        for (int x = r.left(); x <= r.right(); ++x)
            n += ui::contrastRatio(QColor(image.pixel(x, y)), background) >= ratio ? 1 : 0;
    return n;
}

// The best ratio any pixel in `rect` reaches against `background`, for the failure message.
double bestRatio(const QImage &image, const QRect &rect, const QColor &background)
{
    double best = 1.0;
    const QRect r = rect.intersected(image.rect());
    for (int y = r.top(); y <= r.bottom(); ++y)
        for (int x = r.left(); x <= r.right(); ++x)
            best = std::max(best, ui::contrastRatio(QColor(image.pixel(x, y)), background));
    return best;
}

QString nameOf(const QWidget *w)
{
    QString text;
    if (const auto *b = qobject_cast<const QAbstractButton *>(w))
        text = b->text().isEmpty() ? b->toolTip() : b->text();
    else if (const auto *l = qobject_cast<const QLabel *>(w))
        text = l->text().left(40);
    return QString("%1 '%2'").arg(w->objectName().isEmpty() ? QString(w->metaObject()->className()) : w->objectName(), text);
}

// Widgets whose inside is drawn by the project (boards, charts, the map): their own tests
// measure them.
bool paintsItself(const QWidget *w)
{
    for (const QWidget *p = w; p; p = p->parentWidget())
        if (p->inherits("ui::BoardView") || p->inherits("QChartView") || p->inherits("ui::MapView")
            || p->inherits("ui::MiniBoard") || p->inherits("ui::BoardStrip"))
            return true;
    return false;
}

bool shown(const QWidget *w, const QWidget *top)
{
    return w->isVisibleTo(top) && w->isVisible() && w->width() > 4 && w->height() > 4 && !paintsItself(w)
        && w->visibleRegion().boundingRect().size() == w->size();
}

} // namespace

class tst_Contrast : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void cleanupTestCase();
    void chartColoursReachThePlot_data();
    void chartColoursReachThePlot();
    void tilesStandApartFromTheGap_data();
    void tilesStandApartFromTheGap();
    void everyControlReads_data();
    void everyControlReads();
    void focusRingShows_data();
    void focusRingShows();

private:
    // The problems in `top` as drawn now.
    QStringList measure(QWidget *top, const QString &where);
    QStringList measureModal(const std::function<void()> &trigger, const QString &where);
};

void tst_Contrast::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    // Stems snapped to whole pixels, so a glyph's core is drawn in the text colour itself and
    // the measure is of the colour, not of how a stem straddles two pixels.
    QFont font = QApplication::font();
    font.setHintingPreference(QFont::PreferFullHinting);
    QApplication::setFont(font);
}

void tst_Contrast::cleanupTestCase()
{
    ui::Theme::apply(ui::Theme::System);
}

static void addThemeRows()
{
    QTest::addColumn<int>("theme");
    QTest::newRow("light") << int(ui::Theme::Light);
    QTest::newRow("dark") << int(ui::Theme::Dark);
    QTest::newRow("high contrast") << int(ui::Theme::HighContrast);
}

void tst_Contrast::chartColoursReachThePlot_data()
{
    addThemeRows();
}

void tst_Contrast::chartColoursReachThePlot()
{
    QFETCH(int, theme);
    const QPalette palette = ui::Theme::palette(ui::Theme::Kind(theme));
    const QColor plot = palette.color(QPalette::Base);
    const QList<QColor> runs = ui::chartRunColours(palette);
    QCOMPARE(runs.size(), 8);
    for (qsizetype i = 0; i < runs.size(); ++i)
        QVERIFY2(ui::contrastRatio(runs[i], plot) >= ui::MarkContrast,
                 qPrintable(QString("run colour %1 %2 on %3: %4:1").arg(i).arg(runs[i].name(), plot.name()).arg(ui::contrastRatio(runs[i], plot))));
    // The runs stay apart from each other: no two the same after the pull.
    for (qsizetype i = 0; i < runs.size(); ++i)
        for (qsizetype j = i + 1; j < runs.size(); ++j)
            QVERIFY(runs[i] != runs[j]);
    for (int k = 0; k <= 100; ++k) {
        const QColor c(ui::MapPanelPainter::orderColour(k / 100.0, plot));
        QVERIFY2(ui::contrastRatio(c, plot) >= ui::MarkContrast,
                 qPrintable(QString("map colour at %1%: %2 on %3").arg(k).arg(c.name(), plot.name())));
    }
    // First and last still differ: the gradient is not flattened.
    QVERIFY(ui::contrastRatio(QColor(ui::MapPanelPainter::orderColour(0.0, plot)), QColor(ui::MapPanelPainter::orderColour(1.0, plot))) > 1.5);
}

void tst_Contrast::tilesStandApartFromTheGap_data()
{
    addThemeRows();
}

// A tile and the empty cell beside it differ by 3:1 at least, in either scheme, on the board and
// in the search views' small boards alike (both take these colours).
void tst_Contrast::tilesStandApartFromTheGap()
{
    QFETCH(int, theme);
    const QPalette palette = ui::Theme::palette(ui::Theme::Kind(theme));
    const QColor gap = ui::emptyCellColour(palette);
    for (const auto scheme : {ui::ColourScheme::Palette, ui::ColourScheme::ColourBlindSafe})
        for (int row = 0; row < 7; ++row) {
            const QColor tile = ui::tileColour(palette, scheme, row);
            QVERIFY2(ui::contrastRatio(tile, gap) >= ui::MarkContrast,
                     qPrintable(QString("scheme %1, goal row %2: %3 on %4, %5:1")
                                    .arg(int(scheme)).arg(row).arg(tile.name(), gap.name()).arg(ui::contrastRatio(tile, gap))));
        }
}

QStringList tst_Contrast::measure(QWidget *top, const QString &where)
{
    QApplication::processEvents();
    const QImage image = top->grab().toImage().convertToFormat(QImage::Format_RGB32);
    QStringList problems;
    auto report = [&](const QWidget *w, const QString &what, double best, double need) {
        problems << QString("%1: %2 %3 reaches %4:1, needs %5:1").arg(where, nameOf(w), what).arg(best, 0, 'f', 2).arg(need);
    };
    const QList<QWidget *> all = top->findChildren<QWidget *>();
    for (QWidget *w : all) {
        if (!shown(w, top) || !w->isEnabled())
            continue;
        const QRect rect(w->mapTo(top, QPoint(0, 0)), w->size());
        // Inside the frame, so that the control's own edge is not taken for its background,
        // nor an edge drawn in the text colour for its text.
        const QRect inner = rect.adjusted(3, 3, -3, -3);
        const QColor background = commonColour(image, inner);
        if (auto *check = qobject_cast<QAbstractButton *>(w); check && (qobject_cast<QCheckBox *>(w) || qobject_cast<QRadioButton *>(w))) {
            QStyleOptionButton opt;
            opt.initFrom(w);
            const bool radio = qobject_cast<QRadioButton *>(w);
            QRect box = w->style()->subElementRect(radio ? QStyle::SE_RadioButtonIndicator : QStyle::SE_CheckBoxIndicator, &opt, w);
            box.translate(rect.topLeft());
            const int need = box.width() + box.height(); // half the way round
            if (pixelsReaching(image, box, background, ui::MarkContrast) < need)
                report(w, radio ? "radio button edge" : "check box edge", bestRatio(image, box, background), ui::MarkContrast);
        }
        if (auto *b = qobject_cast<QAbstractButton *>(w); b && !b->icon().isNull() && b->iconSize().isValid()) {
            const QImage icon = b->icon().pixmap(b->iconSize(), QIcon::Normal).toImage().convertToFormat(QImage::Format_ARGB32);
            int ink = 0, reach = 0;
            double best = 1.0;
            for (int y = 0; y < icon.height(); ++y)
                for (int x = 0; x < icon.width(); ++x) {
                    const QColor c = icon.pixelColor(x, y);
                    if (c.alpha() < 200)
                        continue;
                    ++ink;
                    const double r = ui::contrastRatio(c, background);
                    best = std::max(best, r);
                    reach += r >= ui::MarkContrast ? 1 : 0;
                }
            if (ink == 0 || reach * 2 < ink)
                report(w, QString("icon (%1 of %2 pixels, on %3)").arg(reach).arg(ink).arg(background.name()), best, ui::MarkContrast);
        }
        QString text;
        if (const auto *b = qobject_cast<QAbstractButton *>(w))
            text = b->text();
        else if (const auto *l = qobject_cast<QLabel *>(w))
            text = l->pixmap().isNull() ? l->text() : QString();
        else if (const auto *c = qobject_cast<QComboBox *>(w))
            text = c->currentText();
        else if (const auto *e = qobject_cast<QLineEdit *>(w))
            text = e->text();
        else if (const auto *t = qobject_cast<QTabBar *>(w))
            text = t->count() > 0 ? t->tabText(0) : QString();
        else if (const auto *m = qobject_cast<QMenuBar *>(w))
            text = m->actions().isEmpty() ? QString() : m->actions().first()->text();
        if (text.trimmed().isEmpty())
            continue;
        // Glyph stems reach the text colour; a one-character text (a dash) has only a few.
        if (pixelsReaching(image, inner, background, ui::TextContrast) < (text.trimmed().size() == 1 ? 1 : 4))
            report(w, "text", bestRatio(image, inner, background), ui::TextContrast);
    }
    // Check boxes in lists and tables: the indicator at the left of each checkable cell.
    for (QAbstractItemView *view : top->findChildren<QAbstractItemView *>()) {
        if (!shown(view, top) || !view->model())
            continue;
        const QAbstractItemModel *model = view->model();
        for (int row = 0; row < model->rowCount(); ++row)
            for (int column = 0; column < model->columnCount(); ++column) {
                const QModelIndex index = model->index(row, column);
                if (!model->data(index, Qt::CheckStateRole).isValid())
                    continue;
                const QRect cell = view->visualRect(index);
                if (!view->viewport()->rect().contains(cell))
                    continue;
                const QRect at(view->viewport()->mapTo(top, cell.topLeft()), cell.size());
                const QColor background = commonColour(image, at);
                const int side = std::min(at.height(), 24);
                const QRect box(at.left(), at.top(), side + 6, at.height());
                if (pixelsReaching(image, box, background, ui::MarkContrast) < side)
                    problems << QString("%1: check box in %2, row %3, column %4, reaches %5:1, needs 3:1")
                                    .arg(where, nameOf(view))
                                    .arg(row)
                                    .arg(column)
                                    .arg(bestRatio(image, box, background), 0, 'f', 2);
            }
    }
    return problems;
}

QStringList tst_Contrast::measureModal(const std::function<void()> &trigger, const QString &where)
{
    QStringList result;
    if (!modalprobe::look(trigger, [&](QWidget *dialog) { result = measure(dialog, where); }))
        return {where + ": no dialog opened"};
    return result;
}

void tst_Contrast::everyControlReads_data()
{
    addThemeRows();
}

void tst_Contrast::everyControlReads()
{
    QFETCH(int, theme);
    // The window applies the theme its settings name.
    QSettings().setValue("view/theme", ui::Theme::key(ui::Theme::Kind(theme)));
    ui::MainWindow w;
    QCOMPARE(int(ui::Theme::current()), theme);
    w.resize(1200, 760);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QStringList problems;
    auto action = [&](const char *name) { return sidewindows::action(w, name, problems); };
    for (const char *mode : {"playMode", "solveMode", "compareMode"}) {
        if (QAction *a = action(mode))
            a->trigger();
        problems << measure(&w, QString("main window, %1").arg(mode));
    }
    // The compare view, the experiment and the step-through (and its search tree).
    bool treeMeasured = false;
    problems << sidewindows::visit(w, [&](QWidget *top, const char *name) {
        if (!QTest::qWaitForWindowExposed(top))
            problems << QString("%1: not shown").arg(name);
        problems << measure(top, name);
        auto *steps = qobject_cast<ui::SearchLab *>(top);
        if (!steps || !QTest::qWaitFor([steps] { return steps->replay() && !steps->isSearching(); }, 30000))
            return;
        steps->step();
        for (int view = ui::SearchLab::Tree; view <= ui::SearchLab::Race; ++view) {
            steps->showView(ui::SearchLab::View(view));
            QApplication::processEvents();
            problems << measure(steps, QString("%1, view %2").arg(name).arg(view));
        }
        treeMeasured = true;
    });
    QVERIFY(treeMeasured);
    // The dialogs.
    for (const char *name : {"settings", "scramble", "newCustom", "editBoard"})
        if (QAction *a = action(name))
            problems << measureModal([a] { a->trigger(); }, name);
    problems.removeDuplicates();
    for (const QString &p : problems)
        qWarning("%s", qPrintable(p));
    QVERIFY2(problems.isEmpty(), qPrintable(QString("%1 controls do not read (listed above)").arg(problems.size())));
}

void tst_Contrast::focusRingShows_data()
{
    addThemeRows();
}

// Tab onto a push button, a check box and a field: the focus draws a ring at 3:1.
void tst_Contrast::focusRingShows()
{
    QFETCH(int, theme);
    ui::Theme::apply(ui::Theme::Kind(theme));
    QWidget top;
    auto *button = new QPushButton(QStringLiteral("Solve"), &top);
    auto *check = new QCheckBox(QStringLiteral("Show the map"), &top);
    auto *field = new QLineEdit(QStringLiteral("3x3"), &top);
    button->setGeometry(10, 10, 120, 30);
    check->setGeometry(10, 50, 160, 30);
    field->setGeometry(10, 90, 160, 30);
    top.resize(200, 130);
    top.show();
    QVERIFY(QTest::qWaitForWindowExposed(&top));
    QApplication::setActiveWindow(&top);
    for (QWidget *w : std::initializer_list<QWidget *>{button, check, field}) {
        top.setFocus();
        top.setAttribute(Qt::WA_KeyboardFocusChange, false);
        QApplication::processEvents();
        const QRect rect = w->geometry();
        const QImage before = top.grab().toImage().convertToFormat(QImage::Format_RGB32);
        // What Tab does: the focus moves and the window marks it as moved by the keyboard.
        w->setFocus(Qt::TabFocusReason);
        top.setAttribute(Qt::WA_KeyboardFocusChange);
        w->update();
        QApplication::processEvents();
        QVERIFY(w->hasFocus());
        const QImage after = top.grab().toImage().convertToFormat(QImage::Format_RGB32);
        // The ring: pixels the focus changed that reach 3:1 against what they replaced.
        int ring = 0;
        for (int y = rect.top(); y <= rect.bottom(); ++y)
            for (int x = rect.left(); x <= rect.right(); ++x)
                if (ui::contrastRatio(QColor(after.pixel(x, y)), QColor(before.pixel(x, y))) >= ui::MarkContrast)
                    ++ring;
        const int need = qobject_cast<QCheckBox *>(w) ? 20 : (rect.width() + rect.height());
        QVERIFY2(ring >= need, qPrintable(QString("%1: %2 pixels of the ring reach 3:1, needs %3").arg(nameOf(w)).arg(ring).arg(need)));
    }
}

QTEST_MAIN(tst_Contrast)
#include "tst_contrast.moc"
