#pragma once
// PuzzleLook: how the window shows one puzzle, one row per puzzle (the list is
// puzzleviews/boardviews.cpp, above every puzzle's folder). Each puzzle's folder (ui/<puzzle>/)
// defines its row: the view that shows and plays a position, the small board that every view of
// a search draws for one of its states (the Search Lab, the search tree, the map's hover),
// painted as the puzzle's own view paints it, and its New Game entries (the Game menu and the
// Play column).

#include "common/boardsize.h"
#include "common/ids.h"
#include "position/position.h"

#include <QKeySequence>
#include <QList>
#include <QPointF>
#include <QSize>
#include <QString>

#include <functional>
#include <optional>
#include <random>
#include <string>

class QPainter;
class QPalette;
class QWidget;

namespace ui {

class BoardView;

// A New Game entry: one action that starts a game of the puzzle.
struct NewGameEntry {
    QString name; // the action's object name: stable (tests, the shortcut page)
    QString text; // translated, as every text here
    QKeySequence shortcut;
    QString toolTip;
    // The game it starts, given the game on show; nothing when the user cancels (a size asked for).
    std::function<std::optional<core::Position>(QWidget *parent, const core::Position &onShow, std::mt19937_64 &rng)>
        start;
    bool scramble = true; // scrambled at random once started (a named layout is played as set up)
};

// A puzzle's New Game entries: in the Game menu under `menu` (empty: in the menu itself) and in
// the Play column under `section` (puzzles that name the same section share it), `columns` wide.
struct NewGames {
    QString menu;
    QString section;
    int columns = 1;
    QList<NewGameEntry> entries;
};

// A row of the shortcut page that one puzzle brings: what to press or do, what it does there
// (translated, without the puzzle's name, which the page adds), and whether it is the mouse's.
struct ShortcutRow {
    QString keys;
    QString does;
    bool mouse = false;
};

struct PuzzleLook {
    core::PuzzleKind kind;
    BoardView *(*makeView)(QWidget *parent);
    // The cells a search's board takes across and down (the rotation game's '#' is 7 x 7); null:
    // the board's own size.
    QSize (*miniGrid)(core::BoardSize board);
    // Paints a search's cells (search/expansion.h) from `origin`, `unit` pixels a cell, on the
    // painter's font (already sized to the cell).
    void (*paintMini)(QPainter &p, const QPointF &origin, qreal unit, const QPalette &palette, core::BoardSize board,
                      const std::string &cells);
    // Made when the window's actions are (after the translations are installed).
    NewGames (*newGames)();
    // The puzzle's name, translated ("Huarong Dao"): the Best Scores and the About box.
    QString (*name)();
    // How to play, in one line for a newcomer (the mouse and the keys), translated: shown over
    // the board until the player's first move.
    QString (*howToPlay)();
    // How a move is written in the move list, in one sentence, translated.
    QString (*moveWords)();
    // Its keys and mouse gestures on the board, for the shortcut page (help/shortcutoverlay.h);
    // puzzles with the same row share it.
    QList<ShortcutRow> (*shortcutRows)();
    // The name of the named layout a game starts from ("Sabre on Horseback"), translated, for
    // the window's title; empty for any other start. Null: the puzzle names no layouts.
    QString (*layoutName)(const core::Position &start) = nullptr;
};

// Every puzzle's row, in PuzzleKind's order.
QList<const PuzzleLook *> puzzleLooks();

const PuzzleLook &puzzleLook(core::PuzzleKind kind);
// The cells the puzzle's small board takes for a board of this size (PuzzleLook::miniGrid).
QSize miniGridOf(const PuzzleLook &look, core::BoardSize board);

} // namespace ui
