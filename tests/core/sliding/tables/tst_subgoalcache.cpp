// Subgoal tables in the cache folder: written whole, read back, and a damaged file is rebuilt
// with a note that says so (as pattern databases do), never silently.
#include "storage/tablecache.h"
#include "sliding/tables/subgoaltable.h"

#include <QTemporaryDir>
#include <QtTest>

#include <fstream>

class tst_SubgoalCache : public QObject {
    Q_OBJECT
private slots:
    void damagedFileIsRebuiltAndSaid();
};

namespace {
// The 3x3's top row as a stage: every cell free, tiles to cells 0, 1, 2.
std::shared_ptr<const core::SubgoalTable> stage(core::TableCache &cache)
{
    return core::SubgoalTable::forStage(cache, {3, 3}, {0, 1, 2, 3, 4, 5, 6, 7, 8}, {0, 1, 2}, {}, {});
}
QString joined(const std::vector<std::string> &notes)
{
    QString all;
    for (const auto &n : notes)
        all += QString::fromStdString(n) + '\n';
    return all;
}
} // namespace

void tst_SubgoalCache::damagedFileIsRebuiltAndSaid()
{
    QTemporaryDir dir;
    std::shared_ptr<const core::SubgoalTable> built;
    {
        core::TableCache cache;
        cache.setDirectory(dir.path().toStdString());
        built = stage(cache);
        QVERIFY(built);
        QVERIFY2(joined(cache.takeNotes()).startsWith("wrote "), "the first build writes its file");
    }
    const QStringList files = QDir(dir.path()).entryList(QDir::Files);
    QCOMPARE(files.size(), 1);
    const std::string path = QDir(dir.path()).filePath(files[0]).toStdString();
    {
        core::TableCache cache;
        cache.setDirectory(dir.path().toStdString());
        QVERIFY(stage(cache));
        QVERIFY(joined(cache.takeNotes()).startsWith("read "));
    }
    { // damage one entry near the end
        std::fstream f(path, std::ios::in | std::ios::out | std::ios::binary);
        f.seekp(-3, std::ios::end);
        f.put('\x55');
    }
    core::TableCache cache;
    cache.setDirectory(dir.path().toStdString());
    const auto rebuilt = stage(cache);
    QVERIFY(rebuilt);
    const QString notes = joined(cache.takeNotes());
    QVERIFY2(notes.contains("rebuilding " + QString::fromStdString(path) + ": "), qPrintable(notes));
    QVERIFY2(notes.contains("wrote "), qPrintable(notes));
    for (int blank = 3; blank < 9; ++blank)
        QCOMPARE(rebuilt->distance(blank, {0, 1, 2}), built->distance(blank, {0, 1, 2}));
}

QTEST_APPLESS_MAIN(tst_SubgoalCache)
#include "tst_subgoalcache.moc"
