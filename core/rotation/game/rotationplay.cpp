#include "rotation/game/rotationplay.h"

#include "rotation/board/rotationdomain.h"
#include "common/random.h"
#include "rotation/tables/rotationdistancetable.h"

#include <algorithm>
#include <vector>

namespace core {

Hint rotationHint(const RotationBoard &board, SearchContext &ctx)
{
    return hintFromOutcome(solveRotation(board, AlgorithmId::IdaStar, HeuristicId::CentreTable, ctx));
}

RotationXray rotationXray(const RotationBoard &board, TableCache &tables)
{
    RotationXray x;
    x.tableBound = -1;
    for (int digit = 1; digit <= 3; ++digit) {
        const auto i = std::size_t(digit - 1);
        x.centreCount[i] = board.centreCount(digit);
        x.tableDistance[i] = -1;
        const int copies = board.count(digit);
        if (copies < 8)
            continue;
        const auto table = RotationDistanceTable::forCopies(tables, copies);
        if (!table)
            continue;
        x.tableDistance[i] = table->distance(RotationDomain::maskOf(board, digit));
        if (x.tableBound < 0 || x.tableDistance[i] < x.tableBound)
            x.tableBound = x.tableDistance[i];
    }
    x.centreBound = 8 - *std::max_element(x.centreCount.begin(), x.centreCount.end());
    return x;
}

RotationBoard scrambleRotationRandom(std::mt19937_64 &rng)
{
    RotationBoard b;
    for (int i = 0; i < RotationCells; ++i)
        b.cells[std::size_t(i)] = std::uint8_t(1 + i / 8);
    shuffleRange(b.cells, rng);
    return b;
}

RotationBoard scrambleRotationWalk(int moves, std::mt19937_64 &rng)
{
    const auto centre = std::uint8_t(1 + uniformBelow(rng, 3));
    std::vector<std::uint8_t> rest;
    for (int d = 1; d <= 3; ++d)
        if (d != centre)
            rest.insert(rest.end(), 8, std::uint8_t(d));
    shuffleRange(rest, rng);
    RotationBoard b;
    for (int i = 0, k = 0; i < RotationCells; ++i) {
        const bool inCentre = std::find(RotationCentre.begin(), RotationCentre.end(), i) != RotationCentre.end();
        b.cells[std::size_t(i)] = inCentre ? centre : rest[std::size_t(k++)];
    }
    int last = -1;
    for (int i = 0; i < moves; ++i) {
        int m;
        do
            m = int(uniformBelow(rng, RotationMoves));
        while (last >= 0 && m == rotationInverse(last));
        b.apply(m);
        last = m;
    }
    return b;
}

} // namespace core
