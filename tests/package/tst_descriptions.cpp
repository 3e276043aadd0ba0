// Every description of the set of puzzles names every puzzle in the rows (core::allPuzzleKinds(),
// each back end's PuzzleDescription), as the build writes it: puzzlescope-cli --help and solve
// --help, the man pages, the bash completion of --puzzle, the desktop entry, the AppStream file,
// the Debian description and the window's --help. A puzzle added to the rows is looked for in each
// of them without this test being edited.
#include "puzzles/puzzlebackend.h"

#include <QFile>
#include <QProcess>
#include <QProcessEnvironment>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>

namespace {

QString run(const QString &program, const QStringList &args, const QProcessEnvironment &env = QProcessEnvironment::systemEnvironment())
{
    QProcess p;
    p.setProcessEnvironment(env);
    p.start(program, args);
    if (!p.waitForFinished(60000) || p.exitStatus() != QProcess::NormalExit || p.exitCode() != 0)
        return {};
    return QString::fromUtf8(p.readAllStandardOutput());
}

QString readFile(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()) : QString();
}

// A man page's words as a reader sees them: roff's escaped hyphens and backslashes as typed.
QString manWords(const QString &roff)
{
    return QString(roff).replace(QStringLiteral("\\-"), QStringLiteral("-")).replace(QStringLiteral("\\e"), QStringLiteral("\\"));
}

// The line of a desktop entry that starts with `key=`.
QString desktopLine(const QString &entry, const QString &key)
{
    for (const QString &line : entry.split('\n'))
        if (line.startsWith(key + '='))
            return line;
    return {};
}

QString docsFile(const char *name)
{
    return QStringLiteral(PUZZLESCOPE_DOCS_DIR "/") + QString::fromUtf8(name);
}

const char *const AppId = "io.github.puzzlescope.PuzzleScope";

} // namespace

class tst_Descriptions : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void everyPuzzle_data();
    void everyPuzzle();
    void completionOffersEveryPuzzle();
    void defaultAlgorithmsFromTheBackEnds();

private:
    QMap<QString, QString> m_texts; // a description's name -> its text, white space made single spaces
};

void tst_Descriptions::initTestCase()
{
    QCOMPARE(int(core::allPuzzleKinds().size()) > 0, true);
    QProcessEnvironment window = QProcessEnvironment::systemEnvironment();
    // The window's --help needs no display; in English, with settings of its own.
    for (const char *name : {"DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM", "LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"})
        window.remove(QString::fromLatin1(name));
    QTemporaryDir home;
    window.insert(QStringLiteral("LANG"), QStringLiteral("C"));
    window.insert(QStringLiteral("XDG_CONFIG_HOME"), home.path());
    window.insert(QStringLiteral("XDG_STATE_HOME"), home.path());
    const QString desktop = readFile(docsFile(AppId) + ".desktop");
    const QMap<QString, QString> raw = {
        {"puzzlescope-cli --help", run(PUZZLESCOPE_CLI, {"--help"})},
        {"puzzlescope-cli solve --help", run(PUZZLESCOPE_CLI, {"solve", "--help"})},
        {"puzzlescope-cli.1", manWords(readFile(docsFile("puzzlescope-cli.1")))},
        {"puzzlescope.6", manWords(readFile(docsFile("puzzlescope.6")))},
        {"puzzlescope --help", run(PUZZLESCOPE_GUI, {"--help"}, window)},
        {"desktop Comment", desktopLine(desktop, "Comment")},
        {"desktop Comment[zh_CN]", desktopLine(desktop, "Comment[zh_CN]")},
        {"desktop Keywords", desktopLine(desktop, "Keywords")},
        {"desktop Keywords[zh_CN]", desktopLine(desktop, "Keywords[zh_CN]")},
        {"AppStream", readFile(docsFile(AppId) + ".metainfo.xml")},
        {"Debian description", readFile(docsFile("cpack-description.cmake"))},
    };
    for (auto it = raw.begin(); it != raw.end(); ++it) {
        QVERIFY2(!it.value().isEmpty(), qPrintable(it.key() + " is empty or could not be read"));
        m_texts[it.key()] = it.value().simplified();
    }
}

void tst_Descriptions::everyPuzzle_data()
{
    QTest::addColumn<QString>("description");
    QTest::addColumn<QStringList>("words");
    for (const core::PuzzleKind kind : core::allPuzzleKinds()) {
        const core::PuzzleBackend &b = core::backendFor(kind);
        const core::PuzzleDescription &d = b.description();
        const QString key = QString::fromUtf8(b.key());
        const QString name = QString::fromUtf8(d.name);
        const QString inSentence = QString::fromUtf8(d.inSentence);
        QStringList keywords, keywordsZhCN;
        for (const char *w : d.keywords)
            keywords << QString::fromUtf8(w);
        for (const char *w : d.keywordsZhCN)
            keywordsZhCN << QString::fromUtf8(w);
        // The help and the man page: the key, the name, the text form and the notation.
        const QStringList full = {key, name, QString::fromUtf8(d.textForm).simplified(), QString::fromUtf8(d.notation).simplified()};
        const QList<std::pair<const char *, QStringList>> rows = {
            {"puzzlescope-cli --help", full + QStringList{inSentence}},
            {"puzzlescope-cli solve --help", {key, inSentence, QString::fromUtf8(d.textForm).simplified()}},
            {"puzzlescope-cli.1", full + QStringList{inSentence, QString::fromUtf8(d.exampleBoard)}},
            {"puzzlescope.6", {inSentence}},
            {"puzzlescope --help", {inSentence}},
            {"desktop Comment", {inSentence}},
            {"desktop Comment[zh_CN]", {QString::fromUtf8(d.nameZhCN)}},
            {"desktop Keywords", keywords},
            {"desktop Keywords[zh_CN]", keywordsZhCN},
            {"AppStream", {inSentence, name, QString::fromUtf8(d.nameZhCN)}},
            {"Debian description", {inSentence, name}},
        };
        for (const auto &[description, words] : rows)
            QTest::addRow("%s: %s", description, b.key()) << QString::fromUtf8(description) << words;
    }
}

void tst_Descriptions::everyPuzzle()
{
    QFETCH(QString, description);
    QFETCH(QStringList, words);
    const QString text = m_texts.value(description);
    for (const QString &w : words)
        QVERIFY2(text.contains(w, Qt::CaseInsensitive), qPrintable(description + " does not say \"" + w + "\": " + text.left(400)));
}

void tst_Descriptions::completionOffersEveryPuzzle()
{
    // Completed as bash completes it: the words offered for `puzzlescope-cli solve --puzzle `.
    const QString script = QStringLiteral("source '%1'; COMP_WORDS=(puzzlescope-cli solve --puzzle ''); COMP_CWORD=3;"
                                          " _puzzlescope_cli; printf '%s\\n' \"${COMPREPLY[@]}\"")
                               .arg(docsFile("completions/puzzlescope-cli"));
    const QStringList offered = run(QStringLiteral("bash"), {"-c", script}).split('\n', Qt::SkipEmptyParts);
    QStringList keys;
    for (const core::PuzzleKind kind : core::allPuzzleKinds())
        keys << QString::fromUtf8(core::backendFor(kind).key());
    QCOMPARE(offered, keys);
}

void tst_Descriptions::defaultAlgorithmsFromTheBackEnds()
{
    // Each puzzle's entry in the help ends with its default algorithms, the smallest board's first,
    // as the back end answers (defaultAlgorithm).
    const QString help = m_texts.value("puzzlescope-cli --help");
    for (const core::PuzzleKind kind : core::allPuzzleKinds()) {
        const core::PuzzleBackend &b = core::backendFor(kind);
        const std::string small = core::algorithmKey(b.defaultAlgorithm({2, 2}));
        const QString notation = QString::fromUtf8(b.description().notation).simplified();
        const qsizetype at = help.indexOf(notation);
        QVERIFY2(at >= 0, b.key());
        const QString entry = help.mid(at + notation.size(), 120);
        QVERIFY2(entry.startsWith(" Default algorithm: " + QString::fromStdString(small)), qPrintable(entry));
    }
}

QTEST_APPLESS_MAIN(tst_Descriptions)
#include "tst_descriptions.moc"
