// The scramble dialog and the distance scramble, offscreen: a distance typed beyond what the
// board offers is kept as typed and refused with a message, never cut to its first digit; the
// window refuses such a distance instead of making a board at another distance.
#include "freshstate.h"
#include "play/gamesession.h"
#include "play/scrambledialog.h"
#include "window/mainwindow.h"
#include "controls/scramblecontrol.h"
#include "sliding/board/slidingposition.h"

#include <QDialogButtonBox>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTimer>
#include <QtTest>

class tst_ScrambleDialog : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void init() {
        forgetSettingsAndState();
    }
    void typedDistanceIsKept_data();
    void typedDistanceIsKept();
    void distanceInRangeIsAccepted();
    void windowRefusesAnUncertifiableDistance();
};

namespace {

QSpinBox *distanceSpin(ui::ScrambleDialog &d)
{
    return d.findChild<QSpinBox *>(QStringLiteral("distance"));
}

QPushButton *okButton(ui::ScrambleDialog &d)
{
    return d.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok);
}

} // namespace

void tst_ScrambleDialog::typedDistanceIsKept_data()
{
    QTest::addColumn<QString>("typed");
    QTest::addColumn<int>("distance");
    QTest::newRow("40") << "40" << 40;
    QTest::newRow("37") << "37" << 37;
    QTest::newRow("45") << "45" << 45;
}

// A 4x4 offers distances up to 36: typing 40 used to leave "4" in the box, and OK made a board
// four moves away.
void tst_ScrambleDialog::typedDistanceIsKept()
{
    QFETCH(QString, typed);
    QFETCH(int, distance);
    ui::ScrambleDialog d(true, 36);
    d.show();
    QSpinBox *spin = distanceSpin(d);
    QVERIFY(spin);
    spin->setFocus();
    spin->selectAll();
    QTest::keyClicks(spin, typed);
    QCOMPARE(spin->text(), typed);
    QCOMPARE(d.distance(), distance);
    QCOMPARE(d.mode(), ui::ScrambleDialog::Mode::Distance);
    // OK is refused and a message says what the board offers.
    QVERIFY(!okButton(d)->isEnabled());
    auto *problem = d.findChild<QLabel *>(QStringLiteral("problem"));
    QVERIFY(problem && problem->isVisible());
    QVERIFY(problem->text().contains(QStringLiteral("36")));
    d.accept();
    QCOMPARE(d.result(), int(QDialog::Rejected));
}

void tst_ScrambleDialog::distanceInRangeIsAccepted()
{
    ui::ScrambleDialog d(true, 36);
    d.show();
    QSpinBox *spin = distanceSpin(d);
    QVERIFY(spin);
    spin->setFocus();
    spin->selectAll();
    QTest::keyClicks(spin, QStringLiteral("36"));
    QCOMPARE(d.distance(), 36);
    QVERIFY(okButton(d)->isEnabled());
    QVERIFY(!d.findChild<QLabel *>(QStringLiteral("problem"))->isVisible());
    d.accept();
    QCOMPARE(d.result(), int(QDialog::Accepted));
}

// Asked directly for a distance the board cannot certify, the window makes no board and says why.
void tst_ScrambleDialog::windowRefusesAnUncertifiableDistance()
{
    ui::MainWindow w;
    w.newPuzzle(core::SlidingKind, {4, 4});
    const QString before = QString::fromStdString(w.session()->backend().format(w.session()->position()));
    QString shown;
    QTimer closer;
    connect(&closer, &QTimer::timeout, &w, [&shown] {
        for (QWidget *top : QApplication::topLevelWidgets())
            if (auto *box = qobject_cast<QMessageBox *>(top); box && box->isVisible()) {
                shown = box->text();
                box->accept();
            }
    });
    closer.start(20);
    QSignalSpy done(w.scrambling(), &ui::ScrambleControl::distanceScrambleDone);
    w.scrambleDistance(40);
    QTRY_COMPARE_WITH_TIMEOUT(done.size(), 1, 10000);
    QCOMPARE(done.first().first().toBool(), false);
    QVERIFY2(shown.contains(QStringLiteral("40")), qPrintable(shown));
    QCOMPARE(QString::fromStdString(w.session()->backend().format(w.session()->position())), before);
}

QTEST_MAIN(tst_ScrambleDialog)
#include "tst_scrambledialog.moc"
