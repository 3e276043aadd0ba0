// SparsePdb5 (sliding/pdb/sparsepdb5.h): the compact tables' values under a sparse index; the 5x5
// search through it is compared with the compact one in tst_fastida5.

#include "sliding/pdb/sparsepdb5.h"
#include "reference.h"
#include "sliding/fastida/smallpdb5.h"
#include "sliding/board/slidingtext.h"

#include "storage/tablefile.h"

#include <QDir>
#include <QTemporaryDir>
#include <QtTest>

#include <fstream>
#include <iterator>
#include <sstream>

#include <cmath>
#include <random>
#include <stop_token>

using fixtures5::Goals;
using fixtures5::smallPdb;

class tst_SparsePdb5 : public QObject {
    Q_OBJECT
private slots:
    void sparseTablesMatchCompact();
    void refusesWhatItCannotHold();
    void keptInTheCache();
    void keptOnDisk();
};

// Every sparse entry of a placement holds the compact table's value.
void tst_SparsePdb5::sparseTablesMatchCompact()
{
    for (int goal = 0; goal < 3; ++goal) {
        const auto goalBoard = *core::parseSlidingBoard(Goals[goal]).board;
        const auto pdb = smallPdb(goalBoard);
        QVERIFY(pdb);
        core::SparsePdb5 sparse(*pdb);
        QVERIFY(sparse.build(*pdb, {}, 2));
        QCOMPARE(sparse.groups(), 4);
        QCOMPARE(sparse.reflects(), pdb->reflects());
        QCOMPARE(std::uint64_t(sparse.bytes()), core::SparsePdb5::bytesFor(*pdb));
        std::uint64_t half = 0; // half a byte an entry, 25^k entries a group of k
        for (const auto &db : pdb->databases())
            half += (std::uint64_t(std::pow(25.0, double(db.tiles().size()))) + 1) / 2;
        QCOMPARE(std::uint64_t(sparse.bytes()), half);
        std::mt19937_64 rng(std::uint64_t(7 + goal));
        for (int i = 0; i < 20000; ++i) {
            const ref::Board b = ref::randomPermutation(25, rng);
            std::uint8_t where[25];
            for (int c = 0; c < 25; ++c)
                where[b[std::size_t(c)]] = std::uint8_t(c);
            for (int g = 0; g < 4; ++g) {
                const auto &db = pdb->databases()[std::size_t(g)];
                std::uint8_t p[8];
                int manhattan = 0;
                for (std::size_t t = 0; t < db.tiles().size(); ++t) {
                    p[t] = where[db.tiles()[t]];
                    manhattan += sparse.manhattan(db.tiles()[t], p[t]);
                }
                QCOMPARE(manhattan + 2 * sparse.nibble(g, sparse.index(g, where)), db.lookup(p));
            }
        }
    }
}

void tst_SparsePdb5::refusesWhatItCannotHold()
{
    // Built tables of a 4x4, or unbuilt ones, are not for it.
    const auto small4 = std::make_shared<core::AdditivePdb>(core::SlidingBoard::standardGoal({4, 4}),
                                                           std::vector<std::vector<int>>{{1, 2, 3}, {4, 5, 6}});
    QVERIFY(!core::SparsePdb5::fits(*small4));
    QVERIFY(small4->build({}, {}));
    QVERIFY(!core::SparsePdb5::fits(*small4));
    // A cancelled build leaves nothing in the cache.
    std::stop_source stop;
    stop.request_stop();
    core::TableCache cache;
    QVERIFY(!core::SparsePdb5::forPdb(cache, smallPdb(core::SlidingBoard::standardGoal({5, 5})), stop.get_token()));
}

// Made once for a cache and its databases, then found there without a build.
void tst_SparsePdb5::keptInTheCache()
{
    core::TableCache cache;
    const auto pdb = smallPdb(core::SlidingBoard::standardGoal({5, 5}));
    QVERIFY(pdb);
    QVERIFY(!core::SparsePdb5::ifBuilt(cache, pdb));
    const auto made = core::SparsePdb5::forPdb(cache, pdb);
    QVERIFY(made);
    QCOMPARE(core::SparsePdb5::ifBuilt(cache, pdb), made);
    QCOMPARE(core::SparsePdb5::forPdb(cache, pdb), made);
    QCOMPARE(std::uint64_t(cache.bytes()), std::uint64_t(made->bytes()));
    const auto other = smallPdb(core::SlidingBoard::standardGoal({5, 5})); // other databases: not these tables
    QVERIFY(!core::SparsePdb5::ifBuilt(cache, other));
}

// With a cache folder, the sparse tables are written there once and read by the next cache
// (another process, in effect): the same entries. A copy whose entries were raised and its
// checksum made to match is found out against the compact tables and made again.
void tst_SparsePdb5::keptOnDisk()
{
    QTemporaryDir dir;
    const auto goal = core::SlidingBoard::standardGoal({5, 5});
    const auto pdb = smallPdb(goal);
    QVERIFY(pdb);
    core::TableCache first;
    first.setDirectory(dir.path().toStdString());
    const auto made = core::SparsePdb5::forPdb(first, pdb);
    QVERIFY(made);
    const QStringList files = QDir(dir.path()).entryList({"sparse-5x5-*.bin"});
    QCOMPARE(files.size(), 1);
    QVERIFY(first.takeNotes().back().rfind("wrote ", 0) == 0);

    const auto same = [&](const core::SparsePdb5 &a, const core::SparsePdb5 &b) {
        for (int g = 0; g < a.groups(); ++g)
            for (std::uint32_t i = 0; i < 25 * 25 * 25; ++i)
                if (a.nibble(g, i) != b.nibble(g, i))
                    return false;
        return true;
    };
    core::TableCache second;
    second.setDirectory(dir.path().toStdString());
    const auto read = core::SparsePdb5::forPdb(second, smallPdb(goal));
    QVERIFY(read);
    QVERIFY(second.takeNotes().back().rfind("read ", 0) == 0);
    QVERIFY(same(*made, *read));

    // Raise every entry of the file, then make its checksum match.
    const std::string path = dir.filePath(files.front()).toStdString();
    std::string bytes;
    {
        std::ifstream in(path, std::ios::binary);
        bytes.assign(std::istreambuf_iterator<char>(in), {});
    }
    const std::string magic = "puzzlescope-sparse5 1\n";
    std::size_t header = 2;
    for (const auto &db : pdb->databases())
        header += 1 + db.tiles().size() + 8;
    const std::vector<std::uint8_t> head(bytes.begin() + std::ptrdiff_t(magic.size()),
                                         bytes.begin() + std::ptrdiff_t(magic.size() + header));
    std::vector<std::uint8_t> entries(bytes.begin() + std::ptrdiff_t(magic.size() + header + 8), bytes.end());
    QCOMPARE(std::uint64_t(entries.size()), core::SparsePdb5::bytesFor(*pdb));
    for (std::uint8_t &e : entries)
        e = 0xFF;
    {
        std::ofstream out(path, std::ios::binary | std::ios::trunc);
        core::writeTableFile(out, magic, head, entries);
    }
    core::TableCache third;
    third.setDirectory(dir.path().toStdString());
    const auto again = core::SparsePdb5::forPdb(third, smallPdb(goal));
    QVERIFY(again);
    const auto notes = third.takeNotes();
    QVERIFY(std::any_of(notes.begin(), notes.end(), [](const std::string &n) {
        return n.find("does not agree with the pattern databases") != std::string::npos;
    }));
    QVERIFY(same(*made, *again));
}

QTEST_APPLESS_MAIN(tst_SparsePdb5)
#include "tst_sparsepdb5.moc"
