#pragma once
// A sentence as a value: an English template with %1..%9 and the values that fill it. Core
// builds every sentence it has for the user this way, once; the command line prints it in
// English (english()), and the window translates the template by its English text and fills it
// with its own words for the values (ui/words/reasontext.cpp). So each sentence is written in one
// place, and no second list of English has to be kept in step with the first.
//
// PS_TR marks a template for the translators without making core depend on Qt: it is the text
// itself. lupdate is told to read it as QT_TRANSLATE_NOOP (ui/CMakeLists.txt), so the marked
// texts land in translations/*.ts under their context.

#include <cstdint>
#include <string>
#include <vector>

#define PS_TR(context, text) text

namespace core {

// The context every reason's template is translated in.
inline constexpr const char *ReasonContext = "Reason";

struct Phrase;

struct PhraseArg {
    enum class Kind {
        Number,    // an integer as it stands (a line, a column, a size)
        Count,     // an integer the window groups by the user's locale (1,234,567)
        Text,      // words that are not translated: what the user typed, a file's entry, a key
        Algorithm, // an algorithm's key; the window shows its display name
        Heuristic, // a heuristic's key; the window shows its display name
        Nested,    // another phrase, translated in its turn
        List,      // items, joined by the translated ", "
        Surface,   // words that differ by where they are read: `text` on the command line (an
                   // option to raise a budget), `nested` in the window (its settings, or nothing)
    };
    Kind kind = Kind::Text;
    std::int64_t number = 0;
    std::string text;
    std::vector<Phrase> nested;   // Nested and Surface: at most one
    std::vector<PhraseArg> items; // List
};

struct Phrase {
    const char *text = ""; // the English template, a PS_TR literal ("" for nothing)
    std::vector<PhraseArg> args;
};

namespace phrase {
PhraseArg number(std::int64_t n);
PhraseArg count(std::int64_t n);
PhraseArg text(std::string s);
PhraseArg algorithm(std::string key);
PhraseArg heuristic(std::string key);
PhraseArg nested(Phrase p);
PhraseArg list(std::vector<PhraseArg> items);
// `commandLine` on the command line, `window` in the window.
PhraseArg surface(std::string commandLine, Phrase window = {});
// A character as the user typed it ('q'), or its byte when it cannot be shown (byte 0x1f).
PhraseArg character(std::int64_t byte);
} // namespace phrase

// Fills `pattern`'s %1..%9 with `values` in one pass (a value that holds "%2" stays as it is).
std::string fillPattern(const std::string &pattern, const std::vector<std::string> &values);

// The phrase in English, as the command line prints it.
std::string english(const Phrase &p);

} // namespace core
