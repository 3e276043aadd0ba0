#pragma once
// BoardEditDialog: type a board in any of the CLI's text forms; it is validated as you type
// with the core's own messages, and OK stays disabled until the board is well formed.

#include "puzzles/rotation/rotationboard.h"
#include "puzzles/sliding/slidingboard.h"

#include <QDialog>

#include <optional>

class QLabel;
class QLineEdit;
class QDialogButtonBox;

namespace ui {

class BoardEditDialog : public QDialog {
    Q_OBJECT
public:
    // A sliding board of this size (the id form may change the size when allowResize).
    BoardEditDialog(const QString &title, core::BoardSize size, const QString &text, bool allowResize,
                    QWidget *parent = nullptr);
    // A rotation-game board.
    BoardEditDialog(const QString &title, const QString &text, QWidget *parent = nullptr);

    std::optional<core::SlidingBoard> slidingBoard() const { return m_sliding; }
    std::optional<core::RotationBoard> rotationBoard() const { return m_rotation; }
    QLineEdit *editor() const { return m_edit; }
    QString message() const;

private:
    void build(const QString &title, const QString &hint, const QString &text);
    void validate();

    bool m_rotationMode = false;
    bool m_allowResize = false;
    core::BoardSize m_size;
    QLineEdit *m_edit = nullptr;
    QLabel *m_message = nullptr;
    QDialogButtonBox *m_buttons = nullptr;
    std::optional<core::SlidingBoard> m_sliding;
    std::optional<core::RotationBoard> m_rotation;
};

} // namespace ui
