#pragma once
// An exhaustive Huarong Dao BFS of the tests' own, on the text boards (KlotskiBoard::slide), to
// check KlotskiDomain and the solvers against: nothing here uses the search domain.

#include "klotski/board/klotskiboard.h"

#include <QtGlobal>

#include <algorithm>
#include <set>
#include <string>
#include <unordered_map>
#include <vector>

namespace {

using core::KlotskiBoard;
using core::KlotskiGoal;
using core::KlotskiPiece;

[[maybe_unused]] const char *Classic = "ABBC/ABBC/DEEF/DGHF/I..J"; // 横刀立马, 81 moves

inline KlotskiBoard board(const char *text)
{
    const auto p = core::parseKlotskiBoard(text);
    if (!p.board)
        qFatal("bad test board %s: %s", text, p.error.describe().c_str());
    return *p.board;
}

inline KlotskiGoal goalFor(const KlotskiBoard &start, const char *goalText)
{
    const auto g = goalText ? core::parseKlotskiGoal(goalText, start) : core::defaultKlotskiGoal(start);
    if (!g.goal)
        qFatal("bad test goal: %s", g.error.describe().c_str());
    return *g.goal;
}

// The board with same-shaped pieces made alike (the goal piece stays itself): what players
// cannot tell apart.
inline std::string canonical(const KlotskiBoard &b, char goalPiece)
{
    std::vector<std::string> parts;
    for (const KlotskiPiece &p : b.pieces())
        parts.push_back((p.letter == goalPiece ? std::string("*") : std::to_string(p.w) + std::to_string(p.h)) + "@"
                        + std::to_string(p.x) + "," + std::to_string(p.y));
    std::sort(parts.begin(), parts.end());
    std::string out;
    for (const std::string &s : parts)
        out += s + ";";
    return out;
}

// Every board one player's move away: each piece slid step by step to every place it reaches.
inline std::vector<KlotskiBoard> neighbours(const KlotskiBoard &b)
{
    std::vector<KlotskiBoard> out;
    for (const KlotskiPiece &p : b.pieces()) {
        std::set<std::string> seen{b.text()};
        std::vector<KlotskiBoard> queue{b};
        for (std::size_t q = 0; q < queue.size(); ++q)
            for (const char step : std::string("udlr")) {
                KlotskiBoard n = queue[q];
                if (n.slide(p.letter, std::string(1, step)) && seen.insert(n.text()).second) {
                    queue.push_back(n);
                    out.push_back(n);
                }
            }
    }
    return out;
}

// Exact distances to the goal of every board reachable from the start, by canonical form.
inline std::unordered_map<std::string, int> exactDistances(const KlotskiBoard &start, const KlotskiGoal &goal)
{
    std::vector<KlotskiBoard> boards{start};
    std::unordered_map<std::string, std::size_t> index{{canonical(start, goal.piece), 0}};
    std::vector<std::vector<std::size_t>> edges;
    for (std::size_t i = 0; i < boards.size(); ++i) {
        edges.emplace_back();
        for (const KlotskiBoard &n : neighbours(boards[i])) {
            const auto [it, fresh] = index.try_emplace(canonical(n, goal.piece), boards.size());
            if (fresh)
                boards.push_back(n);
            edges[i].push_back(it->second);
        }
    }
    std::vector<int> dist(boards.size(), -1);
    std::vector<std::size_t> queue;
    for (std::size_t i = 0; i < boards.size(); ++i)
        if (klotskiGoalReached(boards[i], goal)) {
            dist[i] = 0;
            queue.push_back(i);
        }
    for (std::size_t q = 0; q < queue.size(); ++q)
        for (const std::size_t j : edges[queue[q]]) // moves are reversible: the edges go both ways
            if (dist[j] < 0) {
                dist[j] = dist[queue[q]] + 1;
                queue.push_back(j);
            }
    std::unordered_map<std::string, int> out;
    for (const auto &[key, i] : index)
        out[key] = dist[i];
    return out;
}

} // namespace
