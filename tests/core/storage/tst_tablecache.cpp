// TableCache: one build per key however many threads ask, clear() and bytes(), a cancelled
// build keeps nothing, and instances do not share; searches find their tables through the
// cache their SearchContext names.
#include "storage/tablecache.h"
#include "storage/tablefile.h"
#include "sliding/game/slidingsolve.h"
#include "search/searchcontext.h"
#include "solvers/solverregistry.h"
#include "sliding/board/slidingtext.h"

#include <QtTest>

#define XXH_INLINE_ALL
#include <xxhash.h>

#include <sstream>

#include <atomic>
#include <latch>
#include <stop_token>
#include <thread>

namespace {

struct Blob {
    std::vector<char> data;
    std::size_t bytes() const { return data.size(); }
};

} // namespace

class tst_TableCache : public QObject {
    Q_OBJECT
private slots:
    void twoThreadsBuildOnce();
    void otherTablesDoNotWait();
    void clearEmpties();
    void cancelledBuildKeepsNothing();
    void instancesDoNotShare();
    void searchUsesItsContextsCache();
    void tableFilesCarryXxh3();
};

void tst_TableCache::twoThreadsBuildOnce()
{
    core::TableCache cache;
    std::atomic<int> builds{0};
    std::latch inBuild(1), release(1);
    auto build = [&] {
        ++builds;
        inBuild.count_down();
        release.wait(); // hold the build until the second thread has asked too
        return std::make_shared<const Blob>(Blob{std::vector<char>(100)});
    };
    std::shared_ptr<const Blob> first, second;
    std::thread a([&] { first = cache.get<const Blob>("blob", build); });
    inBuild.wait();
    std::atomic<bool> asked{false};
    std::thread b([&] {
        asked = true;
        second = cache.get<const Blob>("blob", build);
    });
    while (!asked)
        std::this_thread::yield();
    release.count_down();
    a.join();
    b.join();
    QVERIFY(first);
    QCOMPARE(first, second);
    QCOMPARE(builds.load(), 1);
    QCOMPARE(cache.size(), std::size_t(1));
}

void tst_TableCache::otherTablesDoNotWait()
{
    // While one table is being built, a table already built is found, and ifBuilt() of the
    // one under way answers nullptr at once instead of waiting.
    core::TableCache cache;
    const auto ready = cache.get<const Blob>("ready", [] { return std::make_shared<const Blob>(Blob{std::vector<char>(7)}); });
    std::latch inBuild(1), release(1);
    std::thread slow([&] {
        cache.get<const Blob>("slow", [&] {
            inBuild.count_down();
            release.wait();
            return std::make_shared<const Blob>(Blob{std::vector<char>(3)});
        });
    });
    inBuild.wait();
    int builds = 0;
    QCOMPARE(cache.get<const Blob>("ready", [&] { ++builds; return std::shared_ptr<const Blob>(); }), ready);
    QCOMPARE(builds, 0);
    QCOMPARE(cache.ifBuilt<const Blob>("ready"), ready);
    QVERIFY(!cache.ifBuilt<const Blob>("slow"));
    QCOMPARE(cache.bytes(), std::size_t(7)); // the table under way counts once it is there
    release.count_down();
    slow.join();
    QVERIFY(cache.ifBuilt<const Blob>("slow"));
    QCOMPARE(cache.bytes(), std::size_t(10));
}

void tst_TableCache::clearEmpties()
{
    core::TableCache cache;
    const auto kept = cache.get<const Blob>("a", [] { return std::make_shared<const Blob>(Blob{std::vector<char>(40)}); });
    cache.get<const Blob>("b", [] { return std::make_shared<const Blob>(Blob{std::vector<char>(2)}); });
    QCOMPARE(cache.size(), std::size_t(2));
    QCOMPARE(cache.bytes(), std::size_t(42));
    cache.clear();
    QCOMPARE(cache.size(), std::size_t(0));
    QCOMPARE(cache.bytes(), std::size_t(0));
    QVERIFY(!cache.ifBuilt<const Blob>("a"));
    QCOMPARE(kept->bytes(), std::size_t(40)); // a caller's table outlives the entry
    int builds = 0;
    const auto again = cache.get<const Blob>("a", [&] {
        ++builds;
        return std::make_shared<const Blob>(Blob{std::vector<char>(40)});
    });
    QCOMPARE(builds, 1);
    QVERIFY(again != kept);
}

void tst_TableCache::cancelledBuildKeepsNothing()
{
    // Real tables: the 5-5-5 databases, asked for under a stop token that is already set.
    core::TableCache cache;
    std::stop_source stop;
    stop.request_stop();
    core::SearchContext stopped(stop.get_token());
    stopped.setTables(cache);
    const auto start = *core::parseSlidingBoard("1 2 3 4 5 6 7 8 9 10 11 12 13 14 0 15").board;
    const auto goal = core::SlidingBoard::standardGoal({4, 4});
    const auto o = core::solveSliding(start, goal, core::AlgorithmId::IdaStar, core::HeuristicId::Pdb555, stopped);
    QCOMPARE(o.status, core::SearchStatus::Cancelled);
    QCOMPARE(cache.size(), std::size_t(0));
    QCOMPARE(cache.bytes(), std::size_t(0));

    // Through the cache directly: a build that gives up leaves no entry, the next one builds.
    int builds = 0;
    QVERIFY(!cache.get<const Blob>("x", [&] {
        ++builds;
        return std::shared_ptr<const Blob>();
    }));
    QCOMPARE(cache.size(), std::size_t(0));
    QVERIFY(!cache.ifBuilt<const Blob>("x"));
    QVERIFY(cache.get<const Blob>("x", [&] {
        ++builds;
        return std::make_shared<const Blob>(Blob{std::vector<char>(5)});
    }));
    QCOMPARE(builds, 2);
    QCOMPARE(cache.size(), std::size_t(1));
}

void tst_TableCache::instancesDoNotShare()
{
    core::TableCache one, two;
    int builds = 0;
    auto build = [&] {
        ++builds;
        return std::make_shared<const Blob>(Blob{std::vector<char>(9)});
    };
    const auto a = one.get<const Blob>("k", build);
    const auto b = two.get<const Blob>("k", build);
    QCOMPARE(builds, 2);
    QVERIFY(a != b);
    one.clear();
    QCOMPARE(two.size(), std::size_t(1));
    QCOMPARE(two.ifBuilt<const Blob>("k"), b);
}

void tst_TableCache::searchUsesItsContextsCache()
{
    // A solve on the 3x3 tables through a context that names a fresh cache fills that cache,
    // not the process's default one.
    core::TableCache cache;
    core::SearchContext ctx;
    ctx.setTables(cache);
    const auto start = *core::parseSlidingBoard("8 6 7 2 5 4 3 0 1").board;
    const auto goal = core::SlidingBoard::standardGoal({3, 3});
    const std::size_t defaultBefore = core::defaultTableCache().size();
    const auto o = core::solveSliding(start, goal, core::AlgorithmId::IdaStar, core::HeuristicId::WalkingDistance, ctx);
    QCOMPARE(o.status, core::SearchStatus::Solved);
    QVERIFY(cache.size() > 0);
    QVERIFY(cache.bytes() > 0);
    QCOMPARE(core::defaultTableCache().size(), defaultBefore);
}

// The table files' frame: the magic line, the header, XXH3 (64 bits, little-endian) of header and
// entries, the entries. Worked out here with xxhash itself; a byte changed anywhere after the
// magic line is refused as damaged, and the wrong header as another table.
void tst_TableCache::tableFilesCarryXxh3()
{
    const std::string magic = "test-table 1\n";
    const std::vector<std::uint8_t> header{4, 4, 7};
    std::vector<std::uint8_t> entries(1000);
    for (std::size_t i = 0; i < entries.size(); ++i)
        entries[i] = std::uint8_t(i * 37 % 251);
    std::ostringstream out;
    core::writeTableFile(out, magic, header, entries);
    const std::string file = out.str();
    QCOMPARE(file.size(), magic.size() + header.size() + 8 + entries.size());
    std::string summed(header.begin(), header.end());
    summed.append(entries.begin(), entries.end());
    const std::uint64_t expected = XXH3_64bits(summed.data(), summed.size());
    std::uint64_t stored = 0;
    for (int i = 0; i < 8; ++i)
        stored |= std::uint64_t(static_cast<unsigned char>(file[magic.size() + header.size() + std::size_t(i)])) << (8 * i);
    QCOMPARE(stored, expected);
    std::string error;
    std::istringstream whole(file);
    const auto read = core::readTableFile(whole, magic, header, entries.size(), "not this kind", "another table", error);
    QVERIFY2(read && *read == entries, error.c_str());
    for (std::size_t at : {magic.size() + header.size() + 3, file.size() - 1, file.size() / 2}) {
        std::string damaged = file;
        damaged[at] = char(damaged[at] ^ 0x10);
        std::istringstream in(damaged);
        QVERIFY(!core::readTableFile(in, magic, header, entries.size(), "not this kind", "another table", error));
        QVERIFY2(error.find("checksum") != std::string::npos, error.c_str());
    }
    std::istringstream other(file);
    QVERIFY(!core::readTableFile(other, magic, {4, 4, 8}, entries.size(), "not this kind", "another table", error));
    QCOMPARE(error, std::string("another table"));
}

QTEST_APPLESS_MAIN(tst_TableCache)

#include "tst_tablecache.moc"
