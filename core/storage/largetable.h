#pragma once
// LargeTable: a byte array of hundreds of megabytes (a pattern database build's distances). On
// Linux, from 2 MiB on, it is a mapping of its own, 2 MiB aligned, that asks for transparent
// huge pages: the kernel then hands it out and takes it back 2 MiB at a time, so freeing 256 MiB
// takes a few milliseconds instead of the ~100 ms that 65536 small pages cost (a cancelled build
// returns that much sooner), and random reads miss the TLB less often. Being mapped directly,
// it is also not poisoned and unpoisoned page by page under AddressSanitizer (which made a
// cancel there take 100-600 ms). Smaller tables and other systems use malloc.
// Contents start unset, or zero from zeroed() (a fresh mapping is zero already: no page is touched).

#include <cstddef>
#include <cstdint>
#include <memory>

namespace core {

class LargeTable {
public:

    LargeTable() = default;
    explicit LargeTable(std::size_t bytes);
    static LargeTable zeroed(std::size_t bytes);

    std::uint8_t *data() { return m_data.get(); }
    const std::uint8_t *data() const { return m_data.get(); }
    std::size_t size() const { return m_size; }
    std::uint8_t &operator[](std::size_t i) { return m_data[i]; }
    const std::uint8_t &operator[](std::size_t i) const { return m_data[i]; }

private:
    struct Free {
        Free() : base(0), mapped(0) {}
        Free(std::uintptr_t b, std::size_t m) : base(b), mapped(m) {}
        void operator()(std::uint8_t *p) const;
        std::uintptr_t base; // the mapping, when the table has its own
        std::size_t mapped;
    };
    std::unique_ptr<std::uint8_t[], Free> m_data;
    std::size_t m_size = 0;
};

} // namespace core
