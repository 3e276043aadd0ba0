// Batch experiments: boards, runs, summaries, CSV and JSON out, CSV back in, and cancelling.

#include "storage/tablecache.h"
#include "experiments/experimentcsv.h"
#include "experiments/experimentjson.h"
#include "experimentcsvread.h"
#include "puzzles/puzzlebackend.h"
#include "sliding/board/slidingtext.h"
#include "sliding/board/slidingposition.h"
#include "rotation/board/rotationboard.h"
#include "klotski/board/klotskiposition.h"

#include "convert.h"
#include "reference.h"

#include <QtTest>

#include <atomic>
#include <chrono>
#include <cmath>
#include <limits>
#include <thread>

using core::AlgorithmId;
using core::ExperimentConfig;
using core::ExperimentRow;
using core::HeuristicId;
using core::PuzzleKind;
using core::RunChoice;
using core::SearchStatus;

namespace {

const ref::Board Goal9 = ref::standardGoal(9);

ExperimentConfig eightPuzzleConfig(int count, std::uint64_t seed)
{
    ExperimentConfig c;
    c.start = core::SlidingPosition{core::SlidingBoard::standardGoal({3, 3}), core::SlidingBoard::standardGoal({3, 3})};
    c.count = count;
    c.seed = seed;
    c.choices = {{AlgorithmId::Bfs, HeuristicId::None},
                 {AlgorithmId::AStar, HeuristicId::Manhattan},
                 {AlgorithmId::IdaStar, HeuristicId::LinearConflict},
                 {AlgorithmId::Table, HeuristicId::None}};
    return c;
}

ref::Board refBoard(const std::string &id)
{
    const auto parsed = core::parseSlidingBoard(id);
    return parsed.ok() ? toRef(*parsed.board) : ref::Board{};
}

ExperimentRow sampleRow(int instance, RunChoice choice, SearchStatus status, int length, std::uint64_t expanded,
                        double seconds, double ebf)
{
    ExperimentRow r;
    r.instance = instance;
    r.board = "3x3:1,2,3,4,5,6,7,8,0";
    r.choice = choice;
    r.status = status;
    r.length = length;
    r.optimal = status == SearchStatus::Solved;
    r.expanded = expanded;
    r.generated = expanded * 2 + 1;
    r.seconds = seconds;
    r.ebf = ebf;
    r.moves = std::string(std::size_t(std::max(length, 0)), 'd');
    return r;
}

const std::string Header = "instance,board,algorithm,heuristic,threads,status,length,expected_length,optimal,expanded,"
                           "generated,duplicates,peak_frontier,peak_bytes,seconds,ebf,moves\r\n";

int countOf(const std::string &text, const std::string &what)
{
    int n = 0;
    for (std::size_t at = text.find(what); at != std::string::npos; at = text.find(what, at + 1))
        ++n;
    return n;
}

} // namespace

class tst_Experiment : public QObject {
    Q_OBJECT

private slots:
    void boardsAreReproducible();
    void optimalAlgorithmsAgree();
    void distanceMode();
    void distanceModeTooFar();
    void rotationExperiment();
    void huarongDaoExperiment();
    void csvRoundTrip();
    void csvQuotedFields();
    void csvErrors_data();
    void csvErrors();
    void jsonRows();
    void summaryMedians();
    void cancelBeforeStart();
    void cancelDuringSearch();
};

void tst_Experiment::boardsAreReproducible()
{
    core::Reason error;
    const auto a = core::experimentBoards(eightPuzzleConfig(6, 42), core::defaultTableCache(), &error);
    QVERIFY(!error);
    QCOMPARE(int(a.size()), 6);
    QCOMPARE(core::experimentBoards(eightPuzzleConfig(6, 42), core::defaultTableCache()), a);
    QVERIFY(core::experimentBoards(eightPuzzleConfig(6, 43), core::defaultTableCache()) != a);
    for (const auto &id : a) {
        const ref::Board b = refBoard(id);
        QCOMPARE(int(b.size()), 9);
        QVERIFY(ref::solvableByInversions(b, Goal9, 3));
    }
}

void tst_Experiment::optimalAlgorithmsAgree()
{
    const auto config = eightPuzzleConfig(6, 7);
    const auto boards = core::experimentBoards(config, core::defaultTableCache());
    QCOMPARE(int(boards.size()), 6);
    int progressCalls = 0, lastDone = 0, lastTotal = 0;
    const auto rows = core::runExperiment(config, boards, core::defaultTableCache(), {}, [&](int done, int total) {
        ++progressCalls;
        lastDone = done;
        lastTotal = total;
    });
    QCOMPARE(int(rows.size()), 24);
    QCOMPARE(progressCalls, 24);
    QCOMPARE(lastDone, 24);
    QCOMPARE(lastTotal, 24);
    const auto &reference = ref::referenceFor(3, 3, Goal9);
    for (std::size_t i = 0; i < rows.size(); ++i) {
        const auto &r = rows[i];
        QCOMPARE(r.instance, int(i / 4));
        QCOMPARE(r.choice, config.choices[i % 4]);
        QCOMPARE(r.board, boards[std::size_t(r.instance)]);
        QCOMPARE(r.status, SearchStatus::Solved);
        QVERIFY(r.optimal);
        ref::Board b = refBoard(r.board);
        QCOMPARE(r.length, reference.distance(b));
        QCOMPARE(int(r.moves.size()), r.length);
        QVERIFY(ref::replay(b, 3, 3, r.moves));
        QCOMPARE(b, Goal9);
        if (r.length > 0)
            QCOMPARE(r.ebf, core::effectiveBranchingFactor(r.generated, r.length));
        QVERIFY(r.seconds >= 0);
        if (r.choice.algorithm != AlgorithmId::Table)
            QVERIFY(r.expanded > 0);
    }
}

void tst_Experiment::distanceMode()
{
    auto config = eightPuzzleConfig(5, 99);
    config.mode = core::ScrambleMode::Distance;
    config.distance = 12;
    core::Reason error{core::ReasonCode::Cancelled, {}, {}}; // cleared by a success
    const auto boards = core::experimentBoards(config, core::defaultTableCache(), &error);
    QVERIFY2(!error, core::describe(error).c_str());
    QCOMPARE(int(boards.size()), 5);
    const auto &reference = ref::referenceFor(3, 3, Goal9);
    for (const auto &id : boards)
        QCOMPARE(reference.distance(refBoard(id)), 12);
    config.choices = {{AlgorithmId::IdaStar, HeuristicId::Manhattan}};
    for (const auto &r : core::runExperiment(config, boards, core::defaultTableCache()))
        QCOMPARE(r.length, 12);
}

void tst_Experiment::distanceModeTooFar()
{
    auto config = eightPuzzleConfig(3, 1);
    config.mode = core::ScrambleMode::Distance;
    config.distance = 32; // the farthest 3x3 board is 31 moves away
    core::Reason error;
    QVERIFY(core::experimentBoards(config, core::defaultTableCache(), &error).empty());
    QCOMPARE(int(error.code), int(core::ReasonCode::ScrambleBeyondFarthest));
    QCOMPARE(core::describe(error), std::string("no board of this size is 32 moves from the goal; the farthest is 31"));
}

void tst_Experiment::rotationExperiment()
{
    ExperimentConfig config;
    config.start = core::RotationBoard{};
    config.count = 3;
    config.seed = 5;
    config.choices = {{AlgorithmId::IdaStar, HeuristicId::CentreTable}, {AlgorithmId::AStar, HeuristicId::CentreCount}};
    const auto boards = core::experimentBoards(config, core::defaultTableCache());
    QCOMPARE(int(boards.size()), 3);
    QCOMPARE(core::experimentBoards(config, core::defaultTableCache()), boards);
    const auto rows = core::runExperiment(config, boards, core::defaultTableCache());
    QCOMPARE(int(rows.size()), 6);
    for (std::size_t i = 0; i < rows.size(); i += 2) {
        QCOMPARE(rows[i].status, SearchStatus::Solved);
        QCOMPARE(rows[i + 1].status, SearchStatus::Solved);
        QCOMPARE(rows[i].length, rows[i + 1].length);
        auto parsed = core::parseRotationBoard(rows[i].board);
        QVERIFY(parsed.ok());
        for (char m : rows[i].moves)
            parsed.board->apply(core::rotationFromLetter(m));
        QVERIFY(parsed.board->solvedDigit() != 0);
    }
    config.mode = core::ScrambleMode::Distance;
    config.distance = 4;
    const auto walked = core::experimentBoards(config, core::defaultTableCache());
    QCOMPARE(int(walked.size()), 3);
    for (const auto &r : core::runExperiment(config, walked, core::defaultTableCache())) {
        QCOMPARE(r.status, SearchStatus::Solved);
        QVERIFY(r.length <= 4);
    }
}

void tst_Experiment::csvRoundTrip()
{
    const auto config = eightPuzzleConfig(3, 11);
    auto rows = core::runExperiment(config, core::experimentBoards(config, core::defaultTableCache()), core::defaultTableCache());
    QCOMPARE(int(rows.size()), 12);
    rows.push_back(sampleRow(3, {AlgorithmId::WeightedAStar, HeuristicId::Pdb663}, SearchStatus::LimitReached, -1,
                             5'000'000, 1.0 / 3.0, 0));
    rows.push_back(sampleRow(4, {AlgorithmId::Structured, HeuristicId::None}, SearchStatus::Cancelled, -1,
                             std::numeric_limits<std::uint64_t>::max(), 1e-300, 0));
    rows.push_back(sampleRow(5, {AlgorithmId::BidirectionalBfs, HeuristicId::None}, SearchStatus::Unsolvable, -1, 0,
                             0.1, 0));
    rows.push_back(sampleRow(6, {AlgorithmId::IdaStar, HeuristicId::WalkingDistance}, SearchStatus::Solved, 17, 99,
                             123456.789, 1.2345678901234567));
    rows.back().threads = 2; // as bench writes a run of --threads 2 on a board of a known length
    rows.back().expectedLength = 17;
    const std::string csv = core::experimentCsv(rows);
    QVERIFY(csv.rfind(Header, 0) == 0);
    std::string error;
    const auto back = csvread::parseExperimentCsv(csv, &error);
    QVERIFY2(back.has_value(), error.c_str());
    QCOMPARE(back->size(), rows.size());
    for (std::size_t i = 0; i < rows.size(); ++i) {
        QCOMPARE((*back)[i].seconds, rows[i].seconds); // bit for bit
        QCOMPARE((*back)[i].ebf, rows[i].ebf);
        QCOMPARE((*back)[i].moves, rows[i].moves);
        QVERIFY((*back)[i] == rows[i]);
    }
    // Plain line feeds read as well as CR LF.
    std::string lf;
    for (char c : csv)
        if (c != '\r')
            lf += c;
    const auto fromLf = csvread::parseExperimentCsv(lf, &error);
    QVERIFY2(fromLf.has_value(), error.c_str());
    QVERIFY(*fromLf == rows);
}

void tst_Experiment::csvQuotedFields()
{
    auto row = sampleRow(0, {AlgorithmId::AStar, HeuristicId::Manhattan}, SearchStatus::Solved, 3, 10, 0.5, 1.5);
    row.board = "he said \"hi\", then\r\nleft";
    row.moves = "d,\"u\"";
    const std::vector<ExperimentRow> rows{row, sampleRow(1, {}, SearchStatus::Solved, 2, 3, 0.25, 2)};
    const std::string csv = core::experimentCsv(rows);
    QVERIFY(csv.find("\"he said \"\"hi\"\", then\r\nleft\"") != std::string::npos);
    QVERIFY(csv.find("\"d,\"\"u\"\"\"") != std::string::npos);
    // The sliding id's commas are quoted too.
    QVERIFY(csv.find("\"3x3:1,2,3,4,5,6,7,8,0\"") != std::string::npos);
    std::string error;
    const auto back = csvread::parseExperimentCsv(csv, &error);
    QVERIFY2(back.has_value(), error.c_str());
    QVERIFY(*back == rows);
}

void tst_Experiment::csvErrors_data()
{
    const std::string good = "0,\"3x3:1,2,3,4,5,6,7,8,0\",idastar,manhattan,1,solved,0,,1,0,0,0,1,0,0.001,0,\r\n";
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("where");
    QTest::addColumn<QString>("about");
    const auto add = [](const char *tag, const std::string &text, const char *where, const char *about) {
        QTest::newRow(tag) << QString::fromStdString(text) << QString::fromLatin1(where) << QString::fromLatin1(about);
    };
    add("empty", "", "line 1:", "header");
    add("wrong header", "instance,board\r\n" + good, "line 1:", "header");
    add("short row", Header + good + "0,x,idastar\r\n", "line 3:", "columns");
    add("long row", Header + good + good.substr(0, good.size() - 2) + ",extra\r\n", "line 3:", "columns");
    add("bad instance", Header + "zero" + good.substr(1), "line 2:", "instance");
    add("bad count", Header + good + "1,b,bfs,none,1,solved,2,,1,12x,0,0,1,0,0.5,1,dd\r\n", "line 3:", "expanded");
    add("negative count", Header + "1,b,bfs,none,1,solved,2,,1,-5,0,0,1,0,0.5,1,dd\r\n", "line 2:", "expanded");
    add("bad seconds", Header + "1,b,bfs,none,1,solved,2,,1,5,0,0,1,0,fast,1,dd\r\n", "line 2:", "seconds");
    add("bad ebf", Header + "1,b,bfs,none,1,solved,2,,1,5,0,0,1,0,0.5,,dd\r\n", "line 2:", "ebf");
    add("bad optimal", Header + "1,b,bfs,none,1,solved,2,,yes,5,0,0,1,0,0.5,1,dd\r\n", "line 2:", "optimal");
    add("unknown algorithm", Header + "1,b,dfs,none,1,solved,2,,1,5,0,0,1,0,0.5,1,dd\r\n", "line 2:", "algorithm");
    add("unknown heuristic", Header + "1,b,bfs,gut,1,solved,2,,1,5,0,0,1,0,0.5,1,dd\r\n", "line 2:", "heuristic");
    add("unknown status", Header + "1,b,bfs,none,1,done,2,,1,5,0,0,1,0,0.5,1,dd\r\n", "line 2:", "status");
    add("bad threads", Header + "1,b,bfs,none,0,solved,2,,1,5,0,0,1,0,0.5,1,dd\r\n", "line 2:", "threads");
    add("bad expected length", Header + "1,b,bfs,none,1,solved,2,two,1,5,0,0,1,0,0.5,1,dd\r\n", "line 2:", "expected_length");
    // A quoted field spanning two lines moves the next record to line 4.
    add("after multi-line field", Header + "0,\"a\nb\",bfs,none,1,solved,0,,1,0,0,0,1,0,0,0,\r\n" + "1,b,bfs,none,solved,x",
        "line 4:", "columns");
    add("unclosed quote", Header + good + "1,\"open,bfs", "line 3:", "quote");
    add("stray quote", Header + "1,b\"c,bfs,none,1,solved,2,,1,5,0,0,1,0,0.5,1,dd\r\n", "line 2:", "quote");
}

void tst_Experiment::csvErrors()
{
    QFETCH(QString, text);
    QFETCH(QString, where);
    QFETCH(QString, about);
    std::string error;
    const auto rows = csvread::parseExperimentCsv(text.toStdString(), &error);
    QVERIFY(!rows.has_value());
    const QString e = QString::fromStdString(error);
    QVERIFY2(e.startsWith(where), qPrintable(e));
    QVERIFY2(e.contains(about), qPrintable(e));
}

void tst_Experiment::jsonRows()
{
    auto rows = core::runExperiment(eightPuzzleConfig(2, 3), core::experimentBoards(eightPuzzleConfig(2, 3), core::defaultTableCache()), core::defaultTableCache());
    QCOMPARE(int(rows.size()), 8);
    rows[0].board = "quote \" backslash \\ newline \n tab \t";
    const auto summary = core::summarizeExperiment(rows);
    QCOMPARE(int(summary.size()), 4);
    const std::string json = core::experimentJson(rows, summary);
    QCOMPARE(countOf(json, "\"instance\": "), 8);
    QCOMPARE(countOf(json, "\"runs\": "), 4);
    QCOMPARE(countOf(json, "\"rows\": ["), 1);
    QCOMPARE(countOf(json, "\"summary\": ["), 1);
    QVERIFY(json.find("\"quote \\\" backslash \\\\ newline \\n tab \\t\"") != std::string::npos);
    QVERIFY(json.find('\t') == std::string::npos);
    // Every brace and bracket outside strings closes.
    int depth = 0;
    bool inString = false;
    for (std::size_t i = 0; i < json.size(); ++i) {
        const char c = json[i];
        if (inString) {
            if (c == '\\')
                ++i;
            else if (c == '"')
                inString = false;
            continue;
        }
        if (c == '"')
            inString = true;
        else if (c == '{' || c == '[')
            ++depth;
        else if (c == '}' || c == ']')
            QVERIFY(--depth >= 0);
    }
    QCOMPARE(depth, 0);
    QVERIFY(!inString);
    const std::string empty = core::experimentJson({}, {});
    QCOMPARE(countOf(empty, "\"instance\""), 0);
    QVERIFY(empty.find("\"rows\": []") != std::string::npos);
}

void tst_Experiment::summaryMedians()
{
    const RunChoice a{AlgorithmId::AStar, HeuristicId::Manhattan};
    const RunChoice b{AlgorithmId::Bfs, HeuristicId::None};
    std::vector<ExperimentRow> rows{
        sampleRow(0, b, SearchStatus::Solved, 5, 100, 2.0, 3.0),
        sampleRow(0, a, SearchStatus::Solved, 4, 10, 0.5, 2.0),
        sampleRow(1, a, SearchStatus::Solved, 8, 40, 0.25, 1.5),
        sampleRow(2, a, SearchStatus::Solved, 10, 30, 1.0, 1.25),
        sampleRow(3, a, SearchStatus::LimitReached, -1, 1000, 4.0, 0),
        sampleRow(4, a, SearchStatus::Solved, 0, 0, 0.125, 0),
    };
    const auto s = core::summarizeExperiment(rows);
    QCOMPARE(int(s.size()), 2);
    QCOMPARE(s[0].choice, b); // order of first appearance
    QCOMPARE(s[0].runs, 1);
    QCOMPARE(s[0].medianLength, 5.0);
    QCOMPARE(s[0].medianEbf, 3.0);
    const auto &x = s[1];
    QCOMPARE(x.choice, a);
    QCOMPARE(x.runs, 5);
    QCOMPARE(x.solved, 4);
    QCOMPARE(x.medianLength, 6.0);      // solved lengths 0 4 8 10 -> (4 + 8) / 2
    QCOMPARE(x.medianExpanded, 30.0);   // 0 10 30 40 1000
    QCOMPARE(x.medianGenerated, 61.0);  // 2e + 1: 1 21 61 81 2001
    QCOMPARE(x.medianSeconds, 0.5);     // 0.125 0.25 0.5 1 4
    QCOMPARE(x.medianEbf, 1.5);         // solved with length > 0: 1.25 1.5 2
    QCOMPARE(x.totalExpanded, std::uint64_t(1080));
    QCOMPARE(x.totalSeconds, 5.875);
    QVERIFY(core::summarizeExperiment({}).empty());
}

void tst_Experiment::cancelBeforeStart()
{
    const auto config = eightPuzzleConfig(3, 1);
    std::stop_source cancel;
    cancel.request_stop();
    QVERIFY(core::runExperiment(config, core::experimentBoards(config, core::defaultTableCache()), core::defaultTableCache(), cancel.get_token()).empty());
}

void tst_Experiment::cancelDuringSearch()
{
    // Blind breadth-first search on 4x4 boards with budgets far beyond what it can use here:
    // only the cancel can end these runs early.
    ExperimentConfig config;
    config.start = core::SlidingPosition{core::SlidingBoard::standardGoal({4, 4}), core::SlidingBoard::standardGoal({4, 4})};
    config.count = 3;
    config.seed = 2;
    config.choices = {{AlgorithmId::Bfs, HeuristicId::None}};
    config.maxNodes = std::uint64_t(1) << 40;
    config.maxBytes = std::size_t(3) << 30;
    const auto boards = core::experimentBoards(config, core::defaultTableCache());
    QCOMPARE(int(boards.size()), 3);
    std::stop_source cancel;
    std::atomic<int> progressCalls{0};
    using Clock = std::chrono::steady_clock;
    Clock::time_point sent;
    std::thread canceller([&] {
        std::this_thread::sleep_for(std::chrono::milliseconds(300));
        sent = Clock::now();
        cancel.request_stop();
    });
    const auto rows = core::runExperiment(config, boards, core::defaultTableCache(), cancel.get_token(), [&](int, int) { ++progressCalls; });
    const auto returned = Clock::now();
    canceller.join();
    QVERIFY(rows.size() < boards.size());
    QCOMPARE(int(rows.size()), progressCalls.load());
    for (const auto &r : rows)
        QVERIFY(r.status != SearchStatus::Cancelled);
    qInfo("returned %lld ms after the cancel",
          static_cast<long long>(std::chrono::duration_cast<std::chrono::milliseconds>(returned - sent).count()));
}

void tst_Experiment::huarongDaoExperiment()
{
    // Boards at an exact distance from the goal of the classic box, solved by BFS and A* with
    // both estimates: every run finds a plan of exactly that length, and the plan replays.
    ExperimentConfig config;
    std::mt19937_64 rng(1);
    const core::PuzzleBackend &backend = core::backendFor(core::KlotskiKind);
    config.start = backend.newGame({}, rng);
    config.count = 3;
    config.seed = 4;
    config.mode = core::ScrambleMode::Distance;
    config.distance = 12;
    config.choices = {{AlgorithmId::Bfs, HeuristicId::None},
                      {AlgorithmId::AStar, HeuristicId::KlotskiAway},
                      {AlgorithmId::AStar, HeuristicId::KlotskiBlockers}};
    core::Reason error;
    const auto boards = core::experimentBoards(config, core::defaultTableCache(), &error);
    QVERIFY2(boards.size() == 3, core::describe(error).c_str());
    QCOMPARE(core::experimentBoards(config, core::defaultTableCache()), boards);
    const auto rows = core::runExperiment(config, boards, core::defaultTableCache());
    QCOMPARE(int(rows.size()), 9);
    for (const core::ExperimentRow &r : rows) {
        QCOMPARE(r.status, SearchStatus::Solved);
        QCOMPARE(r.length, 12);
        QVERIFY(r.optimal);
        core::Position p = *backend.parse(r.board, config.start).position;
        for (const std::string &m : backend.planMoves(r.moves))
            QVERIFY(backend.apply(p, m));
        QVERIFY(backend.isGoal(p));
    }
}

QTEST_APPLESS_MAIN(tst_Experiment)
#include "tst_experiment.moc"
