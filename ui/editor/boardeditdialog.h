#pragma once
// BoardEditDialog: edit a board by hand on a grid (drag, click or keyboard) or as text in any
// of the CLI's text forms; the two follow each other. Text is validated as you type with the
// core's own messages, and OK stays disabled until the board is well formed; meanwhile the
// grid keeps the last well-formed board, greyed. A well-formed board gets the verdict on
// whether it can reach its goal, in warning colours when not (OK stays enabled: the window
// explains unsolvable boards).

#include "editor/boardtextform.h"
#include "editor/boardverdict.h"
#include "rotation/board/rotationboard.h"
#include "sliding/board/slidingboard.h"

#include <QDialog>

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
    // A sliding board of this size (the id form may change the size when allowResize).
    BoardEditDialog(const QString &title, core::BoardSize size, const QString &text, bool allowResize,
                    QWidget *parent = nullptr);
    // A rotation-game board.
    BoardEditDialog(const QString &title, const QString &text, QWidget *parent = nullptr);

    // Whom the verdict is about. By default the edited sliding board is played towards the
    // standard goal; setGoal() names the goal it is played towards (a board of another size
    // still gets that size's standard goal), and setStart() makes the edited board a goal that
    // `start` must reach.
    void setGoal(const core::SlidingBoard &goal);
    void setStart(const core::SlidingBoard &start);

    std::optional<core::SlidingBoard> slidingBoard() const { return m_sliding; }
    std::optional<core::RotationBoard> rotationBoard() const { return m_rotation; }
    QLineEdit *editor() const { return m_edit; }
    BoardEditGrid *grid() const { return m_grid; }
    QString message() const;
    // Whether the message is a warning about a well-formed board (unsolvable, digit counts).
    bool warns() const { return m_tone == Tone::Warning; }

private:
    enum class Tone { Plain, Warning, Error };

    void build(const QString &title, const QString &hint, const QString &text);
    void startGrid();
    void addShortcutButtons();
    void validate();
    void showBoard();
    void gridEdited();
    void showMessage(const QString &text, Tone tone);
    core::Position position() const;
    void standardBoard();
    void shuffle();

    bool m_rotationMode = false;
    bool m_allowResize = false;
    core::BoardSize m_size;
    std::optional<core::SlidingBoard> m_goal;
    std::optional<core::SlidingBoard> m_start;
    core::BoardSize m_gridSize; // the size of the board on the grid: the last well-formed one
    QLineEdit *m_edit = nullptr;
    BoardEditGrid *m_grid = nullptr;
    QLabel *m_message = nullptr;
    QDialogButtonBox *m_buttons = nullptr;
    Tone m_tone = Tone::Plain;
    BoardTextForm m_form;
    std::optional<core::SlidingBoard> m_sliding;
    std::optional<core::RotationBoard> m_rotation;
    std::mt19937_64 m_rng{std::random_device{}()};
};

} // namespace ui
