// Core's reasons on screen: in the Simplified Chinese interface every ReasonCode has a
// translated sentence, and the reasons the window shows most (an unsolvable board's parity,
// a budget or a cancel) carry no English words from core.
#include "chinese.h"
#include "sliding/game/slidingsolve.h"
#include "words/reasontext.h"
#include "sliding/board/slidingposition.h"

#include "sliding/board/solvability.h"
#include "puzzles/puzzlebackend.h"
#include "search/searchcontext.h"
#include "storage/tablecache.h"
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
    void windowAndCommandLineShareEachSentence();
    void everyCodeHasAChineseSentence();
    void unsolvableBoardInChinese();
    void budgetAndCancelInChinese();
    void boardTextInChinese_data();
    void boardTextInChinese();
    void xrayMeasuresInChinese();
    void cleanupTestCase();

private:
    QTranslator m_translator;
};

void tst_ReasonText::initTestCase()
{
    QVERIFY(chinese::install(m_translator));
}

// Untranslated, the window says what the command line says, word for word, except where the
// command line names its own option (the window never shows "--max-memory").
void tst_ReasonText::windowAndCommandLineShareEachSentence()
{
    QCoreApplication::removeTranslator(&m_translator);
    for (int c = int(core::ReasonCode::None) + 1; c <= int(core::LastReasonCode); ++c) {
        // Keys that name no algorithm or heuristic read the same in both; 1 is grouped the same.
        core::Reason r{core::ReasonCode(c), {1, 1, 1, 1, 1}, {"k0", "k1", "k2"}};
        r.causes = {core::Reason{core::ReasonCode::TextTileTwice, {1}, {}}};
        const QString window = ui::ReasonText::sentence(r);
        const QString commandLine = QString::fromStdString(core::describe(r));
        QVERIFY2(!window.isEmpty(), qPrintable(QString::number(c)));
        if (commandLine.contains(QLatin1String("--")))
            QVERIFY2(!window.contains(QLatin1String("--")), qPrintable(QString::number(c) + ": " + window));
        else
            QCOMPARE(window, commandLine);
    }
    QVERIFY(QCoreApplication::installTranslator(&m_translator));
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
            core::Reason r{core::ReasonCode(c), {n, n, n, n, n},
                           {heuristics ? "centre" : "idastar", "manhattan", "misplaced"}};
            // The reasons that wrap another (a board text's place, a saved game's entry, the goal)
            // are given one.
            r.causes = {core::Reason{core::ReasonCode::TextNoTiles, {}, {}}};
            // The command line's own sentences and options are never made for the window.
            if (r.code == core::ReasonCode::Sentence || r.code == core::ReasonCode::TextInOption)
                continue;
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

// A board typed or pasted wrong, in each puzzle's text form: the window says what and where
// (the line or row and column as numbers) in Chinese, with no English words from the parser.
void tst_ReasonText::boardTextInChinese_data()
{
    QTest::addColumn<QString>("puzzle");
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("place"); // the numbers of the place, as the sentence gives them
    QTest::newRow("sliding unknown character") << "sliding" << "1 2 3\n4 5 ?\n7 8 0" << "2 5";
    QTest::newRow("sliding tile twice") << "sliding" << "1 2 3 4 5 6 7 1 0" << "1 15";
    QTest::newRow("sliding count") << "sliding" << "3x3:1,2,3" << "";
    QTest::newRow("rotation not a digit") << "rotation" << "1 2 3 a" << "1 7";
    QTest::newRow("rotation count") << "rotation" << "1 2 3" << "";
    QTest::newRow("klotski row length") << "klotski" << "ABBC/ABBC/DEEF/DGH/I..J" << "4 4";
    QTest::newRow("klotski not a rectangle") << "klotski" << "ABBC/ABAC/DEEF/DGHF/I..J" << "2 3";
    QTest::newRow("klotski box size") << "klotski" << "AB/.." << "";
    // Rush Hour words its errors in its own folder (moduleReason); the window translates them too.
    QTest::newRow("rushhour not a cell") << "rushhour" << "IBBx../I..LDD/JAAL../J.KE*M/FFK..M/GGHHHM" << "4 5";
    QTest::newRow("rushhour row length") << "rushhour" << "IBBx../I..LDD/JAAL../J.KEEM/FFK..M/GGHHH" << "6 6";
    QTest::newRow("rushhour size") << "rushhour" << ".../AA./..." << "";
    QTest::newRow("rushhour not a line") << "rushhour" << "IBBx../I..LDD/JAAL../J.KEEM/FFK.LM/GGHHHM" << "5 5";
    QTest::newRow("rushhour one cell") << "rushhour" << "IBBx../I..LDD/JAAL../J.KEEM/FFK..M/GGHHHN" << "6 6";
    QTest::newRow("rushhour four cells") << "rushhour" << "IBBx../I..LDD/JAAL../J.KEEM/FFK..M/GGGGHM" << "6 1";
    QTest::newRow("rushhour no red car") << "rushhour" << "IBBx../I..LDD/J..L../J.KEEM/FFK..M/GGHHHM" << "";
    QTest::newRow("rushhour red car off the exit row") << "rushhour" << "IAAx../I..LDD/J..L../J.KEEM/FFK..M/GGHHHM" << "1 2";
}

void tst_ReasonText::boardTextInChinese()
{
    QFETCH(QString, puzzle);
    QFETCH(QString, text);
    QFETCH(QString, place);
    const core::PuzzleBackend *backend = core::backendForKey(puzzle.toStdString());
    QVERIFY(backend);
    std::mt19937_64 rng(1);
    const core::PositionParse p = backend->parse(text.toStdString(), backend->newGame({3, 3}, rng));
    QVERIFY(!p.position);
    const QString s = ui::ReasonText::textError(p.error);
    QVERIFY2(chinese::hasHan(s), qPrintable(s));
    QVERIFY2(englishWord(s).isEmpty(), qPrintable(s));
    // The place is in the sentence, and the English one says the same place.
    const QStringList numbers = place.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    int from = 0;
    for (const QString &n : numbers) {
        from = s.indexOf(n, from);
        QVERIFY2(from >= 0, qPrintable(s + " lacks " + place));
    }
    if (!numbers.isEmpty())
        QVERIFY2(QString::fromStdString(p.error.describe()).contains(numbers.last()), p.error.describe().c_str());
}

// Each puzzle's X-ray measures, worded by the puzzle in core, read in Chinese with their values
// (a pattern database not built yet says so in Chinese too).
void tst_ReasonText::xrayMeasuresInChinese()
{
    std::mt19937_64 rng(7);
    std::vector<std::pair<core::Position, core::HeuristicId>> cases;
    for (const core::PuzzleKind kind : core::allPuzzleKinds()) {
        const core::PuzzleBackend &b = core::backendFor(kind);
        cases.push_back({b.scrambleRandom(b.newGame({3, 3}, rng), rng, core::defaultTableCache()), core::defaultHeuristic(kind, {3, 3})});
    }
    const core::PuzzleBackend &sliding = core::backendFor(core::SlidingKind);
    cases.push_back({sliding.newGame({4, 4}, rng), core::HeuristicId::Pdb78}); // tables not built here
    int measures = 0;
    for (const auto &[position, heuristic] : cases) {
        const core::PositionXray x = core::backendOf(position).xray(position, heuristic, core::defaultTableCache());
        for (const core::XrayMeasure &m : x.measures) {
            const QString s = ui::ReasonText::phrase(m.words);
            QVERIFY2(chinese::hasHan(s) && englishWord(s).isEmpty(), qPrintable(s));
            if (m.value >= 0)
                QVERIFY2(s.contains(QString::number(m.value)), qPrintable(s));
            ++measures;
        }
    }
    QVERIFY(measures >= 8);
}

void tst_ReasonText::cleanupTestCase()
{
    QCoreApplication::removeTranslator(&m_translator);
}

QTEST_MAIN(tst_ReasonText)
#include "tst_reasontext.moc"
