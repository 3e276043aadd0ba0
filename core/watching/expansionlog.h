#pragma once
// ExpansionLog: an ExpansionObserver that keeps a uniform sample of a search's expansions for
// views that read it from another thread (the state-space map, the race by work, the
// step-through).
// - At most `capacity` events are kept. When one more would not fit, every other kept event
//   is dropped (those whose order is not a multiple of twice the stride) and the search is
//   asked for half as many from then on, so what is kept is always every stride-th expansion.
// - Readers poll take() with a cursor of their own: it hands over what was added since, or,
//   after a thinning, everything kept (reset), under a lock held only to copy.

#include "search/expansion.h"

#include <mutex>
#include <optional>
#include <vector>

namespace core {

class ExpansionLog : public ExpansionObserver {
public:
    explicit ExpansionLog(std::size_t capacity = 100'000, bool children = false);

    bool wantsChildren() const override { return m_children; }
    std::uint64_t receive(std::span<const ExpansionEvent> events) override;

    struct Cursor {
        std::size_t next = 0;
        std::uint64_t generation = ~std::uint64_t(0);
    };
    struct Update {
        bool reset = false; // the view should drop what it has: `events` starts from the first kept
        std::vector<ExpansionEvent> events;
    };
    Update take(Cursor &cursor) const;

    // The kept events after `order` (all of them when it is empty), at most `max`, in order,
    // and the stride they were kept with: for readers that must bound what one call copies.
    struct Slice {
        std::vector<ExpansionEvent> events;
        std::uint64_t stride = 1;
    };
    Slice after(std::optional<std::uint64_t> order, std::size_t max) const;

    std::vector<ExpansionEvent> events() const;
    std::size_t size() const;
    std::size_t capacity() const { return m_capacity; }
    // 1 while every expansion is kept; k when every k-th is.
    std::uint64_t stride() const;
    // Expansions reported so far: the last order seen, plus one (short of the search's count
    // by less than the stride, as the last expansions may not be sampled).
    std::uint64_t seen() const;

private:
    mutable std::mutex m_mutex;
    std::vector<ExpansionEvent> m_events;
    std::size_t m_capacity;
    bool m_children;
    std::uint64_t m_stride = 1;
    std::uint64_t m_generation = 0;
    std::uint64_t m_seen = 0;
};

} // namespace core
