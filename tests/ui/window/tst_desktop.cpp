// The desktop's conventions, offscreen: the keys KDE and GNOME users expect (F5 restarts, Ctrl+S
// saves, F1 the manual, Ctrl+? the shortcuts, Ctrl+H the scores, F11 full screen) with no key
// taken twice or taken from the action a standard key names; the manual in both languages with
// every picture and link inside it; Best Scores per puzzle and size, with a reset; the toolbar
// hidden and kept hidden; the files in the XDG places, one folder deep, with what older versions
// kept moved over; the About box naming every puzzle; the desktop's icons under the System theme.
#include "freshstate.h"
#include "board/puzzlelook.h"
#include "controls/gamefiles.h"
#include "help/manualwindow.h"
#include "help/shortcutoverlay.h"
#include "play/bestscores.h"
#include "play/gamesession.h"
#include "settings/appfolders.h"
#include "theme/theme.h"
#include "theme/themeicon.h"
#include "window/mainwindow.h"
#include "sliding/board/slidingposition.h"

#include <QAction>
#include <QApplication>
#include <QMessageBox>
#include <QPushButton>
#include <QRegularExpression>
#include <QSettings>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QStatusBar>
#include <QTextBrowser>
#include <QTimer>
#include <QToolBar>
#include <QtTest>

class tst_Desktop : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void init() { forgetSettingsAndState(); }
    void keysFollowTheDesktop();
    void noKeyTakenTwice();
    void standardKeysKeepTheirMeaning();
    void f1OpensTheManualOnce();
    void manualPagesAreWhole_data();
    void manualPagesAreWhole();
    void bestScoresPerPuzzleAndSize();
    void bestScoresReset();
    void toolbarHidesAndStaysHidden();
    void fullScreenToggles();
    void xdgFolders();
    void gameKeptInTheStateFile();
    void olderSettingsMoveToTheState();
    void refusedKeptGameIsCopiedAside();
    void aboutNamesEveryPuzzle();
    void desktopIconsUnderTheSystemTheme();

private:
    static QAction *action(const ui::MainWindow &w, const char *name)
    {
        auto *a = w.findChild<QAction *>(QLatin1String(name));
        if (!a)
            qWarning("no action %s", name);
        return a;
    }
    // Answers the next message box with `button`.
    static void answerNextBox(QMessageBox::StandardButton button)
    {
        QTimer::singleShot(50, [button] {
            for (QWidget *top : QApplication::topLevelWidgets())
                if (auto *box = qobject_cast<QMessageBox *>(top); box && box->isVisible())
                    box->button(button)->click();
        });
    }
};

void tst_Desktop::keysFollowTheDesktop()
{
    ui::MainWindow w;
    const auto has = [&](const char *name, const QKeySequence &key) {
        QAction *a = action(w, name);
        return a && a->shortcuts().contains(key);
    };
    QVERIFY(has("restart", QKeySequence(Qt::Key_F5)));
    QVERIFY(has("restart", QKeySequence(QStringLiteral("Ctrl+Home"))));
    QVERIFY(has("solve", QKeySequence(QStringLiteral("Ctrl+Return"))));
    QVERIFY(!has("solve", QKeySequence(Qt::Key_F5)));
    QVERIFY(has("save", QKeySequence(QKeySequence::Save)));
    QVERIFY(has("saveAs", QKeySequence(QStringLiteral("Ctrl+Shift+S"))));
    QVERIFY(has("open", QKeySequence(QKeySequence::Open)));
    QVERIFY(has("manual", QKeySequence(Qt::Key_F1)));
    QVERIFY(has("shortcuts", QKeySequence(QStringLiteral("Ctrl+?"))));
    QVERIFY(!has("shortcuts", QKeySequence(Qt::Key_F1)));
    QVERIFY(has("bestScores", QKeySequence(QStringLiteral("Ctrl+H"))));
    QVERIFY(has("fullScreen", QKeySequence(Qt::Key_F11)));
    QVERIFY(has("quit", QKeySequence(QStringLiteral("Ctrl+Q"))));
    // Pressed, not only listed: F5 takes the game back to its start.
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    w.newPuzzle(core::SlidingKind, {3, 3});
    const core::Position start = w.session()->position();
    for (const char *move : {"l", "r", "u", "d"})
        if (w.session()->moveCount() < 2)
            w.session()->playMove(move);
    QVERIFY(w.session()->moveCount() > 0);
    QTest::keyClick(&w, Qt::Key_F5);
    QCOMPARE(w.session()->moveCount(), std::size_t(0));
    QVERIFY(w.session()->position() == start);
}

// The actions whose keys work across the window (a widget's own, such as the compare table's
// Copy, work only while it has the focus).
static QList<QAction *> windowActions(const ui::MainWindow &w)
{
    QList<QAction *> all;
    for (QAction *a : w.findChildren<QAction *>())
        if (a->shortcutContext() == Qt::WindowShortcut || a->shortcutContext() == Qt::ApplicationShortcut)
            all << a;
    return all;
}

// Every key sequence belongs to one action of the window.
void tst_Desktop::noKeyTakenTwice()
{
    ui::MainWindow w;
    QHash<QString, QString> owner;
    QStringList clashes;
    for (QAction *a : windowActions(w))
        for (const QKeySequence &k : a->shortcuts()) {
            const QString key = k.toString(QKeySequence::PortableText);
            if (owner.contains(key) && owner[key] != a->objectName())
                clashes << key + QStringLiteral(": ") + owner[key] + QStringLiteral(" and ") + a->objectName();
            owner[key] = a->objectName();
        }
    QVERIFY2(clashes.isEmpty(), qPrintable(clashes.join(QStringLiteral("; "))));
}

// A key the desktop gives a meaning (QKeySequence's standard keys on this platform) is taken
// only by the action of that meaning.
void tst_Desktop::standardKeysKeepTheirMeaning()
{
    ui::MainWindow w;
    const QHash<QKeySequence::StandardKey, QString> meaning{
        {QKeySequence::Open, "open"},        {QKeySequence::Save, "save"},
        {QKeySequence::SaveAs, "saveAs"},    {QKeySequence::Copy, "copy"},
        {QKeySequence::Paste, "paste"},      {QKeySequence::Undo, "undo"},
        {QKeySequence::Redo, "redo"},        {QKeySequence::Quit, "quit"},
        {QKeySequence::HelpContents, "manual"}, {QKeySequence::Preferences, "settings"},
        {QKeySequence::FullScreen, "fullScreen"}, {QKeySequence::New, "newGame"},
        {QKeySequence::Refresh, "restart"}, // F5: KDE's games restart on it
    };
    // Keys of meanings PuzzleScope has no action for, which a user may still press out of habit
    // (Find, Replace and tabs are not among them: a game has none, and KDE's games give Ctrl+H to
    // the high scores).
    const QKeySequence::StandardKey others[] = {
        QKeySequence::Close, QKeySequence::Cut,    QKeySequence::Print,   QKeySequence::SelectAll,
        QKeySequence::Delete, QKeySequence::ZoomIn, QKeySequence::ZoomOut, QKeySequence::Back,
        QKeySequence::Forward,
    };
    QHash<QString, QString> owner;
    for (QAction *a : windowActions(w))
        for (const QKeySequence &k : a->shortcuts())
            owner[k.toString(QKeySequence::PortableText)] = a->objectName();
    QStringList wrong;
    for (auto it = meaning.begin(); it != meaning.end(); ++it)
        for (const QKeySequence &k : QKeySequence::keyBindings(it.key())) {
            const QString key = k.toString(QKeySequence::PortableText);
            if (owner.contains(key) && owner[key] != it.value())
                wrong << key + QStringLiteral(" is ") + owner[key] + QStringLiteral(", not ") + it.value();
        }
    for (QKeySequence::StandardKey standard : others)
        for (const QKeySequence &k : QKeySequence::keyBindings(standard))
            if (const QString key = k.toString(QKeySequence::PortableText); owner.contains(key))
                wrong << key + QStringLiteral(" (a standard key) is taken by ") + owner[key];
    QVERIFY2(wrong.isEmpty(), qPrintable(wrong.join(QStringLiteral("; "))));
}

void tst_Desktop::f1OpensTheManualOnce()
{
    ui::MainWindow w;
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    w.activateWindow();
    QTest::keyClick(&w, Qt::Key_F1);
    QTRY_COMPARE(w.findChildren<ui::ManualWindow *>().size(), qsizetype(1));
    ui::ManualWindow *manual = w.findChild<ui::ManualWindow *>();
    QVERIFY(manual->isVisible());
    QVERIFY(manual->browser()->toPlainText().contains(QStringLiteral("Keyboard shortcuts"), Qt::CaseInsensitive));
    // Not the shortcut page.
    auto *overlay = w.findChild<ui::ShortcutOverlay *>();
    QVERIFY(!overlay || !overlay->isVisible());
    action(w, "manual")->trigger();
    QCOMPARE(w.findChildren<ui::ManualWindow *>().size(), qsizetype(1));
    // The manual's language follows the interface's, English where it has no page.
    QVERIFY(ui::ManualWindow::pageFor(QStringLiteral("zh_CN")).toString().endsWith(QStringLiteral("manual_zh_CN.html")));
    QVERIFY(ui::ManualWindow::pageFor(QStringLiteral("fr_FR")).toString().endsWith(QStringLiteral("/manual.html")));
}

void tst_Desktop::manualPagesAreWhole_data()
{
    QTest::addColumn<QString>("language");
    QTest::newRow("English") << QString();
    QTest::newRow("Chinese") << QStringLiteral("zh_CN");
}

// Every picture the page shows is in the resources, every #link has its anchor, and the page
// names the keys the window has.
void tst_Desktop::manualPagesAreWhole()
{
    QFETCH(QString, language);
    const QUrl page = ui::ManualWindow::pageFor(language);
    QFile file(QLatin1Char(':') + page.path());
    QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(page.toString()));
    const QString html = QString::fromUtf8(file.readAll());
    QVERIFY(html.size() > 5000);
    static const QRegularExpression image(QStringLiteral("<img[^>]*src=\"([^\"]+)\""));
    int images = 0;
    for (auto it = image.globalMatch(html); it.hasNext(); ++images) {
        const QUrl resolved = page.resolved(QUrl(it.next().captured(1)));
        QVERIFY2(QFile::exists(QLatin1Char(':') + resolved.path()), qPrintable(resolved.toString()));
    }
    QVERIFY(images > 0);
    static const QRegularExpression link(QStringLiteral("href=\"#([^\"]+)\""));
    for (auto it = link.globalMatch(html); it.hasNext();) {
        const QString anchor = it.next().captured(1);
        QVERIFY2(html.contains(QStringLiteral("name=\"%1\"").arg(anchor)) || html.contains(QStringLiteral("id=\"%1\"").arg(anchor)),
                 qPrintable(anchor));
    }
    for (const char *key : {"Ctrl+Return", "F5", "F1", "Ctrl+S", "Ctrl+Shift+S", "Ctrl+H", "F11", "Ctrl+?"})
        QVERIFY2(html.contains(QLatin1String(key)), key);
    QVERIFY2(!html.contains(QStringLiteral("F5 solves")), "the manual still says F5 solves");
}

void tst_Desktop::bestScoresPerPuzzleAndSize()
{
    QSettings s;
    s.setValue("best/sliding-4x4/moves", 52);
    s.setValue("best/sliding-4x4/ms", 61000);
    s.setValue("best/sliding-3x3/moves", 21);
    s.setValue("best/rotation/moves", 14);
    s.setValue("best/klotski-4x5/ms", 3723000);
    s.setValue("best/nosuchpuzzle-3x3/moves", 5); // a puzzle this version does not have: not shown
    const QList<ui::BestScores::Row> rows = ui::BestScores::rows();
    QStringList seen;
    for (const auto &r : rows)
        seen << r.key;
    QCOMPARE(seen, (QStringList{"sliding-3x3", "sliding-4x4", "rotation", "klotski-4x5"}));
    QCOMPARE(rows[1].size, QStringLiteral("4 x 4"));
    QCOMPARE(rows[1].moves, 52);
    QCOMPARE(rows[1].puzzle, ui::puzzleLook(core::SlidingKind).name());
    QCOMPARE(rows[3].moves, -1);
    ui::BestScores dialog;
    QTableWidget *table = dialog.table();
    QCOMPARE(table->rowCount(), 4);
    QCOMPARE(table->item(1, 3)->text(), QStringLiteral("1:01"));
    QCOMPARE(table->item(3, 3)->text(), QStringLiteral("1:02:03"));
    QCOMPARE(table->item(3, 2)->text(), QStringLiteral("-"));
    // Game > Best Scores opens it.
    ui::MainWindow w;
    QAction *scores = action(w, "bestScores");
    QVERIFY(scores);
    bool opened = false;
    QTimer::singleShot(50, [&opened] {
        for (QWidget *top : QApplication::topLevelWidgets())
            if (auto *d = qobject_cast<ui::BestScores *>(top); d && d->isVisible()) {
                opened = d->table()->rowCount() == 4;
                d->reject();
            }
    });
    scores->trigger();
    QVERIFY(opened);
}

void tst_Desktop::bestScoresReset()
{
    QSettings s;
    s.setValue("best/sliding-3x3/moves", 21);
    s.setValue("best/sliding-4x4/moves", 52);
    s.setValue("best/rotation/moves", 14);
    ui::BestScores dialog;
    auto *reset = dialog.findChild<QPushButton *>("resetChosen");
    auto *resetAll = dialog.findChild<QPushButton *>("resetAll");
    QVERIFY(reset && resetAll);
    QVERIFY(!reset->isEnabled());
    dialog.table()->selectRow(1);
    QVERIFY(reset->isEnabled());
    // Asked first: No keeps it.
    answerNextBox(QMessageBox::No);
    reset->click();
    QCOMPARE(ui::BestScores::rows().size(), qsizetype(3));
    dialog.table()->selectRow(1);
    answerNextBox(QMessageBox::Yes);
    reset->click();
    QCOMPARE(ui::BestScores::rows().size(), qsizetype(2));
    QVERIFY(!QSettings().contains("best/sliding-4x4/moves"));
    QVERIFY(QSettings().contains("best/sliding-3x3/moves"));
    QCOMPARE(dialog.table()->rowCount(), 2);
    answerNextBox(QMessageBox::Yes);
    resetAll->click();
    QVERIFY(ui::BestScores::rows().isEmpty());
    QVERIFY(!resetAll->isEnabled());
    QCOMPARE(dialog.table()->rowCount(), 1); // the line saying there are none yet
}

void tst_Desktop::toolbarHidesAndStaysHidden()
{
    {
        ui::MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        auto *tools = w.findChild<QToolBar *>("mainToolBar");
        QAction *show = action(w, "showToolbar");
        QVERIFY(tools && show && show->isChecked());
        show->trigger();
        QVERIFY(tools->isHidden());
        w.close();
    }
    ui::MainWindow again;
    again.show();
    QVERIFY(QTest::qWaitForWindowExposed(&again));
    QVERIFY(again.findChild<QToolBar *>("mainToolBar")->isHidden());
    QVERIFY(!action(again, "showToolbar")->isChecked());
    action(again, "showToolbar")->trigger();
    QVERIFY(again.findChild<QToolBar *>("mainToolBar")->isVisible());
}

void tst_Desktop::fullScreenToggles()
{
    ui::MainWindow w;
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QAction *full = action(w, "fullScreen");
    QVERIFY(full && full->isCheckable());
    full->trigger();
    QVERIFY(w.windowState() & Qt::WindowFullScreen);
    full->trigger();
    QVERIFY(!(w.windowState() & Qt::WindowFullScreen));
}

// Outside Qt's test mode: the XDG variables, one folder deep, and their defaults.
void tst_Desktop::xdgFolders()
{
    QStandardPaths::setTestModeEnabled(false);
    const QByteArray oldState = qgetenv("XDG_STATE_HOME"), oldCache = qgetenv("XDG_CACHE_HOME");
    qputenv("XDG_STATE_HOME", "/tmp/ps-state");
    qputenv("XDG_CACHE_HOME", "/tmp/ps-cache");
    const QString state = ui::stateFolder(), cache = ui::cacheFolder(), stateFile = ui::stateFilePath();
    qputenv("XDG_STATE_HOME", "relative/state"); // not absolute: the rules say to ignore it
    const QString fallback = ui::stateFolder();
    qunsetenv("XDG_STATE_HOME");
    const QString unset = ui::stateFolder();
    oldState.isNull() ? qunsetenv("XDG_STATE_HOME") : qputenv("XDG_STATE_HOME", oldState);
    oldCache.isNull() ? qunsetenv("XDG_CACHE_HOME") : qputenv("XDG_CACHE_HOME", oldCache);
    QStandardPaths::setTestModeEnabled(true);
    // The folder is the application's name: PuzzleScope in the app, this test's own name here.
    const QString app = QCoreApplication::applicationName();
    QCOMPARE(state, QStringLiteral("/tmp/ps-state/") + app);
    QCOMPARE(stateFile, QStringLiteral("/tmp/ps-state/%1/state.conf").arg(app));
    QCOMPARE(cache, QStringLiteral("/tmp/ps-cache/") + app);
    QCOMPARE(fallback, QDir::homePath() + QStringLiteral("/.local/state/") + app);
    QCOMPARE(unset, fallback);
}

// The game in play is written to the state file, not to the settings.
void tst_Desktop::gameKeptInTheStateFile()
{
    {
        ui::MainWindow w;
        w.newPuzzle(core::SlidingKind, {4, 4});
        w.close();
    }
    QVERIFY(!QSettings().contains("game/current"));
    QVERIFY(ui::StateSettings().value("game/current").toString().startsWith(QStringLiteral("puzzlescope-game 1")));
    QVERIFY(ui::StateSettings().fileName().startsWith(ui::stateFolder()));
}

// A game an older version kept in the settings opens, and moves to the state file.
void tst_Desktop::olderSettingsMoveToTheState()
{
    core::Position kept;
    {
        ui::MainWindow w;
        w.newPuzzle(core::SlidingKind, {5, 5});
        w.close();
        kept = w.session()->position();
    }
    ui::StateSettings state;
    QSettings settings;
    settings.setValue("game/current", state.value("game/current"));
    settings.setValue("game/dealt", true);
    settings.setValue("files/recent", QStringList{QStringLiteral("/tmp/older.puzzlescope")});
    state.clear();
    state.sync();
    settings.sync();
    ui::MainWindow w;
    QVERIFY(w.session()->position() == kept);
    QVERIFY(!QSettings().contains("game/current"));
    QVERIFY(!QSettings().contains("files/recent"));
    QCOMPARE(ui::GameFiles::recentFiles(), QStringList{QStringLiteral("/tmp/older.puzzlescope")});
}

// A kept game that cannot be opened (its position past its end) is copied aside before a new
// game is dealt over it, and the user is told where: the only copy is never lost.
void tst_Desktop::refusedKeptGameIsCopiedAside()
{
    const QString bad = QStringLiteral("puzzlescope-game 1\npuzzle sliding\nstart 3x3:1,2,3,4,5,6,7,0,8\nmoves r\nposition 5\n");
    ui::StateSettings().setValue("game/current", bad);
    QDir state(ui::stateFolder());
    for (const QString &old : state.entryList({QStringLiteral("refused-game-*")}))
        state.remove(old);
    ui::MainWindow w;
    const QStringList aside = state.entryList({QStringLiteral("refused-game-*.puzzlescope")});
    QCOMPARE(aside.size(), qsizetype(1));
    QFile copy(state.filePath(aside.first()));
    QVERIFY(copy.open(QIODevice::ReadOnly));
    QCOMPARE(QString::fromUtf8(copy.readAll()), bad);
    const QString said = w.statusBar()->currentMessage();
    QVERIFY2(said.contains(aside.first()) && said.contains(QStringLiteral("cannot be opened")), qPrintable(said));
    // The new game is saved over the kept one only now, with the copy safe.
    w.close();
    QVERIFY(ui::StateSettings().value("game/current").toString() != bad);
}

void tst_Desktop::aboutNamesEveryPuzzle()
{
    const QString about = ui::MainWindow::aboutText();
    for (const ui::PuzzleLook *look : ui::puzzleLooks())
        QVERIFY2(about.contains(look->name()), qPrintable(look->name()));
    QVERIFY(about.contains(QStringLiteral("https://")));
    QVERIFY(!about.contains(QStringLiteral("F5")));
    ui::MainWindow w;
    QVERIFY(action(w, "aboutQt"));
}

// Under the System theme an action shows the desktop icon theme's icon where it has one, a
// bundled icon otherwise; under the others, the bundled icons only.
void tst_Desktop::desktopIconsUnderTheSystemTheme()
{
    QTemporaryDir icons;
    QVERIFY(QDir(icons.path()).mkpath("testtheme/scalable/actions"));
    QFile index(icons.filePath("testtheme/index.theme"));
    QVERIFY(index.open(QIODevice::WriteOnly));
    index.write("[Icon Theme]\nName=testtheme\nDirectories=scalable/actions\n\n"
                "[scalable/actions]\nSize=16\nMinSize=8\nMaxSize=512\nType=Scalable\n");
    index.close();
    QFile svg(icons.filePath("testtheme/scalable/actions/application-exit.svg"));
    QVERIFY(svg.open(QIODevice::WriteOnly));
    svg.write("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"16\" height=\"16\"><rect width=\"16\" height=\"16\" fill=\"#0a0\"/></svg>");
    svg.close();
    const QStringList paths = QIcon::themeSearchPaths();
    const QString name = QIcon::themeName();
    QIcon::setThemeSearchPaths({icons.path()});
    QIcon::setThemeName(QStringLiteral("testtheme"));
    ui::Theme::apply(ui::Theme::System);
    const QIcon quit = ui::themeIcon(QStringLiteral("application-exit")); // no bundled icon
    const QIcon about = ui::themeIcon(QStringLiteral("help-about"));      // in neither
    QVERIFY(!quit.isNull());
    const QImage shown = quit.pixmap(16, 16).toImage();
    QCOMPARE(shown.pixelColor(8, 8), QColor(0, 0xaa, 0));
    QVERIFY(about.isNull());
    ui::Theme::apply(ui::Theme::Light);
    QVERIFY(quit.isNull());
    QVERIFY(!ui::themeIcon(QStringLiteral("edit-undo")).isNull()); // bundled
    ui::Theme::apply(ui::Theme::System);
    QIcon::setThemeSearchPaths(paths);
    QIcon::setThemeName(name);
}

QTEST_MAIN(tst_Desktop)
#include "tst_desktop.moc"
