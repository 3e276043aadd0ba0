#pragma once
// MainWindow: the sliding puzzle to play by hand, with undo, redo, restart and scramble.
// The game history lives in core (GameHistory); the view only paints what it is given.

#include "gamehistory.h"
#include "slidingboard.h"

#include <QMainWindow>

#include <random>

class QAction;
class QLabel;

namespace ui {

class SlidingBoardView;

class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    explicit MainWindow(QWidget *parent = nullptr);

    const core::GameHistory<core::SlidingBoard> &history() const { return m_history; }
    SlidingBoardView *boardView() const { return m_view; }

public slots:
    void newGame(int width, int height);
    void scramble();
    // Moves the blank one step; false when the move leaves the board.
    bool moveBlank(core::Dir d);
    void undo();
    void redo();
    void restart();

protected:
    void keyPressEvent(QKeyEvent *event) override;

private:
    void createActions();
    void clickCell(int cell);
    void showCurrent(bool animate, const core::SlidingBoard *before = nullptr);

    core::SlidingBoard m_goal;
    core::GameHistory<core::SlidingBoard> m_history;
    SlidingBoardView *m_view = nullptr;
    QLabel *m_moves = nullptr;
    QAction *m_undo = nullptr;
    QAction *m_redo = nullptr;
    std::mt19937_64 m_rng;
};

} // namespace ui
