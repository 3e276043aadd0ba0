#pragma once
// The screen a window test runs on: the offscreen platform given the size PUZZLESCOPE_TEST_SCREEN
// asks for (WxH, 1280x800 when unset) before the application starts, so one test binary checks
// both screens (ctest runs it twice). Also what such tests open: a 3x3 board and its solved runs.

#include "solve/solvejob.h"
#include "sliding/board/slidingposition.h"

#include "sliding/board/slidingtext.h"

#include <QApplication>
#include <QFile>
#include <QSize>
#include <QTemporaryDir>
#include <QTest>

namespace testscreen {

inline QSize size()
{
    const QList<QByteArray> wh = qgetenv("PUZZLESCOPE_TEST_SCREEN").split('x');
    return wh.size() == 2 ? QSize(wh[0].toInt(), wh[1].toInt()) : QSize(1280, 800);
}

inline core::Position board3x3()
{
    const core::SlidingBoard b = *core::parseSlidingBoard("3x3:8,1,3,4,0,2,7,6,5").board;
    return core::SlidingPosition{b, core::SlidingBoard::standardGoal(b.size)};
}

// A run of board3x3() with its expansions watched (for the race).
inline ui::SolveReply reply(core::AlgorithmId a, core::HeuristicId h)
{
    ui::SolveRequest request;
    request.position = board3x3();
    request.algorithm = a;
    request.heuristic = h;
    request.watch = std::make_shared<core::ExpansionLog>(100'000);
    return ui::solveJob(request, std::stop_token{}, {});
}

// main() of a test object T on the screen size() names.
template <class T>
int run(int argc, char *argv[])
{
    QTemporaryDir dir;
    const QSize screen = size();
    QFile config(dir.filePath("screen.json"));
    if (!config.open(QIODevice::WriteOnly))
        return 1;
    config.write(QString(R"({"screens": [{"name": "test", "x": 0, "y": 0, "width": %1, "height": %2, )"
                         R"("logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}]})")
                     .arg(screen.width())
                     .arg(screen.height())
                     .toUtf8());
    config.close();
    qputenv("QT_QPA_PLATFORM", ("offscreen:configfile=" + config.fileName()).toUtf8());
    QApplication app(argc, argv);
    T test;
    return QTest::qExec(&test, argc, argv);
}

} // namespace testscreen
