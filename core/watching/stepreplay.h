#pragma once
// StepReplay: a watched search (events with their children, from an ExpansionLog made with
// children) played back one expansion at a time, with what the algorithm keeps between
// expansions rebuilt from the events alone:
// - BFS: the queue, first in first out, children in the order they were queued.
// - A* and weighted A*: the open list in the order astar.h pops it: priority den*g + num*h
//   (weight 3/2 for weighted A*), ties to the larger g, then to the earlier push (the start is
//   push 0). A state queued again with a smaller g replaces its older entry, which the search
//   would skip as stale.
// - IDA*: the path from the root to the node expanded (from the parents) and the bound; each
//   iteration starts over.
// - Bidirectional BFS: the two frontiers (side 0 from the start, side 1 from the goal) and, once
//   they touch, the meeting state.
// - Counters: closed (expanded so far), generated, duplicates, pruned.
// An event whose parent is NoParent starts a search over (a new IDA* iteration, the next digit
// of the rotation game). The events must be every expansion (stride 1), in order.

#include "common/ids.h"
#include "search/expansion.h"

#include <cstdint>
#include <deque>
#include <map>
#include <optional>
#include <string>
#include <tuple>
#include <unordered_map>
#include <vector>

namespace core {

enum class ReplayModel {
    Queue,         // BFS
    OpenList,      // A*, weighted A*
    Path,          // IDA*
    TwoFrontiers,  // bidirectional BFS
    None,          // a search whose waiting states are not modelled (the tables)
};

struct ReplayEntry {
    std::string cells;
    int g = 0;
    int h = -1;
    int side = -1;
    std::uint64_t push = 0; // the order of its push, from 0 at the start (IDA*'s path: of its expansion)
};

struct ReplayCounts {
    std::uint64_t closed = 0; // expansions so far
    std::uint64_t generated = 0;
    std::uint64_t duplicates = 0;
    std::uint64_t pruned = 0;
};

class StepReplay {
public:
    StepReplay(AlgorithmId algorithm, std::vector<ExpansionEvent> events);

    static ReplayModel modelOf(AlgorithmId algorithm);
    ReplayModel model() const { return m_model; }

    std::size_t size() const { return m_events.size(); }
    // Expansions applied so far (0: before the first).
    std::size_t position() const { return m_position; }
    bool atEnd() const { return m_position == m_events.size(); }
    // Applies the next expansion; false at the end.
    bool step();
    // Back to before the first expansion.
    void restart();
    // The last expansion applied, or null before the first.
    const ExpansionEvent *current() const;
    const std::vector<ExpansionEvent> &events() const { return m_events; }

    // The first `count` waiting states in the order the search takes them: the queue, the open
    // list, or one side's frontier (side 0 or 1). IDA*: none (see path()).
    std::vector<ReplayEntry> waiting(std::size_t count, int side = 0) const;
    std::size_t waitingCount(int side = 0) const;
    // The frontier at this step, the one number every view of a recorded search shows: the boards
    // waiting after the last expansion applied, its children added (the queue, the open list,
    // both sides' frontiers together; IDA*: the boards on its path).
    std::size_t frontier() const;
    // IDA*: the path from the root to the node expanded last, and the iteration's bound.
    const std::vector<ReplayEntry> &path() const { return m_path; }
    int bound() const { return m_bound; }
    // Bidirectional BFS: the state where the frontiers met, once they have.
    const std::optional<std::string> &meeting() const { return m_meeting; }
    const ReplayCounts &counts() const { return m_counts; }

private:
    // The open list's order: smaller priority first, then larger g, then earlier push.
    using OpenKey = std::tuple<long long, int, std::uint64_t>;

    void seedIfRoot();
    void push(const std::string &cells, int g, int h, int side);
    void take(const ExpansionEvent &e);
    void applyChildren(const ExpansionEvent &e);
    void noteMeeting(const ExpansionEvent &e, const ChildEvent &c);
    void clearWaiting();

    std::vector<ExpansionEvent> m_events;
    ReplayModel m_model;
    int m_num = 1, m_den = 1; // the weight on h
    std::size_t m_position = 0;
    std::uint64_t m_pushes = 0;
    std::deque<ReplayEntry> m_queues[2];
    std::map<OpenKey, ReplayEntry> m_open;
    std::unordered_map<std::string, OpenKey> m_openKeys;
    std::unordered_map<std::string, int> m_seen[2]; // bidirectional: the depth each side reached a state at
    int m_meetLength = -1;
    std::vector<ReplayEntry> m_path;
    int m_bound = -1;
    std::optional<std::string> m_meeting;
    ReplayCounts m_counts;
};

} // namespace core
