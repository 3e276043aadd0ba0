#include "storage/memoryaccount.h"

#include <chrono>
#include <cstdio>

#include <malloc.h>
#include <unistd.h>

namespace core {

MemoryAccount &MemoryAccount::process()
{
    static MemoryAccount account;
    return account;
}

bool MemoryAccount::take(std::size_t bytes)
{
    const std::size_t budget = this->budget();
    std::size_t held = m_held.load(std::memory_order_relaxed);
    for (;;) {
        if (budget != 0 && base() + held + bytes > budget) {
            m_refusals.fetch_add(1, std::memory_order_relaxed);
            return false;
        }
        if (m_held.compare_exchange_weak(held, held + bytes, std::memory_order_relaxed))
            return true;
    }
}

void MemoryAccount::refreshBase(bool now)
{
#if defined(__GLIBC__)
    if (m_trimDue.exchange(false, std::memory_order_relaxed)) {
        ::malloc_trim(0);
        now = true;
    }
#endif
    if (budget() == 0)
        return; // nothing to weigh it against
    // Reading the resident bytes costs a few microseconds, as much as a whole search of a small
    // board: between reads 20 ms apart the base stands. (Not read again on a refusal: charges
    // are taken before their memory is touched, so resident less held would then undercount.)
    const auto tick = std::chrono::steady_clock::now().time_since_epoch().count();
    const auto last = m_baseReadAt.load(std::memory_order_relaxed);
    if (!now && last != 0 && tick - last < std::chrono::nanoseconds(std::chrono::milliseconds(20)).count())
        return;
    m_baseReadAt.store(tick, std::memory_order_relaxed);
    const std::size_t resident = residentBytes();
    const std::size_t held = this->held();
    m_base.store(resident > held ? resident - held : 0, std::memory_order_relaxed);
}

bool MemoryAccount::withinBudget(std::size_t more) const
{
    const std::size_t budget = this->budget();
    if (budget == 0)
        return true;
    const std::size_t resident = residentBytes();
    const std::size_t charged = base() + held();
    return (resident > charged ? resident : charged) + more <= budget;
}

std::size_t MemoryAccount::residentBytes()
{
    std::FILE *f = std::fopen("/proc/self/statm", "r");
    if (!f)
        return 0;
    unsigned long size = 0, resident = 0;
    const bool read = std::fscanf(f, "%lu %lu", &size, &resident) == 2;
    std::fclose(f);
    const long page = ::sysconf(_SC_PAGESIZE);
    return read && page > 0 ? std::size_t(resident) * std::size_t(page) : 0;
}

void MemoryAccount::returnFreedMemory()
{
#if defined(__GLIBC__)
    ::mallopt(M_MMAP_THRESHOLD, 4 << 20);
    ::mallopt(M_TRIM_THRESHOLD, 32 << 20);
#endif
}

void MemoryAccount::searchEnded(std::size_t peakBytes)
{
    if (peakBytes >= TrimAfterBytes)
        m_trimDue.store(true, std::memory_order_relaxed);
}

bool MemoryCharge::resize(std::size_t bytes)
{
    if (bytes > m_bytes) {
        if (!m_account->take(bytes - m_bytes))
            return false;
    } else if (bytes < m_bytes) {
        m_account->give(m_bytes - bytes);
    }
    m_bytes = bytes;
    return true;
}

} // namespace core
