#pragma once
// SearchLab: one window for watching searches of one board. It records one search (an
// algorithm x heuristic picked from the pairs whose waiting states core::StepReplay rebuilds)
// and, "beside it", a second one, each stopped after Cap expansions; then one timeline
// (LabTimeline: step, step back, run at a chosen pace, a scrub bar, back to the start, to the
// end) moves both to expansion k, and every view on the tabs shows that same step:
// - Boards (LabBoards): the node being expanded, its children and their fates, what waits in
//   the order the algorithm takes it, the counters;
// - Tree (LabTree): the tree each search has grown by then, side by side;
// - Map (LabMap): the states each search has expanded by then on the state-space map;
// - Race (LabRace): the searches raced by work, each at its k-th expansion.
// Changing the algorithm, the second search or the board runs the searches again and rebuilds
// every view; nothing needs reopening. The keys work from every view: Space or Right steps,
// Backspace or Left steps back, Enter runs or pauses, Home and End jump, Ctrl+Q quits.

#include "solvers/comparison.h"
#include "position/position.h"
#include "solve/solverrequest.h"

#include <QDialog>

#include <memory>
#include <optional>

class QComboBox;
class QLabel;
class QTabWidget;

namespace core {
class StepReplay;
}

namespace ui {

class BackgroundTask;
class LabBoards;
class LabMap;
class LabRace;
class LabTimeline;
class LabTree;

class SearchLab : public QDialog {
    Q_OBJECT
public:
    // Expansions a search may make here: beyond them it stops and the first ones are shown.
    static constexpr std::uint64_t Cap = 20'000;
    enum View { Boards, Tree, Map, Race };

    // `beside`: a second search to record next to the first.
    SearchLab(const core::Position &board, core::RunChoice choice, QWidget *parent = nullptr,
              std::optional<core::RunChoice> beside = std::nullopt);
    ~SearchLab() override;

    // The pairs offered for this board, in the compare grid's order.
    const QList<core::RunChoice> &choices() const { return m_choices; }
    core::RunChoice choice() const;
    // Records this pair instead (one of choices()).
    void setChoice(core::RunChoice choice);
    // The second search: an index into choices(), or -1 for none.
    int besideIndex() const;
    void setBeside(int choiceIndex);
    // Another board: every search runs again on it.
    void setBoard(const core::Position &board);
    const core::Position &board() const { return m_board; }

    // 1, or 2 with a search beside the first.
    int searchCount() const;
    core::RunChoice searchChoice(int search) const;
    // The recorded search, once it has run (null before), positioned at the timeline's step.
    const core::StepReplay *replay(int search = 0) const;
    // The search's reply (its statistics and its log), once it has run (null before).
    const SolveReply *reply(int search = 0) const;
    bool isSearching() const;
    bool isRunning() const; // stepping on a timer

    // The timeline: expansions shown (0 before the first), up to the longest recording.
    std::size_t position() const { return m_position; }
    std::size_t lastPosition() const;
    void setPosition(std::size_t position);

    QTabWidget *views() const { return m_views; }
    void showView(View view);
    LabBoards *boards() const { return m_boards; }
    LabTree *tree() const { return m_tree; }
    LabMap *map() const { return m_map; }
    LabRace *race() const { return m_race; }
    LabTimeline *timeline() const { return m_timeline; }
    // "Expansion 5 of 375." with what else is worth saying (the cap, the frontiers met).
    QString statusText() const;
    // Steps per second of Run.
    double speed() const;

    // The Lab's keys, each with what it does (a QT_TRANSLATE_NOOP in the context "ui::SearchLab"):
    // bound here, and listed on the shortcut page from here.
    struct Key {
        Qt::Key key;
        void (SearchLab::*slot)();
        const char *does;
    };
    static const QList<Key> &keys();

public slots:
    void step();
    void stepBack();
    void toggleRun();
    void backToStart();
    void toEnd();

signals:
    // Every search has ended and its expansions are ready to step through (before the moved()
    // that shows them).
    void searchFinished();
    // The searches were started again (another algorithm, second search or board).
    void rebuilt();
    // The timeline's step changed.
    void moved();

private:
    // One recorded search (searchChoice() says which): its task, its reply and its replay at
    // the timeline's step.
    struct Search {
        BackgroundTask *task = nullptr;
        std::optional<SolveReply> reply;
        std::unique_ptr<core::StepReplay> replay;
    };
    void buildKeys();
    void fitToContent();
    void startSearches();
    void startSearch(int search);
    void searchDone(int search, const SolveReply &reply);
    void updateStatus();

    core::Position m_board;
    QList<core::RunChoice> m_choices;
    QComboBox *m_pair;
    QComboBox *m_beside;
    QLabel *m_status;
    QTabWidget *m_views;
    LabBoards *m_boards;
    LabTree *m_tree;
    LabMap *m_map;
    LabRace *m_race;
    LabTimeline *m_timeline;
    std::unique_ptr<Search> m_searches[2];
    std::size_t m_position = 0;
};

} // namespace ui
