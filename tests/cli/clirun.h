#pragma once
// What the CLI tests share: running the built puzzlescope-cli with arguments and standard
// input, and a move applier of the tests' own to replay the plans it prints.

#include <QList>
#include <QProcess>
#include <QRegularExpression>
#include <QString>
#include <QStringList>

// Korf's first 15-puzzle instance, for the goal 1..15 then the blank (57 moves).
inline const QString KorfOne = "13 6 8 12 15 14 0 10 11 7 4 5 9 1 3 2";

struct Result {
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
};

inline Result runCli(const QStringList &args, const QByteArray &input = {})
{
    QProcess p;
    p.start(PUZZLESCOPE_CLI, args);
    if (!p.waitForStarted())
        return {};
    p.write(input);
    p.closeWriteChannel();
    p.waitForFinished(120000);
    Result r;
    r.exitCode = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    r.out = p.readAllStandardOutput();
    r.err = p.readAllStandardError();
    return r;
}

// Applies blank moves (d, l, r, u) to a w x h board of tiles (0 = blank); false if illegal.
inline bool replay(QList<int> &tiles, int w, const QByteArray &moves)
{
    const int h = int(tiles.size()) / w;
    for (char m : moves) {
        const int b = int(tiles.indexOf(0));
        const int r = b / w, c = b % w;
        int t = -1;
        if (m == 'u' && r > 0) t = b - w;
        if (m == 'd' && r + 1 < h) t = b + w;
        if (m == 'l' && c > 0) t = b - 1;
        if (m == 'r' && c + 1 < w) t = b + 1;
        if (t < 0)
            return false;
        tiles.swapItemsAt(b, t);
    }
    return true;
}

inline QList<int> tilesOf(const QString &text)
{
    QList<int> t;
    for (const QString &s : text.split(QRegularExpression("[ ,]+"), Qt::SkipEmptyParts))
        t.append(s == "x" || s == "X" ? 0 : s.toInt());
    return t;
}

inline QList<int> standardGoal(int n)
{
    QList<int> g;
    for (int i = 1; i < n; ++i)
        g.append(i);
    g.append(0);
    return g;
}
