// Huarong Dao's Edit Board: a grid of pieces above the text, each following the other; the text
// validated as you type (the sentence refreshed on every change, the dialog never widened by a
// long one); pieces dragged from the tray into the box, moved and taken away; "Solve to Check"
// gives the shortest way out (81 moves for the classic start, as the layout's row says).
#include "freshstate.h"
#include "modalprobe.h"
#include "board/textboarddialog.h"
#include "klotski/klotskieditgrid.h"
#include "play/gamesession.h"
#include "window/mainwindow.h"
#include "klotski/board/klotskiposition.h"

#include "klotski/game/klotskilayouts.h"

#include <QAction>
#include <QDialogButtonBox>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QStandardPaths>
#include <QtTest>

class tst_KlotskiEdit : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void init() { forgetSettingsAndState(); }
    void gridAndTextFollowEachOther();
};

void tst_KlotskiEdit::gridAndTextFollowEachOther()
{
    ui::MainWindow w;
    w.resize(1000, 700);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    w.newPuzzle(core::KlotskiKind);
    QVERIFY(w.pasteBoard(QString::fromLatin1(core::KlotskiLayouts[0].board)));
    QAction *edit = w.findChild<QAction *>("editBoard");
    QVERIFY(edit);
    bool looked = false;
    QVERIFY(modalprobe::look([edit] { edit->trigger(); }, [&](QWidget *dialog) {
        looked = true;
        auto *d = qobject_cast<ui::TextBoardDialog *>(dialog);
        QVERIFY(d);
        auto *grid = d->findChild<ui::KlotskiEditGrid *>();
        QVERIFY(grid);
        QPushButton *ok = d->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok);
        const QString classic = d->editor()->toPlainText();
        QCOMPARE(classic, QString::fromLatin1(core::KlotskiLayouts[0].board).replace('/', '\n'));
        QVERIFY(ok->isEnabled());
        // A mistake is named as it is typed, and goes as soon as it is mended.
        const int width = d->width();
        d->editor()->setPlainText(classic + "\nXX");
        QVERIFY(!ok->isEnabled());
        QVERIFY2(!d->message().isEmpty(), "no sentence for a bad row");
        d->editor()->setPlainText(QString(300, QLatin1Char('Z')));
        QApplication::processEvents();
        QCOMPARE(d->width(), width); // a long sentence wraps
        d->editor()->setPlainText(classic);
        QVERIFY(ok->isEnabled());
        QVERIFY(d->message().isEmpty());
        // The soldier in the bottom-left corner taken away on the grid: the text follows.
        QVERIFY(grid->remove(0, 4));
        emit grid->edited();
        QCOMPARE(d->editor()->toPlainText().split(QLatin1Char(0x0a)).last(), QString("...I")); // lettered again in reading order
        // Dragged back from the tray (the soldier is the fourth shape) into that corner.
        const QPoint from = grid->trayRect(3).center().toPoint();
        const QPoint to = grid->cellRect(0, 4).center().toPoint();
        QTest::mousePress(grid, Qt::LeftButton, {}, from);
        QTest::mouseMove(grid, (from + to) / 2);
        QTest::mouseMove(grid, to);
        QTest::mouseRelease(grid, Qt::LeftButton, {}, to);
        QCOMPARE(d->editor()->toPlainText(), classic);
        // A piece dragged out of the box is taken away.
        const QPoint soldier = grid->cellRect(3, 4).center().toPoint();
        QTest::mousePress(grid, Qt::LeftButton, {}, soldier);
        QTest::mouseMove(grid, soldier + QPoint(40, 0));
        QTest::mouseMove(grid, QPoint(grid->width() - 1, grid->height() - 1));
        QTest::mouseRelease(grid, Qt::LeftButton, {}, QPoint(grid->width() - 1, grid->height() - 1));
        QCOMPARE(d->editor()->toPlainText().split('\n').last(), QString("I..."));
        d->editor()->setPlainText(classic);
        QCOMPARE(grid->board().text(), std::string(core::KlotskiLayouts[0].board));
        // Solve to Check.
        auto *check = d->findChild<QPushButton *>();
        for (QPushButton *b : d->findChildren<QPushButton *>())
            if (b->text().contains("Check"))
                check = b;
        QVERIFY(check->isEnabled());
        check->click();
        auto *verdict = d->findChild<QLabel *>("solveVerdict");
        QTRY_VERIFY_WITH_TIMEOUT(verdict->text().contains(QString::number(core::KlotskiLayouts[0].shortest)), 30000);
    }));
    QVERIFY(looked);
}

QTEST_MAIN(tst_KlotskiEdit)
#include "tst_klotskiedit.moc"
