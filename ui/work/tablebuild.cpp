#include "work/tablebuild.h"
#include "search/workers.h"

#include "storage/tablecache.h"
#include "words/displaynames.h"
#include "puzzles/puzzlebackend.h"

#include <QLocale>
#include <QMessageBox>
#include <QPushButton>

#include <algorithm>
#include <cmath>
#include <thread>

namespace ui {

namespace {

// A build is worth a question past these: the 7-8 databases (about a minute on two cores);
// the 6-6-3 ones (seconds) are not.
constexpr double LongBuildSeconds = 20;
constexpr std::uint64_t LargeBuildBytes = std::uint64_t(1) << 30;

} // namespace

QString TableBuild::question(const core::Position &p, core::HeuristicId h)
{
    const auto cost = core::tablesToBuild(p, h, core::defaultTableCache());
    const unsigned cores = core::threadCount();
    if (!cost || (cost->buildCpuSeconds / cores < LongBuildSeconds && cost->peakBytes < LargeBuildBytes))
        return {};
    const int minutes = std::max(1, int(std::lround(cost->buildCpuSeconds / cores / 60)));
    const QLocale locale;
    const QString time = minutes == 1 ? tr("about a minute") : tr("about %1 minutes").arg(minutes);
    return tr("The tables of \"%1\" are not built yet. Building them takes %2 on this computer's cores and "
              "about %3 of memory; they keep %4, in memory and in the cache folder, so later solves start at "
              "once. Build them now?")
        .arg(DisplayNames::shortHeuristic(h), time, locale.formattedDataSize(qint64(cost->peakBytes)),
             locale.formattedDataSize(qint64(cost->keptBytes)));
}

bool TableBuild::ask(QWidget *parent, const QString &question)
{
    QMessageBox box(QMessageBox::Question, tr("Build the tables?"), question, QMessageBox::NoButton, parent);
    QPushButton *build = box.addButton(tr("Build"), QMessageBox::AcceptRole);
    box.addButton(QMessageBox::Cancel);
    box.setDefaultButton(build);
    box.exec();
    return box.clickedButton() == build;
}

} // namespace ui
