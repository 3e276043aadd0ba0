#include "watching/tracewriter.h"

namespace core {

TraceWriter::TraceWriter(std::ostream &out, const Position &like, std::uint64_t limit)
    : m_out(out), m_like(like), m_backend(backendOf(like)), m_limit(limit)
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
    const TraceBoard board = m_backend.traceBoard(m_like, cells);
    m_out << '"' << board.text << '"';
    for (const auto &[name, value] : board.numbers)
        m_out << ",\"" << name << "\":" << value;
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
