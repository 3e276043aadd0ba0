#pragma once
// PuzzleDescription: what the descriptions of the set of puzzles say about one puzzle. The
// command line's help and man page, the bash completion, the desktop entry, the AppStream file,
// the Debian package's description and the window's tagline are all written from these rows
// (PuzzleBackend::description), so none of them lists the puzzles by hand. The texts are
// English; the Chinese name and keywords are data, for the files that carry zh_CN themselves (the
// desktop entry and AppStream). The names and exactSpaces are PS_TR templates in the context
// "PuzzleDescription", which the window translates.

#include <string>
#include <vector>

namespace core {

struct PuzzleDescription {
    const char *name;       // a title: "Huarong Dao", "Sliding puzzles"
    const char *inSentence; // inside a sentence, after a verb: "sliding puzzles", "the rotation game"
    const char *nameZhCN;   // the Chinese name, as the window's translation has it
    const char *tagline;    // one line, no final stop: what the puzzle is
    std::vector<const char *> keywords;     // what a user may search a menu or a store for
    std::vector<const char *> keywordsZhCN; // the same in Chinese
    const char *textForm;   // a sentence: how a board is written
    const char *notation;   // a sentence: how a move is written
    const char *exampleBoard; // a board `solve` reads for this puzzle
    const char *exampleWords; // what solving it shows, after "Solve ": "the classic Huarong Dao opening"
    const char *exactSpaces;  // in a sentence: the boards whose state space the map tabulates
                              // (the back end's tabulable()); "" when it tabulates none
};

// "a, b and c": items joined as English running text joins them ("a, b or c" with "or").
std::string englishList(const std::vector<std::string> &items, const std::string &conjunction = "and");
// Every puzzle's inSentence, in PuzzleKind's order, as an English list: "sliding puzzles, the
// rotation game, Huarong Dao and Rush Hour".
std::string puzzlesInSentence();

} // namespace core
