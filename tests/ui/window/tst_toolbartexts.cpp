// Toolbar buttons in Chinese, offscreen: with the zh_CN translation loaded, no button repeats
// the menu's mnemonic ("打乱(S)"), and the plain text of menu texts in both languages.
#include "chinese.h"
#include "frame/toolbartexts.h"
#include "window/mainwindow.h"

#include <QAction>
#include <QStandardPaths>
#include <QToolBar>
#include <QToolButton>
#include <QTranslator>
#include <QtTest>

class tst_ToolBarTexts : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void plainText_data();
    void plainText();
    void chineseToolbarHasNoMnemonics();
    void laterTextChangesStayPlain();
    void cleanupTestCase();

private:
    QTranslator m_translator;
};

void tst_ToolBarTexts::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(chinese::install(m_translator));
}

void tst_ToolBarTexts::plainText_data()
{
    QTest::addColumn<QString>("menu");
    QTest::addColumn<QString>("plain");
    QTest::newRow("zh suffix") << QStringLiteral("打乱(&S)...") << QStringLiteral("打乱");
    QTest::newRow("zh suffix, no dots") << QStringLiteral("撤销(&U)") << QStringLiteral("撤销");
    QTest::newRow("fullwidth") << QStringLiteral("求解（&O）") << QStringLiteral("求解");
    QTest::newRow("en") << QStringLiteral("&Scramble...") << QStringLiteral("Scramble");
    QTest::newRow("en inside") << QStringLiteral("Save &As...") << QStringLiteral("Save As");
    QTest::newRow("ampersand") << QStringLiteral("Fish && Chips") << QStringLiteral("Fish & Chips");
}

void tst_ToolBarTexts::plainText()
{
    QFETCH(QString, menu);
    QFETCH(QString, plain);
    QCOMPARE(ui::plainActionText(menu), plain);
}

void tst_ToolBarTexts::chineseToolbarHasNoMnemonics()
{
    ui::MainWindow w;
    w.show();
    const auto bars = w.findChildren<QToolBar *>();
    QVERIFY(!bars.isEmpty());
    static const QRegularExpression mnemonic(QStringLiteral("\\(&?[A-Za-z]\\)"));
    int buttons = 0;
    for (QToolBar *bar : bars) {
        for (QAction *a : bar->actions()) {
            if (a->isSeparator())
                continue;
            QVERIFY2(!a->iconText().contains(mnemonic), qPrintable(a->iconText()));
            QVERIFY2(!a->toolTip().contains(mnemonic), qPrintable(a->toolTip()));
            QVERIFY2(!a->iconText().contains(QLatin1Char('&')), qPrintable(a->iconText()));
        }
        for (QToolButton *b : bar->findChildren<QToolButton *>()) {
            if (!b->defaultAction() || b->text().isEmpty())
                continue;
            QVERIFY2(!b->text().contains(mnemonic), qPrintable(b->text()));
            ++buttons;
        }
    }
    QVERIFY(buttons >= 4);
}

void tst_ToolBarTexts::laterTextChangesStayPlain()
{
    QToolBar bar;
    ui::ToolBarTexts::attach(&bar);
    auto *early = bar.addAction(QStringLiteral("撤销(&U)"));
    QCOMPARE(early->iconText(), QStringLiteral("撤销"));
    early->setText(QStringLiteral("重做(&R)"));
    QCOMPARE(early->iconText(), QStringLiteral("重做"));
    QCOMPARE(early->toolTip(), QStringLiteral("重做"));
    auto *own = bar.addAction(QStringLiteral("求解(&O)"));
    own->setToolTip(QStringLiteral("Solve the board"));
    own->setText(QStringLiteral("求解(&S)"));
    QCOMPARE(own->toolTip(), QStringLiteral("Solve the board"));
}

void tst_ToolBarTexts::cleanupTestCase()
{
    QCoreApplication::removeTranslator(&m_translator);
}

QTEST_MAIN(tst_ToolBarTexts)
#include "tst_toolbartexts.moc"
