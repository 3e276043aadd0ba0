#pragma once
// SearchContext: what a running search consults once per expansion.
// - stop token: the caller's std::stop_token (the one cancellation type of the project);
//   another thread may request stop at any time, the search sees it on its next tick and ends
//   with SearchStatus::Cancelled. Table builds the search needs take stopToken().
// - maxExpanded / maxBytes / maxSeconds: budgets; crossing any ends the search with
//   LimitReached (the time budget is read with the clock, on every 256th tick).
// - tables: the TableCache where the search finds its precomputed tables (the process's
//   default instance unless setTables names another, as tests do to start from an empty one).
// - observer: receives a copy of the statistics once the interval given to setObserver (50 ms
//   unless given) has passed since its last report; the clock is read only on every 256th
//   tick, so on a slow search a report can come later than the interval. finish() always sends
//   one last report.
// tick() is cheap: five compares (the memory budget, the bytes charged so far, peak bytes, next
// trace point, the node budget), one relaxed atomic load (the stop flag) and a counter; every
// 256th tick also reads the clock, observer or not. The process's memory account
// (storage/memoryaccount.h) is charged only when the bytes pass what was charged, ahead, before.
// FastIda4 ticks only every TickInterval expansions (and when the node budget is due).

#include "common/reason.h"
#include "search/expansion.h"
#include "search/searchstats.h"
#include "storage/memoryaccount.h"

#include <atomic>
#include <chrono>
#include <cstdint>
#include <functional>
#include <stop_token>

namespace core {

class TableCache;
struct Checkpoints;

// TooManyGoals: a search that starts from every goal state (bidirectional BFS) met a goal that
// allows more than MaxGoalStates of them, and did not start.
enum class StopReason { None, Cancelled, NodeLimit, MemoryLimit, TimeLimit, TooManyGoals };
inline constexpr std::size_t MaxGoalStates = 2'000'000;

class SearchContext {
public:
    using Clock = std::chrono::steady_clock;
    using Observer = std::function<void(const SearchStats &)>;
    // Where the context reads the time; tests inject a clock of their own so that what depends
    // on time (the observer's interval, elapsed figures) can be checked without waiting.
    using Now = Clock::time_point (*)();

    static constexpr std::uint64_t DefaultMaxExpanded = 50'000'000;
    static constexpr std::size_t DefaultMaxBytes = std::size_t(2) << 30; // 2 GiB

    // A context whose searches stop when `stop` is requested (never, by default).
    explicit SearchContext(std::stop_token stop = {});
    SearchContext(const SearchContext &) = delete;
    SearchContext &operator=(const SearchContext &) = delete;

    void setMaxExpanded(std::uint64_t n) { m_maxExpanded = n; }
    void setMaxBytes(std::size_t n) { m_maxBytes = n; }
    // The budget tables are checked against before they are built (they are the process's, not
    // one search's): the memory budget unless set apart (the CLI's jobs each search within
    // their share of a budget their shared tables draw on whole).
    void setMaxTableBytes(std::size_t n) { m_maxTableBytes = n; }
    // Duplicate-path pruning in the 4x4 and 5x5 IDA* (on by default): the same plan, fewer
    // nodes. Off, their counts are the generic IDA*'s, node for node.
    void setPruneDuplicatePaths(bool on) { m_pruneDuplicatePaths = on; }
    bool pruneDuplicatePaths() const { return m_pruneDuplicatePaths; }
    // A*+IDA* in the 4x4 and 5x5 optimal IDA* (sliding/fastida/astarida.h): A* over at most this
    // many boards (and what the memory budget has room for) first; 0, the default: IDA* alone.
    void setAstarBoards(std::size_t n) { m_astarBoards = n; }
    std::size_t astarBoards() const { return m_astarBoards; }
    // Checkpoints for the searches that can write them and continue from one (the 4x4 and 5x5
    // IDA* when optimal and not watched; search/checkpoint.h); nullptr (the default): none. The
    // object must outlive the runs.
    void setCheckpoints(Checkpoints *c) { m_checkpoints = c; }
    Checkpoints *checkpoints() const { return m_checkpoints; }
    std::size_t maxTableBytes() const { return m_maxTableBytes ? m_maxTableBytes : m_maxBytes; }
    // What this process holds in memory now (resident bytes), 0 where it cannot tell.
    static std::size_t residentBytes() { return MemoryAccount::residentBytes(); }
    // A table build that needs `need` bytes, checked against the table budget with what the
    // process holds already (the budget bounds the whole process): 0 when it fits, otherwise
    // the MiB the process would hold, for the message (with maxTableBytes() >> 20).
    std::int64_t tablesPastBudgetMiB(std::uint64_t need) const;
    // Seconds a search may run (0, the default: no time budget), from begin() on.
    void setMaxSeconds(double s) { m_maxTime = std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(s)); }
    double maxSeconds() const { return std::chrono::duration<double>(m_maxTime).count(); }
    void setObserver(Observer o, std::chrono::milliseconds interval = std::chrono::milliseconds(50));
    // Receives the fraction done while a table the search needs is being built (pattern
    // databases on first use), before the search itself starts.
    void setPreparationObserver(std::function<void(double)> o) { m_preparation = std::move(o); }
    const std::function<void(double)> &preparationObserver() const { return m_preparation; }
    // Record SearchStats::trace in the next searches (off by default; costs one compare per
    // expansion when off).
    void setTables(TableCache &tables) { m_tables = &tables; }
    TableCache &tables() const { return *m_tables; }
    void setTracing(bool on) { m_tracing = on; }
    bool tracing() const { return m_tracing; }
    // Threads a search may use (1, the default: the searches that can use more are FastIda4's;
    // watched and traced searches use one). See core/search/fastida/parallelida4.h.
    void setThreads(unsigned n) { m_threads = n == 0 ? 1 : n; }
    unsigned threads() const { return m_threads; }
    static constexpr std::size_t TraceCapacity = 512;
    void setClock(Now now) { m_now = now; }
    std::uint64_t maxExpanded() const { return m_maxExpanded; }

    // Sends expansion events (search/expansion.h) to `observer`, `batch` at a time, from the
    // next search on; nullptr stops. Orders restart from 0. The observer must outlive the runs.
    void watch(ExpansionObserver *observer, std::size_t batch = 256);
    bool watching() const { return m_watcher != nullptr; }
    bool watchChildren() const { return m_watchChildren; }
    // For the searches, when watching: counts an expansion and returns its order, then the
    // event to fill for it (nullptr when the observer's stride skips it), then eventDone()
    // once it is filled, before the next nextOrder().
    std::uint64_t nextOrder() { return m_order++; }
    ExpansionEvent *eventFor(std::uint64_t order);
    void eventDone()
    {
        if (m_batchUsed >= m_batchSize)
            flushEvents();
    }
    // Stops sending events while it lives (the solvers whose inner searches are not the
    // board's own: the row-by-row and staged solvers).
    class Unwatched {
    public:
        explicit Unwatched(SearchContext &ctx) : m_ctx(ctx), m_saved(ctx.m_watcher) { ctx.m_watcher = nullptr; }
        ~Unwatched() { m_ctx.m_watcher = m_saved; }
        Unwatched(const Unwatched &) = delete;
        Unwatched &operator=(const Unwatched &) = delete;

    private:
        SearchContext &m_ctx;
        ExpansionObserver *m_saved;
    };
    std::size_t maxBytes() const { return m_maxBytes; }

    bool isCancelled() const { return m_cancel.load(std::memory_order_relaxed); }
    // For work outside a search (building a table) that should stop on the same request.
    const std::stop_token &stopToken() const { return m_stop; }

    // Marks the start of a search (for elapsed time and the observer's clock).
    void begin();
    // Called once per expansion with the current figures; false means stop now.
    bool tick(SearchStats &stats, std::size_t bytesNow)
    {
        if (bytesNow > m_maxBytes) {
            m_memoryLimitMiB = m_maxBytes >> 20;
            return stop(StopReason::MemoryLimit);
        }
        if (bytesNow > m_chargedUpTo && !charge(bytesNow))
            return stop(StopReason::MemoryLimit);
        // Only bytes the budget allowed are noted: a growth it refused never happens.
        stats.noteBytes(bytesNow);
        if (stats.expanded >= m_traceNext)
            recordTrace(stats, bytesNow);
        if (m_cancel.load(std::memory_order_relaxed))
            return stop(StopReason::Cancelled);
        if (stats.expanded >= m_maxExpanded)
            return stop(StopReason::NodeLimit);
        if ((++m_ticks & 255u) == 0 && !pollClock(stats))
            return stop(StopReason::TimeLimit);
        return true;
    }
    // The account the searches charge their bytes to (the process's unless set): a search stops
    // at its memory budget when its own bytes pass maxBytes() or when the account refuses them.
    void setMemoryAccount(MemoryAccount &account);
    // The budget in MiB that stopped the last search at MemoryLimit: the search's own, or the
    // process's when the account refused.
    std::size_t memoryLimitMiB() const { return m_memoryLimitMiB; }
    // Ends a search: fills elapsed and sends a last progress report.
    void finish(SearchStats &stats);
    // The status to report when tick() returned false.
    SearchStatus stoppedStatus() const;
    StopReason stopReason() const { return m_reason; }
    // For a search that cannot start for a reason of its own (TooManyGoals).
    void stopBecause(StopReason r) { m_reason = r; }
    std::chrono::nanoseconds elapsedSinceBegin() const;

private:
    bool stop(StopReason r)
    {
        m_reason = r;
        return false;
    }
    // Charges the account for `bytesNow` and a little more (so that a growing search asks it
    // again only every 1/16 of its size); false when the account refuses even `bytesNow`.
    bool charge(std::size_t bytesNow);
    // Reports progress when due; false when the time budget has run out.
    bool pollClock(const SearchStats &stats);
    void recordTrace(SearchStats &stats, std::size_t bytesNow);
    void flushEvents();

    std::atomic<bool> m_cancel{false};
    std::uint64_t m_maxExpanded = DefaultMaxExpanded;
    std::size_t m_maxBytes = DefaultMaxBytes;
    std::size_t m_maxTableBytes = 0;
    MemoryCharge m_charge;
    std::size_t m_chargedUpTo = 0; // bytes charged to the account for this search
    std::size_t m_memoryLimitMiB = 0;
    bool m_pruneDuplicatePaths = true;
    Checkpoints *m_checkpoints = nullptr;
    Clock::duration m_maxTime{0};
    Observer m_observer;
    std::function<void(double)> m_preparation;
    TableCache *m_tables;
    std::chrono::milliseconds m_interval{50};
    Now m_now = &Clock::now;
    Clock::time_point m_start;
    Clock::time_point m_lastReport;
    std::uint64_t m_ticks = 0;
    bool m_tracing = false;
    unsigned m_threads = 1;
    std::uint64_t m_traceNext = ~std::uint64_t(0);
    std::size_t m_astarBoards = 0;
    std::uint64_t m_traceStride = 1;
    StopReason m_reason = StopReason::None;
    ExpansionObserver *m_watcher = nullptr;
    bool m_watchChildren = false;
    std::vector<ExpansionEvent> m_batch;
    std::size_t m_batchUsed = 0;
    std::size_t m_batchSize = 256;
    std::uint64_t m_order = 0;
    std::uint64_t m_stride = 1; // 0: the observer wants no more events
    // Mirrors the token into a flag of our own, set by a stop callback in the requesting
    // thread, so that tick() stays one relaxed load of a member (stop_requested() would chase
    // a pointer to the shared state on every expansion).
    struct RaiseFlag {
        std::atomic<bool> *flag;
        void operator()() const noexcept { flag->store(true, std::memory_order_relaxed); }
    };
    std::stop_token m_stop;
    std::stop_callback<RaiseFlag> m_onStop;
};

// Which budget stopped a search, as a reason the front ends word; an empty reason when none did.
Reason limitReason(const SearchContext &ctx, const SearchStats &st);

} // namespace core
