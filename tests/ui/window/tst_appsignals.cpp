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

class tst_AppSignals : public QObject {
    Q_OBJECT
private slots:
    void signalsCloseAndSave_data();
    void signalsCloseAndSave();
};

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
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert("HOME", home.path());
    env.insert("XDG_CONFIG_HOME", home.filePath(".config"));
    env.insert("XDG_CACHE_HOME", home.filePath(".cache"));
    env.insert("QT_QPA_PLATFORM", "offscreen");
    app.setProcessEnvironment(env);
    app.start(PUZZLESCOPE_APP, {});
    QVERIFY(app.waitForStarted());
    const QString conf = home.filePath(".config/PuzzleScope/PuzzleScope.conf");
    // The first start writes its fresh game a moment after the window is up.
    QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(conf), 20000);
    QTest::qWait(300);
    ::kill(pid_t(app.processId()), sig);
    QVERIFY(app.waitForFinished(20000));
    QCOMPARE(app.exitStatus(), QProcess::NormalExit);
    QCOMPARE(app.exitCode(), 0);
    QSettings saved(conf, QSettings::IniFormat);
    QVERIFY2(saved.contains("window/geometry"), "the window saved its state as it closed");
    QVERIFY(saved.value("game/current").toString().startsWith("puzzlescope-game 1"));
}

QTEST_GUILESS_MAIN(tst_AppSignals)
#include "tst_appsignals.moc"
