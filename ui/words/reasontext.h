#pragma once
// The window's words for a core::Reason and any other core::Phrase: the phrase's English
// template translated (context "Reason"), filled with the window's words for its values
// (counts grouped by the locale, algorithm and heuristic keys as their display names, nested
// phrases translated in turn). The sentences themselves are written once, in core
// (core/common/reason.cpp); the command line prints the same phrases in English.

#include "common/texterror.h"
#include "common/reason.h"

#include <QString>

namespace ui {

class ReasonText {
public:
    // "" for ReasonCode::None.
    static QString sentence(const core::Reason &r) { return phrase(core::reasonPhrase(r)); }
    static QString phrase(const core::Phrase &p);
    // What is wrong with a board's text, and where.
    static QString textError(const core::TextError &e) { return sentence(e.asReason()); }
};

} // namespace ui
