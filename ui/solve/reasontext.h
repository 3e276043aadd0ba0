#pragma once
// The window's words for a core::Reason: one translated sentence per code, with the code's
// numbers and keys filled in (algorithm and heuristic keys become their display names). Core
// words the same values in English for the command line (core::describe); the window shows
// only these, so no English from core reaches the screen in a translated interface.

#include "boards/texterror.h"
#include "common/reason.h"

#include <QCoreApplication>
#include <QString>

namespace ui {

class ReasonText {
    Q_DECLARE_TR_FUNCTIONS(ReasonText)
public:
    // "" for ReasonCode::None.
    static QString sentence(const core::Reason &r);
    // Whether a search that ended LimitReached stopped at one of its budgets (nodes, memory,
    // time), so that raising it may help; otherwise the reason alone says why it stopped.
    static bool isBudget(const core::Reason &r)
    {
        return r.code == core::ReasonCode::NodeBudgetReached || r.code == core::ReasonCode::MemoryBudgetReached
            || r.code == core::ReasonCode::TimeBudgetReached;
    }
    // What is wrong with a board's text, and where.
    static QString textError(const core::TextError &e) { return sentence(e.asReason()); }

private:
    // The codes whose sentence takes more than one line.
    static QString heuristicNotForPuzzle(const core::Reason &r);
    // A board's text error: its place (line or row, column) and its cause (boardtextreason.cpp).
    static QString boardText(const core::Reason &r);
    // A character of the text as typed, or its byte when it cannot be shown; a tile by number.
    static QString byteText(qint64 byte);
    static QString tileName(qint64 tile);
    // The sentence of the reason behind `r`.
    static QString cause(const core::Reason &r);
    static QString nodeBudget(const core::Reason &r);
    static QString oddWidth(const core::Reason &r);
    static QString evenWidth(const core::Reason &r);
    // The sentence without a saved game's line.
    static QString bare(const core::Reason &r);
};

} // namespace ui
