// What the compare charts tell a reader: log axes labelled as people write numbers (1K, 1M,
// 1 s), a per-layer axis that says what a layer is for each algorithm, every chart saved as PNG
// and SVG, and the rotation game's runs in the search replay.
#include "freshstate.h"
#include "charts/chartexport.h"
#include "sliding/game/slidingsolve.h"
#include "charts/chartfill.h"
#include "charts/comparechart.h"
#include "charts/logscale.h"
#include "filesizelimit.h"
#include "rotation/board/rotationboard.h"
#include "sliding/board/slidingtext.h"
#include "words/displaynames.h"
#include "solve/solvejob.h"

#include <QBarSet>
#include <QCategoryAxis>
#include <QChart>
#include <QChartView>
#include <QHorizontalBarSeries>
#include <QLineSeries>
#include <QRegularExpression>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>


using core::AlgorithmId;
using core::HeuristicId;

namespace {

QByteArray readAllOf(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

ui::RunSeries countedRun(const QString &name, std::uint64_t expanded, double ms)
{
    ui::RunSeries r{name, AlgorithmId::Bfs, {}, true};
    r.stats.expanded = expanded;
    r.stats.elapsed = std::chrono::nanoseconds(std::int64_t(ms * 1e6));
    return r;
}

ui::RunSeries slidingRun(AlgorithmId a, HeuristicId h)
{
    const auto start = *core::parseSlidingBoard("3x3:8,1,3,4,0,2,7,6,5").board;
    core::SearchContext ctx;
    ctx.setTracing(true);
    const auto o = core::solveSliding(start, core::SlidingBoard::standardGoal({3, 3}), a, h, ctx);
    return {ui::DisplayNames::run(a, h), a, o.stats, true};
}

QChartView *viewTitled(const ui::CompareChart &chart, const QString &title)
{
    for (QChartView *v : chart.findChildren<QChartView *>())
        if (v->chart()->title() == title)
            return v;
    return nullptr;
}

// The chart on screen (on the page shown) that draws the series of this name, or null.
QChart *chartWithSeries(const ui::CompareChart &chart, const QString &name)
{
    for (QChartView *v : chart.findChildren<QChartView *>())
        for (QAbstractSeries *s : v->chart()->series())
            if (s->name() == name && v->isVisible())
                return v->chart();
    return nullptr;
}

QCategoryAxis *bottomAxis(QChart *chart)
{
    const auto axes = chart->axes(Qt::Horizontal);
    return axes.isEmpty() ? nullptr : qobject_cast<QCategoryAxis *>(axes.front());
}

QStringList bottomLabels(QChart *chart)
{
    QCategoryAxis *axis = bottomAxis(chart);
    return axis ? axis->categoriesLabels() : QStringList{};
}

} // namespace

class tst_ChartPages : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void init() {
        forgetSettingsAndState();
    }
    void decadesReadAsNumbers();
    void barAxesReadThousandsAndSeconds();
    void layerAxesSayWhatALayerIs();
    void chartsSaveAsPngAndSvg();
    void rotationRunsReplay();
    void linearAxesGroupDigitsAndCoverTheData();
};

// A linear axis reads "150,000", not "150000" or "1.5e+05", and every point of every line lies
// inside its range (the per-layer lines ran off the plot's right edge).
void tst_ChartPages::linearAxesGroupDigitsAndCoverTheData()
{
    const QList<ui::ChartSeries> lines{{"BFS", {{0, 1}, {13, 150'000}, {27, 2'345'678}}, 0},
                                       {"A*", {{1, 5}, {31, 40'000}}, 1}};
    for (const bool whole : {true, false}) {
        QChart chart;
        ui::fillLineChart(&chart, lines, {"layer", "boards", false, whole}, ui::chartRunColours(QPalette()));
        auto *x = qobject_cast<QCategoryAxis *>(chart.axes(Qt::Horizontal).value(0));
        auto *y = qobject_cast<QCategoryAxis *>(chart.axes(Qt::Vertical).value(0));
        QVERIFY(x && y);
        for (const ui::ChartSeries &line : lines)
            for (const QPointF &p : line.points) {
                QVERIFY2(p.x() >= x->min() && p.x() <= x->max(), qPrintable(QString("x %1 outside %2..%3").arg(p.x()).arg(x->min()).arg(x->max())));
                QVERIFY2(p.y() >= y->min() && p.y() <= y->max(), qPrintable(QString("y %1 outside %2..%3").arg(p.y()).arg(y->min()).arg(y->max())));
            }
        const QStringList labels = y->categoriesLabels();
        QVERIFY2(labels.contains("1,000,000") && labels.contains("2,000,000"), qPrintable(labels.join(' ')));
        for (const QString &label : labels + x->categoriesLabels()) {
            QVERIFY2(!label.contains('e'), qPrintable(label));
            // Every label of four or more digits is grouped.
            static const QRegularExpression ungrouped("\\d{4}");
            QVERIFY2(!ungrouped.match(label).hasMatch(), qPrintable(label));
        }
        QVERIFY(labels.size() >= 3 && labels.size() <= 8);
    }
}

void tst_ChartPages::decadesReadAsNumbers()
{
    QStringList counts;
    for (int d = 0; d <= 9; ++d)
        counts << ui::LogScale::label(d, ui::LogUnit::Count);
    QCOMPARE(counts, QStringList({"1", "10", "100", "1K", "10K", "100K", "1M", "10M", "100M", "1G"}));
    QStringList times;
    for (int d = -1; d <= 4; ++d)
        times << ui::LogScale::label(d, ui::LogUnit::Milliseconds);
    QCOMPARE(times, QStringList({"0.1 ms", "1 ms", "10 ms", "100 ms", "1 s", "10 s"}));
    // A value sits between the labels of its decades.
    const auto scale = ui::LogScale::covering(12, 1'200'000, 1);
    QCOMPARE(scale.low(), 0);
    QCOMPARE(scale.high(), 8);
    QVERIFY(scale.position(3'400) > 3 && scale.position(3'400) < 4);
}

void tst_ChartPages::barAxesReadThousandsAndSeconds()
{
    ui::CompareChart chart;
    chart.resize(1600, 500);
    chart.setRuns({countedRun("small", 12, 0.4), countedRun("medium", 3'400, 25), countedRun("large", 1'200'000, 2'500)});
    chart.show();
    QVERIFY(QTest::qWaitForWindowExposed(&chart));
    QChartView *expanded = viewTitled(chart, "Expanded nodes (log scale)");
    QVERIFY(expanded);
    // Wide enough for a label on every decade, from 1 to 100M.
    QTRY_COMPARE(bottomLabels(expanded->chart()).size(), 9);
    const QStringList labels = bottomLabels(expanded->chart());
    for (const char *label : {"10", "1K", "1M"})
        QVERIFY2(labels.contains(label), qPrintable(labels.join(' ')));
    for (const QString &l : labels)
        QVERIFY2(!l.contains('e'), qPrintable(l));
    QVERIFY(!bottomAxis(expanded->chart())->labelsTruncated());
    // The longest bar ends between the 1M and 10M labels; bars are drawn bottom up.
    auto *bars = qobject_cast<QHorizontalBarSeries *>(expanded->chart()->series().front());
    QVERIFY(bars);
    const double large = bars->barSets().front()->at(0);
    const int oneM = int(labels.indexOf("1M"));
    QVERIFY(large > oneM && large < oneM + 1);

    QChartView *time = viewTitled(chart, "Time (log scale)");
    QVERIFY(time);
    const QStringList times = bottomLabels(time->chart());
    for (const char *label : {"0.1 ms", "1 ms", "100 ms", "1 s"})
        QVERIFY2(times.contains(label), qPrintable(times.join(' ')));

    // Narrow, fewer decades are labelled, and none is cut short ("10...").
    chart.resize(420, 400);
    QTRY_VERIFY(bottomLabels(expanded->chart()).size() < 9);
    QTest::qWait(50);
    const QStringList fewer = bottomLabels(expanded->chart());
    QVERIFY2(fewer.size() >= 2, qPrintable(fewer.join(' ')));
    for (const QString &l : fewer)
        QVERIFY2(labels.contains(l), qPrintable(l));
    QVERIFY(!bottomAxis(expanded->chart())->labelsTruncated());
    QVERIFY(!bottomAxis(time->chart())->labelsTruncated());
}

void tst_ChartPages::layerAxesSayWhatALayerIs()
{
    const QList<ui::RunSeries> runs{slidingRun(AlgorithmId::Bfs, HeuristicId::None),
                                    slidingRun(AlgorithmId::AStar, HeuristicId::Manhattan),
                                    slidingRun(AlgorithmId::IdaStar, HeuristicId::Manhattan)};
    ui::CompareChart chart;
    chart.resize(900, 500);
    chart.setRuns(runs);
    chart.showPage(ui::CompareChart::Layers);
    chart.show();
    QVERIFY(QTest::qWaitForWindowExposed(&chart));
    const QStringList expected{"depth", "f value", "bound of the iteration"};
    QList<QChart *> seen;
    for (int i = 0; i < runs.size(); ++i) {
        QChart *c = chartWithSeries(chart, runs[i].name);
        QVERIFY2(c, qPrintable(runs[i].name));
        QVERIFY(!seen.contains(c)); // each kind of layer on its own chart
        seen.append(c);
        const QString axis = c->axes(Qt::Horizontal).front()->titleText();
        QVERIFY2(axis.contains(expected[i]), qPrintable(axis));
    }
    QCOMPARE(chart.seriesCount(ui::CompareChart::Layers), 3);
    // IDA*'s points sit at its bounds, not at its iteration numbers.
    auto *ida = qobject_cast<QLineSeries *>(chartWithSeries(chart, runs[2].name)->series().front());
    QCOMPARE(ida->count(), qsizetype(runs[2].stats.thresholds.size()));
    for (int i = 0; i < ida->count(); ++i)
        QCOMPARE(ida->at(i).x(), double(runs[2].stats.thresholds[std::size_t(i)]));
}

void tst_ChartPages::chartsSaveAsPngAndSvg()
{
    ui::CompareChart chart;
    chart.resize(900, 500);
    chart.setRuns({countedRun("small", 12, 0.4), countedRun("large", 1'200'000, 2'500)});
    chart.show();
    QVERIFY(QTest::qWaitForWindowExposed(&chart));
    const auto views = chart.findChildren<QChartView *>();
    QVERIFY(views.size() >= 6);
    for (QChartView *v : views) {
        QStringList texts;
        for (QAction *a : v->actions())
            texts << a->text();
        QCOMPARE(texts, QStringList({"Save as PNG...", "Save as SVG..."}));
        QCOMPARE(v->contextMenuPolicy(), Qt::ActionsContextMenu);
    }
    QChartView *expanded = viewTitled(chart, "Expanded nodes (log scale)");
    QTemporaryDir dir;
    const QString png = dir.filePath("expanded.png");
    QVERIFY(ui::ChartExport::savePng(expanded, png));
    const QImage image(png);
    QVERIFY(!image.isNull());
    QCOMPARE(image.size(), expanded->size() * expanded->devicePixelRatio());
    const QString svg = dir.filePath("expanded.svg");
    QVERIFY(ui::ChartExport::saveSvg(expanded, svg, "Expanded"));
    QFile file(svg);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray text = file.readAll();
    QVERIFY(text.contains("<svg"));
    QVERIFY(text.contains(">1M<")); // the axis labels are text in the drawing, not pixels
    // A path that cannot be written is reported.
    QVERIFY(!ui::ChartExport::saveSvg(expanded, dir.filePath("missing/expanded.svg")));
    QVERIFY(!ui::ChartExport::savePng(expanded, dir.filePath("missing/expanded.png")));
    // A disk that fills up mid-save (a file-size limit here) is reported, and the earlier files
    // stay whole: no picture is cut short.
    const QByteArray pngBefore = readAllOf(png);
    bool svgSaved = true, pngSaved = true;
    {
        const FileSizeLimit limit(16);
        QVERIFY(limit.ok());
        svgSaved = ui::ChartExport::saveSvg(expanded, svg, "Expanded");
        pngSaved = ui::ChartExport::savePng(expanded, png);
    }
    QVERIFY(!svgSaved);
    QVERIFY(!pngSaved);
    QCOMPARE(readAllOf(svg), text);
    QCOMPARE(readAllOf(png), pngBefore);
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden), QStringList({"expanded.png", "expanded.svg"}));
}

void tst_ChartPages::rotationRunsReplay()
{
    core::RotationBoard board = *core::parseRotationBoard("1 1 1 1 3 2 3 2 3 1 3 2 2 3 1 2 2 2 3 1 2 1 3 3").board;
    for (int move : {3, 5, 1, 6, 2})
        board.apply(move);
    QList<ui::RunSeries> runs;
    for (auto [a, h] : {std::pair{AlgorithmId::AStar, HeuristicId::CentreCount},
                        std::pair{AlgorithmId::IdaStar, HeuristicId::CentreCount}}) {
        ui::SolveRequest request;
        request.position = board;
        request.algorithm = a;
        request.heuristic = h;
        request.trace = true;
        const ui::SolveReply reply = ui::solveJob(request, {}, {});
        QCOMPARE(reply.outcome.status, core::SearchStatus::Solved);
        runs.append({ui::DisplayNames::run(a, h), a, reply.outcome.stats, true});
    }
    for (const auto &s : ui::replaySeries(runs, ui::ReplayValue::Expanded)) {
        QVERIFY2(!s.points.isEmpty(), qPrintable(s.name));
        // The merged trace covers every digit's search: it ends at the run's expanded count.
        QCOMPARE(s.points.back().y(), double(runs[s.run].stats.expanded));
    }
    ui::CompareChart chart;
    chart.setRuns(runs);
    QCOMPARE(chart.seriesCount(ui::CompareChart::Replay), 4);
    QChartView *replay = viewTitled(chart, "Search replay: expanded nodes");
    QVERIFY(replay);
    for (QAbstractSeries *s : replay->chart()->series())
        QVERIFY(qobject_cast<QLineSeries *>(s)->count() > 0);
    QCOMPARE(chart.seriesCount(ui::CompareChart::Thresholds), 1);
}

QTEST_MAIN(tst_ChartPages)
#include "tst_chartpages.moc"
