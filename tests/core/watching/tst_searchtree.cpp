// SearchTree: the tree of a watched search, node by node, as the step-through draws it. The
// plan it marks is checked against the search's own plan (its length, and each step a legal
// move), every expansion is one closed node, duplicates link to a node holding their state,
// IDA* gives one tree per iteration with its pruned children over the bound, and a tree grown
// past its cap says so.

#include "watching/watchedrun.h"
#include "watching/searchtree.h"

#include <QtTest>

#include <cstdlib>
#include <set>
#include <string>

using core::AlgorithmId;
using core::HeuristicId;
using core::TreeNode;
using core::TreeNodeState;

namespace {

// Two 3x3 states one slide apart: the blank swapped with an orthogonal neighbour.
bool oneSlideApart(const std::string &a, const std::string &b)
{
    const auto ba = a.find(char(0)), bb = b.find(char(0));
    if (ba == std::string::npos || bb == std::string::npos || a.size() != b.size())
        return false;
    const int ra = int(ba) / 3, ca = int(ba) % 3, rb = int(bb) / 3, cb = int(bb) % 3;
    if (std::abs(ra - rb) + std::abs(ca - cb) != 1)
        return false;
    std::string swapped = a;
    std::swap(swapped[ba], swapped[bb]);
    return swapped == b;
}

} // namespace

class tst_SearchTree : public QObject {
    Q_OBJECT

private slots:
    void solutionIsThePlan_data();
    void solutionIsThePlan();
    void growsOneExpansionAtATime();
    void duplicatesLinkToTheStateMet();
    void idaStarHasATreePerIteration();
    void bigTreesAreCut();
    void bidirectionalTreesMeet();
};

// Bidirectional BFS: one forest of two trees, from the start and from the goal, whose marked
// paths meet at the same state and add up to the plan.
void tst_SearchTree::bidirectionalTreesMeet()
{
    const watched::Run w = watched::run("152436780", AlgorithmId::BidirectionalBfs, HeuristicId::None);
    QCOMPARE(w.outcome.status, core::SearchStatus::Solved);
    const auto spans = core::SearchTree::spans(w.events);
    QCOMPARE(spans.size(), std::size_t(1));
    const core::SearchTree tree(w.events, spans.front(), w.events.size());
    int roots = 0, onPath = 0;
    for (const TreeNode &n : tree.nodes()) {
        roots += n.parent == TreeNode::None ? 1 : 0;
        onPath += n.onSolution ? 1 : 0;
    }
    QCOMPARE(roots, 2);
    // The meeting state is on both sides' paths: one node more than the plan's states.
    QCOMPARE(onPath, int(w.outcome.length()) + 2);
}

void tst_SearchTree::solutionIsThePlan_data()
{
    QTest::addColumn<int>("algorithm");
    QTest::addColumn<int>("heuristic");
    QTest::newRow("bfs") << int(AlgorithmId::Bfs) << int(HeuristicId::None);
    QTest::newRow("astar") << int(AlgorithmId::AStar) << int(HeuristicId::Manhattan);
    QTest::newRow("idastar") << int(AlgorithmId::IdaStar) << int(HeuristicId::Manhattan);
}

// At the end, the marked path runs from the root to the goal by legal slides, as long as the
// search's plan.
void tst_SearchTree::solutionIsThePlan()
{
    QFETCH(int, algorithm);
    QFETCH(int, heuristic);
    const watched::Run w = watched::run(AlgorithmId(algorithm) == AlgorithmId::Bfs ? "152436780" : "423158706", AlgorithmId(algorithm),
                                 HeuristicId(heuristic));
    QCOMPARE(w.outcome.status, core::SearchStatus::Solved);
    const auto spans = core::SearchTree::spans(w.events);
    QVERIFY(!spans.empty());
    const std::string goal("\1\2\3\4\5\6\7\10\0", 9);
    const core::SearchTree tree(w.events, spans.back(), w.events.size(), [&](const std::string &c) { return c == goal; });
    // Before its last expansion, no path is marked.
    const core::SearchTree early(w.events, spans.back(), w.events.size() - 1, [&](const std::string &c) { return c == goal; });
    for (const TreeNode &n : early.nodes())
        QVERIFY(!n.onSolution);
    QVERIFY(!tree.cut());
    const auto &nodes = tree.nodes();
    std::uint32_t deepest = TreeNode::None;
    int onPath = 0;
    for (std::uint32_t i = 0; i < nodes.size(); ++i)
        if (nodes[i].onSolution) {
            ++onPath;
            if (deepest == TreeNode::None || nodes[i].depth > nodes[deepest].depth)
                deepest = i;
        }
    QVERIFY(deepest != TreeNode::None);
    QCOMPARE(onPath, int(w.outcome.length()) + 1);
    QCOMPARE(nodes[deepest].cells, goal);
    for (std::uint32_t at = deepest; nodes[at].parent != TreeNode::None; at = nodes[at].parent) {
        QVERIFY(nodes[nodes[at].parent].onSolution);
        QVERIFY(oneSlideApart(nodes[nodes[at].parent].cells, nodes[at].cells));
        QCOMPARE(nodes[at].depth, nodes[nodes[at].parent].depth + 1);
    }
}

// After k expansions the tree has k closed nodes, numbered 1..k, the k-th the current one, and
// every child generated so far; the layout puts each parent over its children.
void tst_SearchTree::growsOneExpansionAtATime()
{
    const watched::Run w = watched::run("152436780", AlgorithmId::AStar, HeuristicId::Manhattan);
    const auto spans = core::SearchTree::spans(w.events);
    QCOMPARE(spans.size(), std::size_t(1));
    for (std::size_t k = 1; k <= std::min<std::size_t>(w.events.size(), 40); ++k) {
        const core::SearchTree tree(w.events, spans.front(), k);
        const auto closed = tree.closed();
        QCOMPARE(closed.size(), k);
        std::size_t children = 0;
        for (std::size_t i = 0; i < k; ++i) {
            const TreeNode &n = tree.nodes()[closed[i]];
            QCOMPARE(n.expansion, w.events[i].order + 1);
            QCOMPARE(n.cells, w.events[i].cells);
            QCOMPARE(n.g, w.events[i].g);
            QCOMPARE(n.h, w.events[i].h);
            children += w.events[i].children.size();
            if (!n.children.empty()) {
                QVERIFY(n.x >= tree.nodes()[n.children.front()].x);
                QVERIFY(n.x <= tree.nodes()[n.children.back()].x);
            }
        }
        QCOMPARE(tree.current(), closed.back());
        QCOMPARE(tree.nodes()[tree.current()].state, TreeNodeState::Current);
        // The root and every child generated.
        QCOMPARE(tree.nodes().size(), children + 1);
        QVERIFY(tree.columns() >= 1);
    }
}

void tst_SearchTree::duplicatesLinkToTheStateMet()
{
    const watched::Run w = watched::run("152436780", AlgorithmId::Bfs, HeuristicId::None);
    const auto spans = core::SearchTree::spans(w.events);
    const core::SearchTree tree(w.events, spans.front(), std::min<std::size_t>(w.events.size(), 60));
    int duplicates = 0;
    for (const TreeNode &n : tree.nodes())
        if (n.state == TreeNodeState::Duplicate) {
            ++duplicates;
            QVERIFY(n.sameAs != TreeNode::None);
            QCOMPARE(tree.nodes()[n.sameAs].cells, n.cells);
            QVERIFY(tree.nodes()[n.sameAs].state != TreeNodeState::Duplicate);
        }
    QVERIFY(duplicates > 0);
}

void tst_SearchTree::idaStarHasATreePerIteration()
{
    const watched::Run w = watched::run("423158706", AlgorithmId::IdaStar, HeuristicId::Manhattan);
    const auto spans = core::SearchTree::spans(w.events);
    QVERIFY(spans.size() >= 2);
    std::set<int> bounds;
    for (std::size_t s = 0; s < spans.size(); ++s) {
        QCOMPARE(spans[s].iteration, int(s));
        // After an iteration's first expansion the replay is in its tree.
        QCOMPARE(core::SearchTree::spanAt(spans, spans[s].first + 1), s);
        bounds.insert(spans[s].bound);
        const core::SearchTree tree(w.events, spans[s], w.events.size());
        QCOMPARE(tree.closed().size(), spans[s].end - spans[s].first);
        int pruned = 0;
        for (const TreeNode &n : tree.nodes()) {
            if (n.state == TreeNodeState::Pruned) {
                ++pruned;
                QVERIFY2(n.f > spans[s].bound, qPrintable(QString("f %1, bound %2").arg(n.f).arg(spans[s].bound)));
            }
            if (n.expansion > 0)
                QVERIFY(n.f <= spans[s].bound);
        }
        if (s + 1 < spans.size())
            QVERIFY(pruned > 0);
    }
    QCOMPARE(bounds.size(), spans.size());
}

void tst_SearchTree::bigTreesAreCut()
{
    const watched::Run w = watched::run("867254301", AlgorithmId::Bfs, HeuristicId::None);
    const auto spans = core::SearchTree::spans(w.events);
    const core::SearchTree tree(w.events, spans.front(), w.events.size());
    QVERIFY(tree.cut());
    QVERIFY(tree.nodes().size() <= core::SearchTree::MaxNodes);
}

QTEST_MAIN(tst_SearchTree)
#include "tst_searchtree.moc"
