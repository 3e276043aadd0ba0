#pragma once
// BoardVerdict: what the board editor says about a well-formed board: whether its position can
// reach the goal (the back end decides; ReasonText words why not), after any warnings of the
// puzzle's own (BoardEditModel::warnings). A warning is something the user should see before
// accepting the board, though the window can show such a board and explain it.

#include "position/position.h"

#include <QCoreApplication>
#include <QString>

namespace ui {

class BoardVerdict {
    Q_DECLARE_TR_FUNCTIONS(BoardVerdict)
public:
    // Which of the position's two boards is being edited: the one to play from, or its goal.
    enum class Edited { Board, Goal };

    static BoardVerdict judge(const core::Position &position, Edited edited, const QString &warnings = {});

    QString text;
    bool warning = false;
};

} // namespace ui
