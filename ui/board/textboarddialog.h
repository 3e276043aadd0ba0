#pragma once
// TextBoardDialog: a board edited as its text form, one row a line, validated as you type: the
// core's own sentence (with its row and column) under the text, refreshed on every change and
// wrapped to the dialog's width, never widening it; OK stays disabled until the text is a
// board. Puzzles without a grid editor use it as it is; a puzzle's own editor puts its grid
// above the text (addAbove) and keeps the two in step through setText() and positionChanged().

#include "position/position.h"
#include "puzzles/puzzlebackend.h"

#include <QDialog>

#include <functional>
#include <optional>

class QDialogButtonBox;
class QLabel;
class QPlainTextEdit;
class QVBoxLayout;

namespace ui {

class TextBoardDialog : public QDialog {
    Q_OBJECT
public:
    using Parse = std::function<core::PositionParse(const std::string &text)>;

    TextBoardDialog(const QString &title, const QString &prompt, const QString &text, Parse parse,
                    QWidget *parent = nullptr);

    // The board the text stands for; nullopt while it is not one.
    const std::optional<core::Position> &position() const { return m_position; }
    QPlainTextEdit *editor() const { return m_edit; }
    // What is wrong with the text, "" when nothing is.
    QString message() const;
    // Puts `w` above the text (a grid the text follows).
    void addAbove(QWidget *w);
    // Replaces the text (from a grid) and validates it.
    void setText(const QString &text);

signals:
    // The text became a board (another one than before).
    void positionChanged();

private:
    void validate();

    Parse m_parse;
    QVBoxLayout *m_layout;
    QPlainTextEdit *m_edit;
    QLabel *m_message;
    QDialogButtonBox *m_buttons;
    std::optional<core::Position> m_position;
};

} // namespace ui
