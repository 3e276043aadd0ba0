#include "map/statespacemap.h"

#include "puzzles/puzzlebackend.h"

#include "storage/tablecache.h"
#include "map/mapview.h"
#include "watching/statespaceaxes.h"
#include "work/backgroundtask.h"

#include <QDir>
#include <QComboBox>
#include <QElapsedTimer>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QMessageBox>
#include <QPainter>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSvgGenerator>
#include <QVBoxLayout>
#include <QStandardPaths>

#include <algorithm>
#include <utility>

namespace ui {

namespace {

// Time one tick may spend placing points; reading the logs and painting come on top.
constexpr qint64 PlaceBudgetMs = 8;
// Events placed between looks at the clock.
constexpr int Chunk = 512;
// Events a run may have read and not yet placed: bounds what one tick copies from a log.
constexpr std::size_t MaxWaiting = 16'384;

} // namespace

StateSpaceMap::StateSpaceMap(QWidget *parent)
    : QWidget(parent),
      m_view(new MapView(this)),
      m_status(new QLabel(this)),
      m_export(new QPushButton(tr("Export..."), this)),
      m_iteration(new QComboBox(this)),
      m_axesTask(new BackgroundTask(this))
{
    m_status->setWordWrap(true);
    m_export->setToolTip(tr("Save the map as a PNG image or an SVG drawing"));
    // The sentence on its own line, the controls under it at the right.
    auto *header = m_controls = new QHBoxLayout;
    header->addStretch(1);
    m_iteration->setToolTip(tr("IDA*'s dots from every iteration, or from one, coloured first to last within it"));
    m_iteration->setAccessibleName(tr("IDA* iteration"));
    m_iteration->addItem(tr("All iterations"), -1);
    m_iteration->hide();
    header->addWidget(m_iteration);
    header->addWidget(m_export);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(m_status);
    layout->addLayout(header);
    layout->addWidget(m_view, 1);
    m_timer.setInterval(TickMs);
    connect(&m_timer, &QTimer::timeout, this, &StateSpaceMap::refresh);
    connect(m_export, &QPushButton::clicked, this, &StateSpaceMap::exportWithDialog);
    connect(m_iteration, &QComboBox::currentIndexChanged, this,
            [this] { m_view->setIteration(m_iteration->currentData().toInt()); });
    connect(m_view, &MapView::exportRequested, this, &StateSpaceMap::exportWithDialog);
    updateStatus();
}

StateSpaceMap::~StateSpaceMap() = default;

QPushButton *StateSpaceMap::offerLab()
{
    if (!m_lab) {
        m_lab = new QPushButton(tr("Search Lab..."), this);
        m_lab->setToolTip(tr("Step through these runs' searches (the selected ones, or the first two) in the Search Lab"));
        m_controls->insertWidget(2, m_lab); // before Export
    }
    return m_lab;
}

void StateSpaceMap::setRuns(const core::Position &position, const QList<Run> &runs)
{
    std::vector<std::unique_ptr<MapRun>> mapRuns;
    for (const Run &r : runs)
        mapRuns.push_back(std::make_unique<MapRun>(r.label, r.log));
    const core::PuzzleKind kind = core::kindOf(position);
    m_view->setPuzzle(kind, core::backendFor(kind).sizeOf(position));
    m_view->setRuns(std::move(mapRuns));
    {
        const QSignalBlocker hold(m_iteration);
        while (m_iteration->count() > 1)
            m_iteration->removeItem(1);
        m_iteration->setCurrentIndex(0);
        m_iteration->hide();
    }
    m_view->setIteration(-1);
    m_view->setScale(MapScale{});
    m_position = position;
    m_settled = false;
    if (m_axes && m_axes->position() == position) {
        m_waitingForAxes = false;
    } else {
        m_axes.reset();
        m_axesTask->cancel();
        m_waitingForAxes = core::StateSpaceAxes::tabulable(position);
        if (m_waitingForAxes)
            m_axesTask->run(
                [position](std::stop_token stop, const BackgroundTask::Post &) {
                    return std::make_shared<const core::StateSpaceAxes>(position, core::defaultTableCache(), stop);
                },
                [this](std::shared_ptr<const core::StateSpaceAxes> axes) { axesReady(std::move(axes)); });
    }
    updateScale();
    updateStatus();
    if (runs.isEmpty())
        m_timer.stop();
    else
        m_timer.start();
}

void StateSpaceMap::axesReady(std::shared_ptr<const core::StateSpaceAxes> axes)
{
    if (!m_waitingForAxes || !(axes->position() == m_position))
        return;
    m_waitingForAxes = false;
    if (axes->exact())
        m_axes = std::move(axes);
    updateScale();
    updateStatus();
}

int StateSpaceMap::runCount() const
{
    return m_view->runCount();
}

const MapRun &StateSpaceMap::run(int i) const
{
    return std::as_const(*m_view).run(i);
}

QString StateSpaceMap::panelTitle(int i) const
{
    return m_view->panelTitle(i);
}

bool StateSpaceMap::exact() const
{
    return m_axes != nullptr && !m_waitingForAxes;
}

bool StateSpaceMap::busy() const
{
    if (m_waitingForAxes || m_view->redrawing())
        return true;
    for (int i = 0; i < runCount(); ++i)
        if (run(i).hasPending() || run(i).hasUnread())
            return true;
    return false;
}

QString StateSpaceMap::status() const
{
    return m_status->text();
}

void StateSpaceMap::refresh()
{
    bool news = false;
    for (int i = 0; i < runCount(); ++i)
        news |= m_view->run(i).poll(MaxWaiting);
    const int placed = m_waitingForAxes ? 0 : ingest();
    if (news || placed > 0) {
        m_settled = false;
        updateScale();
        updateIterations();
        m_view->pointsChanged();
    } else if (m_view->redrawing()) {
        m_view->pointsChanged();
    } else if (!m_settled && !busy()) {
        m_settled = true;
        m_view->settle();
    }
}

int StateSpaceMap::ingest()
{
    QElapsedTimer clock;
    clock.start();
    const core::StateSpaceAxes *axes = m_axes.get();
    int total = 0;
    for (bool more = true; more && clock.elapsed() < PlaceBudgetMs;) {
        more = false;
        for (int i = 0; i < runCount(); ++i) {
            const int n = m_view->run(i).ingest(Chunk, axes);
            total += n;
            more |= n > 0;
        }
    }
    return total;
}

void StateSpaceMap::updateScale()
{
    MapScale scale = m_view->scale();
    if (m_axes) {
        scale.exact = true;
        scale.range = m_axes->extent();
        scale.optimal = -1;
        for (const std::string &cells : core::backendOf(m_position).watchedCells(m_position))
            if (const auto at = m_axes->at(cells); at.valid() && (scale.optimal < 0 || at.toGoal < scale.optimal))
                scale.optimal = at.toGoal;
    } else {
        scale.exact = false;
        scale.optimal = -1;
        int far = 0;
        for (int i = 0; i < runCount(); ++i)
            far = std::max({far, run(i).maxX(), run(i).maxY()});
        // Grows in steps of five and never shrinks, so the panels rarely redraw all their dots.
        scale.range = std::max(scale.range, (far + 4) / 5 * 5);
    }
    if (scale.range != m_view->scale().range || scale.exact != m_view->scale().exact
        || scale.optimal != m_view->scale().optimal)
        m_view->setScale(scale);
}

// The iteration list follows the runs: one entry per IDA* iteration met so far.
void StateSpaceMap::updateIterations()
{
    int most = 0;
    for (int i = 0; i < runCount(); ++i)
        most = std::max(most, m_view->run(i).iterations());
    for (int k = m_iteration->count() - 1; k < most; ++k)
        m_iteration->addItem(tr("Iteration %1").arg(k + 1), k);
    m_iteration->setVisible(most > 1);
}

void StateSpaceMap::updateStatus()
{
    if (m_waitingForAxes)
        m_status->setText(tr("Working out the exact distances of this board's state space..."));
    else if (m_axes)
        m_status->setText(tr("Each dot is an expanded state, at its exact distance from the start (x) and to the "
                             "goal (y)."));
    else
        m_status->setText(tr("Each dot is an expanded state, at its g (x) and h (y): exact distances are "
                             "tabulated for %1.").arg(MapView::exactSpaces()));
    m_export->setEnabled(runCount() > 0);
}

bool StateSpaceMap::exportTo(const QString &path) const
{
    const QSize size = m_view->size().expandedTo(QSize(640, 400));
    if (QFileInfo(path).suffix().compare(QStringLiteral("svg"), Qt::CaseInsensitive) == 0) {
        QSvgGenerator svg;
        svg.setFileName(path);
        svg.setSize(size);
        svg.setViewBox(QRect(QPoint(0, 0), size));
        svg.setTitle(tr("State-space map"));
        QPainter p;
        if (!p.begin(&svg))
            return false;
        m_view->paintMap(p, size);
        return p.end() && QFileInfo(path).size() > 0;
    }
    QImage image(size, QImage::Format_ARGB32_Premultiplied);
    QPainter p(&image);
    m_view->paintMap(p, size);
    p.end();
    return image.save(path, "PNG");
}

void StateSpaceMap::exportWithDialog()
{
    QString filter;
    QString path = QFileDialog::getSaveFileName(this, tr("Export the state-space map"),
                                                QDir(QStandardPaths::writableLocation(QStandardPaths::PicturesLocation))
                                                    .filePath(tr("state-space-map.png")),
                                                tr("PNG image (*.png);;SVG drawing (*.svg)"), &filter);
    if (path.isEmpty())
        return;
    if (QFileInfo(path).suffix().isEmpty())
        path += filter.contains(QStringLiteral("svg")) ? QStringLiteral(".svg") : QStringLiteral(".png");
    if (!exportTo(path))
        QMessageBox::warning(this, tr("Export"), tr("Could not write %1.").arg(QDir::toNativeSeparators(path)));
}

} // namespace ui
