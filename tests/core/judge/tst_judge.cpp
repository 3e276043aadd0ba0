// The judge formats answered by core alone (no CLI): each format's parsing, the problems'
// published samples byte for byte, plans checked against the reference BFS (shortest, and the
// smallest in the order each judge prints), malformed input named by line and column with the
// answers before it kept, repeated boards, unsolvable boards and the exit statuses.
#include "storage/tablecache.h"
#include "judge/judge.h"

#include "reference.h"

#include <QtTest>

#include <random>
#include <string>

using core::JudgeAnswer;
using core::JudgeFormat;

namespace {

QByteArray bytes(const std::string &s)
{
    return QByteArray(s.data(), qsizetype(s.size()));
}

// The shortest plan whose letters come first in `order` at every step, by the reference BFS:
// at each step the first move in that order that brings the board one step closer.
std::string smallestInOrder(const ref::ExhaustiveBfs &bfs, ref::Board b, const std::string &order)
{
    std::string plan;
    for (int d = bfs.distance(b); d > 0; --d)
        for (char letter : order) {
            ref::Board next = b;
            if (ref::replay(next, 3, 3, std::string(1, letter)) && bfs.distance(next) == d - 1) {
                plan += letter;
                b = next;
                break;
            }
        }
    return plan;
}

std::string tokens(const ref::Board &b)
{
    std::string s;
    for (int t : b)
        s += (s.empty() ? "" : " ") + (t == 0 ? std::string("x") : std::to_string(t));
    return s;
}

std::string compact(const ref::Board &b)
{
    std::string s;
    for (int t : b)
        s += t == 0 ? 'X' : char('0' + t);
    return s;
}

ref::Board eightGoal()
{
    return ref::standardGoal(9);
}

} // namespace

class tst_Judge : public QObject {
    Q_OBJECT
private slots:
    void formatNames();
    void publishedSamples_data();
    void publishedSamples();
    void eightPuzzleSeparators();
    void hdu1043MatchesReference();
    void hdu3567MatchesReference();
    void repeatedBoards();
    void unsolvableBoards();
    void malformedInput_data();
    void malformedInput();
    void rotationEndOfInput();
};

void tst_Judge::formatNames()
{
    QCOMPARE(core::judgeFormatFromName("poj1077"), std::optional(JudgeFormat::Poj1077));
    QCOMPARE(core::judgeFormatFromName("hdu1043"), std::optional(JudgeFormat::Hdu1043));
    QCOMPARE(core::judgeFormatFromName("hdu3567"), std::optional(JudgeFormat::Hdu3567));
    QCOMPARE(core::judgeFormatFromName("poj2286"), std::optional(JudgeFormat::Poj2286));
    for (const char *name : {"uva652", "", "POJ1077", "poj1077 "})
        QVERIFY2(!core::judgeFormatFromName(name), name);
}

void tst_Judge::publishedSamples_data()
{
    QTest::addColumn<int>("format");
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<QByteArray>("expected");
    QTest::newRow("poj1077") << int(JudgeFormat::Poj1077) << QByteArray("2  3  4  1  5  x  7  6  8\n")
                             << QByteArray("ullddrurdllurdruldr\n");
    QTest::newRow("hdu1043") << int(JudgeFormat::Hdu1043) << QByteArray("2  3  4  1  5  x  7  6  8\n")
                             << QByteArray("ullddrurdllurdruldr\n");
    QTest::newRow("hdu3567") << int(JudgeFormat::Hdu3567) << QByteArray("2\n12X453786\n12345678X\n564178X23\n7568X4123\n")
                             << QByteArray("Case 1: 2\ndd\nCase 2: 8\nurrulldr\n");
    QTest::newRow("hdu3567 crlf") << int(JudgeFormat::Hdu3567)
                                  << QByteArray("2\r\n12X453786\r\n12345678X\r\n\r\n564178X23\r\n7568X4123\r\n")
                                  << QByteArray("Case 1: 2\ndd\nCase 2: 8\nurrulldr\n");
    QTest::newRow("poj2286") << int(JudgeFormat::Poj2286)
                             << QByteArray("1 1 1 1 3 2 3 2 3 1 3 2 2 3 1 2 2 2 3 1 2 1 3 3\n"
                                           "1 1 1 1 1 1 1 1 2 2 2 2 2 2 2 2 3 3 3 3 3 3 3 3\n0\n")
                             << QByteArray("AC\n2\nDDHH\n2\n");
    // Centre (cells 6 7 8 11 12 15 16 17) all 3s: nothing to do.
    QTest::newRow("poj2286 solved") << int(JudgeFormat::Poj2286)
                                    << QByteArray("1 1 1 1 1 1 3 3 3 2 2 3 3 2 2 3 3 3 2 2 1 1 2 2\n0\n")
                                    << QByteArray("No moves needed\n3\n");
}

void tst_Judge::publishedSamples()
{
    QFETCH(int, format);
    QFETCH(QByteArray, input);
    QFETCH(QByteArray, expected);
    const JudgeAnswer a = core::answerJudge(JudgeFormat(format), input.toStdString(), core::defaultTableCache());
    QCOMPARE(bytes(a.output), expected);
    QCOMPARE(a.status, 0);
    QVERIFY2(a.error.empty(), a.error.c_str());
    QVERIFY2(a.notes.empty(), a.notes.c_str());
}

void tst_Judge::eightPuzzleSeparators()
{
    // Tokens may be split by spaces, tabs, commas and line breaks, a board over several lines.
    const std::string expected = "ullddrurdllurdruldr\n";
    for (const char *input : {"2,3,4,1,5,x,7,6,8", "2 3 4\n1 5 x\n7 6 8\n", "\t2\t3 4 1 5 X 7 6 8", "2 3 4 1 5 x 7 6 8"}) {
        const JudgeAnswer a = core::answerJudge(JudgeFormat::Poj1077, input, core::defaultTableCache());
        QCOMPARE(a.output, expected);
        QCOMPARE(a.status, 0);
    }
}

void tst_Judge::hdu1043MatchesReference()
{
    // Random boards, half of them unsolvable: each answer is a shortest plan, the first in
    // u, d, l, r order at every step (what the published samples print), or "unsolvable".
    const auto &bfs = ref::referenceFor(3, 3, eightGoal());
    std::mt19937_64 rng(1043);
    std::string input, expected;
    std::vector<ref::Board> boards;
    for (int i = 0; i < 40; ++i) {
        const ref::Board b = ref::randomPermutation(9, rng);
        boards.push_back(b);
        input += tokens(b) + '\n';
        expected += bfs.distance(b) < 0 ? std::string("unsolvable") : smallestInOrder(bfs, b, "udlr");
        expected += '\n';
    }
    const JudgeAnswer a = core::answerJudge(JudgeFormat::Hdu1043, input, core::defaultTableCache());
    QCOMPARE(a.output, expected);
    bool anyUnsolvable = false;
    for (const auto &b : boards)
        anyUnsolvable = anyUnsolvable || bfs.distance(b) < 0;
    QVERIFY(anyUnsolvable);
    QCOMPARE(a.status, 1);
}

void tst_Judge::hdu3567MatchesReference()
{
    // Random solvable pairs on two goals: "Case k: n" and the smallest shortest plan in d, l, r, u
    // order, which is what the reference's smallestPlan gives.
    std::mt19937_64 rng(3567);
    std::string input = "6\n", expected;
    for (int k = 1; k <= 6; ++k) {
        const ref::Board goal = k <= 3 ? eightGoal() : ref::Board{0, 1, 2, 3, 4, 5, 6, 7, 8};
        const auto &bfs = ref::referenceFor(3, 3, goal);
        ref::Board start;
        do
            start = ref::randomPermutation(9, rng);
        while (bfs.distance(start) < 0);
        input += compact(start) + '\n' + compact(goal) + '\n';
        const std::string plan = bfs.smallestPlan(start);
        expected += "Case " + std::to_string(k) + ": " + std::to_string(plan.size()) + '\n' + plan + '\n';
    }
    const JudgeAnswer a = core::answerJudge(JudgeFormat::Hdu3567, input, core::defaultTableCache());
    QCOMPARE(a.output, expected);
    QCOMPARE(a.status, 0);
}

void tst_Judge::repeatedBoards()
{
    // The same board twice is answered twice, the same way; a board already at the goal gets
    // an empty line (HDU 1043) or "Case k: 0" and an empty plan (HDU 3567).
    const JudgeAnswer a = core::answerJudge(JudgeFormat::Hdu1043, "2 3 4 1 5 x 7 6 8\n1 2 3 4 5 6 7 8 x\n2 3 4 1 5 x 7 6 8\n", core::defaultTableCache());
    QCOMPARE(a.output, std::string("ullddrurdllurdruldr\n\nullddrurdllurdruldr\n"));
    QCOMPARE(a.status, 0);
    const JudgeAnswer b = core::answerJudge(JudgeFormat::Hdu3567, "2\n12X453786\n12345678X\n12X453786\n12X453786\n", core::defaultTableCache());
    QCOMPARE(b.output, std::string("Case 1: 2\ndd\nCase 2: 0\n\n"));
    QCOMPARE(b.status, 0);
}

void tst_Judge::unsolvableBoards()
{
    // Two tiles swapped: no plan exists. The other boards are still answered; the status says 1.
    const JudgeAnswer one = core::answerJudge(JudgeFormat::Poj1077, "1 2 3 4 5 6 8 7 x", core::defaultTableCache());
    QCOMPARE(one.output, std::string("unsolvable\n"));
    QCOMPARE(one.status, 1);
    const JudgeAnswer cases = core::answerJudge(JudgeFormat::Hdu3567, "2\n12345678X\n21345678X\n12X453786\n12345678X\n", core::defaultTableCache());
    QCOMPARE(cases.output, std::string("Case 1: unsolvable\nCase 2: 2\ndd\n"));
    QCOMPARE(cases.status, 1);
    QVERIFY(cases.error.empty());
}

void tst_Judge::malformedInput_data()
{
    QTest::addColumn<int>("format");
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<QByteArray>("output"); // the answers before the bad board
    QTest::addColumn<QString>("error");
    const int poj1077 = int(JudgeFormat::Poj1077), hdu1043 = int(JudgeFormat::Hdu1043);
    const int hdu3567 = int(JudgeFormat::Hdu3567), poj2286 = int(JudgeFormat::Poj2286);
    QTest::newRow("empty") << hdu1043 << QByteArray(" \n\n") << QByteArray() << "no board in the input";
    QTest::newRow("two for poj1077") << poj1077 << QByteArray("1 2 3 4 5 6 7 8 x\n1 2 3 4 5 6 7 8 x\n") << QByteArray()
                                     << "line 2: POJ 1077 gives one board; use hdu1043 for several";
    QTest::newRow("duplicate tile") << hdu1043 << QByteArray("1 2 3 4 5 6 7 8 x\n1 2 3 4 5 6 7 7 x\n")
                                    << QByteArray("\n") << "line 2, column 15: tile 7 appears twice";
    QTest::newRow("unknown character") << hdu1043 << QByteArray("2 3 4 1 5 x 7 6 8\n\n1 2 3 4 # 6 7 8 x\n")
                                       << QByteArray("ullddrurdllurdruldr\n") << "line 3, column 9: unknown character '#'";
    QTest::newRow("short last board") << hdu1043 << QByteArray("1 2 3 4 5 6 7 8 x\n1 2 3\n") << QByteArray("\n")
                                      << "line 2, column 1: the last board has only 3 of its 9 tiles";
    QTest::newRow("case count") << hdu3567 << QByteArray("two\n12X453786\n12345678X\n") << QByteArray()
                                << "line 1: expected the number of cases, found \"two\"";
    QTest::newRow("no cases line") << hdu3567 << QByteArray("\n") << QByteArray()
                                   << "no input: expected the number of cases on the first line";
    QTest::newRow("bad goal") << hdu3567 << QByteArray("1\n12X453786\n12345678Y\n") << QByteArray()
                              << "line 3, column 9: unknown character 'Y'";
    QTest::newRow("missing case") << hdu3567 << QByteArray("2\n12X453786\n12345678X\n564178X23\n")
                                  << QByteArray("Case 1: 2\ndd\n")
                                  << "case 2 is missing: the input ends after 3 board lines but announced 2 cases";
    QTest::newRow("short rotation") << poj2286 << QByteArray("1 1 1 1 1 1 1 1 2 2 2 2 2 2 2 2 3 3 3 3 3 3 3 3\n1 1 1\n0\n")
                                    << QByteArray("DDHH\n2\n") << "line 2";
}

void tst_Judge::malformedInput()
{
    QFETCH(int, format);
    QFETCH(QByteArray, input);
    QFETCH(QByteArray, output);
    QFETCH(QString, error);
    const JudgeAnswer a = core::answerJudge(JudgeFormat(format), input.toStdString(), core::defaultTableCache());
    QCOMPARE(a.status, 2);
    QCOMPARE(bytes(a.output), output);
    QVERIFY2(QString::fromStdString(a.error).startsWith(error), a.error.c_str());
}

void tst_Judge::rotationEndOfInput()
{
    // Without the closing "0" the boards are still answered, with a note for stderr; anything
    // after the "0" is not read.
    const std::string board = "1 1 1 1 3 2 3 2 3 1 3 2 2 3 1 2 2 2 3 1 2 1 3 3\n";
    const JudgeAnswer open = core::answerJudge(JudgeFormat::Poj2286, board, core::defaultTableCache());
    QCOMPARE(open.output, std::string("AC\n2\n"));
    QCOMPARE(open.notes, std::string("note: the input ended without the closing line \"0\"\n"));
    QCOMPARE(open.status, 0);
    const JudgeAnswer closed = core::answerJudge(JudgeFormat::Poj2286, board + "0\nnot a board\n", core::defaultTableCache());
    QCOMPARE(closed.output, std::string("AC\n2\n"));
    QVERIFY(closed.notes.empty());
    QCOMPARE(closed.status, 0);
}

QTEST_APPLESS_MAIN(tst_Judge)
#include "tst_judge.moc"
