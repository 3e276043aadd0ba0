// The keyboard shortcuts page, offscreen: Ctrl+? opens it over the window, it lists the Solve
// action's key and the board's keys, a new action appears without edits, and Escape, "?" or a
// click close it. F1 opens the manual instead, once, and raises it when pressed again.
#include "freshstate.h"
#include "window/mainwindow.h"
#include "help/shortcutoverlay.h"
#include "board/puzzlelook.h"
#include "controls/solvecontrol.h"
#include "chinese.h"

#include <QAction>
#include <QLabel>
#include <QMenuBar>
#include <QSettings>
#include <QStandardPaths>
#include <QTranslator>
#include "lab/searchlab.h"

#include <QtTest>

class tst_ShortcutOverlay : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void init() {
        forgetSettingsAndState();
    }
    void ctrlQuestionShowsEveryShortcut();
    void closingKeys_data();
    void closingKeys();
    void clickCloses();
    void newActionsAppear();
    void everyPuzzleRowAppears();
    void labKeysAppear();
    void fitsTheWindow_data();
    void fitsTheWindow();

private:
    static ui::ShortcutOverlay *openWithCtrlQuestion(ui::MainWindow &w)
    {
        w.show();
        if (!QTest::qWaitForWindowExposed(&w))
            return nullptr;
        w.activateWindow();
        // Ctrl+? as GNOME's applications (the X11 keyboard reports the Shift that types "?" as
        // used up by the "?", which the offscreen platform leaves to the caller).
        QTest::keyClick(&w, Qt::Key_Question, Qt::ControlModifier);
        auto *overlay = w.findChild<ui::ShortcutOverlay *>();
        return overlay && overlay->isVisible() ? overlay : nullptr;
    }
};

void tst_ShortcutOverlay::ctrlQuestionShowsEveryShortcut()
{
    ui::MainWindow w;
    ui::ShortcutOverlay *overlay = openWithCtrlQuestion(w);
    QVERIFY(overlay);
    QCOMPARE(overlay->geometry(), w.rect());
    const QString shown = overlay->findChild<QLabel *>()->text();
    QAction *solve = w.findChild<QAction *>(QStringLiteral("solve"));
    QVERIFY(solve && !solve->shortcut().isEmpty());
    QVERIFY2(shown.contains(solve->shortcut().toString(QKeySequence::NativeText)), qPrintable(shown));
    QVERIFY(shown.contains(QStringLiteral("A-H")));
    QVERIFY(shown.contains(QStringLiteral("Space")));
    // Grouped by menu: the Solve menu's title heads a group.
    QVERIFY(shown.contains(QStringLiteral("Solve")));
    // The Help menu offers it.
    bool inHelp = false;
    for (QAction *m : w.menuBar()->actions())
        if (m->menu() && m->menu()->actions().contains(overlay->toggleAction()))
            inHelp = true;
    QVERIFY(inHelp);
}

void tst_ShortcutOverlay::closingKeys_data()
{
    QTest::addColumn<int>("key");
    QTest::newRow("Escape") << int(Qt::Key_Escape);
    QTest::newRow("?") << int(Qt::Key_Question);
}

void tst_ShortcutOverlay::closingKeys()
{
    QFETCH(int, key);
    ui::MainWindow w;
    ui::ShortcutOverlay *overlay = openWithCtrlQuestion(w);
    QVERIFY(overlay);
    QVERIFY(overlay->hasFocus());
    QTest::keyClick(overlay, Qt::Key(key), key == Qt::Key_Question ? Qt::ShiftModifier : Qt::NoModifier);
    QVERIFY(!overlay->isVisible());
}

void tst_ShortcutOverlay::clickCloses()
{
    ui::MainWindow w;
    ui::ShortcutOverlay *overlay = openWithCtrlQuestion(w);
    QVERIFY(overlay);
    QTest::mouseClick(overlay, Qt::LeftButton, {}, QPoint(5, 5));
    QVERIFY(!overlay->isVisible());
}

void tst_ShortcutOverlay::newActionsAppear()
{
    ui::MainWindow w;
    auto *extra = new QAction(QStringLiteral("Frobnicate"), &w);
    extra->setShortcut(QKeySequence(QStringLiteral("Ctrl+Alt+J")));
    w.addAction(extra);
    ui::ShortcutOverlay *overlay = w.findChild<ui::ShortcutOverlay *>();
    QVERIFY(overlay);
    const QString shown = overlay->listing();
    QVERIFY(shown.contains(QStringLiteral("Frobnicate")));
    QVERIFY(shown.contains(QKeySequence(QStringLiteral("Ctrl+Alt+J")).toString(QKeySequence::NativeText)));
}

// Each puzzle's keys and gestures (its PuzzleLook's shortcut rows) are on the page, with its name.
void tst_ShortcutOverlay::everyPuzzleRowAppears()
{
    ui::MainWindow w;
    ui::ShortcutOverlay *overlay = w.findChild<ui::ShortcutOverlay *>();
    QVERIFY(overlay);
    const QString shown = overlay->listing();
    for (const ui::PuzzleLook *look : ui::puzzleLooks()) {
        QVERIFY2(!look->shortcutRows().isEmpty(), qPrintable(look->name()));
        for (const ui::ShortcutRow &r : look->shortcutRows()) {
            const qsizetype at = shown.indexOf("<b>" + r.keys.toHtmlEscaped() + "</b>");
            QVERIFY2(at >= 0, qPrintable(r.keys));
            const QString line = shown.mid(at, shown.indexOf(QStringLiteral("</tr>"), at) - at);
            QVERIFY2(line.contains(r.does.toHtmlEscaped()) && line.contains(look->name().toHtmlEscaped()), qPrintable(line));
        }
    }
}

void tst_ShortcutOverlay::fitsTheWindow_data()
{
    chinese::addLanguageRows();
}

// The whole page, down to its closing line, fits the window a 1280x800 screen gives (its lines
// are taller in Chinese: it takes more columns), and the board's keys are named as the menus
// name them, in the window's language.
void tst_ShortcutOverlay::fitsTheWindow()
{
    QFETCH(bool, chinese);
    QTranslator translator;
    if (chinese)
        QVERIFY(chinese::install(translator));
    ui::MainWindow w;
    w.resize(1152, 720);
    ui::ShortcutOverlay *overlay = openWithCtrlQuestion(w);
    QVERIFY(overlay);
    auto *label = overlay->findChild<QLabel *>();
    QVERIFY2(label->sizeHint().height() <= overlay->height(),
             qPrintable(QString("%1 px of text in %2 px").arg(label->sizeHint().height()).arg(overlay->height())));
    const QString shown = label->text();
    QAction *stepThrough = w.findChild<QAction *>(QStringLiteral("stepThrough"));
    QVERIFY(stepThrough && shown.contains(stepThrough->shortcut().toString(QKeySequence::NativeText)));
    QVERIFY(shown.contains(QKeySequence(Qt::Key_Space).toString(QKeySequence::NativeText).toHtmlEscaped()));
    // The board's Space, Escape and Enter are named by Qt as every other key is (空格 once Qt's
    // own Chinese is installed), not by a word of ours left in English.
    for (const Qt::Key key : {Qt::Key_Escape, Qt::Key_Return})
        QVERIFY(shown.contains("<b>" + QKeySequence(key).toString(QKeySequence::NativeText).toHtmlEscaped() + "</b>"));
    QCoreApplication::removeTranslator(&translator);
}

// The Search Lab's keys are on the page, each with what it does, from the Lab's own table.
void tst_ShortcutOverlay::labKeysAppear()
{
    ui::MainWindow w;
    auto *overlay = w.findChild<ui::ShortcutOverlay *>();
    QVERIFY(overlay);
    const QString page = overlay->listing();
    QVERIFY(page.contains("In the Search Lab"));
    QVERIFY(!ui::SearchLab::keys().isEmpty());
    for (const ui::SearchLab::Key &k : ui::SearchLab::keys()) {
        QVERIFY2(page.contains(QKeySequence(k.key).toString(QKeySequence::NativeText).toHtmlEscaped()), k.does);
        QVERIFY2(page.contains(QString(k.does).toHtmlEscaped()), k.does);
    }
}

QTEST_MAIN(tst_ShortcutOverlay)
#include "tst_shortcutoverlay.moc"
