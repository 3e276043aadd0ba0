// NodeMap skips walking its nodes when it is dropped, unless a key or value owns memory of its
// own: keys in a string's inline buffer are skipped, keys on the heap are freed (the sanitizer
// build's leak check fails this test if they were not), and lookups see every key either way.
#include "search/nodemap.h"

#include <QtTest>

#include <string>

class tst_NodeMap : public QObject {
    Q_OBJECT
private slots:
    void keysInlineAndOnTheHeap_data();
    void keysInlineAndOnTheHeap();
};

void tst_NodeMap::keysInlineAndOnTheHeap_data()
{
    QTest::addColumn<int>("length");
    QTest::addColumn<int>("longEvery"); // one key in this many is long (0: none)
    QTest::newRow("packed 4x4 keys (8 bytes, inline)") << 8 << 0;
    QTest::newRow("25-cell keys (on the heap)") << 25 << 0;
    QTest::newRow("inline, then one on the heap") << 8 << 1000;
}

void tst_NodeMap::keysInlineAndOnTheHeap()
{
    QFETCH(int, length);
    QFETCH(int, longEvery);
    auto keyOf = [&](int i) {
        std::string k(std::size_t(longEvery && i % longEvery == 999 ? 40 : length), 'a');
        for (std::size_t b = 0; b < 4 && b < k.size(); ++b)
            k[b] = char(i >> (8 * b));
        return k;
    };
    for (int round = 0; round < 3; ++round) {
        core::NodeMap<std::string, unsigned char> map;
        for (int i = 0; i < 20000; ++i)
            QVERIFY(map.emplace(keyOf(i), static_cast<unsigned char>(i)).second);
        QVERIFY(!map.try_emplace(keyOf(7), 0).second);
        QCOMPARE(map.size(), std::size_t(20000));
        for (int i = 0; i < 20000; i += 97) {
            const auto it = map.find(keyOf(i));
            QVERIFY(it != map.end());
            QCOMPARE(int(it->second), i & 255);
        }
    }
}

QTEST_APPLESS_MAIN(tst_NodeMap)
#include "tst_nodemap.moc"
