// Safe cache files: a planted symlink is never followed, a failed write leaves no temporary file
// and says why, and only regular files are read.
#include "common/safefile.h"

#include <QTemporaryDir>
#include <QtTest>

#include <csignal>
#include <fstream>
#include <sstream>

#include <sys/resource.h>
#include <sys/stat.h>
#include <unistd.h>

namespace {
std::string slurp(const std::string &path)
{
    std::ifstream in(path, std::ios::binary);
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}
QStringList tempFiles(const QString &dir)
{
    return QDir(dir).entryList({"*.tmp"}, QDir::Files | QDir::Hidden | QDir::System);
}
} // namespace

class tst_SafeFile : public QObject {
    Q_OBJECT
private slots:
    void writesWholeFile();
    void plantedLinksAreNotFollowed();
    void failedWriteLeavesNoTemporary();
    void onlyRegularFilesAreRead();
};

void tst_SafeFile::writesWholeFile()
{
    QTemporaryDir dir;
    const std::string path = dir.filePath("table.bin").toStdString();
    std::string big(300000, 'x'); // more than the write buffer
    QCOMPARE(core::writeFileAtomically(path, [&](std::ostream &out) { out << big; }), std::string());
    QCOMPARE(slurp(path), big);
    QCOMPARE(core::writeFileAtomically(path, [](std::ostream &out) { out << "second"; }), std::string());
    QCOMPARE(slurp(path), std::string("second"));
    QVERIFY(tempFiles(dir.path()).isEmpty());
}

// Another user plants links at the old fixed temporary name and at the target: the victim's
// file stays as it was, and the table lands in the cache folder as a file of its own.
void tst_SafeFile::plantedLinksAreNotFollowed()
{
    QTemporaryDir dir;
    const std::string victim = dir.filePath("victim.txt").toStdString();
    std::ofstream(victim) << "precious";
    const std::string path = dir.filePath("table.bin").toStdString();
    QCOMPARE(::symlink(victim.c_str(), (path + ".tmp").c_str()), 0);
    QCOMPARE(::symlink(victim.c_str(), path.c_str()), 0);
    QCOMPARE(core::writeFileAtomically(path, [](std::ostream &out) { out << "table"; }), std::string());
    QCOMPARE(slurp(victim), std::string("precious"));
    QCOMPARE(slurp(path), std::string("table"));
    struct stat st {};
    QCOMPARE(::lstat(path.c_str(), &st), 0);
    QVERIFY(S_ISREG(st.st_mode)); // the link was replaced, not written through
}

// A file-size limit makes the write fail part-way, as a full disk does.
void tst_SafeFile::failedWriteLeavesNoTemporary()
{
    QTemporaryDir dir;
    const std::string path = dir.filePath("table.bin").toStdString();
    std::ofstream(path) << "old";
    struct rlimit before {};
    QCOMPARE(::getrlimit(RLIMIT_FSIZE, &before), 0);
    const auto oldHandler = std::signal(SIGXFSZ, SIG_IGN);
    struct rlimit small = before;
    small.rlim_cur = 1000;
    QCOMPARE(::setrlimit(RLIMIT_FSIZE, &small), 0);
    const std::string error = core::writeFileAtomically(path, [](std::ostream &out) { out << std::string(200000, 'y'); });
    ::setrlimit(RLIMIT_FSIZE, &before);
    std::signal(SIGXFSZ, oldHandler);
    QVERIFY(!error.empty());
    QVERIFY2(QString::fromStdString(error).contains("too large", Qt::CaseInsensitive), error.c_str());
    QVERIFY2(tempFiles(dir.path()).isEmpty(), qPrintable(tempFiles(dir.path()).join(' ')));
    QCOMPARE(slurp(path), std::string("old")); // the old file is whole
}

void tst_SafeFile::onlyRegularFilesAreRead()
{
    QTemporaryDir dir;
    const std::string file = dir.filePath("f").toStdString();
    std::ofstream(file) << "x";
    QCOMPARE(core::regularFileProblem(file), std::string());
    QCOMPARE(core::regularFileProblem(dir.filePath("none").toStdString()), std::string("missing"));
    QCOMPARE(core::regularFileProblem(dir.path().toStdString()), std::string("a folder"));
    QCOMPARE(core::regularFileProblem("/dev/zero"), std::string("a device"));
    const std::string fifo = dir.filePath("fifo").toStdString();
    QCOMPARE(::mkfifo(fifo.c_str(), 0600), 0);
    QCOMPARE(core::regularFileProblem(fifo), std::string("a FIFO or socket"));
    const std::string link = dir.filePath("link").toStdString();
    QCOMPARE(::symlink("/dev/zero", link.c_str()), 0);
    QCOMPARE(core::regularFileProblem(link), std::string("a device"));
}

QTEST_GUILESS_MAIN(tst_SafeFile)
#include "tst_safefile.moc"
