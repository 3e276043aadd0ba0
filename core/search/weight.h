#pragma once
// The weight on h, as a fraction num/den, for the weighted searches: weighted A* orders its
// open list by g + (num/den) h, weighted IDA* bounds its iterations on g + floor((num/den) h).
// With an admissible h either returns a plan at most num/den times the shortest (Pohl).

namespace core {

struct Weight {
    int num = 1;
    int den = 1;

    bool isOne() const { return num == den; }
    // floor((num/den) h), what weighted IDA* adds to g.
    int times(int h) const { return isOne() ? h : int((long long)h * num / den); }
    // The fewest moves a shortest plan can have when weighted IDA* (with an admissible h) ran an
    // iteration with bound `threshold` after one that found nothing: the first node it pruned on
    // a shortest path had g + floor(w h) >= threshold, and g + w h <= w * shortest, so shortest
    // >= threshold / w. On its first iteration threshold is floor(w h(start)), giving h(start).
    int shortestAtLeast(int threshold) const
    {
        return int(((long long)threshold * den + num - 1) / num);
    }
};

} // namespace core
