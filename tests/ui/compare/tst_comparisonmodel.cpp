// The compare table's numbers, offscreen: counts are grouped in thousands in the C and English
// locales ("1,234,567") and still sort as numbers, not as text.
#include "freshstate.h"
#include "solvecheck.h"
#include "compare/comparerunner.h"
#include "compare/comparisonmodel.h"
#include "compare/numberitem.h"
#include "words/numbertext.h"
#include "sliding/board/slidingposition.h"

#include <QSettings>
#include <QSortFilterProxyModel>
#include <QStandardPaths>
#include <QTableWidget>
#include <QtTest>

#include <random>

class tst_ComparisonModel : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void init() {
        forgetSettingsAndState();
    }
    void cleanup() { QLocale::setDefault(QLocale::system()); }
    void countsAreGroupedAndSortNumerically_data();
    void countsAreGroupedAndSortNumerically();
    void countTextGroups_data();
    void countTextGroups();
    void numberItemsSortAsNumbers();
};

void tst_ComparisonModel::countTextGroups_data()
{
    QTest::addColumn<QLocale>("locale");
    QTest::newRow("C") << QLocale::c();
    QTest::newRow("en") << QLocale(QLocale::English, QLocale::UnitedStates);
    QTest::newRow("zh_CN") << QLocale(QLocale::Chinese, QLocale::China);
}

void tst_ComparisonModel::countTextGroups()
{
    QFETCH(QLocale, locale);
    QLocale::setDefault(locale);
    QCOMPARE(ui::countText(1'234'567), QStringLiteral("1,234,567"));
    QCOMPARE(ui::countText(999), QStringLiteral("999"));
    QCOMPARE(ui::decimalText(1234.5, 2), QStringLiteral("1,234.50"));
}

void tst_ComparisonModel::countsAreGroupedAndSortNumerically_data()
{
    QTest::addColumn<QLocale>("locale");
    QTest::newRow("C") << QLocale::c();
    QTest::newRow("en") << QLocale(QLocale::English, QLocale::UnitedStates);
}

// Two runs stopped at their node budgets, 1,234,567 and 999,999 expanded nodes: as text
// "1,234,567" sorts before "999,999"; as numbers it comes after.
void tst_ComparisonModel::countsAreGroupedAndSortNumerically()
{
    QFETCH(QLocale, locale);
    QLocale::setDefault(locale);
    std::mt19937_64 rng(7);
    ref::Board b = ref::standardGoal(16);
    ref::randomWalk(b, 4, 4, 200, rng);
    QList<ui::SolveRequest> requests;
    for (std::uint64_t budget : {std::uint64_t(1'234'567), std::uint64_t(999'999)}) {
        ui::SolveRequest r;
        r.position = core::SlidingPosition{toCore(4, 4, b), core::SlidingBoard::standardGoal({4, 4})};
        r.algorithm = core::AlgorithmId::IdaStar;
        r.heuristic = core::HeuristicId::Misplaced;
        r.maxNodes = budget;
        requests.append(r);
    }
    ui::CompareRunner runner(2);
    ui::ComparisonModel model(&runner);
    QSignalSpy all(&runner, &ui::CompareRunner::allFinished);
    runner.start(requests);
    QVERIFY(all.wait(60000));
    QCOMPARE(runner.run(0).reply->outcome.status, core::SearchStatus::LimitReached);
    QCOMPARE(runner.run(0).progress.expanded, std::uint64_t(1'234'567));
    const QModelIndex cell = model.index(0, ui::ComparisonModel::Expanded);
    QCOMPARE(model.data(cell).toString(), QStringLiteral("1,234,567"));
    QCOMPARE(model.data(model.index(1, ui::ComparisonModel::Expanded)).toString(), QStringLiteral("999,999"));

    QSortFilterProxyModel proxy;
    proxy.setSourceModel(&model);
    proxy.setSortRole(ui::ComparisonModel::SortRole);
    proxy.sort(ui::ComparisonModel::Expanded, Qt::AscendingOrder);
    QCOMPARE(proxy.data(proxy.index(0, ui::ComparisonModel::Expanded)).toString(), QStringLiteral("999,999"));
    QCOMPARE(proxy.data(proxy.index(1, ui::ComparisonModel::Expanded)).toString(), QStringLiteral("1,234,567"));
}

// The experiment dialog's tables: grouped text, numeric order, "-" last.
void tst_ComparisonModel::numberItemsSortAsNumbers()
{
    QLocale::setDefault(QLocale::c());
    QTableWidget t(3, 1);
    t.setItem(0, 0, new ui::NumberItem(1'234'567));
    t.setItem(1, 0, ui::NumberItem::none());
    t.setItem(2, 0, new ui::NumberItem(999'999));
    t.sortItems(0, Qt::AscendingOrder);
    QCOMPARE(t.item(0, 0)->text(), QStringLiteral("999,999"));
    QCOMPARE(t.item(1, 0)->text(), QStringLiteral("1,234,567"));
    QCOMPARE(t.item(2, 0)->text(), QStringLiteral("-"));
    QCOMPARE(ui::NumberItem(1234.5678, 3).text(), QStringLiteral("1,234.568"));
}

QTEST_MAIN(tst_ComparisonModel)
#include "tst_comparisonmodel.moc"
