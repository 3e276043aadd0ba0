#include "sliding/pdb/layered/layeredpdbbuilder.h"
#include "sliding/pdb/layered/layeredbuilder.h"

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
// Whether build() runs its copy compiled with the popcount and bit-gather instructions.
bool usesBitInstructions()
{
    static const bool processorHasThem = __builtin_cpu_supports("popcnt") && __builtin_cpu_supports("bmi2");
    return processorHasThem && !portableCopyOnly.load(std::memory_order_relaxed);
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
