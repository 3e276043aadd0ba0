#pragma once
// LargeTable: a byte array of hundreds of megabytes (a pattern database build's distances). From
// 2 MiB on it is aligned to 2 MiB and, on Linux, asks for transparent huge pages: the kernel then hands it
// out and takes it back 2 MiB at a time, so freeing 256 MiB takes a few milliseconds instead of
// the ~100 ms that 65536 small pages cost (a cancelled build returns that much sooner), and
// random reads miss the TLB less often. Elsewhere it is a plain aligned allocation.
// Contents start unset.

#include <cstddef>
#include <cstdint>
#include <memory>

namespace core {

class LargeTable {
public:
    LargeTable() = default;
    explicit LargeTable(std::size_t bytes);

    std::uint8_t *data() { return m_data.get(); }
    const std::uint8_t *data() const { return m_data.get(); }
    std::size_t size() const { return m_size; }
    std::uint8_t &operator[](std::size_t i) { return m_data[i]; }
    const std::uint8_t &operator[](std::size_t i) const { return m_data[i]; }

private:
    struct Free {
        void operator()(std::uint8_t *p) const;
    };
    std::unique_ptr<std::uint8_t[], Free> m_data;
    std::size_t m_size = 0;
};

} // namespace core
