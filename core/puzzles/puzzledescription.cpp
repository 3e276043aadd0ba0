#include "puzzles/puzzledescription.h"

#include "puzzles/puzzlebackend.h"

namespace core {

std::string englishList(const std::vector<std::string> &items, const std::string &conjunction)
{
    std::string out;
    for (std::size_t i = 0; i < items.size(); ++i)
        out += (i == 0 ? std::string() : i + 1 == items.size() ? ' ' + conjunction + ' ' : std::string(", ")) + items[i];
    return out;
}

std::string puzzlesInSentence()
{
    std::vector<std::string> names;
    for (const PuzzleKind kind : allPuzzleKinds())
        names.emplace_back(backendFor(kind).description().inSentence);
    return englishList(names);
}

} // namespace core
