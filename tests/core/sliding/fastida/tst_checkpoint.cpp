// Checkpoints of the 4x4 IDA* (search/checkpoint.h, solvers/checkpointfile.h): a search stopped
// by its node budget at several points, each resumed from its last checkpoint in a fresh context
// (after a round trip through the file's text), returns the plan of the search that never
// stopped, with the same nodes on one thread; on two threads the same plan. Progress that is not
// the board's, or whose split does not match, is refused and the search starts over (still
// right); a file that is damaged, cut short, of another version or for another search is
// refused with what is wrong.
#include "convert.h"
#include "reference.h"
#include "storage/fnv.h"
#include "solvers/checkpointfile.h"
#include "sliding/fastida/fastida4.h"
#include "sliding/board/slidingtext.h"

#include <QtTest>

#include <cstdio>
#include <random>

using core::SearchStatus;

namespace {

const core::CheckpointIdentity Identity = {{"puzzle", "sliding"}, {"size", "4x4"}, {"heuristic", "linear-conflict"}};

struct Run {
    core::SearchResult<core::SlidingDomain> result;
    std::vector<core::IdaProgress> saved;
};

// One search with checkpoints (saved at every subtree's end), from `resume` if given.
Run search(const core::SlidingDomain &d, const core::SlidingState &s, unsigned threads, std::uint64_t budget,
           std::optional<core::IdaProgress> resume = std::nullopt, std::string *refused = nullptr)
{
    Run run;
    core::Checkpoints ck;
    ck.every = std::chrono::milliseconds(0);
    ck.resume = std::move(resume);
    ck.save = [&run](const core::IdaProgress &p) { run.saved.push_back(p); };
    core::SearchContext ctx;
    ctx.setThreads(threads);
    ctx.setMaxExpanded(budget);
    ctx.setCheckpoints(&ck);
    run.result = core::FastIda4::run(d, s, core::FastHeuristic4::LinearConflict, ctx);
    if (refused)
        *refused = ck.refused;
    return run;
}

// The boards: random walks long enough for several iterations that split into subtrees.
std::vector<core::SlidingBoard> boards()
{
    const auto goal = *core::parseSlidingBoard("1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 0").board;
    std::mt19937_64 rng(27);
    std::vector<core::SlidingBoard> out;
    while (out.size() < 4) {
        ref::Board b = toRef(goal);
        ref::randomWalk(b, 4, 4, 60 + int(out.size()) * 20, rng);
        out.push_back(toCore(4, 4, b));
    }
    return out;
}

std::string withChecksum(const std::string &body)
{
    core::Fnv1a64 f;
    f.add(body.data(), body.size());
    char hex[17];
    std::snprintf(hex, sizeof hex, "%016llx", static_cast<unsigned long long>(f.h));
    return body + "checksum: " + hex + "\n";
}

} // namespace

class tst_Checkpoint : public QObject {
    Q_OBJECT
private slots:
    void resumedSearchGivesTheSamePlan_data();
    void resumedSearchGivesTheSamePlan();
    void progressNotOursIsRefused();
    void fileRoundTripAndDamage();
};

void tst_Checkpoint::resumedSearchGivesTheSamePlan_data()
{
    QTest::addColumn<unsigned>("threads");
    QTest::newRow("one thread") << 1u;
    QTest::newRow("two threads") << 2u;
}

void tst_Checkpoint::resumedSearchGivesTheSamePlan()
{
    QFETCH(unsigned, threads);
    const auto goal = *core::parseSlidingBoard("1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 0").board;
    const core::SlidingDomain d(goal);
    int midIteration = 0;
    for (const auto &board : boards()) {
        const auto s = d.stateOf(board);
        core::SearchContext plain; // no checkpoints: the serial search
        plain.setMaxExpanded(std::uint64_t(1) << 40);
        const auto serial = core::FastIda4::run(d, s, core::FastHeuristic4::LinearConflict, plain);
        QCOMPARE(serial.status, SearchStatus::Solved);
        const Run whole = search(d, s, threads, std::uint64_t(1) << 40);
        QCOMPARE(whole.result.status, SearchStatus::Solved);
        QCOMPARE(core::planToString(whole.result.plan), core::planToString(serial.plan));
        QCOMPARE(whole.result.stats.thresholds, serial.stats.thresholds);
        ref::Board replayed = toRef(board);
        QVERIFY(ref::replay(replayed, 4, 4, core::planToString(whole.result.plan)));
        QCOMPARE(replayed, toRef(goal));
        const std::uint64_t total = whole.result.stats.expanded;
        for (int tenth : {2, 5, 9}) {
            const Run stopped = search(d, s, threads, total * std::uint64_t(tenth) / 10);
            QCOMPARE(stopped.result.status, SearchStatus::LimitReached);
            QVERIFY(!stopped.saved.empty());
            const core::IdaProgress &last = stopped.saved.back();
            QVERIFY(last.expanded <= stopped.result.stats.expanded);
            midIteration += last.subtreesDone() > 0 && last.subtreesDone() < last.subtrees;
            // Through the file's text, as a new process would read it.
            std::string error;
            const auto read = core::readCheckpoint(core::checkpointText(Identity, last), Identity, error);
            QVERIFY2(read, error.c_str());
            std::string refused;
            const Run resumed = search(d, s, threads, std::uint64_t(1) << 40, *read, &refused);
            QCOMPARE(QString::fromStdString(refused), QString());
            QCOMPARE(resumed.result.status, SearchStatus::Solved);
            QCOMPARE(core::planToString(resumed.result.plan), core::planToString(serial.plan));
            QCOMPARE(resumed.result.stats.thresholds, whole.result.stats.thresholds);
            if (threads == 1) { // node for node the search that never stopped
                QCOMPARE(resumed.result.stats.expandedPerDepth, whole.result.stats.expandedPerDepth);
                QCOMPARE(resumed.result.stats.expanded, total);
                QCOMPARE(resumed.result.stats.generated, whole.result.stats.generated);
            }
        }
    }
    QVERIFY(midIteration >= 6); // most stops fall inside a split iteration
}

void tst_Checkpoint::progressNotOursIsRefused()
{
    const auto goal = *core::parseSlidingBoard("1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 0").board;
    const core::SlidingDomain d(goal);
    const auto b = boards();
    const auto s0 = d.stateOf(b[0]), s1 = d.stateOf(b[1]);
    const Run whole = search(d, s1, 1, std::uint64_t(1) << 40);
    const Run stopped = search(d, s0, 1, 200'000);
    QVERIFY(!stopped.saved.empty());
    const core::IdaProgress theirs = stopped.saved.back();
    auto expectRefused = [&](const core::IdaProgress &p, const core::SlidingState &s, const char *why) {
        std::string refused;
        const Run r = search(d, s, 1, std::uint64_t(1) << 40, p, &refused);
        QVERIFY2(refused.find(why) != std::string::npos, refused.c_str());
        QCOMPARE(r.result.status, SearchStatus::Solved); // started over, still right
        if (&s == &s1)
            QCOMPARE(r.result.plan, whole.result.plan);
    };
    expectRefused(theirs, s1, "another board");
    core::IdaProgress p = theirs;
    QCOMPARE(QString::fromStdString(p.pruning), QString("10/11")); // a 4x4 search's machine
    p.pruning.clear();
    expectRefused(p, s0, "without duplicate-path pruning");
    p.pruning = "14/12";
    expectRefused(p, s0, "another duplicate-path pruning machine (14/12, this search's is 10/11)");
    p = theirs;
    p.subtrees += 1;
    p.done.push_back(false);
    expectRefused(p, s0, "does not split");
    p = theirs;
    p.thresholds.back() += 2;
    expectRefused(p, s0, "do not agree");
}

void tst_Checkpoint::fileRoundTripAndDamage()
{
    core::IdaProgress p;
    p.bound = 53;
    p.splitDepth = 10;
    p.subtrees = 1461;
    p.done.assign(1461, false);
    for (std::size_t i = 0; i < 1461; i += 3)
        p.done[i] = true; // 487 of them, not a prefix
    p.next = 55;
    p.expanded = 2999933;
    p.generated = 5662658;
    p.thresholds = {43, 45, 47};
    p.expandedPerDepth = {1, 354, 5122};
    p.seconds = 12.25;
    p.cells = "1,2,3";
    p.goal = "3,2,1";
    p.pruning = "14/12";
    const std::string text = core::checkpointText(Identity, p);
    std::string error;
    const auto back = core::readCheckpoint(text, Identity, error);
    QVERIFY2(back, error.c_str());
    QCOMPARE(back->bound, 53);
    QCOMPARE(back->subtreesDone(), std::uint64_t(487));
    QCOMPARE(back->done, p.done);
    QCOMPARE(back->expandedPerDepth, p.expandedPerDepth);
    QCOMPARE(back->seconds, 12.25);
    QCOMPARE(back->cells, p.cells);
    QCOMPARE(core::checkpointIdentity(text), Identity);
    QCOMPARE(back->pruning, "14/12");

    auto refusal = [](const std::string &t, const core::CheckpointIdentity &id) {
        std::string e;
        return core::readCheckpoint(t, id, e) ? std::string("accepted") : e;
    };
    std::string damaged = text;
    damaged[damaged.find("2999933")] = '3';
    QVERIFY(refusal(damaged, Identity).find("damaged") != std::string::npos);
    QVERIFY(refusal(text.substr(0, text.size() / 2), Identity).find("cut short") != std::string::npos);
    QVERIFY(refusal("hello\n", Identity).find("not a PuzzleScope checkpoint") != std::string::npos);
    QVERIFY(refusal("puzzlescope-checkpoint 7\n", Identity).find("another version") != std::string::npos);
    auto other = Identity;
    other.back().second = "pdb-663";
    QCOMPARE(QString::fromStdString(refusal(text, other)),
             QString("it is for another search: its heuristic is \"linear-conflict\", not \"pdb-663\""));
    // Lines that do not read, or are missing or unknown, in a file whose checksum is right.
    const std::string body = text.substr(0, text.find("checksum: "));
    auto edited = [&](const std::string &from, const std::string &to) {
        std::string b = body;
        b.replace(b.find(from), from.size(), to);
        return withChecksum(b);
    };
    QVERIFY(refusal(edited("bound: 53", "bound: x53"), Identity).find("line 6: the bound \"x53\" does not read")
            != std::string::npos);
    // "yes" is what files wrote before the machines had names, for the 4x4 one they all used.
    std::string e;
    const auto old = core::readCheckpoint(edited("pruning: 14/12", "pruning: yes"), Identity, e);
    QVERIFY2(old && old->pruning == "10/11", e.c_str());
    QVERIFY(refusal(edited("pruning: 14/12", "pruning: maybe"), Identity).find("pruning") != std::string::npos);
    QVERIFY(refusal(edited("next: 55\n", ""), Identity).find("it has no next line") != std::string::npos);
    QVERIFY(refusal(edited("next: 55\n", "next: 55\ncolour: red\n"), Identity).find("unknown line \"colour\"")
            != std::string::npos);
    QVERIFY(refusal(edited("split: 10 1461 487", "split: 10 1461"), Identity).find("split") != std::string::npos);
    QVERIFY(refusal(edited("split: 10 1461 487", "split: 10 1461 486"), Identity).find("the done") != std::string::npos);
    QVERIFY(refusal(edited("split: 10 1461 487", "split: 10 1400 487"), Identity).find("the done") != std::string::npos);
}

QTEST_APPLESS_MAIN(tst_Checkpoint)
#include "tst_checkpoint.moc"
