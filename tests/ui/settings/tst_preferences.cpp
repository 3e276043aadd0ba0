// Settings read back from a file someone edited by hand (or damaged): every number is brought
// into the range the settings dialog offers, unknown words fall back to the defaults, and a
// picture that is not a regular file is not read.
#include "freshstate.h"
#include "sliding/tilepicture.h"
#include "settings/preferences.h"
#include "settings/settingsdialog.h"

#include <QSpinBox>
#include <QSettings>
#include <QStandardPaths>
#include <QtTest>

class tst_Preferences : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void init() {
        forgetSettingsAndState();
    }
    void outOfRangeValuesAreClamped_data();
    void outOfRangeValuesAreClamped();
    void unknownWordsFallBack();
    void devicesAreNotPictures();
};

void tst_Preferences::outOfRangeValuesAreClamped_data()
{
    QTest::addColumn<QVariant>("memory");
    QTest::addColumn<QVariant>("nodes");
    QTest::addColumn<int>("expectedMemory");
    QTest::addColumn<qulonglong>("expectedNodes");
    QTest::newRow("huge") << QVariant(2147483647) << QVariant(QString("18446744073709551615")) << 16384
                          << qulonglong(2'000'000'000);
    QTest::newRow("too big for an int") << QVariant(QString("99999999999")) << QVariant(5) << 16384
                                        << qulonglong(1'000'000);
    QTest::newRow("negative") << QVariant(-5) << QVariant(QString("-1")) << 16 << qulonglong(100'000'000);
    QTest::newRow("words") << QVariant(QString("lots")) << QVariant(QString("many")) << 1024
                           << qulonglong(100'000'000);
    QTest::newRow("in range") << QVariant(2048) << QVariant(qulonglong(50'000'000)) << 2048 << qulonglong(50'000'000);
}

void tst_Preferences::outOfRangeValuesAreClamped()
{
    QFETCH(QVariant, memory);
    QFETCH(QVariant, nodes);
    QFETCH(int, expectedMemory);
    QFETCH(qulonglong, expectedNodes);
    QSettings s;
    s.setValue("solve/maxMemoryMiB", memory);
    s.setValue("solve/maxNodes", nodes);
    ui::Preferences p;
    p.load(s);
    QCOMPARE(p.maxMemoryMiB, expectedMemory);
    QCOMPARE(qulonglong(p.maxNodes), expectedNodes);
    // What was loaded is what the dialog can show and give back unchanged.
    ui::SettingsDialog d(p);
    const auto spins = d.findChildren<QSpinBox *>();
    bool memoryShown = false;
    for (const QSpinBox *spin : spins)
        memoryShown = memoryShown || spin->value() == expectedMemory;
    QVERIFY(memoryShown);
    QCOMPARE(d.preferences().maxMemoryMiB, expectedMemory);
}

void tst_Preferences::unknownWordsFallBack()
{
    QSettings s;
    s.setValue("language", "\x1b[31mklingon");
    s.setValue("view/theme", "neon");
    ui::Preferences p;
    p.load(s);
    QCOMPARE(p.language, QString());
    QCOMPARE(p.theme, ui::Theme::System);
    s.setValue("language", "zh_CN");
    p.load(s);
    QCOMPARE(p.language, QString("zh_CN"));
}

void tst_Preferences::devicesAreNotPictures()
{
    QVERIFY(ui::TilePicture::fromFile("/dev/zero").isNull());
    QVERIFY(ui::TilePicture::fromFile("/tmp").isNull());
}

QTEST_MAIN(tst_Preferences)
#include "tst_preferences.moc"
