#include "sliding/pdb/layered/layeredpdbbuilder.h"
#include "sliding/pdb/layered/layeredbuilder.h"

#include <chrono>

namespace core {

namespace layered::inline PUZZLESCOPE_LAYERED_ISA {

bool finishNibbles(LargeTable &packed, std::stop_token cancel, const std::function<void(double)> &progress)
{
    constexpr std::uint64_t Slice = std::uint64_t(1) << 22;
    std::uint8_t *t = packed.data();
    const std::uint64_t bytes = packed.size();
    for (std::uint64_t from = 0; from < bytes; from += Slice) {
        if (cancel.stop_requested())
            return false;
        const std::uint64_t to = std::min(bytes, from + Slice);
        for (std::uint64_t i = from; i < to; ++i) {
            const unsigned lo = t[i] & 15u, hi = t[i] >> 4;
            t[i] = std::uint8_t((lo ? lo - 1 : 0) | (hi ? hi - 1 : 0) << 4);
        }
    }
    if (progress)
        progress(1.0);
    return true;
}

// The seconds this copy takes for `n` gathers and scatters of cells of a 5x5 board.
double gatherSeconds(int n)
{
    std::uint32_t x = 0x9E3779B9u, sink = 0;
    const auto began = std::chrono::steady_clock::now();
    for (int i = 0; i < n; ++i) {
        x = x * 1664525u + 1013904223u;
        const std::uint32_t among = x & 0x1FFFFFFu, cells = (x >> 3) & among; // a 5x5 board's cells
        sink += scatterCells(gatherCells(cells, among) ^ 1u, among);
    }
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - began).count();
    return sink == 0x12345678u ? seconds + 1e-9 : seconds; // the sink keeps the loop
}

bool build(const SlidingBoard &goal, const std::vector<int> &tiles, LargeTable &packed, std::stop_token cancel,
           const std::function<void(double)> &progress, int threads,
           const std::optional<LayeredPdbBuilder::Mirror> &mirror)
{
    switch (maskBytes(goal.cells() - int(tiles.size()))) {
    case 1: return Builder<std::uint8_t>(goal, tiles, cancel, progress, threads, mirror).run(packed);
    case 2: return Builder<std::uint16_t>(goal, tiles, cancel, progress, threads, mirror).run(packed);
    default: return Builder<std::uint32_t>(goal, tiles, cancel, progress, threads, mirror).run(packed);
    }
}

} // namespace layered::inline PUZZLESCOPE_LAYERED_ISA

#if !defined(PUZZLESCOPE_LAYERED_SECOND_COPY)

#if defined(PUZZLESCOPE_LAYERED_BMI2)
namespace layered::bmi2 {
bool build(const SlidingBoard &goal, const std::vector<int> &tiles, LargeTable &packed, std::stop_token cancel,
           const std::function<void(double)> &progress, int threads,
           const std::optional<LayeredPdbBuilder::Mirror> &mirror);
double gatherSeconds(int n);
}
#endif

bool LayeredPdbBuilder::fits(BoardSize size, std::size_t tiles)
{
    const int n = size.cells();
    return n <= MaxCells && tiles >= 1 && int(tiles) <= n - 2 && arrangements(n, int(tiles)) < (std::uint64_t(1) << 32);
}

std::uint64_t LayeredPdbBuilder::workingBytes(BoardSize size, std::size_t tiles)
{
    const int cells = size.cells(), k = int(tiles);
    const std::uint64_t placements = arrangements(cells, k);
    return placements * std::uint64_t(layered::maskBytes(cells - k)) + 2 * layered::frontierWords(placements) * 8;
}

namespace {

std::atomic<bool> portableCopyOnly{false};

#if defined(PUZZLESCOPE_LAYERED_BMI2)
// Whether build() runs its copy compiled with the popcount and bit-gather instructions: where the
// processor has them and they pay. Some run the bit gathers in microcode, slower than the
// portable copy's loop (AMD's before Zen 3); so the first build times 100,000 gathers and
// scatters of each copy, twice by turns (about a millisecond), and keeps the faster.
bool usesBitInstructions()
{
    static const bool pay = [] {
        if (!__builtin_cpu_supports("popcnt") || !__builtin_cpu_supports("bmi2"))
            return false;
        constexpr int N = 100'000;
        double bits = 0, loop = 0;
        for (int round = 0; round < 2; ++round) { // alternating, the first round to warm up
            bits = layered::bmi2::gatherSeconds(N);
            loop = layered::portable::gatherSeconds(N);
        }
        return bits <= loop;
    }();
    return pay && !portableCopyOnly.load(std::memory_order_relaxed);
}
#endif

} // namespace

void LayeredPdbBuilder::usePortableCopyOnly(bool on)
{
    portableCopyOnly = on;
}

bool LayeredPdbBuilder::build(const SlidingBoard &goal, const std::vector<int> &tiles, LargeTable &packed,
                              std::stop_token cancel, const std::function<void(double)> &progress, int threads,
                              const std::optional<Mirror> &mirror)
{
#if defined(PUZZLESCOPE_LAYERED_BMI2)
    if (usesBitInstructions())
        return layered::bmi2::build(goal, tiles, packed, cancel, progress, threads, mirror);
#endif
    return layered::portable::build(goal, tiles, packed, cancel, progress, threads, mirror);
}

#endif // PUZZLESCOPE_LAYERED_SECOND_COPY

} // namespace core
