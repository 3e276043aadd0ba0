// Core's reasons on screen: in the Simplified Chinese interface every ReasonCode has a
// translated sentence, and the reasons the window shows most (an unsolvable board's parity,
// a budget or a cancel) carry no English words from core.
#include "chinese.h"
#include "solve/reasontext.h"

#include "boards/sliding/solvability.h"
#include "search/searchcontext.h"
#include "solvers/solverregistry.h"

#include <QRegularExpression>
#include <QTranslator>
#include <QtTest>

namespace {


// Words of four or more Latin letters: English left on screen (short names such as IDA*,
// BFS, A* and MiB are the same in both languages).
QString englishWord(const QString &s)
{
    static const QRegularExpression word(QStringLiteral("[A-Za-z]{4,}"));
    return word.match(s).captured();
}

} // namespace

class tst_ReasonText : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void everyCodeHasAChineseSentence();
    void unsolvableBoardInChinese();
    void budgetAndCancelInChinese();
    void cleanupTestCase();

private:
    QTranslator m_translator;
};

void tst_ReasonText::initTestCase()
{
    QVERIFY(chinese::install(m_translator));
}

void tst_ReasonText::everyCodeHasAChineseSentence()
{
    QVERIFY(ui::ReasonText::sentence({}).isEmpty());
    for (int c = int(core::ReasonCode::None) + 1; c <= int(core::LastReasonCode); ++c) {
        for (const std::int64_t n : {0, 1, 2}) {
            // Codes whose first key names a heuristic get one (the others name an algorithm).
            const bool heuristics = core::ReasonCode(c) == core::ReasonCode::HeuristicNotForPuzzle
                || core::ReasonCode(c) == core::ReasonCode::NodeBudgetReached
                || core::ReasonCode(c) == core::ReasonCode::TablesOverMemoryBudget;
            const core::Reason r{core::ReasonCode(c), {n, n, n},
                                 {heuristics ? "centre" : "idastar", "manhattan", "misplaced"}};
            if (r.code == core::ReasonCode::BoardText)
                continue; // carries the parser's own English until the parsers give codes
            const QString s = ui::ReasonText::sentence(r);
            QVERIFY2(chinese::hasHan(s), qPrintable(QString::number(c) + ": " + s));
            // A saved game's reasons quote the file's own words (its entries, its first line) as
            // they stand in the file.
            QString shown = s;
            for (const std::string &k : r.keys)
                shown.remove(QString::fromStdString(k));
            shown.remove(QStringLiteral("puzzlescope-game"));
            QVERIFY2(englishWord(shown).isEmpty(), qPrintable(QString::number(c) + ": " + s));
        }
    }
}

void tst_ReasonText::unsolvableBoardInChinese()
{
    for (const core::BoardSize size : {core::BoardSize{3, 3}, core::BoardSize{4, 4}}) {
        const auto goal = core::SlidingBoard::standardGoal(size);
        auto start = goal;
        std::swap(start.tiles[0], start.tiles[1]);
        const QString s = ui::ReasonText::sentence(core::checkSolvable(start, goal).reason);
        QVERIFY2(chinese::hasHan(s), qPrintable(s));
        QVERIFY2(!s.contains(QLatin1String("parity")) && !s.contains(QLatin1String("inversions")), qPrintable(s));
        QVERIFY2(englishWord(s).isEmpty(), qPrintable(s));
    }
}

void tst_ReasonText::budgetAndCancelInChinese()
{
    auto start = core::SlidingBoard::standardGoal({3, 3});
    start.tiles = {8, 6, 7, 2, 5, 4, 3, 0, 1};
    core::SearchContext ctx;
    ctx.setMaxExpanded(10);
    const auto o = core::solveSliding(start, core::SlidingBoard::standardGoal({3, 3}), core::AlgorithmId::IdaStar,
                                      core::HeuristicId::Misplaced, ctx);
    QCOMPARE(o.status, core::SearchStatus::LimitReached);
    const QString budget = ui::ReasonText::sentence(o.reason);
    QVERIFY2(chinese::hasHan(budget) && budget.contains(QLatin1String("10")), qPrintable(budget));
    QVERIFY2(englishWord(budget).isEmpty(), qPrintable(budget));
    const QString cancelled = ui::ReasonText::sentence({core::ReasonCode::Cancelled, {}, {}});
    QVERIFY2(chinese::hasHan(cancelled) && !cancelled.contains(QLatin1String("cancelled")), qPrintable(cancelled));
}

void tst_ReasonText::cleanupTestCase()
{
    QCoreApplication::removeTranslator(&m_translator);
}

QTEST_MAIN(tst_ReasonText)
#include "tst_reasontext.moc"
