// RotationDistanceTable and smallestRotationPlan: ranks against the combinatorial definition,
// distances against a breadth-first search over raw 24-bit masks with the moves written out
// from the puzzle's statement, and plans against a textbook iterative-deepening search.

#include "rotation/tables/rotationdistancetable.h"
#include "rotation/board/rotationboard.h"

#include <QtTest>

#include <array>
#include <bit>
#include <random>
#include <string>
#include <vector>

namespace {

// POJ 2286's moves A..H, the cells each shifts, as the statement draws them.
const int Line[8][7] = {
    {0, 2, 6, 11, 15, 20, 22},  {1, 3, 8, 12, 17, 21, 23},  {10, 9, 8, 7, 6, 5, 4},
    {19, 18, 17, 16, 15, 14, 13}, {23, 21, 17, 12, 8, 3, 1}, {22, 20, 15, 11, 6, 2, 0},
    {13, 14, 15, 16, 17, 18, 19}, {4, 5, 6, 7, 8, 9, 10},
};
const int Centre[8] = {6, 7, 8, 11, 12, 15, 16, 17};
const int Inverse[8] = {5, 4, 7, 6, 1, 0, 3, 2};

using Cells = std::array<int, 24>;

void rotate(Cells &c, int m)
{
    const int first = c[std::size_t(Line[m][0])];
    for (int i = 0; i < 6; ++i)
        c[std::size_t(Line[m][i])] = c[std::size_t(Line[m][i + 1])];
    c[std::size_t(Line[m][6])] = first;
}

std::uint32_t rotateMask(std::uint32_t mask, int m)
{
    Cells c{};
    for (int i = 0; i < 24; ++i)
        c[std::size_t(i)] = int((mask >> i) & 1u);
    rotate(c, m);
    std::uint32_t out = 0;
    for (int i = 0; i < 24; ++i)
        out |= std::uint32_t(c[std::size_t(i)]) << i;
    return out;
}

bool centreFull(std::uint32_t mask)
{
    for (int c : Centre)
        if (!((mask >> c) & 1u))
            return false;
    return true;
}

// Distances to a full centre of every mask with `copies` cells set, by raw mask (2^24 bytes).
std::vector<std::uint8_t> bfsOverMasks(int copies)
{
    std::vector<std::uint8_t> dist(std::size_t(1) << 24, 0xFF);
    std::vector<std::uint32_t> layer, next;
    for (std::uint32_t m = 0; m < (1u << 24); ++m)
        if (std::popcount(m) == copies && centreFull(m)) {
            dist[m] = 0;
            layer.push_back(m);
        }
    for (std::uint8_t d = 1; !layer.empty(); ++d) {
        for (auto m : layer)
            for (int move = 0; move < 8; ++move) {
                const auto child = rotateMask(m, move);
                if (dist[child] == 0xFF) {
                    dist[child] = d;
                    next.push_back(child);
                }
            }
        layer.swap(next);
        next.clear();
    }
    return dist;
}

int estimate(const Cells &c)
{
    int count[4] = {0, 0, 0, 0};
    for (int i : Centre)
        ++count[c[std::size_t(i)]];
    return 8 - std::max({count[1], count[2], count[3]});
}

bool deepen(Cells &c, int depth, int bound, int last, std::string &path)
{
    const int h = estimate(c);
    if (h == 0)
        return true;
    if (depth + h > bound)
        return false;
    for (int m = 0; m < 8; ++m) {
        if (last >= 0 && m == Inverse[last])
            continue;
        rotate(c, m);
        path.push_back(char('A' + m));
        if (deepen(c, depth + 1, bound, m, path))
            return true;
        path.pop_back();
        rotate(c, Inverse[m]);
    }
    return false;
}

// The textbook answer: the first plan iterative deepening finds, trying A..H in order.
std::string textbookPlan(Cells c)
{
    std::string path;
    for (int bound = 0; !deepen(c, 0, bound, -1, path); ++bound)
        path.clear();
    return path;
}

core::RotationBoard boardOf(const Cells &c)
{
    core::RotationBoard b;
    for (std::size_t i = 0; i < 24; ++i)
        b.cells[i] = std::uint8_t(c[i]);
    return b;
}

} // namespace

class tst_RotationTable : public QObject {
    Q_OBJECT
private slots:
    void ranksAreDense_data();
    void ranksAreDense();
    void distancesMatchSearchOverMasks_data();
    void distancesMatchSearchOverMasks();
    void plansAreTheTextbookAnswers();
    void plansForUnevenCounts();
};

void tst_RotationTable::ranksAreDense_data()
{
    QTest::addColumn<int>("copies");
    for (int k : {8, 9, 10})
        QTest::addRow("%d copies", k) << k;
}

// rank maps the masks with k cells onto [0, C(24, k)) one to one, and unrank undoes it.
void tst_RotationTable::ranksAreDense()
{
    QFETCH(int, copies);
    core::TableCache cache;
    const auto table = core::RotationDistanceTable::forCopies(cache, copies);
    std::vector<bool> seen(table->size(), false);
    std::size_t masks = 0;
    for (std::uint32_t m = 0; m < (1u << 24); ++m) {
        if (std::popcount(m) != copies)
            continue;
        ++masks;
        const auto r = table->rank(m);
        QVERIFY(r < table->size());
        QVERIFY(!seen[r]);
        seen[r] = true;
        QCOMPARE(table->unrank(r), m);
    }
    QCOMPARE(masks, table->size());
}

void tst_RotationTable::distancesMatchSearchOverMasks_data()
{
    ranksAreDense_data();
}

void tst_RotationTable::distancesMatchSearchOverMasks()
{
    QFETCH(int, copies);
    core::TableCache cache;
    const auto table = core::RotationDistanceTable::forCopies(cache, copies);
    const auto dist = bfsOverMasks(copies);
    for (std::uint32_t r = 0; r < table->size(); ++r) {
        const auto m = table->unrank(r);
        if (table->distance(m) != dist[m])
            QFAIL(qPrintable(QString("mask %1: table %2, search %3").arg(m, 0, 16).arg(table->distance(m)).arg(dist[m])));
    }
}

// Random boards of eight 1s, 2s and 3s: the walk gives the textbook program's plan and digit.
void tst_RotationTable::plansAreTheTextbookAnswers()
{
    core::TableCache cache;
    std::mt19937_64 rng(2286);
    Cells c{};
    for (int i = 0; i < 24; ++i)
        c[std::size_t(i)] = 1 + i / 8;
    for (int k = 0; k < 60; ++k) {
        std::shuffle(c.begin(), c.end(), rng);
        const auto plan = core::smallestRotationPlan(boardOf(c), cache);
        QVERIFY(plan.solvable);
        Cells end = c;
        const std::string expected = textbookPlan(c);
        for (char m : expected)
            rotate(end, m - 'A');
        QCOMPARE(QString::fromStdString(plan.moves), QString::fromStdString(expected));
        QCOMPARE(plan.digit, end[6]);
        QCOMPARE(estimate(end), 0);
    }
    // Already solved: no moves, and the centre's digit.
    const Cells solved{1, 1, 1, 1, 3, 2, 3, 3, 3, 3, 3, 3, 3, 2, 2, 3, 3, 3, 2, 2, 2, 2, 2, 2};
    QCOMPARE(estimate(solved), 0);
    const auto none = core::smallestRotationPlan(boardOf(solved), cache);
    QVERIFY(none.solvable);
    QCOMPARE(QString::fromStdString(none.moves), QString());
    QCOMPARE(none.digit, 3);
}

// Counts other than eight each: only digits with eight or more copies can fill the centre, and
// each count has its own table.
void tst_RotationTable::plansForUnevenCounts()
{
    core::TableCache cache;
    std::mt19937_64 rng(7);
    for (const std::array<int, 3> counts : {std::array{10, 8, 6}, std::array{9, 9, 6}, std::array{12, 6, 6}}) {
        Cells c{};
        for (int i = 0, d = 0, left = counts[0]; i < 24; ++i) {
            while (left == 0)
                left = counts[std::size_t(++d)];
            c[std::size_t(i)] = d + 1;
            --left;
        }
        for (int k = 0; k < 10; ++k) {
            std::shuffle(c.begin(), c.end(), rng);
            const auto plan = core::smallestRotationPlan(boardOf(c), cache);
            QVERIFY(plan.solvable);
            QCOMPARE(QString::fromStdString(plan.moves), QString::fromStdString(textbookPlan(c)));
        }
    }
    Cells seven{};
    for (int i = 0; i < 24; ++i)
        seven[std::size_t(i)] = i < 7 ? 1 : i < 14 ? 2 : 3; // 7, 7, 10
    QVERIFY(core::smallestRotationPlan(boardOf(seven), cache).solvable);
    QCOMPARE(QString::fromStdString(core::smallestRotationPlan(boardOf(seven), cache).moves),
             QString::fromStdString(textbookPlan(seven)));
}

QTEST_APPLESS_MAIN(tst_RotationTable)
#include "tst_rotationtable.moc"
