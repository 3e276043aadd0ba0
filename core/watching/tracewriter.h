#pragma once
// TraceWriter: an ExpansionObserver that writes one JSON line per expanded node, in expansion
// order (`solve --trace`):
//   {"order":0,"board":"3x3:...","g":0,"h":12,"f":12,"parent":null}
// - board: as the puzzle's back end writes a watched board (PuzzleBackend::traceBoard): a
//   sliding board's id form (what `solve` reads back); for the rotation game, the digit
//   projection the search works on, 24 cells separated by spaces, '.' where another digit
//   stands, and "digit" names the digit; a Huarong Dao box's rows.
// - h is null for the searches without a heuristic (f is then g).
// - IDA* adds "bound" (the iteration's bound on f) and "iteration" (from 0); bidirectional
//   BFS adds "side" (0 from the start, 1 from the goal).
// - parent: the order of the expansion that generated the node, null for a root.
// After `limit` lines it asks for no more events and says truncated().

#include "puzzles/puzzlebackend.h"
#include "search/expansion.h"

#include <ostream>

namespace core {

class TraceWriter : public ExpansionObserver {
public:
    // `like` is the searched position: the trace's boards are of its puzzle and size.
    TraceWriter(std::ostream &out, const Position &like, std::uint64_t limit);

    std::uint64_t receive(std::span<const ExpansionEvent> events) override;

    std::uint64_t written() const { return m_written; }
    bool truncated() const { return m_truncated; }

private:
    void writeLine(const ExpansionEvent &e);
    void writeBoard(const std::string &cells);

    std::ostream &m_out;
    Position m_like;
    const PuzzleBackend &m_backend;
    std::uint64_t m_limit;
    std::uint64_t m_written = 0;
    bool m_truncated = false;
};

} // namespace core
