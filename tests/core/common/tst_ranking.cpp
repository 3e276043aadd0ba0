// Ranking: full and partial permutation ranks are exact inverses over whole spaces.

#include "common/ranking.h"

#include <QtTest>

#include <algorithm>
#include <array>
#include <numeric>
#include <vector>

class tst_Ranking : public QObject {
    Q_OBJECT

private slots:
    void factorialMatchesProduct();
    void arrangementsMatchesProduct();
    void permutationRoundTrip_data();
    void permutationRoundTrip();
    void permutationRankIsLexicographic();
    void partialRoundTrip_data();
    void partialRoundTrip();
    void partialUnrankCoversSpace_data();
    void partialUnrankCoversSpace();
};

void tst_Ranking::factorialMatchesProduct()
{
    std::uint64_t product = 1;
    QCOMPARE(core::factorial(0), std::uint64_t(1));
    for (int n = 1; n <= 20; ++n) {
        product *= std::uint64_t(n);
        QCOMPARE(core::factorial(n), product);
    }
    // Published value: 20! = 2432902008176640000, the largest factorial in 64 bits.
    QCOMPARE(core::factorial(20), std::uint64_t(2432902008176640000ull));
    QCOMPARE(core::factorial(9), std::uint64_t(362880));
}

void tst_Ranking::arrangementsMatchesProduct()
{
    for (int n = 0; n <= 20; ++n) {
        std::uint64_t product = 1;
        for (int k = 0; k <= n; ++k) {
            QCOMPARE(core::arrangements(n, k), product);
            product *= std::uint64_t(n - k);
        }
        QCOMPARE(core::arrangements(n, n), core::factorial(n));
    }
    QCOMPARE(core::arrangements(16, 3), std::uint64_t(16 * 15 * 14));
    QCOMPARE(core::arrangements(9, 4), std::uint64_t(9 * 8 * 7 * 6));
    QCOMPARE(core::arrangements(16, 1), std::uint64_t(16));
}

void tst_Ranking::permutationRoundTrip_data()
{
    QTest::addColumn<int>("n");
    for (int n = 1; n <= 9; ++n)
        QTest::addRow("n=%d", n) << n;
}

// Over the whole n! space: unrank gives a permutation, rank(unrank(i)) == i, and every
// permutation is produced exactly once.
void tst_Ranking::permutationRoundTrip()
{
    QFETCH(int, n);
    const std::uint64_t total = core::factorial(n);
    std::vector<std::uint8_t> perm(static_cast<std::size_t>(n));
    std::vector<std::uint64_t> codes;
    codes.reserve(total);
    for (std::uint64_t i = 0; i < total; ++i) {
        core::unrankPermutation(i, perm);
        std::array<bool, 9> used{};
        std::uint64_t code = 0;
        for (auto v : perm) {
            if (v >= n || used[v])
                QFAIL(qPrintable(QStringLiteral("unrank(%1) is not a permutation").arg(i)));
            used[v] = true;
            code = code * 16 + v;
        }
        codes.push_back(code);
        const std::uint64_t back = core::rankPermutation(perm);
        if (back != i)
            QFAIL(qPrintable(QStringLiteral("rank(unrank(%1)) == %2").arg(i).arg(back)));
    }
    std::sort(codes.begin(), codes.end());
    QVERIFY(std::adjacent_find(codes.begin(), codes.end()) == codes.end());
    QCOMPARE(std::uint64_t(codes.size()), total);
}

// The Lehmer code ranks permutations in lexicographic order; checking against
// std::next_permutation also gives unrank(rank(p)) == p for every p of the 9! space.
void tst_Ranking::permutationRankIsLexicographic()
{
    std::array<std::uint8_t, 9> p{};
    std::iota(p.begin(), p.end(), std::uint8_t(0));
    std::array<std::uint8_t, 9> back{};
    std::uint64_t expected = 0;
    do {
        const std::uint64_t r = core::rankPermutation(p);
        if (r != expected)
            QFAIL(qPrintable(QStringLiteral("permutation number %1 ranked %2").arg(expected).arg(r)));
        core::unrankPermutation(r, back);
        if (back != p)
            QFAIL(qPrintable(QStringLiteral("unrank(rank(p)) != p at %1").arg(expected)));
        ++expected;
    } while (std::next_permutation(p.begin(), p.end()));
    QCOMPARE(expected, core::factorial(9));
}

void tst_Ranking::partialRoundTrip_data()
{
    QTest::addColumn<int>("n");
    QTest::addColumn<int>("k");
    QTest::newRow("16,3") << 16 << 3;
    QTest::newRow("9,4") << 9 << 4;
    QTest::newRow("16,1") << 16 << 1;
    QTest::newRow("6,6") << 6 << 6;
    QTest::newRow("25,2") << 25 << 2;
}

// Every k-tuple of distinct cells: rank in range, all ranks distinct, unrank(rank(p)) == p.
void tst_Ranking::partialRoundTrip()
{
    QFETCH(int, n);
    QFETCH(int, k);
    const std::uint64_t total = core::arrangements(n, k);
    std::vector<bool> hit(total, false);
    std::vector<std::uint8_t> pos(static_cast<std::size_t>(k)), back(static_cast<std::size_t>(k));
    std::uint64_t tuples = 0;
    // Odometer over all k-tuples of cells, keeping those with distinct cells.
    std::vector<int> digit(std::size_t(k), 0);
    for (;;) {
        bool distinct = true;
        for (int i = 0; i < k && distinct; ++i)
            for (int j = i + 1; j < k; ++j)
                if (digit[std::size_t(i)] == digit[std::size_t(j)])
                    distinct = false;
        if (distinct) {
            ++tuples;
            for (int i = 0; i < k; ++i)
                pos[std::size_t(i)] = std::uint8_t(digit[std::size_t(i)]);
            const std::uint64_t r = core::rankPartial(pos, n);
            if (r >= total)
                QFAIL(qPrintable(QStringLiteral("rank %1 out of range [0, %2)").arg(r).arg(total)));
            if (hit[r])
                QFAIL(qPrintable(QStringLiteral("rank %1 given twice").arg(r)));
            hit[r] = true;
            core::unrankPartial(r, n, back);
            if (back != pos)
                QFAIL(qPrintable(QStringLiteral("unrank(rank(p)) != p for rank %1").arg(r)));
        }
        int i = k - 1;
        while (i >= 0 && ++digit[std::size_t(i)] == n)
            digit[std::size_t(i--)] = 0;
        if (i < 0)
            break;
    }
    QCOMPARE(tuples, total);
    QVERIFY(std::all_of(hit.begin(), hit.end(), [](bool b) { return b; }));
}

void tst_Ranking::partialUnrankCoversSpace_data()
{
    partialRoundTrip_data();
}

// From the rank side: unrank(i) gives k distinct cells below n and rank(unrank(i)) == i.
void tst_Ranking::partialUnrankCoversSpace()
{
    QFETCH(int, n);
    QFETCH(int, k);
    const std::uint64_t total = core::arrangements(n, k);
    std::vector<std::uint8_t> pos(static_cast<std::size_t>(k));
    for (std::uint64_t i = 0; i < total; ++i) {
        core::unrankPartial(i, n, pos);
        std::uint64_t used = 0;
        for (auto p : pos) {
            if (p >= n || (used >> p) & 1u)
                QFAIL(qPrintable(QStringLiteral("unrank(%1) is not %2 distinct cells").arg(i).arg(k)));
            used |= std::uint64_t(1) << p;
        }
        const std::uint64_t back = core::rankPartial(pos, n);
        if (back != i)
            QFAIL(qPrintable(QStringLiteral("rank(unrank(%1)) == %2").arg(i).arg(back)));
    }
}

QTEST_APPLESS_MAIN(tst_Ranking)
#include "tst_ranking.moc"
