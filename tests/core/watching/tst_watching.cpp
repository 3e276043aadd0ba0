// Watched searches (search/expansion.h): the trace contract for every algorithm on fixed 3x3,
// 4x4 and rotation boards, statistics unchanged by watching, the ExpansionLog's uniform
// sample, and the JSON lines of TraceWriter.
#include "rotation/board/rotationboard.h"
#include "sliding/game/slidingsolve.h"
#include "sliding/board/slidingtext.h"
#include "solvers/solverregistry.h"
#include "watching/expansionlog.h"
#include "watching/tracewriter.h"
#include "rotation/game/rotationplay.h"
#include "sliding/board/slidingposition.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

#include <sstream>

namespace {

core::SlidingBoard board(const char *text)
{
    return *core::parseSlidingBoard(text).board;
}

struct Pair {
    core::AlgorithmId algorithm;
    core::HeuristicId heuristic;
};

// Every event kept: a log as large as the search.
struct Watched {
    core::SolveOutcome outcome;
    std::vector<core::ExpansionEvent> events;
};

Watched watchSliding(const core::SlidingBoard &start, Pair p, bool children = true)
{
    core::ExpansionLog log(10'000'000, children);
    core::SearchContext ctx;
    ctx.watch(&log, 64);
    Watched w;
    w.outcome = core::solveSliding(start, core::SlidingBoard::standardGoal(start.size), p.algorithm, p.heuristic, ctx);
    w.events = log.events();
    return w;
}

Watched watchRotation(const core::RotationBoard &start, Pair p)
{
    core::ExpansionLog log(10'000'000, true);
    core::SearchContext ctx;
    ctx.watch(&log);
    ctx.setTracing(true);
    Watched w;
    w.outcome = core::solveRotation(start, p.algorithm, p.heuristic, ctx);
    w.events = log.events();
    return w;
}

// What holds for every algorithm: one event per expansion, in order; parents come earlier;
// the children add up to the statistics (IDA* lists a node's children when it expands it, and
// stops generating them once it finds the goal: its events may list a few more).
void checkCommon(const Watched &w, bool depthFirst = false)
{
    const auto &st = w.outcome.stats;
    QCOMPARE(std::uint64_t(w.events.size()), st.expanded);
    std::uint64_t generated = 0, duplicates = 0;
    for (std::size_t i = 0; i < w.events.size(); ++i) {
        const core::ExpansionEvent &e = w.events[i];
        QCOMPARE(e.order, std::uint64_t(i));
        QVERIFY(e.parent == core::ExpansionEvent::NoParent || e.parent < e.order);
        QCOMPARE(e.f, e.h < 0 ? e.g : e.g + e.h);
        QCOMPARE(std::size_t(e.generated), e.children.size());
        generated += e.generated;
        duplicates += e.duplicates;
    }
    if (depthFirst)
        QVERIFY(generated >= st.generated && generated <= st.generated + 8 * 3 * (w.outcome.moves.size() + 1)); // 3 digits, 8 moves
    else
        QCOMPARE(generated, st.generated);
    QCOMPARE(duplicates, st.duplicates);
}

} // namespace

class tst_Watching : public QObject {
    Q_OBJECT
private slots:
    void breadthFirstLayersNeverShrink();
    void aStarFNeverDecreases();
    void idaIterationsMatchThresholds_data();
    void idaIterationsMatchThresholds();
    void bidirectionalSides();
    void tableWalksThePlan();
    void rotationSearches_data();
    void rotationSearches();
    void watchingLeavesStatisticsAlone_data();
    void watchingLeavesStatisticsAlone();
    void logKeepsAUniformSample();
    void traceWriterLines();
    void traceWriterStopsAtItsLimit();
    void mergedTracesFollowOn();
};

constexpr const char *Hard3x3 = "8 6 7 2 5 4 3 x 1"; // 31 moves, the longest 3x3 distance
constexpr const char *Mid3x3 = "2 3 4 1 5 x 7 6 8";  // 19 moves

void tst_Watching::breadthFirstLayersNeverShrink()
{
    const Watched w = watchSliding(board(Mid3x3), {core::AlgorithmId::Bfs, core::HeuristicId::None});
    QCOMPARE(w.outcome.status, core::SearchStatus::Solved);
    checkCommon(w);
    const core::SlidingBoard start = board(Mid3x3);
    QCOMPARE(w.events.front().cells, std::string(start.tiles.begin(), start.tiles.end()));
    for (std::size_t i = 1; i < w.events.size(); ++i) {
        QVERIFY(w.events[i].g >= w.events[i - 1].g);
        QCOMPARE(w.events[i].h, -1);
        // A parent is one layer up.
        QCOMPARE(w.events[std::size_t(w.events[i].parent)].g + 1, w.events[i].g);
    }
    // The last expansion generated the goal.
    const auto &last = w.events.back().children;
    QVERIFY(std::any_of(last.begin(), last.end(), [](const core::ChildEvent &c) { return c.fate == core::ChildFate::Goal; }));
}

void tst_Watching::aStarFNeverDecreases()
{
    for (const char *text : {Hard3x3, Mid3x3}) {
        const Watched w = watchSliding(board(text), {core::AlgorithmId::AStar, core::HeuristicId::Manhattan});
        checkCommon(w);
        QCOMPARE(w.events.front().h, w.events.front().f); // g = 0 at the start
        for (std::size_t i = 1; i < w.events.size(); ++i)
            QVERIFY2(w.events[i].f >= w.events[i - 1].f, qPrintable(QString::number(i)));
        // Each queued child is expanded later with the g it was queued with, or a smaller one.
        QCOMPARE(w.events.back().f, int(w.outcome.moves.size()));
    }
}

void tst_Watching::idaIterationsMatchThresholds_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("heuristic");
    QTest::newRow("3x3 manhattan") << QString(Hard3x3) << int(core::HeuristicId::Manhattan);
    QTest::newRow("3x3 misplaced") << QString(Mid3x3) << int(core::HeuristicId::Misplaced);
    // The 4x4 boards run the specialised IDA*.
    QTest::newRow("4x4 fast manhattan") << QString("1 2 3 4 5 6 7 8 9 10 11 12 13 x 14 15 ") << int(core::HeuristicId::Manhattan);
    QTest::newRow("4x4 fast linear conflict") << QString("5 1 2 4 9 6 3 8 13 10 7 11 x 14 15 12")
                                              << int(core::HeuristicId::LinearConflict);
}

void tst_Watching::idaIterationsMatchThresholds()
{
    QFETCH(QString, text);
    QFETCH(int, heuristic);
    const Watched w = watchSliding(board(text.toLatin1().constData()),
                                   {core::AlgorithmId::IdaStar, core::HeuristicId(heuristic)});
    QCOMPARE(w.outcome.status, core::SearchStatus::Solved);
    checkCommon(w, true);
    const auto &st = w.outcome.stats;
    std::vector<std::uint64_t> perIteration(st.thresholds.size(), 0);
    for (const core::ExpansionEvent &e : w.events) {
        QVERIFY(e.iteration >= 0 && std::size_t(e.iteration) < st.thresholds.size());
        QCOMPARE(e.bound, st.thresholds[std::size_t(e.iteration)]);
        QVERIFY(e.f <= e.bound);
        ++perIteration[std::size_t(e.iteration)];
        // IDA*'s parent is the node one up the current path.
        if (e.parent != core::ExpansionEvent::NoParent)
            QCOMPARE(w.events[std::size_t(e.parent)].g + 1, e.g);
        else
            QCOMPARE(e.g, 0);
        for (const core::ChildEvent &c : e.children)
            QCOMPARE(c.fate == core::ChildFate::Pruned, c.g + c.h > e.bound);
    }
    QCOMPARE(perIteration, st.expandedPerDepth);
    for (std::size_t i = 1; i < w.events.size(); ++i)
        QVERIFY(w.events[i].iteration >= w.events[i - 1].iteration);
}

void tst_Watching::bidirectionalSides()
{
    const Watched w = watchSliding(board(Hard3x3), {core::AlgorithmId::BidirectionalBfs, core::HeuristicId::None});
    QCOMPARE(w.outcome.status, core::SearchStatus::Solved);
    checkCommon(w);
    bool sides[2] = {false, false};
    bool met = false;
    for (const core::ExpansionEvent &e : w.events) {
        QVERIFY(e.side == 0 || e.side == 1);
        sides[e.side] = true;
        if (e.parent != core::ExpansionEvent::NoParent)
            QCOMPARE(w.events[std::size_t(e.parent)].side, e.side);
        for (const core::ChildEvent &c : e.children)
            met = met || c.fate == core::ChildFate::Goal;
    }
    QVERIFY(sides[0] && sides[1] && met);
}

void tst_Watching::tableWalksThePlan()
{
    const Watched w = watchSliding(board(Hard3x3), {core::AlgorithmId::Table, core::HeuristicId::None});
    checkCommon(w);
    QCOMPARE(w.events.size(), w.outcome.moves.size());
    for (std::size_t i = 0; i < w.events.size(); ++i) {
        QCOMPARE(w.events[i].g, int(i));
        QCOMPARE(w.events[i].f, int(w.outcome.moves.size())); // h is the exact distance
        const auto queued = std::count_if(w.events[i].children.begin(), w.events[i].children.end(),
                                          [](const core::ChildEvent &c) { return c.fate != core::ChildFate::Pruned; });
        QCOMPARE(queued, 1);
    }
}

void tst_Watching::rotationSearches_data()
{
    QTest::addColumn<int>("algorithm");
    QTest::addColumn<int>("heuristic");
    QTest::newRow("bfs") << int(core::AlgorithmId::Bfs) << int(core::HeuristicId::None);
    QTest::newRow("bibfs") << int(core::AlgorithmId::BidirectionalBfs) << int(core::HeuristicId::None);
    QTest::newRow("astar centre") << int(core::AlgorithmId::AStar) << int(core::HeuristicId::CentreCount);
    QTest::newRow("idastar centre") << int(core::AlgorithmId::IdaStar) << int(core::HeuristicId::CentreCount);
}

void tst_Watching::rotationSearches()
{
    QFETCH(int, algorithm);
    QFETCH(int, heuristic);
    const auto parsed = core::parseRotationBoard("1 1 1 1 3 2 3 2 3 1 3 2 2 3 1 2 2 2 3 1 2 1 3 3");
    QVERIFY(parsed.board);
    const Watched w = watchRotation(*parsed.board, {core::AlgorithmId(algorithm), core::HeuristicId(heuristic)});
    QCOMPARE(w.outcome.status, core::SearchStatus::Solved);
    checkCommon(w, core::AlgorithmId(algorithm) == core::AlgorithmId::IdaStar);
    for (const core::ExpansionEvent &e : w.events) {
        QCOMPARE(e.cells.size(), std::size_t(24));
        const auto digits = std::count_if(e.cells.begin(), e.cells.end(), [](char c) { return c != 0; });
        QVERIFY(digits >= 8);
    }
    // The growth trace spans the digits' searches and ends at the run's totals.
    QVERIFY(!w.outcome.stats.trace.empty());
    QCOMPARE(w.outcome.stats.trace.back().expanded, w.outcome.stats.expanded);
}

void tst_Watching::watchingLeavesStatisticsAlone_data()
{
    QTest::addColumn<int>("algorithm");
    QTest::addColumn<int>("heuristic");
    QTest::addColumn<QString>("text");
    QTest::newRow("bfs") << int(core::AlgorithmId::Bfs) << int(core::HeuristicId::None) << QString(Mid3x3);
    QTest::newRow("bibfs") << int(core::AlgorithmId::BidirectionalBfs) << int(core::HeuristicId::None) << QString(Hard3x3);
    QTest::newRow("astar") << int(core::AlgorithmId::AStar) << int(core::HeuristicId::LinearConflict) << QString(Hard3x3);
    QTest::newRow("wastar") << int(core::AlgorithmId::WeightedAStar) << int(core::HeuristicId::Manhattan) << QString(Hard3x3);
    QTest::newRow("idastar") << int(core::AlgorithmId::IdaStar) << int(core::HeuristicId::Manhattan) << QString(Hard3x3);
    QTest::newRow("idastar 4x4") << int(core::AlgorithmId::IdaStar) << int(core::HeuristicId::LinearConflict)
                                 << QString("5 1 2 4 9 6 3 8 13 10 7 11 x 14 15 12");
}

void tst_Watching::watchingLeavesStatisticsAlone()
{
    QFETCH(int, algorithm);
    QFETCH(int, heuristic);
    QFETCH(QString, text);
    const core::SlidingBoard b = board(text.toLatin1().constData());
    const Pair p{core::AlgorithmId(algorithm), core::HeuristicId(heuristic)};
    core::SearchContext plain;
    const auto o = core::solveSliding(b, core::SlidingBoard::standardGoal(b.size), p.algorithm, p.heuristic, plain);
    const Watched w = watchSliding(b, p);
    QCOMPARE(w.outcome.moves, o.moves);
    QCOMPARE(w.outcome.stats.expanded, o.stats.expanded);
    QCOMPARE(w.outcome.stats.generated, o.stats.generated);
    QCOMPARE(w.outcome.stats.duplicates, o.stats.duplicates);
    QCOMPARE(w.outcome.stats.peakFrontier, o.stats.peakFrontier);
    QCOMPARE(w.outcome.stats.peakBytes, o.stats.peakBytes);
    QCOMPARE(w.outcome.stats.expandedPerDepth, o.stats.expandedPerDepth);
    QCOMPARE(w.outcome.stats.thresholds, o.stats.thresholds);
}

void tst_Watching::logKeepsAUniformSample()
{
    core::ExpansionLog log(1000);
    core::SearchContext ctx;
    ctx.watch(&log);
    const core::SlidingBoard b = board(Hard3x3);
    const auto o = core::solveSliding(b, core::SlidingBoard::standardGoal(b.size), core::AlgorithmId::Bfs,
                                      core::HeuristicId::None, ctx);
    QVERIFY(o.stats.expanded > 100'000);
    const auto events = log.events();
    QVERIFY(events.size() <= 1000 && events.size() > 500);
    const std::uint64_t stride = log.stride();
    QVERIFY(stride > 1 && (stride & (stride - 1)) == 0); // doubles each time it thins
    QVERIFY(log.seen() <= o.stats.expanded && log.seen() + stride > o.stats.expanded);
    for (std::size_t i = 0; i < events.size(); ++i)
        QCOMPARE(events[i].order, std::uint64_t(i) * stride);
    // A reader polling from the start sees a reset with everything kept.
    core::ExpansionLog::Cursor cursor;
    const auto update = log.take(cursor);
    QVERIFY(update.reset);
    QCOMPARE(update.events.size(), events.size());
    QVERIFY(log.take(cursor).events.empty());
}

void tst_Watching::traceWriterLines()
{
    std::ostringstream out;
    const core::SlidingBoard b = board(Mid3x3);
    core::TraceWriter writer(out, core::SlidingPosition{b, core::SlidingBoard::standardGoal(b.size)}, 1'000'000);
    core::SearchContext ctx;
    ctx.watch(&writer);
    const auto o = core::solveSliding(b, core::SlidingBoard::standardGoal(b.size), core::AlgorithmId::IdaStar,
                                      core::HeuristicId::Manhattan, ctx);
    std::istringstream in(out.str());
    std::string line;
    std::uint64_t n = 0;
    while (std::getline(in, line)) {
        QJsonParseError error;
        const QJsonObject j = QJsonDocument::fromJson(QByteArray::fromStdString(line), &error).object();
        QCOMPARE(error.error, QJsonParseError::NoError);
        QCOMPARE(j.value("order").toInteger(), qint64(n));
        QVERIFY(j.contains("bound") && j.contains("iteration") && !j.contains("side"));
        const auto parsed = core::parseSlidingBoard(j.value("board").toString().toStdString());
        QVERIFY(parsed.board && parsed.board->isWellFormed());
        QCOMPARE(j.value("f").toInt(), j.value("g").toInt() + j.value("h").toInt());
        if (n == 0)
            QCOMPARE(*parsed.board, b);
        QCOMPARE(j.value("parent").isNull(), j.value("g").toInt() == 0); // each iteration starts at the root
        ++n;
    }
    QCOMPARE(n, o.stats.expanded);
    QVERIFY(!writer.truncated());
}

void tst_Watching::traceWriterStopsAtItsLimit()
{
    std::ostringstream out;
    const core::SlidingBoard b = board(Mid3x3);
    core::TraceWriter writer(out, core::SlidingPosition{b, core::SlidingBoard::standardGoal(b.size)}, 25);
    core::SearchContext ctx;
    ctx.watch(&writer, 8);
    const auto o = core::solveSliding(b, core::SlidingBoard::standardGoal(b.size), core::AlgorithmId::Bfs,
                                      core::HeuristicId::None, ctx);
    QVERIFY(o.stats.expanded > 25);
    QCOMPARE(writer.written(), std::uint64_t(25));
    QVERIFY(writer.truncated());
    const std::string text = out.str();
    QCOMPARE(std::count(text.begin(), text.end(), '\n'), 25);
    QCOMPARE(o.status, core::SearchStatus::Solved); // the search itself goes on
}

// Searches merged into one (the rotation game's digits, the staged solver's regions): the
// later trace follows on with shifted counters, thinned to a chart's size, ending at the total.
void tst_Watching::mergedTracesFollowOn()
{
    core::SearchStats total;
    for (int part = 0; part < 12; ++part) {
        core::SearchStats s;
        for (std::uint64_t i = 1; i <= 500; ++i)
            s.trace.push_back(core::TracePoint{std::int64_t(i), i, 2 * i, 0, 0});
        s.expanded = 500;
        s.generated = 1000;
        s.elapsed = std::chrono::nanoseconds(500);
        total.merge(s);
    }
    QVERIFY(total.trace.size() <= core::SearchStats::MergedTraceCapacity && total.trace.size() > 500);
    QCOMPARE(total.trace.back().expanded, std::uint64_t(6000));
    QCOMPARE(total.trace.back().generated, std::uint64_t(12000));
    QCOMPARE(total.trace.back().nanoseconds, std::int64_t(6000));
    for (std::size_t i = 1; i < total.trace.size(); ++i)
        QVERIFY(total.trace[i].expanded > total.trace[i - 1].expanded);
}

QTEST_APPLESS_MAIN(tst_Watching)
#include "tst_watching.moc"
