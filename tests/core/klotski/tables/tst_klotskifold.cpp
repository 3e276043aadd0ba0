// The folded exact table of Huarong Dao (klotski/tables/klotskifold.h): the same plan as the
// generic walk of every board (solvers/component.h), as many boards as the generic walk has
// mirror pairs, and on SimonHung's 48 layouts the published lengths, which the generic BFS
// finds too.
#include "klotski/board/klotskiboard.h"
#include "klotski/board/klotskidomain.h"
#include "klotski/tables/klotskifold.h"
#include "klotski/game/klotskisolver.h"
#include "solvers/component.h"
#include "klotski/game/klotskireference.h"

#include <QtTest>

#include <fstream>
#include <set>
#include <sstream>

using namespace core;

namespace {

// The box seen in a mirror: each row read right to left.
KlotskiBoard mirrored(const KlotskiBoard &b)
{
    std::string cells = b.cells();
    for (int y = 0; y < b.height(); ++y)
        std::reverse(cells.begin() + y * b.width(), cells.begin() + (y + 1) * b.width());
    return KlotskiBoard(b.width(), b.height(), cells);
}

} // namespace

class tst_KlotskiFold : public QObject {
    Q_OBJECT
private slots:
    void sameTableAsTheWholeWalk_data();
    void sameTableAsTheWholeWalk();
    void budgets();
    void simonHungsLayouts();
};

void tst_KlotskiFold::sameTableAsTheWholeWalk_data()
{
    QTest::addColumn<QString>("start");
    QTest::addColumn<QString>("goal"); // empty: the 2x2 piece at the bottom middle
    QTest::addColumn<bool>("folds");
    QTest::newRow("classic 4x5") << Classic << "" << true;
    QTest::newRow("4x5 short") << "ABBC/ABBC/D..E/FGHE/FIJK" << "" << true;
    QTest::newRow("4x4 big piece") << "AABC/AADE/FG../HIJK" << "" << true;
    QTest::newRow("3x3 corner") << "AB./CDE/FGH" << ".../.../A.." << false;
    QTest::newRow("5x4 off the middle") << "ABBCD/EBBCF/G..HI/JJKKL" << "...../...../.BB../.BB.." << false;
    QTest::newRow("6x6, 256-bit codes") << "AAABBB/AAABBB/AAABBB/CGGDDE/CGGFFE/H.IJ.K" << "" << true;
    QTest::newRow("6x6 off the middle") << "AAABBB/AAABBB/AAABBB/CGGDDE/CGGFFE/H.IJ.K"
                                        << "....../....../....../.GG.../.GG.../......" << false;
    QTest::newRow("unreachable") << "ABBC/ABBC/DEFG/DEHG/I..J" << "" << true;
}

void tst_KlotskiFold::sameTableAsTheWholeWalk()
{
    QFETCH(QString, start);
    QFETCH(QString, goal);
    QFETCH(bool, folds);
    const std::string startText = start.toStdString(), goalText = goal.toStdString();
    const KlotskiBoard s = board(startText.c_str());
    const KlotskiGoal g = goalFor(s, goal.isEmpty() ? nullptr : goalText.c_str());
    const KlotskiDomain d(s, g);
    QCOMPARE(klotskiFolds(d), folds);

    SearchContext ctx;
    const KlotskiFoldedResult f = klotskiFoldedTable(d, d.stateOf(s), ctx);
    QCOMPARE(f.folded, folds);
    SearchContext whole;
    const SearchResult<KlotskiDomain> w = componentSearch(d, d.stateOf(s), whole);
    QCOMPARE(f.status, w.status);
    QVERIFY(f.plan == w.plan); // the first shortest plan in move order, both ways

    // One board for each board and its mirror image, counted on the generic walk's boards.
    SearchStats st;
    SearchContext again;
    const auto c = exploreComponent(d, d.stateOf(s), again, st);
    std::set<std::string> pairs;
    for (const KlotskiState &state : c.states) {
        const KlotskiBoard b = d.boardOf(state, s);
        const std::string key = canonical(b, g.piece);
        pairs.insert(folds ? std::min(key, canonical(mirrored(b), g.piece)) : key);
    }
    QCOMPARE(f.boards, pairs.size());
    QCOMPARE(f.stats.expanded, f.status == SearchStatus::Solved ? 2 * f.boards : f.boards);
}

void tst_KlotskiFold::budgets()
{
    const KlotskiBoard s = board(Classic);
    const KlotskiDomain d(s, goalFor(s, nullptr));
    SearchContext nodes;
    nodes.setMaxExpanded(1000);
    const KlotskiFoldedResult n = klotskiFoldedTable(d, d.stateOf(s), nodes);
    QCOMPARE(n.status, SearchStatus::LimitReached);
    QCOMPARE(nodes.stopReason(), StopReason::NodeLimit);
    QVERIFY(n.stats.expanded <= 1000);
    SearchContext memory;
    memory.setMaxBytes(128 * 1024);
    const KlotskiFoldedResult m = klotskiFoldedTable(d, d.stateOf(s), memory);
    QCOMPARE(m.status, SearchStatus::LimitReached);
    QCOMPARE(memory.stopReason(), StopReason::MemoryLimit);
    QVERIFY(m.stats.peakBytes <= 128 * 1024);
    std::stop_source stop;
    stop.request_stop();
    SearchContext cancelled(stop.get_token());
    QCOMPARE(klotskiFoldedTable(d, d.stateOf(s), cancelled).status, SearchStatus::Cancelled);
}

// tests/data/klotski_simonhung48.txt: the board, then its published fewest moves (-1: none).
void tst_KlotskiFold::simonHungsLayouts()
{
    std::ifstream in(PUZZLESCOPE_TEST_DATA "/klotski_simonhung48.txt");
    QVERIFY(in);
    std::string line;
    int layouts = 0;
    while (std::getline(in, line)) {
        if (line.empty() || line[0] == '#')
            continue;
        std::istringstream fields(line);
        std::string text;
        int published = 0;
        QVERIFY(fields >> text >> published);
        const KlotskiBoard s = board(text.c_str());
        const KlotskiGoal g = goalFor(s, nullptr);
        for (const AlgorithmId a : {AlgorithmId::Table, AlgorithmId::Bfs}) {
            SearchContext ctx;
            const KlotskiOutcome o = solveKlotski(s, g, a, HeuristicId::None, ctx);
            const std::string what = text + " by " + std::to_string(int(a));
            if (published < 0) {
                QVERIFY2(o.status == SearchStatus::Unsolvable, what.c_str());
                continue;
            }
            QVERIFY2(o.status == SearchStatus::Solved, what.c_str());
            QCOMPARE(int(o.moves.size()), published);
            KlotskiBoard b = s;
            for (const std::string &m : o.moves)
                QVERIFY2(!playKlotskiMove(b, m), (what + " " + m).c_str());
            QVERIFY2(klotskiGoalReached(b, g), what.c_str());
        }
        ++layouts;
    }
    QCOMPARE(layouts, 48);
}

QTEST_APPLESS_MAIN(tst_KlotskiFold)
#include "tst_klotskifold.moc"
