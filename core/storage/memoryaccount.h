#pragma once
// MemoryAccount: the one memory budget of a process (the CLI's --max-memory; the window keeps a
// budget per search). Every search's containers are charged to it as they grow (through
// SearchContext::tick), the walks of a scramble included; what a command keeps (a bench's boards
// and results) is weighed with withinBudget(). The budget
// bounds the whole process: a charge is refused when the bytes charged, plus what the process
// held that nobody charged when the account last looked (its libraries, its tables: `base`),
// would pass it. Tables are checked before they are built against the resident bytes
// (SearchContext::tablesPastBudgetMiB) and are part of the base once built.
// Thread-safe: jobs that run at once charge the one account.

#include <atomic>
#include <cstddef>
#include <cstdint>

namespace core {

class MemoryAccount {
public:
    // The process's account; its budget is none (0) until a front end sets one.
    static MemoryAccount &process();

    void setBudget(std::size_t bytes) { m_budget.store(bytes, std::memory_order_relaxed); }
    std::size_t budget() const { return m_budget.load(std::memory_order_relaxed); }
    // Charges `bytes` more; false, and nothing charged, when the process would then pass its
    // budget.
    bool take(std::size_t bytes);
    void give(std::size_t bytes) { m_held.fetch_sub(bytes, std::memory_order_relaxed); }
    std::size_t held() const { return m_held.load(std::memory_order_relaxed); }
    // How many charges were refused so far: a caller that gets no answer from work that does
    // not say why (a walk behind a cache) tells the memory budget from other causes by it.
    std::uint64_t refusals() const { return m_refusals.load(std::memory_order_relaxed); }
    // Looks again at what the process holds that is not charged (resident bytes less the
    // charges): at the start of each search, so tables built since count; at most every 20 ms
    // unless `now`, and never while there is no budget.
    void refreshBase(bool now = false);
    std::size_t base() const { return m_base.load(std::memory_order_relaxed); }
    // Whether the process is within its budget now: its resident bytes, or the base and the
    // charges when they are more (a charge is taken before its memory is touched). For what a
    // command keeps that is counted by what the process holds (the boards and results of a
    // bench, read a few thousand at a time), rather than charged piece by piece. `more`: bytes
    // the holder will still need (the report it makes at the end).
    bool withinBudget(std::size_t more = 0) const;
    // What this process holds in memory now (resident bytes), 0 where it cannot tell.
    static std::size_t residentBytes();
    // After a search that held `peakBytes` (at its end): when that was a lot, the next
    // refreshBase() first hands what the allocator kept of it back to the system (glibc's
    // malloc_trim), so that it does not count against the searches after it. Small searches
    // leave the allocator alone: giving back and faulting in again would slow a bench of
    // thousands of them by several percent.
    void searchEnded(std::size_t peakBytes);
    // Makes the allocator map blocks of 4 MiB and more on their own, handed back to the system
    // when freed, and keep at most 32 MiB free at the top of its heap (glibc's mallopt; by
    // default the thresholds grow to 32 and 64 MiB after the first large free, and a search's
    // outgrown arrays would stay resident beside the ones that replaced them). For a process
    // that runs searches one after another under one budget; small searches keep reusing the
    // heap as before.
    static void returnFreedMemory();
    static constexpr std::size_t TrimAfterBytes = std::size_t(64) << 20;

private:
    std::atomic<std::size_t> m_budget{0};
    std::atomic<std::size_t> m_held{0};
    std::atomic<std::size_t> m_base{0};
    std::atomic<std::uint64_t> m_refusals{0};
    std::atomic<bool> m_trimDue{false};
    std::atomic<std::int64_t> m_baseReadAt{0}; // steady clock ticks of the last read; 0: never
};

// One holder's charge on an account, given back when it goes: resize() to what the holder
// holds now. Not thread-safe itself (one per search or per list of rows).
class MemoryCharge {
public:
    explicit MemoryCharge(MemoryAccount &account = MemoryAccount::process()) : m_account(&account) {}
    ~MemoryCharge() { release(); }
    MemoryCharge(const MemoryCharge &) = delete;
    MemoryCharge &operator=(const MemoryCharge &) = delete;

    // Charges up to `bytes` in all; false, with the charge as it was, when the account refuses.
    bool resize(std::size_t bytes);
    void release() { resize(0); }
    // Gives everything back and charges `account` from now on.
    void moveTo(MemoryAccount &account)
    {
        release();
        m_account = &account;
    }
    std::size_t bytes() const { return m_bytes; }
    MemoryAccount &account() const { return *m_account; }

private:
    MemoryAccount *m_account;
    std::size_t m_bytes = 0;
};

} // namespace core
