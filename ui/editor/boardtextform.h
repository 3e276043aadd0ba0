#pragma once
// BoardTextForm: the text form a board was last typed in, so that the board editor writes a
// board changed by hand back in the user's own form: tokens with the user's blank and
// separator, compact characters, or an id ("3x3:1,2,..."). Until it learns a form it writes
// the default one (spaced tokens, x for the blank). Each puzzle's editor model writes its board
// in the form (ui/<puzzle>/).

#include <QString>

namespace ui {

class BoardTextForm {
public:
    enum class Form { Tokens, Compact, Id };

    // Learns the form of well-formed board text.
    void learn(const QString &text);
    Form form() const { return m_form; }
    char blank() const { return m_blank; }
    // Tokens written with single spaces, in the learned form: packed together when compact,
    // else with the learned separator.
    QString joined(const QString &spaced) const;

private:
    Form m_form = Form::Tokens;
    char m_blank = 'x';
    QString m_separator = QStringLiteral(" ");
};

} // namespace ui
