#pragma once
// Weighted IDA* in the fast search: a policy that hands the search floor(w h) of another
// policy's h (search/weight.h), read from a table made once, so the unweighted searches keep
// their code and the weighted one pays a byte's lookup a node.

#include "sliding/fastida/geometry.h"
#include "search/weight.h"

#include <array>
#include <cstdint>
#include <type_traits>

namespace core::fastida4::inline PUZZLESCOPE_FASTIDA_ISA {

template <class P>
class WeightedPolicy : public P {
public:
    using Node = typename P::Node;
    static constexpr int MaxH = 256; // above any h of the boards the fast search takes

    template <class... Args>
    explicit WeightedPolicy(Weight w, Args &&...args) : P(std::forward<Args>(args)...)
    {
        for (int h = 0; h < MaxH; ++h)
            m_times[std::size_t(h)] = std::uint16_t(w.times(h));
    }
    // What the bound is checked against: floor(w h).
    int h(const Node &n) const { return m_times[std::size_t(P::h(n))]; }
    // The estimate itself, for what a watched search shows.
    static int estimate(const Node &n) { return P::h(n); }

private:
    std::array<std::uint16_t, MaxH> m_times{};
};

// Whether a policy is a weighted one (its first plan is not the optimal one).
template <class P>
struct IsWeighted : std::false_type {};
template <class P>
struct IsWeighted<WeightedPolicy<P>> : std::true_type {};

// The estimate a watched search shows for a node: the policy's h, unweighted.
template <class P>
int estimateOf(const typename P::Node &n)
{
    if constexpr (requires { P::estimate(n); })
        return P::estimate(n);
    else
        return P::h(n);
}

} // namespace core::fastida4::PUZZLESCOPE_FASTIDA_ISA
