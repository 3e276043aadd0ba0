// Pattern-database cache files: a table written and read back is the same, a damaged file is
// refused, the cache folder is used, and the layered tables round-trip too.
#include "pdb/additivepdb.h"
#include "pdb/patterndatabase.h"
#include "puzzles/sliding/slidingtext.h"

#include <QTemporaryDir>
#include <QtTest>

#include <fstream>
#include <functional>
#include <sstream>

#include <sys/stat.h>
#include <unistd.h>

class tst_PdbCache : public QObject {
    Q_OBJECT
private slots:
    void cacheRoundTripAndDamage();
    void cacheFolder();
    void layeredCacheRoundTrip();
    void strangeFilesInTheFolder();
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
    QVERIFY(back.table() == db.table());
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
    // could not have been built: the goal not at 0, or an unreached entry.
    // The file with its entries changed by `change` and the checksum made to match; read back.
    const std::size_t headerEnd = bytes.size() - db.table().size() - 8;
    auto forged = [&](const std::function<void(char *entries)> &change, std::string &why) {
        std::string f = bytes;
        change(f.data() + headerEnd + 8);
        std::uint64_t h = 14695981039346656037ull;
        for (std::size_t i = 18; i < headerEnd; ++i) // after the text line "puzzlescope-pdb 1"
            h = (h ^ static_cast<unsigned char>(f[i])) * 1099511628211ull;
        for (std::size_t i = headerEnd + 8; i < f.size(); ++i)
            h = (h ^ static_cast<unsigned char>(f[i])) * 1099511628211ull;
        for (int i = 0; i < 8; ++i)
            f[headerEnd + std::size_t(i)] = char(h >> (8 * i));
        core::PatternDatabase d(goal, {1, 2, 3, 4});
        std::istringstream fin(f);
        return d.read(fin, why);
    };
    auto forge = [&](std::size_t entry, char value) {
        std::string why;
        return forged([&](char *entries) { entries[entry] = value; }, why);
    };
    // An underestimate is still admissible: accepted, as nothing in the file can tell. An
    // overestimate is caught by the walks from the goal that load runs.
    QVERIFY(forge(5, char(std::max(0, int(db.table()[5]) - 1))));
    QVERIFY(!forge(5, char(db.table()[5] + 9)));
    QVERIFY(!forge(5, char(0xFF)));      // an unreached entry
    std::size_t goalEntry = 0;
    while (db.table()[goalEntry] != 0)
        ++goalEntry;
    QVERIFY(!forge(goalEntry, 3));       // the goal not at 0
    // Every value doubled (or tripled), the checksum made to match: refused.
    for (int factor : {2, 3}) {
        std::string why;
        QVERIFY(!forged(
            [&](char *entries) {
                for (std::size_t e = 0; e < db.table().size(); ++e)
                    entries[e] = char(std::min(254, db.table()[e] * factor));
            },
            why));
        QVERIFY2(QString::fromStdString(why).contains("overestimates"), why.c_str());
    }
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
        QVERIFY(fresh.table() == db.table());
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
    QVERIFY(back.table() == db.table());
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

QTEST_APPLESS_MAIN(tst_PdbCache)
#include "tst_pdbcache.moc"
