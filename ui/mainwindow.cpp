#include "mainwindow.h"

#include "scramble.h"
#include "slidingboardview.h"

#include <QAction>
#include <QApplication>
#include <QKeyEvent>
#include <QLabel>
#include <QMenuBar>
#include <QStatusBar>
#include <QToolBar>

namespace ui {

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent),
      m_goal(core::SlidingBoard::standardGoal({3, 3})),
      m_history(m_goal),
      m_rng(std::random_device{}())
{
    setWindowTitle(tr("PuzzleScope"));
    m_view = new SlidingBoardView(this);
    setCentralWidget(m_view);
    m_moves = new QLabel(this);
    statusBar()->addPermanentWidget(m_moves);
    connect(m_view, &SlidingBoardView::cellClicked, this, &MainWindow::clickCell);
    createActions();
    newGame(3, 3);
    scramble();
    resize(520, 560);
}

void MainWindow::createActions()
{
    QMenu *game = menuBar()->addMenu(tr("&Game"));
    QToolBar *tools = addToolBar(tr("Game"));
    tools->setObjectName("gameToolBar");
    const struct {
        int w, h;
    } sizes[] = {{2, 3}, {3, 3}, {4, 4}, {5, 5}};
    for (const auto &s : sizes) {
        QAction *a = game->addAction(tr("New %1x%2").arg(s.w).arg(s.h));
        connect(a, &QAction::triggered, this, [this, s] {
            newGame(s.w, s.h);
            scramble();
        });
    }
    game->addSeparator();
    QAction *scrambleAction = game->addAction(tr("&Scramble"), this, &MainWindow::scramble);
    scrambleAction->setShortcut(QKeySequence(tr("Ctrl+R")));
    tools->addAction(scrambleAction);
    game->addSeparator();
    QAction *quit = game->addAction(tr("&Quit"), qApp, &QApplication::closeAllWindows);
    quit->setShortcut(QKeySequence::Quit);

    QMenu *edit = menuBar()->addMenu(tr("&Edit"));
    m_undo = edit->addAction(tr("&Undo"), this, &MainWindow::undo);
    m_undo->setShortcut(QKeySequence::Undo);
    m_redo = edit->addAction(tr("&Redo"), this, &MainWindow::redo);
    m_redo->setShortcut(QKeySequence::Redo);
    QAction *restartAction = edit->addAction(tr("Re&start"), this, &MainWindow::restart);
    tools->addAction(m_undo);
    tools->addAction(m_redo);
    tools->addAction(restartAction);
}

void MainWindow::newGame(int width, int height)
{
    m_goal = core::SlidingBoard::standardGoal({width, height});
    m_history.reset(m_goal);
    showCurrent(false);
}

void MainWindow::scramble()
{
    m_history.reset(core::scrambleRandomSolvable(m_goal, m_rng));
    showCurrent(false);
}

bool MainWindow::moveBlank(core::Dir d)
{
    core::SlidingBoard next = m_history.current();
    if (!core::applyDir(next, d))
        return false;
    const core::SlidingBoard before = m_history.current();
    m_history.push(next);
    showCurrent(true, &before);
    return true;
}

void MainWindow::clickCell(int cell)
{
    const core::SlidingBoard before = m_history.current();
    core::SlidingBoard board = before;
    const auto moves = core::slideTowards(board, cell);
    if (moves.empty())
        return;
    for (auto d : moves) {
        core::applyDir(board, d);
        m_history.push(board);
    }
    showCurrent(true, &before);
}

void MainWindow::undo()
{
    const core::SlidingBoard before = m_history.current();
    if (m_history.undo())
        showCurrent(true, &before);
}

void MainWindow::redo()
{
    const core::SlidingBoard before = m_history.current();
    if (m_history.redo())
        showCurrent(true, &before);
}

void MainWindow::restart()
{
    m_history.restart();
    showCurrent(false);
}

void MainWindow::keyPressEvent(QKeyEvent *event)
{
    // Keys move a tile into the blank: Up slides the tile below the blank up, so the blank
    // travels down.
    switch (event->key()) {
    case Qt::Key_Up: case Qt::Key_W: moveBlank(core::Dir::Down); return;
    case Qt::Key_Down: case Qt::Key_S: moveBlank(core::Dir::Up); return;
    case Qt::Key_Left: case Qt::Key_A: moveBlank(core::Dir::Right); return;
    case Qt::Key_Right: case Qt::Key_D: moveBlank(core::Dir::Left); return;
    default: QMainWindow::keyPressEvent(event);
    }
}

void MainWindow::showCurrent(bool animate, const core::SlidingBoard *before)
{
    const auto &now = m_history.current();
    if (animate && before && before->size == now.size)
        m_view->animateTo(*before, now);
    else
        m_view->setBoard(now);
    const bool solved = now == m_goal;
    m_view->setSolvedHighlight(solved);
    m_moves->setText(tr("Moves: %1").arg(m_history.moveCount()));
    m_undo->setEnabled(m_history.canUndo());
    m_redo->setEnabled(m_history.canRedo());
    if (solved && m_history.moveCount() > 0)
        statusBar()->showMessage(tr("Solved in %n move(s)!", nullptr, int(m_history.moveCount())));
    else
        statusBar()->clearMessage();
}

} // namespace ui
