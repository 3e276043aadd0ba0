#pragma once
// BoardWiring: the board on show and the game behind it. It passes the session's changes to the
// board views (animated for a move), turns clicks and keys into moves, flashes the board when it
// is solved, keeps the player's record (moves, time, the verdict; its line sits in the status bar
// until the window places it) and owns the history actions (undo, redo, restart) and the
// swap-two-tiles mode. Each change is worded for screen readers on the board, and a custom
// goal is shown in miniature (goalPreview, placed by the window).
// boardShown() fires after every change has reached the view.

#include "frame/windowcontext.h"

#include <QObject>
#include <QTimer>

class QKeyEvent;
class QLabel;

namespace ui {

class PlayRecord;
class GoalPreview;

class BoardWiring : public QObject {
    Q_OBJECT
public:
    struct Actions {
        QAction *undo, *redo, *restart, *swapTiles;
    };

    explicit BoardWiring(const WindowContext &context, QObject *parent = nullptr);
    const Actions &actions() const { return m_actions; }
    PlayRecord *record() const { return m_record; }
    QLabel *recordLabel() const { return m_recordLabel; }
    GoalPreview *goalPreview() const { return m_goalPreview; }

    // True when the key was a move and has been played.
    bool playKey(const QKeyEvent *event);
    // Part of a board change: the solved flash, then the history's actions (split so the gauge
    // updates between them, as it always has).
    void showBoardState();
    void showHistoryState();
    void applyPreferences();
    void updateTitle();

signals:
    void boardShown();
    // The game on show, in words ("4 x 4 Sliding Puzzle"), after every new game.
    void gameNamed(const QString &name);

private:
    void onPuzzleChanged();
    void onCellClicked(int cell);
    void showRecord();

    WindowContext m_ctx;
    Actions m_actions;
    PlayRecord *m_record;
    QLabel *m_recordLabel;
    GoalPreview *m_goalPreview;
    QTimer m_highlightTimer;
    int m_swapFirst = -1;
    bool m_wasSolved = false;
};

} // namespace ui
