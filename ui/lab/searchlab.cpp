#include "lab/searchlab.h"

#include "frame/screenfit.h"
#include "lab/labboards.h"
#include "lab/labmap.h"
#include "lab/labrace.h"
#include "lab/labtimeline.h"
#include "lab/labtree.h"
#include "solve/solvejob.h"
#include "theme/presentation.h"
#include "watching/stepreplay.h"
#include "words/displaynames.h"
#include "work/backgroundtask.h"

#include "puzzles/puzzlebackend.h"

#include <QAction>
#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QScreen>
#include <QScrollArea>
#include <QShortcut>
#include <QSignalBlocker>
#include <QTabWidget>
#include <QVBoxLayout>

namespace ui {

SearchLab::SearchLab(const core::Position &board, core::RunChoice choice, QWidget *parent, std::optional<core::RunChoice> beside)
    : QDialog(parent), m_board(board), m_pair(new QComboBox(this)), m_beside(new QComboBox(this)), m_status(new QLabel(this)),
      m_views(new QTabWidget(this))
{
    setWindowTitle(tr("Search Lab"));
    for (int s = 0; s < 2; ++s)
        m_searches[s] = std::make_unique<Search>(Search{new BackgroundTask(this), {}, {}});
    auto *top = new QHBoxLayout;
    top->addWidget(new QLabel(tr("Search:"), this));
    m_pair->setAccessibleName(tr("Search"));
    top->addWidget(m_pair);
    top->addWidget(new QLabel(tr("Beside it:"), this));
    m_beside->setAccessibleName(tr("Beside it"));
    m_beside->setToolTip(tr("A second search of the same board, stepped in lock-step with the first"));
    top->addWidget(m_beside);
    top->addStretch(1);
    m_status->setWordWrap(true);

    m_boards = new LabBoards(this);
    m_tree = new LabTree(this);
    m_map = new LabMap(this);
    m_race = new LabRace(this);
    // The boards scroll when the window is too short for them (large text, the presentation scale).
    auto *boards = new QScrollArea(this);
    boards->setWidget(m_boards);
    boards->setWidgetResizable(true);
    boards->setFrameShape(QFrame::NoFrame);
    m_views->addTab(boards, tr("Boards"));
    m_views->addTab(m_tree, tr("Tree"));
    m_views->addTab(m_map, tr("Map"));
    m_views->addTab(m_race, tr("Race"));
    m_views->setFocusPolicy(Qt::NoFocus);
    m_views->setDocumentMode(true); // the pages on the window's own background
    m_timeline = new LabTimeline(this);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(m_status);
    layout->addWidget(m_views, 1);
    layout->addWidget(m_timeline);
    // New searches rebuild every view; a recorded search gives the race its lanes; every step
    // moves them all.
    connect(this, &SearchLab::rebuilt, m_boards, &LabBoards::rebuild);
    connect(this, &SearchLab::rebuilt, m_tree, &LabTree::rebuild);
    connect(this, &SearchLab::rebuilt, m_map, &LabMap::rebuild);
    connect(this, &SearchLab::rebuilt, m_race, &LabRace::rebuild);
    connect(this, &SearchLab::searchFinished, m_race, &LabRace::rebuild);
    connect(this, &SearchLab::moved, m_boards, &LabBoards::follow);
    connect(this, &SearchLab::moved, m_tree, &LabTree::follow);
    connect(this, &SearchLab::moved, m_map, &LabMap::follow);
    connect(this, &SearchLab::moved, m_race, &LabRace::follow);
    connect(this, &SearchLab::moved, m_timeline, &LabTimeline::follow);
    connect(m_pair, &QComboBox::currentIndexChanged, this, &SearchLab::startSearches);
    connect(m_beside, &QComboBox::currentIndexChanged, this, &SearchLab::startSearches);
    buildKeys();

    m_beside->addItem(tr("Nothing"));
    setBoard(board);
    setChoice(choice);
    if (beside)
        setBeside(int(m_choices.indexOf(*beside)));
    // Presentation scale: larger boards and text, from the start when it is on.
    // The views' own sizes follow once the window has its font.
    const auto relayout = [this](bool on) {
        m_boards->sizeBoards();
        m_tree->setLarge(on);
        fitToContent();
    };
    Presentation::follow(this, relayout);
    relayout(Presentation::instance()->isOn());
}

SearchLab::~SearchLab() = default;

const QList<SearchLab::Key> &SearchLab::keys()
{
    static const QList<Key> table = {
        {Qt::Key_Space, &SearchLab::step, QT_TRANSLATE_NOOP("ui::SearchLab", "one expansion forward")},
        {Qt::Key_Right, &SearchLab::step, QT_TRANSLATE_NOOP("ui::SearchLab", "one expansion forward")},
        {Qt::Key_Backspace, &SearchLab::stepBack, QT_TRANSLATE_NOOP("ui::SearchLab", "one expansion back")},
        {Qt::Key_Left, &SearchLab::stepBack, QT_TRANSLATE_NOOP("ui::SearchLab", "one expansion back")},
        {Qt::Key_Return, &SearchLab::toggleRun, QT_TRANSLATE_NOOP("ui::SearchLab", "run or pause")},
        {Qt::Key_Enter, &SearchLab::toggleRun, QT_TRANSLATE_NOOP("ui::SearchLab", "run or pause")},
        {Qt::Key_Home, &SearchLab::backToStart, QT_TRANSLATE_NOOP("ui::SearchLab", "back to the start")},
        {Qt::Key_End, &SearchLab::toEnd, QT_TRANSLATE_NOOP("ui::SearchLab", "to the end")},
    };
    return table;
}

void SearchLab::buildKeys()
{
    const auto key = [this](QKeySequence k, auto slot) {
        auto *s = new QShortcut(k, this);
        connect(s, &QShortcut::activated, this, slot);
    };
    for (const Key &k : keys())
        key(k.key, k.slot);
    // The application's Quit, and its other window-wide keys, work here too.
    for (QWidget *w = parentWidget(); w; w = w->parentWidget())
        if (QAction *quit = w->findChild<QAction *>(QStringLiteral("quit"), Qt::FindDirectChildrenOnly)) {
            addAction(quit);
            break;
        }
}

void SearchLab::fitToContent()
{
    layout()->invalidate(); // the sizes of the new font, not the cached ones
    const QSize boards = m_boards->fullSize();
    setMinimumSize(0, 0);
    // On a projector the views take the screen (fitOnScreen keeps 90% of it at most).
    const QSize least = Presentation::instance()->isOn() ? screen()->availableGeometry().size() : QSize(960, 680);
    fitOnScreen(this, sizeHint().expandedTo(QSize(boards.width() + 40, boards.height() + 200)).expandedTo(least), parentWidget());
    setMinimumSize(minimumSizeHint().boundedTo(size()));
}

void SearchLab::setBoard(const core::Position &board)
{
    m_board = board;
    const core::RunChoice was = m_choices.isEmpty() ? core::RunChoice{} : choice();
    const int besideWas = besideIndex();
    const core::RunChoice besideChoice = besideWas >= 0 ? m_choices[besideWas] : core::RunChoice{};
    m_choices.clear();
    const core::PuzzleKind kind = core::kindOf(board);
    for (const core::RunChoice &c : core::sensibleChoices(kind, core::backendOf(board).sizeOf(board)))
        if (core::StepReplay::modelOf(c.algorithm) != core::ReplayModel::None)
            m_choices.append(c);
    {
        const QSignalBlocker hold(m_pair), holdBeside(m_beside);
        m_pair->clear();
        while (m_beside->count() > 1)
            m_beside->removeItem(1);
        for (const core::RunChoice &c : m_choices) {
            m_pair->addItem(DisplayNames::run(c.algorithm, c.heuristic));
            m_beside->addItem(DisplayNames::run(c.algorithm, c.heuristic));
        }
        m_pair->setCurrentIndex(std::max<qsizetype>(0, m_choices.indexOf(was)));
        m_beside->setCurrentIndex(int(m_choices.indexOf(besideChoice)) + 1);
    }
    startSearches();
}

core::RunChoice SearchLab::choice() const
{
    const int i = m_pair->currentIndex();
    return i >= 0 && i < m_choices.size() ? m_choices[i] : core::RunChoice{};
}

void SearchLab::setChoice(core::RunChoice choice)
{
    if (const qsizetype i = m_choices.indexOf(choice); i >= 0)
        m_pair->setCurrentIndex(int(i));
}

int SearchLab::besideIndex() const
{
    return m_beside->currentIndex() - 1;
}

void SearchLab::setBeside(int choiceIndex)
{
    m_beside->setCurrentIndex(choiceIndex >= 0 && choiceIndex < m_choices.size() ? choiceIndex + 1 : 0);
}

int SearchLab::searchCount() const
{
    return m_choices.isEmpty() ? 0 : besideIndex() >= 0 ? 2 : 1;
}

core::RunChoice SearchLab::searchChoice(int search) const
{
    return search == 0 ? choice() : besideIndex() >= 0 ? m_choices[besideIndex()] : core::RunChoice{};
}

const core::StepReplay *SearchLab::replay(int search) const
{
    return search < searchCount() ? m_searches[search]->replay.get() : nullptr;
}

const SolveReply *SearchLab::reply(int search) const
{
    return search < searchCount() && m_searches[search]->reply ? &*m_searches[search]->reply : nullptr;
}

bool SearchLab::isSearching() const
{
    for (int s = 0; s < searchCount(); ++s)
        if (!m_searches[s]->reply)
            return true;
    return false;
}

bool SearchLab::isRunning() const
{
    return m_timeline->isRunning();
}

double SearchLab::speed() const
{
    return m_timeline->speed();
}

QString SearchLab::statusText() const
{
    return m_status->text();
}

void SearchLab::showView(View view)
{
    m_views->setCurrentIndex(int(view));
}

void SearchLab::startSearches()
{
    m_timeline->stop();
    m_position = 0;
    for (int s = 0; s < 2; ++s) {
        m_searches[s]->task->cancel();
        m_searches[s]->reply.reset();
        m_searches[s]->replay.reset();
    }
    for (int s = 0; s < searchCount(); ++s)
        startSearch(s);
    emit rebuilt();
    updateStatus();
    emit moved();
}

void SearchLab::startSearch(int search)
{
    SolveRequest r;
    r.position = m_board;
    r.algorithm = searchChoice(search).algorithm;
    r.heuristic = searchChoice(search).heuristic;
    r.maxNodes = Cap;
    r.watch = std::make_shared<core::ExpansionLog>(2 * Cap, true);
    m_searches[search]->task->run([r](std::stop_token stop, const BackgroundTask::Post &) { return solveJob(r, stop, {}); },
                                  [this, search](const SolveReply &reply) { searchDone(search, reply); });
}

void SearchLab::searchDone(int search, const SolveReply &reply)
{
    Search &s = *m_searches[search];
    s.reply = reply;
    const auto &log = reply.request.watch;
    s.replay = std::make_unique<core::StepReplay>(reply.request.algorithm, log ? log->events() : std::vector<core::ExpansionEvent>{});
    updateStatus();
    if (isSearching())
        return;
    emit searchFinished();
    emit moved();
}

} // namespace ui
