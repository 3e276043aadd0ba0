// Tooltips in short lines: wrapToolTip breaks every line longer than 70 columns at its spaces
// (between CJK characters, which count two columns each) and keeps every word; in the window,
// in English and Chinese, every widget's tooltip is shown in such lines.
#include "chinese.h"
#include "window/mainwindow.h"
#include "window/tooltipwrap.h"

#include <QHelpEvent>
#include <QStandardPaths>
#include <QTextDocument>
#include <QToolTip>
#include <QTranslator>
#include <QtTest>

class tst_ToolTipLines : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void wrapsAtSpaces();
    void wrapsChinese();
    void everyTooltipIsShownShort_data();
    void everyTooltipIsShownShort();
};

namespace {

int columns(const QString &line)
{
    int n = 0;
    for (const QChar c : line)
        n += c.script() == QChar::Script_Han || (c.unicode() >= 0xFF00 && c.unicode() <= 0xFF60) || (c.unicode() >= 0x3000 && c.unicode() <= 0x303F) ? 2 : 1;
    return n;
}

int widest(const QString &text)
{
    int w = 0;
    for (const QString &line : text.split('\n'))
        w = std::max(w, columns(line));
    return w;
}

} // namespace

void tst_ToolTipLines::wrapsAtSpaces()
{
    const QString tip = "Each compared search's expanded states, placed by distance from the start and to the goal, "
                        "coloured by the order they were expanded in";
    const QString wrapped = ui::wrapToolTip(tip);
    QVERIFY(wrapped.contains('\n'));
    QVERIFY2(widest(wrapped) <= ui::ToolTipColumns, qPrintable(wrapped));
    QCOMPARE(QString(wrapped).replace('\n', ' '), tip);
    // Short lines and explicit line breaks stay as they are.
    QCOMPARE(ui::wrapToolTip("Expand one node (Space)"), QStringLiteral("Expand one node (Space)"));
    QCOMPARE(ui::wrapToolTip("one\ntwo"), QStringLiteral("one\ntwo"));
    // A word longer than a line is cut rather than left running.
    QVERIFY(widest(ui::wrapToolTip(QString(150, 'x'))) <= ui::ToolTipColumns);
}

void tst_ToolTipLines::wrapsChinese()
{
    const QString tip = QStringLiteral("每个参与比较的搜索所扩展的状态，按与起点和目标的距离放置，并按扩展的先后着色，便于比较");
    const QString wrapped = ui::wrapToolTip(tip);
    QVERIFY(wrapped.contains('\n'));
    QVERIFY2(widest(wrapped) <= ui::ToolTipColumns, qPrintable(wrapped));
    QCOMPARE(QString(wrapped).remove('\n'), tip);
}

void tst_ToolTipLines::everyTooltipIsShownShort_data()
{
    chinese::addLanguageRows();
}

void tst_ToolTipLines::everyTooltipIsShownShort()
{
    QFETCH(bool, chinese);
    QTranslator translator;
    if (chinese)
        QVERIFY(chinese::install(translator));
    ui::MainWindow w;
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    int shown = 0, wrapped = 0;
    for (QWidget *widget : w.findChildren<QWidget *>()) {
        const QString tip = widget->toolTip();
        if (tip.isEmpty() || Qt::mightBeRichText(tip) || !widget->isVisible())
            continue;
        QHelpEvent help(QEvent::ToolTip, QPoint(2, 2), widget->mapToGlobal(QPoint(2, 2)));
        QApplication::sendEvent(widget, &help);
        const QString text = QToolTip::isVisible() ? QToolTip::text() : tip;
        QVERIFY2(widest(text) <= ui::ToolTipColumns, qPrintable(widget->objectName() + ": " + text));
        ++shown;
        wrapped += text != tip;
        QToolTip::hideText();
    }
    QVERIFY(shown >= 10);
    // Some English tooltips are long sentences: they are the ones shown wrapped.
    QVERIFY(chinese || wrapped >= 1);
    QCoreApplication::removeTranslator(&translator);
}

QTEST_MAIN(tst_ToolTipLines)
#include "tst_tooltiplines.moc"
