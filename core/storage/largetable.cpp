#include "storage/largetable.h"

#include <cstdlib>
#include <cstring>
#include <new>

#if defined(__linux__)
#include <sys/mman.h>
#endif

namespace core {

namespace {

constexpr std::size_t HugePage = std::size_t(2) << 20;

// Small tables (tests, small boards) are not worth a mapping of their own.
bool ownMapping(std::size_t bytes)
{
#if defined(__linux__)
    return bytes >= HugePage;
#else
    (void)bytes;
    return false;
#endif
}

} // namespace

LargeTable::LargeTable(std::size_t bytes)
    : m_size(bytes)
{
    if (!ownMapping(bytes)) {
        auto *p = static_cast<std::uint8_t *>(std::malloc(bytes == 0 ? 1 : bytes));
        if (!p)
            throw std::bad_alloc();
        m_data = std::unique_ptr<std::uint8_t[], Free>(p, Free());
        return;
    }
#if defined(__linux__)
    // One more huge page than needed, so that a 2 MiB aligned start fits in the mapping.
    const std::size_t mapped = (bytes + HugePage - 1) / HugePage * HugePage + HugePage;
    void *base = mmap(nullptr, mapped, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (base == MAP_FAILED)
        throw std::bad_alloc();
    const auto start = (reinterpret_cast<std::uintptr_t>(base) + HugePage - 1) / HugePage * HugePage;
    auto *p = reinterpret_cast<std::uint8_t *>(start);
    madvise(p, bytes, MADV_HUGEPAGE); // only a hint: the table works without it
    m_data = std::unique_ptr<std::uint8_t[], Free>(p, Free(reinterpret_cast<std::uintptr_t>(base), mapped));
#endif
}

LargeTable LargeTable::zeroed(std::size_t bytes)
{
    LargeTable t(bytes);
    if (!ownMapping(bytes))
        std::memset(t.data(), 0, bytes);
    return t;
}

void LargeTable::Free::operator()(std::uint8_t *p) const
{
#if defined(__linux__)
    if (mapped) {
        munmap(reinterpret_cast<void *>(base), mapped);
        return;
    }
#endif
    std::free(p);
}

} // namespace core
