// Comparing algorithms: the effective branching factor and the sensible algorithm x heuristic
// pairs offered for each puzzle.

#include "position/position.h"
#include "solvers/comparison.h"
#include "sliding/board/slidingposition.h"
#include "rotation/board/rotationboard.h"

#include <QtTest>

#include <algorithm>
#include <cmath>

using core::AlgorithmId;
using core::HeuristicId;
using core::PuzzleKind;
using core::RunChoice;

namespace {

// 1 + b + ... + b^d, written independently of core.
double treeNodes(double b, int d)
{
    return b == 1.0 ? double(d + 1) : (std::pow(b, d + 1) - 1) / (b - 1);
}

bool contains(const std::vector<RunChoice> &v, AlgorithmId a, HeuristicId h)
{
    return std::find(v.begin(), v.end(), RunChoice{a, h}) != v.end();
}

bool containsAlgorithm(const std::vector<RunChoice> &v, AlgorithmId a)
{
    return std::any_of(v.begin(), v.end(), [a](const RunChoice &c) { return c.algorithm == a; });
}

} // namespace

class tst_Comparison : public QObject {
    Q_OBJECT

private slots:
    void knownValues_data();
    void knownValues();
    void generatedEqualsDepth();
    void zeroDepth();
    void monotoneInGenerated();
    void solvesTheDefiningEquation();
    void sensibleChoicesPass_data();
    void sensibleChoicesPass();
    void slidingThreeByThree();
    void slidingFourByFour();
    void rotation();
};

void tst_Comparison::knownValues_data()
{
    QTest::addColumn<quint64>("generated");
    QTest::addColumn<int>("depth");
    QTest::addColumn<double>("expected");
    QTest::newRow("d2 N6 -> 2") << quint64(6) << 2 << 2.0;      // 1 + 2 + 4 = 7
    QTest::newRow("d5 N62 -> 2") << quint64(62) << 5 << 2.0;    // 2^6 - 1 = 63
    QTest::newRow("d3 N39 -> 3") << quint64(39) << 3 << 3.0;    // 1 + 3 + 9 + 27 = 40
    QTest::newRow("d1 N10 -> 10") << quint64(10) << 1 << 10.0;  // 1 + 10 = 11
    QTest::newRow("d2 N30 -> 5") << quint64(30) << 2 << 5.0;    // 1 + 5 + 25 = 31
}

void tst_Comparison::knownValues()
{
    QFETCH(quint64, generated);
    QFETCH(int, depth);
    QFETCH(double, expected);
    const double b = core::effectiveBranchingFactor(generated, depth);
    QVERIFY2(std::abs(b - expected) < 1e-6, qPrintable(QString::number(b, 'g', 17)));
}

void tst_Comparison::generatedEqualsDepth()
{
    for (int d = 1; d <= 40; ++d) {
        QCOMPARE(core::effectiveBranchingFactor(std::uint64_t(d), d), 1.0);
        // Fewer generated nodes than the depth is clamped to 1 as well.
        QCOMPARE(core::effectiveBranchingFactor(std::uint64_t(d / 2), d), 1.0);
    }
}

void tst_Comparison::zeroDepth()
{
    QCOMPARE(core::effectiveBranchingFactor(0, 0), 0.0);
    QCOMPARE(core::effectiveBranchingFactor(1000, 0), 0.0);
    QCOMPARE(core::effectiveBranchingFactor(1000, -3), 0.0);
}

void tst_Comparison::monotoneInGenerated()
{
    for (int d : {1, 3, 8, 20}) {
        double previous = core::effectiveBranchingFactor(std::uint64_t(d), d);
        for (std::uint64_t n = std::uint64_t(d) + 1; n < 5000; n = n * 5 / 4 + 1) {
            const double b = core::effectiveBranchingFactor(n, d);
            QVERIFY2(b > previous, qPrintable(QStringLiteral("d %1 N %2").arg(d).arg(n)));
            previous = b;
        }
    }
}

void tst_Comparison::solvesTheDefiningEquation()
{
    for (int d : {2, 7, 15, 31}) {
        for (std::uint64_t n : {std::uint64_t(100), std::uint64_t(12345), std::uint64_t(9'876'543)}) {
            if (n <= std::uint64_t(d))
                continue;
            const double b = core::effectiveBranchingFactor(n, d);
            const double target = double(n) + 1;
            QVERIFY2(std::abs(treeNodes(b, d) - target) / target < 1e-6,
                     qPrintable(QStringLiteral("d %1 N %2 b %3").arg(d).arg(n).arg(b)));
        }
    }
}

void tst_Comparison::sensibleChoicesPass_data()
{
    QTest::addColumn<int>("kind");
    QTest::addColumn<int>("width");
    QTest::addColumn<int>("height");
    QTest::addColumn<bool>("suboptimal");
    for (bool sub : {false, true}) {
        const char *tag = sub ? " all" : " optimal";
        QTest::newRow(qPrintable(QStringLiteral("3x3") + tag)) << int(core::SlidingKind) << 3 << 3 << sub;
        QTest::newRow(qPrintable(QStringLiteral("4x4") + tag)) << int(core::SlidingKind) << 4 << 4 << sub;
        QTest::newRow(qPrintable(QStringLiteral("2x3") + tag)) << int(core::SlidingKind) << 2 << 3 << sub;
        QTest::newRow(qPrintable(QStringLiteral("5x5") + tag)) << int(core::SlidingKind) << 5 << 5 << sub;
        QTest::newRow(qPrintable(QStringLiteral("rotation") + tag)) << int(core::RotationKind) << 0 << 0 << sub;
    }
}

void tst_Comparison::sensibleChoicesPass()
{
    QFETCH(int, kind);
    QFETCH(int, width);
    QFETCH(int, height);
    QFETCH(bool, suboptimal);
    const auto k = PuzzleKind(kind);
    const core::BoardSize size{width, height};
    const auto choices = core::sensibleChoices(k, size, suboptimal);
    QVERIFY(!choices.empty());
    bool seenSuboptimal = false;
    for (const auto &c : choices) {
        const std::string why = core::describe(core::checkCombination(k, size, c.algorithm, c.heuristic));
        QVERIFY2(why.empty(), why.c_str());
        QCOMPARE(std::count(choices.begin(), choices.end(), c), std::ptrdiff_t(1));
        if (!suboptimal)
            QVERIFY(core::isOptimal(c.algorithm));
        // Optimal algorithms come first.
        if (!core::isOptimal(c.algorithm))
            seenSuboptimal = true;
        else
            QVERIFY(!seenSuboptimal);
    }
}

void tst_Comparison::slidingThreeByThree()
{
    const auto c = core::sensibleChoices(core::SlidingKind, {3, 3});
    QVERIFY(contains(c, AlgorithmId::Table, HeuristicId::None));
    QVERIFY(contains(c, AlgorithmId::Bfs, HeuristicId::None));
    QVERIFY(contains(c, AlgorithmId::IdaStar, HeuristicId::LinearConflict));
    QVERIFY(!contains(c, AlgorithmId::IdaStar, HeuristicId::Pdb555));
    QVERIFY(!contains(c, AlgorithmId::AStar, HeuristicId::CentreTable));
}

void tst_Comparison::slidingFourByFour()
{
    const auto c = core::sensibleChoices(core::SlidingKind, {4, 4});
    QVERIFY(contains(c, AlgorithmId::IdaStar, HeuristicId::Pdb555));
    QVERIFY(contains(c, AlgorithmId::IdaStar, HeuristicId::Pdb663));
    QVERIFY(contains(c, AlgorithmId::AStar, HeuristicId::Pdb555));
    QVERIFY(!containsAlgorithm(c, AlgorithmId::Table));
}

void tst_Comparison::rotation()
{
    const auto c = core::sensibleChoices(core::RotationKind, {});
    QVERIFY(contains(c, AlgorithmId::IdaStar, HeuristicId::CentreTable));
    QVERIFY(contains(c, AlgorithmId::AStar, HeuristicId::CentreCount));
    QVERIFY(!containsAlgorithm(c, AlgorithmId::Table));
    QVERIFY(!containsAlgorithm(c, AlgorithmId::Structured));
    QVERIFY(!contains(c, AlgorithmId::IdaStar, HeuristicId::Manhattan));
}

QTEST_APPLESS_MAIN(tst_Comparison)
#include "tst_comparison.moc"
