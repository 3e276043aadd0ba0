#pragma once
// An exhaustive BFS over Rush Hour lots written on the text boards alone (RushHourBoard::slide),
// independent of RushHourDomain: every lot the start reaches and its exact distance to the goal.

#include "rushhour/board/rushhourboard.h"

#include <map>
#include <string>
#include <vector>

namespace rushhourref {

struct Space {
    std::map<std::string, int> distance; // every reachable lot's cells -> moves to the goal (-1: none)
    std::map<std::string, std::vector<std::string>> next; // each lot's neighbours
};

inline std::vector<core::RushHourBoard> neighbours(const core::RushHourBoard &b)
{
    std::vector<core::RushHourBoard> out;
    for (const core::RushHourVehicle &v : b.vehicles())
        for (const int sign : {-1, 1})
            for (int d = 1;; ++d) {
                core::RushHourBoard n = b;
                if (!n.slide(v.letter, sign * d))
                    break;
                out.push_back(n);
            }
    return out;
}

inline Space explore(const core::RushHourBoard &start)
{
    Space s;
    std::vector<core::RushHourBoard> order{start};
    s.distance[start.cells()] = -1;
    for (std::size_t i = 0; i < order.size(); ++i)
        for (const core::RushHourBoard &n : neighbours(order[i])) {
            s.next[order[i].cells()].push_back(n.cells());
            if (s.distance.emplace(n.cells(), -1).second)
                order.push_back(n);
        }
    std::vector<std::string> queue;
    for (const core::RushHourBoard &b : order)
        if (b.solved()) {
            s.distance[b.cells()] = 0;
            queue.push_back(b.cells());
        }
    for (std::size_t q = 0; q < queue.size(); ++q)
        for (const std::string &n : s.next[queue[q]])
            if (s.distance[n] < 0) {
                s.distance[n] = s.distance[queue[q]] + 1;
                queue.push_back(n);
            }
    return s;
}

} // namespace rushhourref
