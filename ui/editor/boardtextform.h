#pragma once
// BoardTextForm: the text form a board was last typed in, so that the board editor writes a
// board changed by hand back in the user's own form: a sliding board as tokens (with the
// user's blank and separator), compact characters or an id; a rotation board as spaced or
// packed digits. Until it learns a form it writes the default one (spaced tokens, x for the blank).

#include "rotation/board/rotationboard.h"
#include "sliding/board/slidingboard.h"

#include <QString>

namespace ui {

class BoardTextForm {
public:
    // Learns the form of well-formed board text.
    void learn(const QString &text);
    QString write(const core::SlidingBoard &board) const;
    QString write(const core::RotationBoard &board) const;

private:
    enum class Form { Tokens, Compact, Id };
    Form m_form = Form::Tokens;
    char m_blank = 'x';
    QString m_separator = QStringLiteral(" ");
};

} // namespace ui
