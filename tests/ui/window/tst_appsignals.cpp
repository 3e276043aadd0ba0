// The app as a process: a SIGTERM, SIGINT or SIGHUP (a logout, kill, Ctrl+C) closes the window
// as the user would, so the game and the window's state are saved, and the process ends
// normally. Before, the default action killed it with nothing saved.
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QSettings>
#include <QTemporaryDir>
#include <QtTest>

#include <csignal>

#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <unistd.h>

class tst_AppSignals : public QObject {
    Q_OBJECT
private slots:
    void signalsCloseAndSave_data();
    void signalsCloseAndSave();
    void signalsAfterStartWarning_data();
    void signalsAfterStartWarning();
    void settingsFileNotRegular_data();
    void settingsFileNotRegular();
    void settingsFileLinkedIsFollowed();
    void settingsFileTooLarge();
};

namespace {

// The app started with HOME in `home` on the offscreen platform.
void startApp(QProcess &app, const QTemporaryDir &home, const QStringList &arguments = {})
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert("HOME", home.path());
    env.insert("XDG_CONFIG_HOME", home.filePath(".config"));
    env.insert("XDG_CACHE_HOME", home.filePath(".cache"));
    env.insert("XDG_STATE_HOME", home.filePath(".local/state"));
    env.insert("QT_QPA_PLATFORM", "offscreen");
    app.setProcessEnvironment(env);
    app.start(PUZZLESCOPE_APP, arguments);
}

// Whether the app catches `sig` yet (its handlers are installed once the window exists): the
// process's SigCgt mask in /proc. A slow start (a sanitizer build) is waited for up to 60 s.
bool catches(const QProcess &app, int sig)
{
    QFile status(QStringLiteral("/proc/%1/status").arg(app.processId()));
    if (!status.open(QIODevice::ReadOnly))
        return false;
    for (const QByteArray &line : status.readAll().split('\n'))
        if (line.startsWith("SigCgt:"))
            return (line.mid(7).trimmed().toULongLong(nullptr, 16) >> (sig - 1)) & 1;
    return false;
}

// Sends `sig` once the app catches it and has then been up for `settle` ms more; how long it
// took to end after the signal (-1 when it did not end within 20 s).
qint64 signalAndTime(QProcess &app, int sig, int settle)
{
    QElapsedTimer up;
    up.start();
    while (!catches(app, sig) && up.elapsed() < 60000)
        QTest::qWait(50);
    QTest::qWait(settle);
    QElapsedTimer clock;
    clock.start();
    ::kill(pid_t(app.processId()), sig);
    if (!app.waitForFinished(20000))
        return -1;
    return clock.elapsed();
}

QString confOf(const QTemporaryDir &home)
{
    return home.filePath(".config/PuzzleScope/PuzzleScope.conf");
}

QString stateOf(const QTemporaryDir &home)
{
    return home.filePath(".local/state/PuzzleScope/state.conf");
}

} // namespace

void tst_AppSignals::signalsCloseAndSave_data()
{
    QTest::addColumn<int>("sig");
    QTest::newRow("TERM") << int(SIGTERM);
    QTest::newRow("INT") << int(SIGINT);
    QTest::newRow("HUP") << int(SIGHUP);
}

void tst_AppSignals::signalsCloseAndSave()
{
    QFETCH(int, sig);
    QTemporaryDir home;
    QProcess app;
    startApp(app, home);
    QVERIFY(app.waitForStarted());
    const QString conf = confOf(home);
    // The first start writes its fresh game a moment after the window is up.
    QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(conf), 20000);
    QTest::qWait(300);
    ::kill(pid_t(app.processId()), sig);
    QVERIFY(app.waitForFinished(20000));
    QCOMPARE(app.exitStatus(), QProcess::NormalExit);
    QCOMPARE(app.exitCode(), 0);
    QSettings saved(conf, QSettings::IniFormat);
    QVERIFY2(saved.contains("window/geometry"), "the window saved its state as it closed");
    // The game in play is state (XDG_STATE_HOME), not a setting.
    QVERIFY(!saved.contains("game/current"));
    QVERIFY(QSettings(stateOf(home), QSettings::IniFormat).value("game/current").toString().startsWith("puzzlescope-game 1"));
}

// Started on a game file it refuses, the window shows a warning: a signal still closes it.
void tst_AppSignals::signalsAfterStartWarning_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("sig");
    QTest::newRow("FIFO, TERM") << "fifo" << int(SIGTERM);
    QTest::newRow("folder, INT") << "folder" << int(SIGINT);
    QTest::newRow("/dev/zero, HUP") << "/dev/zero" << int(SIGHUP);
    QTest::newRow("too large, TERM") << "large" << int(SIGTERM);
}

void tst_AppSignals::signalsAfterStartWarning()
{
    QFETCH(QString, file);
    QFETCH(int, sig);
    QTemporaryDir home;
    QString path = file;
    if (file == "fifo") {
        path = home.filePath("game.fifo");
        QCOMPARE(::mkfifo(QFile::encodeName(path).constData(), 0600), 0);
    } else if (file == "folder") {
        path = home.path();
    } else if (file == "large") {
        path = home.filePath("large.psgame");
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(QByteArray(2 << 20, '#'));
    }
    QProcess app;
    startApp(app, home, {path});
    QVERIFY(app.waitForStarted());
    const qint64 took = signalAndTime(app, sig, 2500);
    QVERIFY2(took >= 0, "the app outlived the signal");
    QCOMPARE(app.exitStatus(), QProcess::NormalExit);
    QCOMPARE(app.exitCode(), 0);
    qInfo("closed %lld ms after the signal", took);
    QVERIFY2(QSettings(confOf(home), QSettings::IniFormat).contains("window/geometry"), "saved as it closed");
}

// The settings file is a FIFO or (as root) a link to a device node: the window still starts, the
// node is left as it was, and a signal closes the app.
void tst_AppSignals::settingsFileNotRegular_data()
{
    QTest::addColumn<QString>("kind");
    QTest::newRow("FIFO") << "fifo";
    QTest::newRow("link to a FIFO") << "link to fifo";
    QTest::newRow("folder") << "folder";
    QTest::newRow("link to a device") << "link to device";
}

void tst_AppSignals::settingsFileNotRegular()
{
    QFETCH(QString, kind);
    QTemporaryDir home;
    QVERIFY(QDir(home.path()).mkpath(".config/PuzzleScope"));
    const QByteArray conf = QFile::encodeName(confOf(home));
    const QByteArray node = kind.startsWith("link") ? QFile::encodeName(home.filePath("node")) : conf;
    if (kind.endsWith("fifo")) {
        QCOMPARE(::mkfifo(node.constData(), 0600), 0);
    } else if (kind == "folder") {
        QVERIFY(QDir().mkdir(QString::fromLocal8Bit(node)));
    } else {
        if (::geteuid() != 0)
            QSKIP("only root can make a device node");
        QCOMPARE(::mknod(node.constData(), S_IFCHR | 0666, makedev(1, 3)), 0); // what /dev/null is
    }
    if (node != conf)
        QCOMPARE(::symlink(node.constData(), conf.constData()), 0);
    struct stat before {};
    QCOMPARE(::lstat(node.constData(), &before), 0);
    QProcess app;
    startApp(app, home);
    QVERIFY(app.waitForStarted());
    QVERIFY2(signalAndTime(app, SIGTERM, 2500) >= 0, "the app hung on its settings file");
    QCOMPARE(app.exitCode(), 0);
    struct stat after {};
    QCOMPARE(::lstat(node.constData(), &after), 0);
    QCOMPARE(after.st_mode, before.st_mode);
    QCOMPARE(after.st_ino, before.st_ino);
    QCOMPARE(after.st_rdev, before.st_rdev);
    if (node != conf)
        QVERIFY(QFileInfo(QString::fromLocal8Bit(conf)).isSymLink());
}

// A settings file that is a link to a regular file (as dotfile managers make) is followed: the
// link stays, the file it names gets the settings.
void tst_AppSignals::settingsFileLinkedIsFollowed()
{
    QTemporaryDir home;
    QVERIFY(QDir(home.path()).mkpath(".config/PuzzleScope"));
    const QString target = home.filePath("dotfiles-PuzzleScope.conf");
    QFile(target).open(QIODevice::WriteOnly);
    QVERIFY(QFile::link(target, confOf(home)));
    QProcess app;
    startApp(app, home);
    QVERIFY(app.waitForStarted());
    QVERIFY(signalAndTime(app, SIGTERM, 2500) >= 0);
    QVERIFY(QFileInfo(confOf(home)).isSymLink());
    QVERIFY(QSettings(target, QSettings::IniFormat).contains("window/geometry"));
}

// A settings file past 8 MiB (a kept game of millions of moves) is moved aside, not read: the app
// starts with fresh settings at once.
void tst_AppSignals::settingsFileTooLarge()
{
    QTemporaryDir home;
    QVERIFY(QDir(home.path()).mkpath(".config/PuzzleScope"));
    {
        QFile f(confOf(home));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("[game]\ncurrent=\"puzzlescope-game 1\\nmoves ");
        f.write(QByteArray(9 << 20, 'r'));
        f.write("\"\n");
    }
    QProcess app;
    startApp(app, home);
    QVERIFY(app.waitForStarted());
    QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(confOf(home)), 20000);
    QVERIFY(signalAndTime(app, SIGTERM, 300) >= 0);
    QCOMPARE(QFileInfo(confOf(home) + ".too-large").size(), qint64(9 << 20) + 44);
    QVERIFY(QFileInfo(confOf(home)).size() < 100000);
}

QTEST_GUILESS_MAIN(tst_AppSignals)
#include "tst_appsignals.moc"
