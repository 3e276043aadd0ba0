#pragma once
// MainWindow: the board in the centre (sliding or rotation), the solver panel at the side,
// menus, toolbar and status bar. It wires the GameSession (the game and its history), the
// views (which only paint), the SolverController (the worker thread) and the preferences.

#include "window/preferences.h"
#include "solvers/comparison.h"
#include "solve/solverrequest.h"

#include <QMainWindow>
#include <QTimer>

#include <random>

namespace core {
struct Hint;
}

class QAction;
class QLabel;
class QStackedWidget;

namespace ui {

class ComparePanel;
class GameSession;
class HintService;
class RotationBoardView;
class SlidingBoardView;
class SolverController;
class SolverPanel;

class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    explicit MainWindow(QWidget *parent = nullptr);
    ~MainWindow() override;

    GameSession *session() const { return m_session; }
    SlidingBoardView *slidingView() const { return m_slidingView; }
    RotationBoardView *rotationView() const { return m_rotationView; }
    SolverPanel *solverPanel() const { return m_panel; }
    SolverController *solver() const { return m_solver; }
    ComparePanel *comparePanel() const { return m_compare; }
    HintService *hints() const { return m_hints; }
    QLabel *distanceGauge() const { return m_gauge; }
    QLabel *xrayLabel() const { return m_xrayLabel; }
    const Preferences &preferences() const { return m_prefs; }
    void setPreferences(const Preferences &prefs);
    QAction *action(const QString &name) const;

public slots:
    void newSliding(int width, int height);
    void newRotation();
    void scrambleRandom();
    void scrambleMoves(int k);
    bool scrambleDistance(int d);
    void solve();
    void cancelSolve();
    // Both return an empty string on success, else the message to show.
    QString openFile(const QString &path);
    QString saveFile(const QString &path);
    // Applies a board given as text (a CLI form); false with the reason shown when it fails.
    bool pasteBoard(const QString &text);
    // Compare mode (mainwindowcompare.cpp).
    void compareAlgorithms();
    void playRun(const ui::SolveReply &reply);
    void openRace(const QList<ui::SolveReply> &replies);
    void openExperiment(const QList<core::RunChoice> &choices);
    void showHint();

protected:
    void keyPressEvent(QKeyEvent *event) override;
    void closeEvent(QCloseEvent *event) override;

private:
    void createActions();
    void createMenus();
    QAction *addAction(const QString &name, const QString &text, const QKeySequence &shortcut, const QString &themeIcon);
    void boardChanged();
    void showSolvability();
    void onSolved(const SolveReply &reply);
    void applyPreferences();
    void restoreState();
    void saveState() const;
    void updateTitle();
    void onSlidingClicked(int cell);
    void scrambleDialog();
    void editBoard();
    void editGoal();
    void customSize();
    void openDialog();
    void saveDialog();
    void settingsDialog();
    void copyBoard();
    void about();
    void createCompare();
    void updateXray();
    void updateGauge();
    void onHintReady(const core::Hint &hint);

    GameSession *m_session;
    SolverController *m_solver;
    SlidingBoardView *m_slidingView;
    RotationBoardView *m_rotationView;
    QStackedWidget *m_stack;
    SolverPanel *m_panel;
    QLabel *m_movesLabel;
    QHash<QString, QAction *> m_actions;
    Preferences m_prefs;
    std::mt19937_64 m_rng;
    int m_swapFirst = -1;
    bool m_wasSolved = false;
    QTimer m_highlightTimer;
    QTimer m_saveTimer;
    SolveRequest m_pending;
    ComparePanel *m_compare = nullptr;
    HintService *m_hints = nullptr;
    QLabel *m_gauge = nullptr;
    QLabel *m_xrayLabel = nullptr;
    int m_lastDistance = -1;     // the gauge's distance before the latest move
    bool m_hintWanted = false;   // Hint was asked for while the answer was being computed
};

} // namespace ui
