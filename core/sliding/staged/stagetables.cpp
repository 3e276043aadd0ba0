#include "sliding/staged/stagetables.h"

#include "sliding/pdb/additivepdb.h"

#include <algorithm>

namespace core {

TableView viewFor(TableCache &cache, BoardSize size, const std::vector<int> &region, const std::vector<int> &line,
                  std::stop_token cancel, const std::function<void(double)> &progress)
{
    const int w = size.width;
    const auto rowOf = [w](int c) { return c / w; };
    const auto colOf = [w](int c) { return c % w; };
    bool symmetric = size.width == size.height;
    for (int c : region)
        symmetric = symmetric
            && std::binary_search(region.begin(), region.end(), colOf(c) * w + rowOf(c));
    const bool column = line.size() > 1 && colOf(line[0]) == colOf(line[1]);
    TableView view;
    if (symmetric && column) {
        view.map.resize(std::size_t(size.cells()));
        for (int c = 0; c < size.cells(); ++c)
            view.map[std::size_t(c)] = colOf(c) * w + rowOf(c);
        std::vector<int> mirrored;
        for (int c : line)
            mirrored.push_back(view.map[std::size_t(c)]);
        view.table = SubgoalTable::forStage(cache, size, region, mirrored, cancel, progress);
    } else {
        view.table = SubgoalTable::forStage(cache, size, region, line, cancel, progress);
    }
    return view;
}

std::uint64_t stageTablesBytes(TableCache &cache, const std::vector<std::pair<std::size_t, std::size_t>> &stages,
                               bool fourByFourRemainder)
{
    std::uint64_t need = 0;
    for (const auto &[region, line] : stages)
        need += SubgoalTable::stateCount(int(region), int(line));
    if (fourByFourRemainder && !stages.empty())
        need += AdditivePdb::bytesNeeded(cache, SlidingBoard::standardGoal({4, 4}), "555");
    return need;
}

} // namespace core
