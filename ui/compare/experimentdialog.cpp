#include "storage/tablecache.h"
#include "frame/screenfit.h"
#include "words/reasontext.h"
#include "compare/experimentdialog.h"

#include "storage/safefile.h"
#include "compare/comparisonmodel.h"
#include "compare/numberitem.h"
#include "words/displaynames.h"
#include "words/numbertext.h"
#include "solve/solverpanel.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFormLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QMessageBox>
#include <QProgressBar>
#include <QPushButton>
#include <QDir>
#include <QFile>
#include <QSpinBox>
#include <QSplitter>
#include <QTableWidget>
#include <QVBoxLayout>
#include <QStandardPaths>

#include <ostream>

namespace ui {

namespace {

// An export's proposed file in the user's documents, not wherever the program was started.
QString inDocuments(const QString &name)
{
    return QDir(QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation)).filePath(name);
}

QString writeFile(const QString &path, const std::string &text)
{
    // Through the checked atomic writer: Qt 6.4's QSaveFile commits a file cut short by a full disk.
    const std::string error = core::writeFileAtomically(QFile::encodeName(path).toStdString(),
                                                        [&](std::ostream &out) { out << text; });
    if (!error.empty())
        return ExperimentDialog::tr("Cannot write %1: %2").arg(path, QString::fromLocal8Bit(error.c_str()));
    return {};
}

QTableWidgetItem *number(double v, int decimals = 0)
{
    return new NumberItem(v, decimals);
}

} // namespace

ExperimentDialog::ExperimentDialog(const core::Position &start, const QList<core::RunChoice> &choices, std::uint64_t maxNodes, std::size_t maxBytes,
                                   QWidget *parent)
    : QDialog(parent), m_start(start), m_choices(choices), m_maxNodes(maxNodes), m_maxBytes(maxBytes)
{
    setWindowTitle(tr("Batch Experiment"));
    auto *layout = new QVBoxLayout(this);
    auto *form = new QFormLayout;
    m_count = new QSpinBox(this);
    m_count->setRange(1, 1000);
    m_count->setValue(20);
    form->addRow(tr("&Boards:"), m_count);
    m_mode = new QComboBox(this);
    m_mode->addItem(tr("Uniformly random"));
    // Where the puzzle offers no exact distance (the rotation game), D is a walk's length.
    const bool exact = core::backendOf(start).maxScrambleDistance(start, core::defaultTableCache()) > 0;
    m_mode->addItem(exact ? tr("At exact distance D") : tr("Random walk of D moves"));
    form->addRow(tr("&Scramble:"), m_mode);
    m_distance = new QSpinBox(this);
    m_distance->setRange(1, 200);
    m_distance->setValue(20);
    m_distance->setEnabled(false);
    form->addRow(tr("&D:"), m_distance);
    m_seed = new QSpinBox(this);
    m_seed->setRange(0, 1'000'000'000);
    m_seed->setValue(1);
    form->addRow(tr("S&eed:"), m_seed);
    QStringList names, tips;
    for (const core::RunChoice &c : choices) {
        names << DisplayNames::run(c.algorithm, c.heuristic);
        tips << DisplayNames::runToolTip(c.algorithm, c.heuristic);
    }
    auto *pairs = new QLabel(names.join(QStringLiteral(", ")), this);
    pairs->setObjectName(QStringLiteral("pairs"));
    pairs->setToolTip(tips.join(QLatin1Char('\n')));
    pairs->setWordWrap(true);
    form->addRow(tr("Algorithms:"), pairs);
    layout->addLayout(form);

    auto *buttons = new QHBoxLayout;
    m_run = new QPushButton(tr("&Run"), this);
    m_cancel = new QPushButton(tr("&Cancel"), this);
    m_csv = new QPushButton(tr("Export &CSV..."), this);
    m_json = new QPushButton(tr("Export &JSON..."), this);
    for (QPushButton *b : {m_run, m_cancel, m_csv, m_json})
        buttons->addWidget(b);
    m_progress = new QProgressBar(this);
    buttons->addWidget(m_progress, 1);
    layout->addLayout(buttons);
    m_message = new QLabel(this);
    m_message->setWordWrap(true);
    layout->addWidget(m_message);

    m_summary = new QTableWidget(0, 10, this);
    m_summary->setHorizontalHeaderLabels({tr("Algorithm"), tr("Runs"), tr("Solved"), tr("Median length"),
                                          tr("Median expanded"), tr("Median generated"), tr("Median ms"),
                                          tr("Median EBF"), tr("Total expanded"), tr("Total s")});
    m_table = new QTableWidget(0, 8, this);
    m_table->setHorizontalHeaderLabels({tr("Board"), tr("Algorithm"), tr("Status"), tr("Length"), tr("Expanded"),
                                        tr("ms"), tr("EBF"), tr("Position")});
    for (QTableWidget *t : {m_summary, m_table}) {
        t->setEditTriggers(QAbstractItemView::NoEditTriggers);
        t->setSelectionBehavior(QAbstractItemView::SelectRows);
        t->verticalHeader()->setVisible(false);
        t->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
        // Rows stay in run order until the user sorts by a column.
        t->horizontalHeader()->setSortIndicator(-1, Qt::AscendingOrder);
        t->setSortingEnabled(true);
    }
    m_table->setToolTip(tr("Double-click a run to open its board in the player"));
    auto *split = new QSplitter(Qt::Vertical, this);
    split->addWidget(m_summary);
    split->addWidget(m_table);
    layout->addWidget(split, 1);
    auto *close = new QDialogButtonBox(QDialogButtonBox::Close, this);
    layout->addWidget(close);

    connect(close, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_mode, &QComboBox::currentIndexChanged, this, [this](int i) { m_distance->setEnabled(i == 1); });
    connect(m_run, &QPushButton::clicked, this, &ExperimentDialog::start);
    connect(m_cancel, &QPushButton::clicked, this, &ExperimentDialog::cancel);
    connect(m_csv, &QPushButton::clicked, this, [this] {
        const QString path = QFileDialog::getSaveFileName(this, tr("Export CSV"), inDocuments(QStringLiteral("experiment.csv")),
                                                          tr("CSV files (*.csv)"));
        if (const QString e = path.isEmpty() ? QString() : exportCsv(path); !e.isEmpty())
            QMessageBox::warning(this, tr("Export"), e);
    });
    connect(m_json, &QPushButton::clicked, this, [this] {
        const QString path = QFileDialog::getSaveFileName(this, tr("Export JSON"), inDocuments(QStringLiteral("experiment.json")),
                                                          tr("JSON files (*.json)"));
        if (const QString e = path.isEmpty() ? QString() : exportJson(path); !e.isEmpty())
            QMessageBox::warning(this, tr("Export"), e);
    });
    connect(m_table, &QTableWidget::cellDoubleClicked, this, [this](int row, int) {
        if (QTableWidgetItem *item = m_table->item(row, 7))
            emit openBoard(item->text());
    });
    m_cancel->setEnabled(false);
    m_csv->setEnabled(false);
    m_json->setEnabled(false);
    m_run->setEnabled(!choices.isEmpty());
    if (choices.isEmpty())
        m_message->setText(tr("Tick at least one algorithm in the compare panel first."));
    fitOnScreen(this, QSize(900, 640), parent);
}

core::ExperimentConfig ExperimentDialog::config() const
{
    core::ExperimentConfig c;
    c.start = m_start;
    c.count = m_count->value();
    c.mode = m_mode->currentIndex() == 1 ? core::ScrambleMode::Distance : core::ScrambleMode::Random;
    c.distance = m_distance->value();
    c.seed = std::uint64_t(m_seed->value());
    c.choices.assign(m_choices.begin(), m_choices.end());
    c.maxNodes = m_maxNodes;
    c.maxBytes = m_maxBytes;
    return c;
}

void ExperimentDialog::setCount(int k)
{
    m_count->setValue(k);
}

void ExperimentDialog::setDistanceMode(int distance)
{
    m_mode->setCurrentIndex(1);
    m_distance->setValue(distance);
}

void ExperimentDialog::start()
{
    if (m_running || m_choices.isEmpty())
        return;
    m_running = true;
    m_rows.clear();
    m_run->setEnabled(false);
    m_cancel->setEnabled(true);
    m_csv->setEnabled(false);
    m_json->setEnabled(false);
    const core::ExperimentConfig c = config();
    m_progress->setRange(0, c.count * int(c.choices.size()));
    m_progress->setValue(0);
    m_message->setText(tr("Scrambling %n boards...", nullptr, c.count));
    struct Outcome {
        std::vector<core::ExperimentRow> rows;
        core::Reason error;
        bool stopped = false;
    };
    m_task.run(
        [this, c](std::stop_token stop, const BackgroundTask::Post &post) {
            Outcome out;
            const auto boards = core::experimentBoards(c, core::defaultTableCache(), &out.error, stop);
            if (!boards.empty())
                out.rows = core::runExperiment(c, boards, core::defaultTableCache(), stop, [this, &post](int done, int total) {
                    post([this, done, total] {
                        m_progress->setValue(done);
                        m_message->setText(tr("Run %1 of %2...").arg(countText(std::uint64_t(done)), countText(std::uint64_t(total))));
                    });
                });
            out.stopped = stop.stop_requested();
            return out;
        },
        [this](const Outcome &out) {
            m_rows = out.rows;
            m_running = false;
            m_run->setEnabled(true);
            m_cancel->setEnabled(false);
            m_csv->setEnabled(!m_rows.empty());
            m_json->setEnabled(!m_rows.empty());
            showResults();
            if (out.stopped)
                m_message->setText(tr("Cancelled after %n runs.", nullptr, int(m_rows.size())));
            else if (out.error)
                m_message->setText(tr("Could not scramble: %1").arg(ReasonText::sentence(out.error)));
            else
                m_message->setText(tr("Done: %n runs.", nullptr, int(m_rows.size())));
            emit experimentFinished();
        });
}

// The stopped run's rows so far still arrive, and the dialog shows them.
void ExperimentDialog::cancel()
{
    m_task.requestStop();
}

void ExperimentDialog::showResults()
{
    const auto summary = core::summarizeExperiment(m_rows);
    m_summary->setSortingEnabled(false);
    m_summary->setRowCount(int(summary.size()));
    for (int r = 0; r < int(summary.size()); ++r) {
        const core::ExperimentSummary &s = summary[std::size_t(r)];
        auto *name = new QTableWidgetItem(DisplayNames::run(s.choice.algorithm, s.choice.heuristic));
        name->setToolTip(DisplayNames::runToolTip(s.choice.algorithm, s.choice.heuristic));
        m_summary->setItem(r, 0, name);
        m_summary->setItem(r, 1, number(s.runs));
        m_summary->setItem(r, 2, number(s.solved));
        m_summary->setItem(r, 3, number(s.medianLength, 1));
        m_summary->setItem(r, 4, number(s.medianExpanded));
        m_summary->setItem(r, 5, number(s.medianGenerated));
        m_summary->setItem(r, 6, number(s.medianSeconds * 1000.0, 3));
        m_summary->setItem(r, 7, number(s.medianEbf, 3));
        m_summary->setItem(r, 8, number(double(s.totalExpanded)));
        m_summary->setItem(r, 9, number(s.totalSeconds, 3));
    }
    m_summary->setSortingEnabled(true);
    m_table->setSortingEnabled(false);
    m_table->setRowCount(int(m_rows.size()));
    for (int r = 0; r < int(m_rows.size()); ++r) {
        const core::ExperimentRow &x = m_rows[std::size_t(r)];
        m_table->setItem(r, 0, number(x.instance + 1));
        auto *name = new QTableWidgetItem(DisplayNames::run(x.choice.algorithm, x.choice.heuristic));
        name->setToolTip(DisplayNames::runToolTip(x.choice.algorithm, x.choice.heuristic));
        m_table->setItem(r, 1, name);
        m_table->setItem(r, 2, new QTableWidgetItem(statusText(x.status)));
        m_table->setItem(r, 3, x.length >= 0 ? number(x.length) : NumberItem::none());
        m_table->setItem(r, 4, number(double(x.expanded)));
        m_table->setItem(r, 5, number(x.seconds * 1000.0, 3));
        m_table->setItem(r, 6, number(x.ebf, 3));
        m_table->setItem(r, 7, new QTableWidgetItem(QString::fromStdString(x.board)));
    }
    m_table->setSortingEnabled(true);
}

QString ExperimentDialog::exportCsv(const QString &path) const
{
    return writeFile(path, core::experimentCsv(m_rows));
}

QString ExperimentDialog::exportJson(const QString &path) const
{
    return writeFile(path, core::experimentJson(m_rows, core::summarizeExperiment(m_rows)));
}

} // namespace ui
