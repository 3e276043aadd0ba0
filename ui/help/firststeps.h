#pragma once
// FirstSteps: what a newcomer is told before the first move. Over the board, one line on how
// to play the puzzle on show (its row's howToPlay: the mouse and the keys), until the player
// first moves in that puzzle; after that it never shows for that puzzle again (kept in the
// settings, help/taught). Beside a fresh game of tiles, the goal in miniature until the first
// move of that game, so the target is in sight while the player starts.

#include "common/ids.h"

#include <QObject>

class QLabel;

namespace ui {

class BoardPane;
class GameSession;
class GoalPreview;

class FirstSteps : public QObject {
    Q_OBJECT
public:
    FirstSteps(GameSession *session, BoardPane *pane, GoalPreview *goal, QObject *parent = nullptr);

    QLabel *line() const { return m_line; }
    // Whether the player has moved in this puzzle (at any start).
    static bool taught(core::PuzzleKind kind);

private:
    void show();

    GameSession *m_session;
    QLabel *m_line;
    GoalPreview *m_goal;
};

} // namespace ui
