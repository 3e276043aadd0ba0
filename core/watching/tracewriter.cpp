#include "watching/tracewriter.h"

#include "puzzles/sliding/slidingtext.h"

namespace core {

TraceWriter::TraceWriter(std::ostream &out, PuzzleKind kind, BoardSize size, std::uint64_t limit)
    : m_out(out), m_kind(kind), m_size(size), m_limit(limit)
{
}

std::uint64_t TraceWriter::receive(std::span<const ExpansionEvent> events)
{
    for (const ExpansionEvent &e : events) {
        if (m_written >= m_limit) {
            m_truncated = true;
            return 0;
        }
        writeLine(e);
        ++m_written;
    }
    return 1;
}

void TraceWriter::writeBoard(const std::string &cells)
{
    if (m_kind == PuzzleKind::Sliding) {
        SlidingBoard b{m_size, std::vector<std::uint8_t>(cells.begin(), cells.end())};
        m_out << '"' << formatId(b) << '"';
        return;
    }
    int digit = 0;
    m_out << '"';
    for (std::size_t i = 0; i < cells.size(); ++i) {
        if (i > 0)
            m_out << ' ';
        if (cells[i] != 0) {
            digit = cells[i];
            m_out << char('0' + cells[i]);
        } else {
            m_out << '.';
        }
    }
    m_out << "\",\"digit\":" << digit;
}

void TraceWriter::writeLine(const ExpansionEvent &e)
{
    m_out << "{\"order\":" << e.order << ",\"board\":";
    writeBoard(e.cells);
    m_out << ",\"g\":" << e.g << ",\"h\":";
    if (e.h < 0)
        m_out << "null";
    else
        m_out << e.h;
    m_out << ",\"f\":" << e.f;
    if (e.bound >= 0)
        m_out << ",\"bound\":" << e.bound << ",\"iteration\":" << e.iteration;
    if (e.side >= 0)
        m_out << ",\"side\":" << e.side;
    m_out << ",\"parent\":";
    if (e.parent == ExpansionEvent::NoParent)
        m_out << "null";
    else
        m_out << e.parent;
    m_out << "}\n";
}

} // namespace core
