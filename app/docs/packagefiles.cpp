#include "packagefiles.h"

#include "options/commandspec.h"
#include "puzzles/puzzlebackend.h"

#include <QLocale>
#include <QStringList>

namespace docs {

namespace {

// Debian's extended description: lines of at most 72 columns (lintian warns past 80).
constexpr int DebianWidth = 72;

const core::PuzzleDescription &described(core::PuzzleKind kind)
{
    return core::backendFor(kind).description();
}

QString puzzles()
{
    return QString::fromStdString(core::puzzlesInSentence());
}

// The Chinese names joined as Chinese joins a list ("甲、乙和丙").
QString puzzlesZhCN()
{
    QStringList names;
    for (const core::PuzzleKind kind : core::allPuzzleKinds())
        names << QString::fromUtf8(described(kind).nameZhCN);
    return QLocale(QLocale::Chinese, QLocale::China).createSeparatedList(names);
}

// Every puzzle's keywords (English or Chinese), each followed by ';' as a desktop entry lists them.
QString desktopKeywords(bool chinese)
{
    QString out;
    for (const core::PuzzleKind kind : core::allPuzzleKinds()) {
        const core::PuzzleDescription &d = described(kind);
        for (const char *word : chinese ? d.keywordsZhCN : d.keywords)
            out += QString::fromUtf8(word) + ';';
    }
    return out;
}

QString xmlLines(const char *element, bool withTagline)
{
    QString out;
    for (const core::PuzzleKind kind : core::allPuzzleKinds()) {
        const core::PuzzleDescription &d = described(kind);
        if (withTagline) {
            out += QStringLiteral("      <%1>%2</%1>\n").arg(element, QString::fromUtf8(d.name).toHtmlEscaped() + ": "
                                                               + QString::fromUtf8(d.tagline).toHtmlEscaped() + '.');
            continue;
        }
        for (const char *word : d.keywords)
            out += QStringLiteral("    <%1>%2</%1>\n").arg(element, QString::fromUtf8(word).toHtmlEscaped());
    }
    return out;
}

} // namespace

QString desktopEntry(const QString &pattern)
{
    return QString(pattern)
        .replace("@PUZZLES@", puzzles())
        .replace("@PUZZLES_ZH_CN@", puzzlesZhCN())
        .replace("@KEYWORDS@", desktopKeywords(false))
        .replace("@KEYWORDS_ZH_CN@", desktopKeywords(true));
}

QString appStream(const QString &pattern)
{
    return QString(pattern)
        .replace("@PUZZLES@", puzzles().toHtmlEscaped())
        .replace("@PUZZLES_ZH_CN@", puzzlesZhCN().toHtmlEscaped())
        .replace("@PUZZLE_ITEMS@", xmlLines("li", true))
        .replace("@KEYWORD_ELEMENTS@", xmlLines("keyword", false));
}

QString debianDescription()
{
    QString text = options::wrap("PuzzleScope plays " + puzzles()
                                     + ", by hand with undo and redo, and solves them with breadth-first search,"
                                       " bidirectional BFS, A* and IDA* up to additive pattern databases, in the"
                                       " background with live progress. Compare mode runs the searches side by side"
                                       " and charts their expanded nodes, time and memory.",
                                 DebianWidth, 0)
        + "\n\n";
    // One item a puzzle, each line begun with a space so that Debian shows the list as it stands.
    for (const core::PuzzleKind kind : core::allPuzzleKinds()) {
        const core::PuzzleDescription &d = described(kind);
        text += " * " + options::wrap(QString::fromUtf8(d.name) + ": " + d.tagline + '.', DebianWidth - 3, 3) + '\n';
    }
    text += "\n"
        + options::wrap("The package holds the desktop app (English and Chinese) and puzzlescope-cli, which solves,"
                        " scrambles and benchmarks the same puzzles from a terminal.",
                        DebianWidth, 0);
    return "# Written by puzzlescope-docs from the rows of puzzles; do not edit. CPack reads it as\n"
           "# CPACK_PROJECT_CONFIG_FILE.\nset(CPACK_PACKAGE_DESCRIPTION [==[" + text + "]==])\n";
}

} // namespace docs
