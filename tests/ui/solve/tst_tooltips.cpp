// Tooltips on every algorithm and heuristic, offscreen: the solver panel's lists on each
// puzzle and size, the compare grid's checkboxes and headers, and the experiment dialog each
// carry one sentence saying what it does and what it costs. A heuristic of splits says in the
// figures how many the memory budget let the search use, and why when it is not all.
#include "freshstate.h"
#include "compare/comparepanel.h"
#include "compare/experimentdialog.h"
#include "words/displaynames.h"
#include "solve/solverpanel.h"
#include "solvers/descriptors.h"
#include "play/gamesession.h"
#include "window/mainwindow.h"
#include "sliding/board/slidingposition.h"
#include "rotation/board/rotationboard.h"

#include <QCheckBox>
#include <QComboBox>
#include <QLabel>
#include <QSettings>
#include <QStandardPaths>
#include <QtTest>

#include <set>

class tst_ToolTips : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void init() {
        forgetSettingsAndState();
    }
    void everyAlgorithmAndHeuristicItem();
    void compareGrid();
    void experimentDialog();
    void sentencesFromTheRows();
    void largeBoardAdviceFromTheRows();
    void splitsInTheFigures();
};

namespace {

// A sentence, not just a name: it ends with a full stop and says more than the name.
bool isSentence(const QString &tip, const QString &name)
{
    return tip.trimmed().endsWith(QLatin1Char('.')) && tip.size() > name.size() + 10;
}

} // namespace

void tst_ToolTips::everyAlgorithmAndHeuristicItem()
{
    ui::MainWindow w;
    std::set<int> algorithmsSeen;
    QStringList algorithmNames, heuristicNames;
    for (const core::AlgorithmRow &r : core::algorithmRows())
        algorithmNames << ui::DisplayNames::algorithm(r.id);
    for (const core::HeuristicRow &r : core::heuristicRows())
        heuristicNames << ui::DisplayNames::heuristic(r.id);
    // The panel's two lists, told from its other combo boxes (playback speed) by their items.
    const auto listOf = [&w](const QStringList &names) -> QComboBox * {
        for (QComboBox *c : w.solverPanel()->findChildren<QComboBox *>())
            if (c->count() > 0 && names.contains(c->itemText(0)))
                return c;
        return nullptr;
    };
    const auto check = [&] {
        QComboBox *algorithms = listOf(algorithmNames);
        QComboBox *heuristics = listOf(heuristicNames);
        QVERIFY(algorithms && heuristics);
        for (QComboBox *c : {algorithms, heuristics}) {
            for (int i = 0; i < c->count(); ++i) {
                const QString tip = c->itemData(i, Qt::ToolTipRole).toString();
                QVERIFY2(isSentence(tip, c->itemText(i)), qPrintable(c->itemText(i) + ": " + tip));
            }
        }
        for (int i = 0; i < algorithms->count(); ++i)
            algorithmsSeen.insert(algorithms->itemData(i).toInt());
    };
    for (auto [width, height] : {std::pair{3, 3}, std::pair{4, 4}, std::pair{5, 5}}) {
        w.newPuzzle(core::SlidingKind, {width, height});
        for (const core::AlgorithmRow &r : core::algorithmRows()) {
            w.solverPanel()->setChoice(r.id, core::HeuristicId::None);
            check();
        }
    }
    w.newPuzzle(core::RotationKind);
    check();
    for (const core::AlgorithmRow &r : core::algorithmRows())
        QVERIFY2(algorithmsSeen.count(int(r.id)), r.key);
}

void tst_ToolTips::compareGrid()
{
    ui::MainWindow w;
    w.newPuzzle(core::SlidingKind, {3, 3});
    const auto boxes = w.comparePanel()->findChildren<QCheckBox *>();
    QVERIFY(boxes.size() >= 8);
    for (QCheckBox *b : boxes)
        QVERIFY2(isSentence(b->toolTip(), b->accessibleName()), qPrintable(b->accessibleName() + ": " + b->toolTip()));
    int headers = 0;
    for (QLabel *l : w.comparePanel()->findChildren<QLabel *>())
        if (!l->toolTip().isEmpty()) {
            QVERIFY2(isSentence(l->toolTip(), l->text()), qPrintable(l->text() + ": " + l->toolTip()));
            ++headers;
        }
    QVERIFY(headers >= 6);
}

void tst_ToolTips::experimentDialog()
{
    const QList<core::RunChoice> choices{{core::AlgorithmId::AStar, core::HeuristicId::Manhattan},
                                         {core::AlgorithmId::Bfs, core::HeuristicId::None}};
    ui::ExperimentDialog d(core::SlidingPosition{core::SlidingBoard::standardGoal({3, 3}), core::SlidingBoard::standardGoal({3, 3})}, choices, 1'000'000,
                           std::size_t(64) << 20);
    auto *pairs = d.findChild<QLabel *>(QStringLiteral("pairs"));
    QVERIFY(pairs);
    for (const core::RunChoice &c : choices)
        QVERIFY(pairs->toolTip().contains(ui::DisplayNames::runToolTip(c.algorithm, c.heuristic)));
}

// What the rows promise shows in the words: memory for BFS, optimality for weighted A*, and
// the tables' build cost for the large pattern databases.
void tst_ToolTips::sentencesFromTheRows()
{
    QVERIFY(ui::DisplayNames::algorithmToolTip(core::AlgorithmId::Bfs).contains(QStringLiteral("memory")));
    QVERIFY(ui::DisplayNames::algorithmToolTip(core::AlgorithmId::WeightedAStar).contains(QStringLiteral("1.5")));
    QVERIFY(ui::DisplayNames::heuristicToolTip(core::HeuristicId::Pdb78).contains(QStringLiteral("minutes")));
    QVERIFY(ui::DisplayNames::heuristicToolTip(core::HeuristicId::Manhattan).contains(QStringLiteral("admissible")));
    QVERIFY(!ui::DisplayNames::heuristicToolTip(core::HeuristicId::None).isEmpty());
    // The bounded searches' names and descriptions carry their rows' weights, every %1 filled.
    for (const auto &[a, weight] : {std::pair{core::AlgorithmId::WeightedAStar, "1.5"},
                                    std::pair{core::AlgorithmId::WeightedIdaStar, "1.35"}}) {
        const QString name = ui::DisplayNames::algorithm(a), tip = ui::DisplayNames::algorithmToolTip(a);
        QVERIFY2(name.contains(QLatin1String(weight)) && !name.contains(QLatin1Char('%')), qPrintable(name));
        QVERIFY2(tip.count(QLatin1String(weight)) == 2 && !tip.contains(QLatin1Char('%')), qPrintable(tip));
    }
}

void tst_ToolTips::largeBoardAdviceFromTheRows()
{
    using core::AlgorithmId;
    const auto reply = [](core::BoardSize size, core::SearchStatus status) {
        ui::SolveReply r;
        r.request.position = core::SlidingPosition{core::SlidingBoard::standardGoal(size), core::SlidingBoard::standardGoal(size)};
        r.outcome.status = status;
        return r;
    };
    const QString fiveByFive = ui::SolverPanel::largeBoardAdvice(reply({5, 5}, core::SearchStatus::LimitReached));
    for (const QString &part : {ui::DisplayNames::shortAlgorithm(AlgorithmId::IdaStar),
                                ui::DisplayNames::heuristic(core::HeuristicId::Pdb6666),
                                ui::DisplayNames::shortAlgorithm(AlgorithmId::WeightedIdaStar),
                                ui::DisplayNames::shortAlgorithm(AlgorithmId::Staged), QString("1.35"), QString("5x5")})
        QVERIFY2(fiveByFive.contains(part), qPrintable(part + " missing from: " + fiveByFive));
    const QString sixBySix = ui::SolverPanel::largeBoardAdvice(reply({6, 6}, core::SearchStatus::LimitReached));
    QVERIFY(sixBySix.contains(ui::DisplayNames::shortAlgorithm(AlgorithmId::Structured)));
    QVERIFY(!sixBySix.contains(ui::DisplayNames::heuristic(core::HeuristicId::Pdb6666)));
    QVERIFY(ui::SolverPanel::largeBoardAdvice(reply({4, 4}, core::SearchStatus::LimitReached)).isEmpty());
    QVERIFY(ui::SolverPanel::largeBoardAdvice(reply({5, 5}, core::SearchStatus::Solved)).isEmpty());
}

// pdb-6666-max's figures name the splits the search used; when the budget left some out, the
// heuristic's figure says why in a sentence; a heuristic without splits shows its name alone.
void tst_ToolTips::splitsInTheFigures()
{
    ui::MainWindow w;
    ui::SolveReply reply;
    reply.request.position = w.session()->position();
    reply.request.heuristic = core::HeuristicId::Pdb6666Max;
    reply.outcome.status = core::SearchStatus::Solved;
    reply.outcome.moves = "rd";
    reply.outcome.optimal = true;
    const auto label = [&w] {
        const QString shown = w.solverPanel()->lastFigure(ui::SolverPanel::Heuristic);
        for (QLabel *l : w.solverPanel()->findChildren<QLabel *>())
            if (l->text() == shown)
                return l;
        return static_cast<QLabel *>(nullptr);
    };
    for (int used : {2, 3}) {
        reply.outcome.partsUsed = used;
        reply.outcome.partsOf = 3;
        w.solverPanel()->showResult(reply);
        QLabel *figure = label();
        QVERIFY(figure);
        QVERIFY2(figure->text().contains(ui::DisplayNames::shortHeuristic(core::HeuristicId::Pdb6666Max))
                     && figure->text().contains(QString::number(used)) && figure->text().contains(QStringLiteral("3")),
                 qPrintable(figure->text()));
        QCOMPARE(figure->toolTip().isEmpty(), used == 3);
        if (used < 3)
            QVERIFY2(isSentence(figure->toolTip(), figure->text()), qPrintable(figure->toolTip()));
    }
    reply.request.heuristic = core::HeuristicId::Pdb6666;
    reply.outcome.partsUsed = reply.outcome.partsOf = 0;
    w.solverPanel()->showResult(reply);
    QVERIFY(label());
    QCOMPARE(label()->text(), ui::DisplayNames::heuristic(core::HeuristicId::Pdb6666));
    QVERIFY(label()->toolTip().isEmpty());
}

QTEST_MAIN(tst_ToolTips)
#include "tst_tooltips.moc"
