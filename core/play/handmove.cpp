#include "play/handmove.h"

namespace core {

std::optional<int> playHandMove(GameHistory<Position> &history, const PuzzleBackend &backend, std::string_view move)
{
    Position next = history.current();
    if (!backend.apply(next, move))
        return std::nullopt;
    if (history.lastMoveOpen()) {
        const Position &before = history.at(history.position() - 1);
        const std::string last = backend.moveBetween(before, history.current());
        if (const auto merged = last.empty() ? std::nullopt : backend.mergeMoves(before, last, move)) {
            if (merged->empty()) {
                history.dropLast();
                return -1;
            }
            history.amendLast(std::move(next));
            return 0;
        }
    }
    history.push(std::move(next));
    return 1;
}

} // namespace core
