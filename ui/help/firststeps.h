#pragma once
// FirstSteps: what a newcomer is told before the first move. Over the board, one line on how
// to play the puzzle on show (its row's howToPlay: the mouse and the keys), until the player
// first moves in that puzzle; after that it never shows for that puzzle again (kept in the
// settings, help/taught). Beside the line sits `beside` (the goal in miniature, which shows
// itself on a fresh game of tiles until its first move, and for a custom goal).

#include "common/ids.h"

#include <QObject>

class QLabel;

namespace ui {

class BoardPane;
class GameSession;

class FirstSteps : public QObject {
    Q_OBJECT
public:
    FirstSteps(GameSession *session, BoardPane *pane, QWidget *beside, QObject *parent = nullptr);

    QLabel *line() const { return m_line; }
    // Whether the player has moved in this puzzle (at any start).
    static bool taught(core::PuzzleKind kind);

private:
    void show();

    GameSession *m_session;
    QLabel *m_line;
};

} // namespace ui
