#pragma once
// BoardEditDialog: edit a board by hand on a grid (drag, click or keyboard) or as text in any
// of the CLI's text forms; the two follow each other. Text is validated as you type with the
// core's own messages, and OK stays disabled until the board is well formed; meanwhile the
// grid keeps the last well-formed board, greyed. A well-formed board gets the verdict on
// whether it can reach its goal, in warning colours when not (OK stays enabled: the window
// explains unsolvable boards). What a board is, and how its cells are drawn (by the puzzle's
// painter), comes from the puzzle's BoardEditModel.

#include "editor/boardeditmodel.h"
#include "editor/boardtextform.h"
#include "editor/boardverdict.h"

#include <QDialog>

#include <memory>
#include <optional>
#include <random>

class QLabel;
class QLineEdit;
class QDialogButtonBox;
class QPushButton;

namespace ui {

class BoardEditGrid;

class BoardEditDialog : public QDialog {
    Q_OBJECT
public:
    BoardEditDialog(const QString &title, std::unique_ptr<BoardEditModel> model, const QString &text,
                    QWidget *parent = nullptr);
    ~BoardEditDialog() override;

    // The position the text stands for; nullopt while it is not well formed.
    std::optional<core::Position> position() const { return m_position; }
    QLineEdit *editor() const { return m_edit; }
    BoardEditGrid *grid() const { return m_grid; }
    QString message() const;
    // Whether the message is a warning about a well-formed board (unsolvable, digit counts).
    bool warns() const { return m_tone == Tone::Warning; }

private:
    enum class Tone { Plain, Warning, Error };

    void addShortcutButtons();
    void validate();
    void showBoard(const core::Position &p);
    void gridEdited();
    void showMessage(const QString &text, Tone tone);
    void put(const core::Position &p);

    std::unique_ptr<BoardEditModel> m_model;
    std::mt19937_64 m_rng{std::random_device{}()};
    core::Position m_shown; // the board on the grid: the last well-formed one
    std::optional<core::Position> m_position;
    EditGridShape m_shape;
    QLineEdit *m_edit = nullptr;
    BoardEditGrid *m_grid = nullptr;
    QLabel *m_message = nullptr;
    QDialogButtonBox *m_buttons = nullptr;
    Tone m_tone = Tone::Plain;
    BoardTextForm m_form;
};

} // namespace ui
