// Safe cache files: a planted symlink is never followed, a failed write leaves no temporary file
// and says why, and only regular files are read.
#include "storage/safefile.h"
#include "filesizelimit.h"

#include <QTemporaryDir>
#include <QtTest>

#include <fstream>
#include <sstream>
#include <thread>

#include <csignal>

#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <sys/wait.h>
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
    void signalMidWriteLeavesNoTemporary_data();
    void signalMidWriteLeavesNoTemporary();
    void concurrentWritersBothSucceed();
    void onlyRegularFilesAreReplaced();
    void onlyRegularFilesAreRead();
    void readRegularFileRefusesDevicesAndFifos();
    void readRegularFileCapsTheSize();
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
    std::string error;
    {
        const FileSizeLimit limit(1000);
        QVERIFY(limit.ok());
        error = core::writeFileAtomically(path, [](std::ostream &out) { out << std::string(200000, 'y'); });
    }
    QVERIFY(!error.empty());
    QVERIFY2(QString::fromStdString(error).contains("too large", Qt::CaseInsensitive), error.c_str());
    QVERIFY2(tempFiles(dir.path()).isEmpty(), qPrintable(tempFiles(dir.path()).join(' ')));
    QCOMPARE(slurp(path), std::string("old")); // the old file is whole
}

// A process that a signal ends while it writes a table (Ctrl+C during a build's last step)
// removes the temporary file as it goes, and still ends by that signal; the old file is whole.
void tst_SafeFile::signalMidWriteLeavesNoTemporary_data()
{
    QTest::addColumn<int>("sig");
    QTest::newRow("INT") << int(SIGINT);
    QTest::newRow("TERM") << int(SIGTERM);
    QTest::newRow("HUP") << int(SIGHUP);
}

void tst_SafeFile::signalMidWriteLeavesNoTemporary()
{
    QFETCH(int, sig);
    QTemporaryDir dir;
    const std::string path = dir.filePath("table.bin").toStdString();
    std::ofstream(path) << "old";
    const pid_t child = ::fork();
    if (child == 0) {
        core::removeTemporariesOnSignals();
        core::writeFileAtomically(path, [sig](std::ostream &out) {
            out << std::string(100000, 'y');
            out.flush();
            ::raise(sig);
        });
        ::_exit(0);
    }
    int status = 0;
    QCOMPARE(::waitpid(child, &status, 0), child);
    QVERIFY(WIFSIGNALED(status));
    QCOMPARE(WTERMSIG(status), sig);
    QVERIFY2(tempFiles(dir.path()).isEmpty(), qPrintable(tempFiles(dir.path()).join(' ')));
    QCOMPARE(slurp(path), std::string("old"));
}

// Two builders of the same table (two threads here, two processes in a shared cache) each write
// their own temporary file: neither fails because the other renamed first, and the file left is
// one of the two, whole.
void tst_SafeFile::concurrentWritersBothSucceed()
{
    QTemporaryDir dir;
    const std::string path = dir.filePath("table.bin").toStdString();
    const std::string a(100000, 'a'), b(100000, 'b');
    int failures = 0;
    std::thread other([&] {
        for (int i = 0; i < 50; ++i)
            failures += !core::writeFileAtomically(path, [&](std::ostream &out) { out << a; }).empty();
    });
    int mine = 0;
    for (int i = 0; i < 50; ++i)
        mine += !core::writeFileAtomically(path, [&](std::ostream &out) { out << b; }).empty();
    other.join();
    QCOMPARE(failures + mine, 0);
    const std::string left = slurp(path);
    QVERIFY(left == a || left == b);
    QVERIFY(tempFiles(dir.path()).isEmpty());
}

void tst_SafeFile::onlyRegularFilesAreReplaced()
{
    QTemporaryDir dir;
    const std::string fifo = dir.filePath("fifo").toStdString();
    QCOMPARE(::mkfifo(fifo.c_str(), 0600), 0);
    const std::string folder = dir.filePath("folder").toStdString();
    QVERIFY(QDir(dir.path()).mkdir("folder"));
    std::vector<std::string> others{fifo, folder};
    // A device twin of /dev/full (character device 1,7), where we may make one.
    const std::string device = dir.filePath("full").toStdString();
    if (::mknod(device.c_str(), S_IFCHR | 0600, makedev(1, 7)) == 0)
        others.push_back(device);
    for (const std::string &path : others) {
        const std::string error = core::writeFileAtomically(path, [](std::ostream &out) { out << "replaced"; });
        QVERIFY2(!error.empty(), path.c_str());
        struct stat st {};
        QCOMPARE(::lstat(path.c_str(), &st), 0);
        QVERIFY2(!S_ISREG(st.st_mode), ("replaced by a regular file: " + path).c_str());
    }
    QVERIFY(tempFiles(dir.path()).isEmpty());
    // A regular file is still replaced.
    const std::string file = dir.filePath("file").toStdString();
    QVERIFY(core::writeFileAtomically(file, [](std::ostream &out) { out << "one"; }).empty());
    QVERIFY(core::writeFileAtomically(file, [](std::ostream &out) { out << "two"; }).empty());
    QCOMPARE(slurp(file), std::string("two"));
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

// A device or FIFO is refused without being read or opened (a FIFO with no writer would block
// here for ever), also behind a link.
void tst_SafeFile::readRegularFileRefusesDevicesAndFifos()
{
    QTemporaryDir dir;
    const std::string fifo = dir.filePath("fifo").toStdString();
    QCOMPARE(::mkfifo(fifo.c_str(), 0600), 0);
    const std::string link = dir.filePath("link").toStdString();
    QCOMPARE(::symlink("/dev/zero", link.c_str()), 0);
    const std::size_t cap = 1000;
    QCOMPARE(core::readRegularFile("/dev/zero", cap).problem, core::FileProblem::Device);
    QCOMPARE(core::readRegularFile(link, cap).problem, core::FileProblem::Device);
    QCOMPARE(core::readRegularFile(fifo, cap).problem, core::FileProblem::FifoOrSocket);
    QCOMPARE(core::readRegularFile(dir.path().toStdString(), cap).problem, core::FileProblem::Folder);
    const auto missing = core::readRegularFile(dir.filePath("none").toStdString(), cap);
    QCOMPARE(missing.problem, core::FileProblem::Missing);
    QCOMPARE(missing.why(cap), std::string("does not exist"));
    QCOMPARE(core::readRegularFile("/dev/zero", cap).why(cap), std::string("is a device"));
    QCOMPARE(core::readRegularFile(fifo, cap).why(cap), std::string("is a FIFO or socket"));
}

// Up to the cap a file is read whole; one byte more is TooLarge. The size is never trusted:
// /proc files say 0 bytes and still have content.
void tst_SafeFile::readRegularFileCapsTheSize()
{
    QTemporaryDir dir;
    const std::string path = dir.filePath("f").toStdString();
    std::ofstream(path) << std::string(100000, 'a');
    const auto whole = core::readRegularFile(path, 100000);
    QVERIFY(whole);
    QCOMPARE(whole.bytes, std::string(100000, 'a'));
    const auto over = core::readRegularFile(path, 99999);
    QCOMPARE(over.problem, core::FileProblem::TooLarge);
    QVERIFY(over.bytes.empty());
    QCOMPARE(over.why(99999), std::string("is larger than 99999 bytes"));
    const auto status = core::readRegularFile("/proc/self/status", 1 << 20);
    QVERIFY(status);
    QVERIFY(status.bytes.find("VmPeak") != std::string::npos || status.bytes.find("Name:") != std::string::npos);
}

QTEST_GUILESS_MAIN(tst_SafeFile)
#include "tst_safefile.moc"
