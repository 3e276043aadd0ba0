// Forged tables in a shared cache folder (issue 28, item 1): a file made to pass every check its
// contents can face (entries the load's walks from the goal never visit raised, the checksum made
// to match) is used only when this user wrote it in a folder no one else can change; from another
// user, writable by others, behind a link, or in a folder others can write, it is rebuilt with a
// note that names the rule it broke. Stale temporary files of dead writers are removed.
#include "sliding/board/slidingtext.h"
#include "sliding/pdb/additivepdb.h"
#include "sliding/pdb/patterndatabase.h"
#include "storage/cachetrust.h"
#include "puzzles/checkpointseal.h"
#include "storage/safefile.h"
#include "sliding/pdb/remadetable.h"

#include <QCryptographicHash>
#include <QMessageAuthenticationCode>
#include <QTemporaryDir>
#include <QtTest>

#include <algorithm>
#include <fstream>
#include <sstream>

#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

namespace {

const core::SlidingBoard Goal = core::SlidingBoard::standardGoal({4, 4});

std::string allNotes(core::TableCache &cache)
{
    std::string all;
    for (const auto &n : cache.takeNotes())
        all += n + "\n";
    return all;
}

// The attack: the honest table's file remade with its deepest entries raised (the walks from
// the goal that a load runs never reach them at their true cost), a byte a value, the checksum
// recomputed. Returns the forged bytes.
std::string forge(const core::PatternDatabase &db, int &raised)
{
    std::ostringstream out;
    db.write(out);
    auto values = db.values();
    const int deepest = *std::max_element(values.begin(), values.end());
    raised = 0;
    for (auto &v : values)
        if (v >= deepest - 1) {
            v = std::uint8_t(v + 6);
            ++raised;
        }
    return remadeTableFile(out.str(), db.storage().size(), false, values); // a byte a value
}

} // namespace

class tst_CacheTrust : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void forgedTableFromAnotherUser();
    void foldersOthersCanWrite();
    void staleTemporaries();
    void sealDigests();
    void sealKeyFolderOthersCanWrite();

private:
    QTemporaryDir m_honest;
    QStringList m_names;
    std::shared_ptr<const core::AdditivePdb> m_built;
};

void tst_CacheTrust::initTestCase()
{
    core::TableCache cache;
    cache.setDirectory(m_honest.path().toStdString());
    m_built = core::AdditivePdb::forGoal(cache, Goal, "555");
    QVERIFY(m_built);
    m_names = QDir(m_honest.path()).entryList(QDir::Files, QDir::Name);
    QCOMPARE(m_names.size(), 3);
}

void tst_CacheTrust::forgedTableFromAnotherUser()
{
    const core::PatternDatabase &db = m_built->databases()[0];
    int raised = 0;
    const std::string forged = forge(db, raised);
    QVERIFY(raised > 0);
    // The attack passes every check of the contents: that is why the owner has to count.
    {
        core::PatternDatabase d(Goal, db.tiles());
        std::istringstream in(forged);
        std::string why;
        QVERIFY2(d.read(in, why), why.c_str());
        QVERIFY(d.values() != db.values());
    }
    QTemporaryDir dir;
    // Which of the honest files holds this database: the one whose bytes it writes.
    std::ostringstream honestBytes;
    db.write(honestBytes);
    QString file;
    for (const QString &n : m_names) {
        std::ifstream in(QDir(m_honest.path()).filePath(n).toStdString(), std::ios::binary);
        std::stringstream s;
        s << in.rdbuf();
        if (s.str() == honestBytes.str())
            file = QDir(dir.path()).filePath(n);
    }
    QVERIFY(!file.isEmpty());
    auto plant = [&](mode_t mode) {
        QFile::remove(file);
        std::ofstream(file.toStdString(), std::ios::binary) << forged;
        QCOMPARE(::chmod(file.toLocal8Bit().constData(), mode), 0);
    };
    auto loadsHonestly = [&](const char *expected) {
        core::TableCache cache;
        cache.setDirectory(dir.path().toStdString());
        const auto pdb = core::AdditivePdb::forGoal(cache, Goal, "555");
        QVERIFY(pdb);
        const std::string notes = allNotes(cache);
        QVERIFY2(notes.find(expected) != std::string::npos, notes.c_str());
        QVERIFY2(notes.find("read " + file.toStdString()) == std::string::npos, notes.c_str());
        QVERIFY(pdb->databases()[0].values() == db.values());
    };
    // Writable by others: anyone could have forged it.
    plant(0666);
    loadsHonestly("can be written by other users (mode 0666); rebuilding it");
    // This user's own file, written by the cache itself on the rebuild above, is read back.
    {
        core::TableCache cache;
        cache.setDirectory(dir.path().toStdString());
        QVERIFY(core::AdditivePdb::forGoal(cache, Goal, "555"));
        const std::string notes = allNotes(cache);
        QVERIFY2(notes.find("read " + file.toStdString()) != std::string::npos, notes.c_str());
    }
    // A link to a table, even an honest one: the cache never writes links.
    QFile::remove(file);
    QVERIFY(QFile::link(QDir(m_honest.path()).filePath(QFileInfo(file).fileName()), file));
    loadsHonestly(": it is a link; rebuilding it");
    // Another user's file, as a shared folder holds it (root can give a file away).
    if (::geteuid() != 0)
        QSKIP("only root can make a file belong to another user");
    plant(0644);
    QCOMPARE(::chown(file.toLocal8Bit().constData(), 65534, 65534), 0);
    loadsHonestly("belongs to user 65534, not to you; rebuilding it");
}

void tst_CacheTrust::foldersOthersCanWrite()
{
    QTemporaryDir shared;
    const std::string dir = shared.path().toStdString();
    for (const QString &n : m_names)
        QVERIFY(QFile::copy(QDir(m_honest.path()).filePath(n), QDir(shared.path()).filePath(n)));
    auto notesWith = [&](mode_t mode) {
        [&] { QCOMPARE(::chmod(dir.c_str(), mode), 0); }();
        core::TableCache cache;
        cache.setDirectory(dir);
        [&] { QVERIFY(core::AdditivePdb::forGoal(cache, Goal, "555")); }();
        return allNotes(cache);
    };
    // Anyone can replace a file in a folder everyone can write: nothing in it is read or written.
    std::string notes = notesWith(0777);
    QVERIFY2(notes.find("not using the table cache " + dir + ": it can be written by other users (mode 0777)")
                 != std::string::npos,
             notes.c_str());
    QVERIFY2(notes.find("read ") == std::string::npos, notes.c_str());
    // A sticky one (like /tmp): others may add files but not replace ours, so ours are read.
    notes = notesWith(01777);
    QCOMPARE(std::count(notes.begin(), notes.end(), '\n'), 3);
    QVERIFY2(notes.find("read ") == 0, notes.c_str());
    // A folder inside one others can write is no safer than that folder.
    QVERIFY(QDir(shared.path()).mkdir("inner"));
    QCOMPARE(::chmod(dir.c_str(), 0777), 0);
    const std::string why = core::untrustedFolder(dir + "/inner/not-yet");
    QVERIFY2(why == "is inside " + dir + ", which can be written by other users (mode 0777)", why.c_str());
    QCOMPARE(::chmod(dir.c_str(), 0700), 0);
    QVERIFY(core::untrustedFolder(dir + "/inner/not-yet").empty());
    // A link on the way: ours is followed; another user's, in a sticky folder like /tmp, is not,
    // however trusted the folder it points to.
    const std::string link = dir + "/link";
    QCOMPARE(::symlink((dir + "/inner").c_str(), link.c_str()), 0);
    QVERIFY(core::untrustedFolder(link + "/tables").empty());
    if (::geteuid() != 0)
        QSKIP("only root can make a link belong to another user");
    QCOMPARE(::chmod(dir.c_str(), 01777), 0);
    QCOMPARE(::lchown(link.c_str(), 4242, 4242), 0);
    const std::string through = core::untrustedFolder(link + "/tables");
    QVERIFY2(through == "is reached through " + link + ", a link that belongs to user 4242, not to you", through.c_str());
    QCOMPARE(::chmod(dir.c_str(), 0700), 0);
}

void tst_CacheTrust::staleTemporaries()
{
    QTemporaryDir dir;
    const std::string path = QDir(dir.path()).filePath("table.bin").toStdString();
    // A dead writer's leftover (a child that exited), a live writer's (this process's parent) and
    // names that only look alike.
    const pid_t child = ::fork();
    if (child == 0)
        ::_exit(0);
    int status = 0;
    QCOMPARE(::waitpid(child, &status, 0), child);
    const std::string dead = path + "." + std::to_string(child) + ".0123456789ab.tmp";
    const std::string live = path + "." + std::to_string(::getppid()) + ".0123456789ab.tmp";
    const std::string other = path + ".notapid.0123456789ab.tmp";
    for (const auto &f : {dead, live, other})
        std::ofstream(f) << "part of a table";
    const std::string error = core::writeFileAtomically(path, [](std::ostream &out) { out << "whole"; });
    QVERIFY2(error.empty(), error.c_str());
    QVERIFY(!QFile::exists(QString::fromStdString(dead)));
    QVERIFY(QFile::exists(QString::fromStdString(live)));
    QVERIFY(QFile::exists(QString::fromStdString(other)));
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files).size(), 3);
}

// The seal's SHA-256 and HMAC against FIPS 180-4's "abc" and Qt's own implementation, over
// lengths around the block and padding boundaries and keys longer than a block.
void tst_CacheTrust::sealDigests()
{
    const auto hex = [](const core::Sha256Digest &d) {
        return QByteArray(reinterpret_cast<const char *>(d.data()), qsizetype(d.size())).toHex();
    };
    QCOMPARE(hex(core::sha256("abc")), QByteArray("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"));
    for (const int size : {0, 1, 55, 56, 63, 64, 65, 119, 120, 128, 1000}) {
        QByteArray data(size, '\0');
        for (int i = 0; i < size; ++i)
            data[i] = char(i * 7 + 3);
        const std::string_view bytes(data.constData(), std::size_t(data.size()));
        QCOMPARE(hex(core::sha256(bytes)), QCryptographicHash::hash(data, QCryptographicHash::Sha256).toHex());
        for (const int keySize : {4, 32, 64, 100}) {
            const QByteArray key(keySize, char(0x40 + keySize));
            const std::string_view k(key.constData(), std::size_t(key.size()));
            QCOMPARE(hex(core::hmacSha256(k, bytes)),
                     QMessageAuthenticationCode::hash(data, key, QCryptographicHash::Sha256).toHex());
        }
    }
}

// A key in a folder another user can write is not used (they could put their own there), and
// nothing is sealed with it.
void tst_CacheTrust::sealKeyFolderOthersCanWrite()
{
    QTemporaryDir dir;
    const QString open = dir.filePath("open");
    QVERIFY(QDir().mkpath(open));
    QVERIFY(::chmod(open.toLocal8Bit().constData(), 0777) == 0);
    core::setCheckpointKeyFolder(open.toStdString() + "/PuzzleScope");
    std::string error;
    QVERIFY(core::sealed("text\n", error).empty());
    QVERIFY2(error.find("can be written by other users") != std::string::npos, error.c_str());
    core::setCheckpointKeyFolder(dir.filePath("own").toStdString());
    const std::string text = core::sealed("text\n", error);
    QVERIFY2(!text.empty(), error.c_str());
    QVERIFY(core::unsealed(text, error).has_value());
    QCOMPARE(std::string(*core::unsealed(text, error)), std::string("text\n"));
    std::string changed = text;
    changed[0] = 'T';
    QVERIFY(!core::unsealed(changed, error));
    core::setCheckpointKeyFolder({});
}

QTEST_APPLESS_MAIN(tst_CacheTrust)
#include "tst_cachetrust.moc"
