#pragma once
// The searches' side of watching (search/expansion.h): one Watch per search fills the event of
// each expansion. A search calls expand() after its tick() allowed the expansion, child() for
// each child it generates, and done() before it expands anything else.

#include "search/searchcontext.h"

namespace core {

class Watch {
public:
    explicit Watch(SearchContext &ctx) : on(ctx.watching()), m_ctx(ctx), m_kids(ctx.watchChildren()) {}

    // Whether the context has an observer; when false nothing else need be called.
    const bool on;

    template <class D>
    std::uint64_t expand(const D &d, const typename D::State &s, std::uint64_t parent, int g, int h,
                         std::size_t frontier)
    {
        const std::uint64_t order = m_ctx.nextOrder();
        m_event = m_ctx.eventFor(order);
        if (m_event) {
            d.cellsOf(s, m_event->cells);
            m_event->parent = parent;
            m_event->g = g;
            m_event->h = h;
            m_event->f = h < 0 ? g : g + h;
            m_event->frontier = frontier;
        }
        return order;
    }
    // For IDA*: the iteration and its bound, for the event being filled.
    void iteration(int index, int bound)
    {
        if (m_event) {
            m_event->iteration = index;
            m_event->bound = bound;
        }
    }
    // For bidirectional BFS: which side expands.
    void side(int which)
    {
        if (m_event)
            m_event->side = which;
    }
    template <class D>
    void child(const D &d, const typename D::State &c, int g, int h, ChildFate fate)
    {
        if (!m_event)
            return;
        ++m_event->generated;
        if (fate == ChildFate::Duplicate)
            ++m_event->duplicates;
        else if (fate == ChildFate::Pruned)
            ++m_event->pruned;
        if (!m_kids)
            return;
        ChildEvent &e = m_event->children.emplace_back();
        d.cellsOf(c, e.cells);
        e.g = g;
        e.h = h;
        e.fate = fate;
    }
    void done()
    {
        if (m_event) {
            m_event = nullptr;
            m_ctx.eventDone();
        }
    }

private:
    SearchContext &m_ctx;
    bool m_kids;
    ExpansionEvent *m_event = nullptr;
};

} // namespace core
