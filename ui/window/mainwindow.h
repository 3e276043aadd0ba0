#pragma once
// MainWindow: the board in the centre (sliding or rotation) with the playback bar under it,
// and beside it the controls of one mode at a time: Play, Solve or Compare (the full compare
// view is a window of its own). Menus, one small toolbar and the status bar. The window lays
// these out, builds the menus from the actions its pieces own, routes the board's keys to the
// board whatever has the focus, and sends each board change to the pieces in turn:
// - BoardWiring: the views, clicks and keys, undo/redo/restart, the solved flash;
// - ScrambleControl: new games and scrambles;  GameFiles: open, save, copy, paste, edit;
// - SolveControl: the solver thread, Solve/Cancel and playback;
// - HintGauge: the distance gauge, hints and the X-ray;  CompareWiring: compare mode;
// - SavedState: what is remembered between runs.
// The window itself keeps the preferences and its own few actions (quit, settings, full screen,
// best scores, the manual, about).

#include "settings/preferences.h"
#include "solvers/comparison.h"
#include "solve/solverrequest.h"

#include <QMainWindow>

class QLabel;
class QTabWidget;

namespace ui {

class BoardPane;
class BoardStack;
class KeyRouter;
class PlaybackBar;
class BoardWiring;
class ComparePanel;
class CompareWiring;
class GameFiles;
class GameSession;
class HintGauge;
class HintService;
class RotationBoardView;
class SavedState;
class ScrambleControl;
class SlidingBoardView;
class SolveControl;
class SolverController;
class SolverPanel;

class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    struct Actions {
        QAction *quit, *settings, *about, *aboutQt, *manual, *bestScores, *fullScreen;
        QAction *playMode, *solveMode, *compareMode;
        QAction *presentation; // the search views at a projector's scale
    };
    enum class Mode { Play, Solve, Compare };

    explicit MainWindow(QWidget *parent = nullptr);
    ~MainWindow() override;

    GameSession *session() const { return m_session; }
    SlidingBoardView *slidingView() const;
    RotationBoardView *rotationView() const;
    SolverPanel *solverPanel() const { return m_panel; }
    PlaybackBar *playback() const { return m_playback; }
    BoardPane *boardPane() const { return m_pane; }
    QTabWidget *modes() const { return m_modes; }
    Mode mode() const;
    void setMode(Mode mode);
    SolverController *solver() const;
    ComparePanel *comparePanel() const;
    HintService *hints() const;
    QLabel *distanceGauge() const;
    QLabel *xrayLabel() const;
    const Preferences &preferences() const { return m_prefs; }
    void setPreferences(const Preferences &prefs);

    // The pieces, each with its own actions.
    const Actions &actions() const { return m_actions; }
    BoardWiring *board() const { return m_board; }
    ScrambleControl *scrambling() const { return m_scramble; }
    GameFiles *files() const { return m_files; }
    SolveControl *solving() const { return m_solve; }
    HintGauge *hintGauge() const { return m_hintGauge; }
    CompareWiring *compare() const { return m_compare; }

    // What a person can do, for callers that need no piece in particular.
    // A new game of the puzzle, of this size where it has sizes.
    void newPuzzle(core::PuzzleKind kind, core::BoardSize size = {});
    void scrambleRandom();
    void scrambleMoves(int k);
    void scrambleDistance(int d);
    void solve();
    // At start: offers to continue the search the last session was running when it closed
    // (SolveControl::offerToContinue), and shows the Solve mode when it does.
    void offerToContinueSearch();
    QString openFile(const QString &path);
    QString saveFile(const QString &path);
    bool pasteBoard(const QString &text);
    void showHint();

    // The About box's text: the version, the algorithms, the keys and the licence.
    static QString aboutText();

protected:
    void keyPressEvent(QKeyEvent *event) override;
    void showEvent(QShowEvent *event) override;
    void closeEvent(QCloseEvent *event) override;

private:
    void createModes();
    bool routeKey(QKeyEvent *event);
    void fitToScreen();
    void createActions();
    void createMenus();
    void boardChanged();
    void applyPreferences();
    void settingsDialog();
    void about();
    void showManual();

    GameSession *m_session;
    BoardStack *m_boards;
    PlaybackBar *m_playback;
    BoardPane *m_pane;
    SolverPanel *m_panel;
    QTabWidget *m_modes = nullptr;
    KeyRouter *m_keys = nullptr;
    Preferences m_prefs;
    Actions m_actions;
    BoardWiring *m_board = nullptr;
    ScrambleControl *m_scramble = nullptr;
    GameFiles *m_files = nullptr;
    SolveControl *m_solve = nullptr;
    HintGauge *m_hintGauge = nullptr;
    CompareWiring *m_compare = nullptr;
    SavedState *m_saved = nullptr;
};

} // namespace ui
