#include "largetable.h"

#include <cstdlib>
#include <new>

#if defined(__linux__)
#include <sys/mman.h>
#endif

namespace core {

namespace {
constexpr std::size_t HugePage = std::size_t(2) << 20;
}

LargeTable::LargeTable(std::size_t bytes)
    : m_size(bytes)
{
    // Small tables (tests, small boards) are not worth a huge page of their own.
    const std::size_t alignment = bytes >= HugePage ? HugePage : 64;
    // aligned_alloc wants a size that is a multiple of the alignment.
    const std::size_t rounded = bytes == 0 ? alignment : (bytes + alignment - 1) / alignment * alignment;
    auto *p = static_cast<std::uint8_t *>(std::aligned_alloc(alignment, rounded));
    if (!p)
        throw std::bad_alloc();
#if defined(__linux__) && defined(MADV_HUGEPAGE)
    if (alignment == HugePage)
        madvise(p, rounded, MADV_HUGEPAGE); // only a hint: the table works without it
#endif
    m_data.reset(p);
}

void LargeTable::Free::operator()(std::uint8_t *p) const
{
    std::free(p);
}

} // namespace core
