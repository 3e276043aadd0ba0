// Pattern-database cache files: a table written and read back is the same, a damaged file is
// refused, the cache folder is used, and the layered tables round-trip too.
#include "sliding/pdb/additivepdb.h"
#include "sliding/pdb/patterndatabase.h"
#include "sliding/board/slidingtext.h"
#include "sliding/pdb/remadetable.h"

#include <QTemporaryDir>
#include <QtTest>

#include <chrono>
#include <fstream>
#include <functional>
#include <sstream>
#include <thread>

#include <sys/stat.h>
#include <unistd.h>

class tst_PdbCache : public QObject {
    Q_OBJECT
private slots:
    void cacheRoundTripAndDamage();
    void cacheFolder();
    void layeredCacheRoundTrip();
    void strangeFilesInTheFolder();
    void loadedTablesAreCheckedOnce();
};

void tst_PdbCache::cacheRoundTripAndDamage()
{
    const auto goal = core::SlidingBoard::standardGoal({3, 3});
    core::PatternDatabase db(goal, {1, 2, 3, 4});
    QVERIFY(db.build());
    std::ostringstream out;
    db.write(out);
    const std::string bytes = out.str();
    core::PatternDatabase back(goal, {1, 2, 3, 4});
    std::string error;
    std::istringstream in(bytes);
    QVERIFY2(back.read(in, error), error.c_str());
    QVERIFY(back.values() == db.values());
    QVERIFY(back.packed() == db.packed());
    // Every single-bit flip and every truncation is refused.
    for (std::size_t i = 0; i < bytes.size(); ++i) {
        for (int bit = 0; bit < 8; ++bit) {
            std::string damaged = bytes;
            damaged[i] = char(damaged[i] ^ (1 << bit));
            core::PatternDatabase d(goal, {1, 2, 3, 4});
            std::istringstream din(damaged);
            QVERIFY2(!d.read(din, error), qPrintable(QStringLiteral("byte %1 bit %2").arg(i).arg(bit)));
            QVERIFY(!d.isBuilt());
        }
    }
    for (std::size_t n = 0; n < bytes.size(); n += 7) {
        core::PatternDatabase d(goal, {1, 2, 3, 4});
        std::istringstream din(bytes.substr(0, n));
        QVERIFY(!d.read(din, error));
    }
    // A file forged to match its checksum (what the fuzzer did first) is refused when its table
    // could not have been built: the goal not at 0, an unreached entry, or an overestimate.
    // The file made anew around `storage`, packed or a byte a value, its checksum made to
    // match; read back.
    QVERIFY(db.packed());
    auto forged = [&](bool packed, const std::vector<std::uint8_t> &storage, std::string &why) {
        const std::string f = remadeTableFile(bytes, db.storage().size(), packed, storage);
        core::PatternDatabase d(goal, {1, 2, 3, 4});
        std::istringstream fin(f);
        return d.read(fin, why);
    };
    const std::vector<std::uint8_t> values = db.values();
    auto forge = [&](std::size_t entry, std::uint8_t value) {
        std::string why;
        auto v = values;
        v[entry] = value;
        return forged(false, v, why);
    };
    // The same table a byte a value is read as well (a table whose values do not fit in four
    // bits is kept that way).
    std::string why;
    QVERIFY2(forged(false, values, why), why.c_str());
    // An underestimate is still admissible: accepted, as nothing in the file can tell. An
    // overestimate is caught by the walks from the goal that load runs.
    QVERIFY(forge(5, std::uint8_t(std::max(0, int(values[5]) - 1))));
    QVERIFY(!forge(5, std::uint8_t(values[5] + 9)));
    QVERIFY(!forge(5, 0xFF)); // an unreached entry
    const auto goalEntry = std::size_t(std::find(values.begin(), values.end(), 0) - values.begin());
    QVERIFY(!forge(goalEntry, 3)); // the goal not at 0
    // Every value doubled (or tripled), the checksum made to match: refused.
    for (int factor : {2, 3}) {
        auto v = values;
        for (auto &x : v)
            x = std::uint8_t(std::min(254, x * factor));
        QVERIFY(!forged(false, v, why));
        QVERIFY2(QString::fromStdString(why).contains("overestimates"), why.c_str());
    }
    // Packed: the goal's nibble raised, or every nibble, refused the same way.
    const std::vector<std::uint8_t> packed(db.storage().begin(), db.storage().end());
    auto nibbleRaised = packed;
    nibbleRaised[goalEntry / 2] = std::uint8_t(nibbleRaised[goalEntry / 2] | (1 << (goalEntry % 2 * 4)));
    QVERIFY(!forged(true, nibbleRaised, why));
    auto allRaised = packed;
    for (auto &x : allRaised)
        x = std::uint8_t(x | 0x33);
    allRaised[goalEntry / 2] = std::uint8_t(allRaised[goalEntry / 2] & ~(15 << (goalEntry % 2 * 4)));
    QVERIFY(!forged(true, allRaised, why));
    QVERIFY2(QString::fromStdString(why).contains("overestimates"), why.c_str());
    // A file for another pattern or goal is not trusted either.
    core::PatternDatabase other(goal, {5, 6, 7, 8});
    std::istringstream oin(bytes);
    QVERIFY(!other.read(oin, error));
    QVERIFY(QString::fromStdString(error).contains("another board, goal or pattern"));
}

void tst_PdbCache::cacheFolder()
{
    QTemporaryDir dir;
    core::TableCache cache;
    cache.setDirectory(dir.path().toStdString());
    const auto goal = *core::parseSlidingBoard("1 2 3 4 5 6 7 8 9 10 11 12 13 15 14 0").board; // a goal of its own
    const auto built = core::AdditivePdb::forGoal(cache, goal, "555");
    QVERIFY(built);
    const auto notes = cache.takeNotes();
    QCOMPARE(notes.size(), std::size_t(3));
    for (const auto &n : notes)
        QVERIFY2(n.rfind("wrote ", 0) == 0, n.c_str());
    const QStringList files = QDir(dir.path()).entryList(QDir::Files);
    QCOMPARE(files.size(), 3);
    // Another process would read them back: the same tables from the files.
    for (std::size_t i = 0; i < built->databases().size(); ++i) {
        const auto &db = built->databases()[i];
        core::PatternDatabase fresh(goal, db.tiles());
        bool read = false;
        for (const QString &f : files) {
            std::ifstream in(QDir(dir.path()).filePath(f).toStdString(), std::ios::binary);
            std::string error;
            read = read || fresh.read(in, error);
        }
        QVERIFY(read);
        QVERIFY(fresh.values() == db.values());
    }
}

// A table from LayeredPdbBuilder goes through the cache format like any other: read back
// equal, refused when damaged.
void tst_PdbCache::layeredCacheRoundTrip()
{
    const auto goal = core::SlidingBoard::standardGoal({4, 4});
    core::PatternDatabase db(goal, {13, 14, 15, 12});
    QVERIFY(db.buildLayered());
    std::ostringstream out;
    db.write(out);
    const std::string bytes = out.str();
    core::PatternDatabase back(goal, {13, 14, 15, 12});
    std::string error;
    std::istringstream in(bytes);
    QVERIFY2(back.read(in, error), error.c_str());
    QVERIFY(back.values() == db.values());
    QVERIFY(back.packed() == db.packed());
    for (std::size_t i : {std::size_t(3), std::size_t(40), bytes.size() / 2, bytes.size() - 1}) {
        std::string damaged = bytes;
        damaged[i] = char(damaged[i] ^ 0x10);
        core::PatternDatabase d(goal, {13, 14, 15, 12});
        std::istringstream din(damaged);
        QVERIFY(!d.read(din, error));
        QVERIFY(!d.isBuilt());
    }
}

// What another user or a mistake leaves in a shared cache folder: a folder, a FIFO or a link to
// someone's file where a table should be. The build neither hangs nor reads nor writes through
// them, and says what it found.
void tst_PdbCache::strangeFilesInTheFolder()
{
    const auto goal = core::SlidingBoard::standardGoal({4, 4});
    QTemporaryDir first;
    {
        core::TableCache cache;
        cache.setDirectory(first.path().toStdString());
        QVERIFY(core::AdditivePdb::forGoal(cache, goal, "555"));
    }
    const QStringList names = QDir(first.path()).entryList(QDir::Files, QDir::Name);
    QCOMPARE(names.size(), 3);
    QTemporaryDir dir;
    QDir d(dir.path());
    const std::string victim = d.filePath("victim.txt").toStdString();
    std::ofstream(victim) << "precious";
    QVERIFY(d.mkdir(names[0]));
    QCOMPARE(::mkfifo(d.filePath(names[1]).toLocal8Bit().constData(), 0600), 0);
    QCOMPARE(::symlink(victim.c_str(), d.filePath(names[2] + ".tmp").toLocal8Bit().constData()), 0);
    core::TableCache cache;
    cache.setDirectory(dir.path().toStdString());
    QVERIFY(core::AdditivePdb::forGoal(cache, goal, "555"));
    const auto notes = cache.takeNotes();
    QString all;
    for (const auto &n : notes)
        all += QString::fromStdString(n) + '\n';
    QVERIFY2(all.contains(names[0] + ": it is a folder, not a table file"), qPrintable(all));
    QVERIFY2(all.contains(names[1] + ": it is a FIFO or socket, not a table file"), qPrintable(all));
    QVERIFY2(all.contains("wrote " + d.filePath(names[2])), qPrintable(all));
    std::ifstream in(victim);
    std::string text;
    in >> text;
    QCOMPARE(text, std::string("precious"));
    QCOMPARE(d.entryList({"*.tmp"}, QDir::Files | QDir::System), QStringList{names[2] + ".tmp"}); // only the planted link
}

// A table loaded from its file (PatternDatabase::load) holds what it wrote. Its checksum is
// checked until the folder's record of checked tables names it (from a second after its last
// change on); a change in place after that is still refused, as are files others can write and
// links.
void tst_PdbCache::loadedTablesAreCheckedOnce()
{
    QTemporaryDir dir;
    const auto goal = core::SlidingBoard::standardGoal({3, 3});
    core::PatternDatabase db(goal, {1, 2, 3, 4});
    QVERIFY(db.build());
    const std::string path = dir.filePath("table.bin").toStdString();
    const auto write = [&] {
        std::ofstream out(path, std::ios::binary | std::ios::trunc);
        db.write(out);
    };
    write();
    const auto recorded = [&] {
        std::ifstream in(dir.filePath("checked-tables").toStdString());
        const std::string text((std::istreambuf_iterator<char>(in)), {});
        return text.find("table.bin\t") != std::string::npos;
    };
    const auto load = [&](std::string &error) {
        core::PatternDatabase m(goal, {1, 2, 3, 4});
        const bool ok = m.load(path, error);
        if (ok && m.values() != db.values())
            error = "loaded other values";
        return ok && error.empty();
    };
    std::string error;
    QVERIFY2(load(error), error.c_str());
    QVERIFY(!recorded()); // changed less than a second ago
    std::this_thread::sleep_for(std::chrono::milliseconds(1100));
    QVERIFY2(load(error), error.c_str());
    QVERIFY(recorded());
    QVERIFY2(load(error), error.c_str()); // now on the record's word

    // One entry changed in place, the size kept: the record no longer names the file.
    {
        std::fstream f(path, std::ios::binary | std::ios::in | std::ios::out);
        f.seekp(-1, std::ios::end);
        f.put('\x7f');
    }
    QVERIFY(!load(error));
    QCOMPARE(error, std::string("damaged (checksum mismatch)"));

    write();
    QVERIFY(::chmod(path.c_str(), 0666) == 0);
    QVERIFY(!load(error));
    QVERIFY2(error.find("only you can write") != std::string::npos, error.c_str());
    QVERIFY(::chmod(path.c_str(), 0644) == 0);
    const std::string link = dir.filePath("link.bin").toStdString();
    QVERIFY(::symlink(path.c_str(), link.c_str()) == 0);
    core::PatternDatabase viaLink(goal, {1, 2, 3, 4});
    QVERIFY(!viaLink.load(link, error));
    QVERIFY(load(error));
}

QTEST_APPLESS_MAIN(tst_PdbCache)
#include "tst_pdbcache.moc"
