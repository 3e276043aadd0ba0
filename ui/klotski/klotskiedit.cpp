// KlotskiBoardView's Edit Board: the box as a grid to fill by hand (KlotskiEditGrid) above its
// text form, each following the other, validated as you type, with its size and a "Solve to
// check" that gives the shortest way out (as SimonHung's Klotski editor does).
#include "klotski/klotskiboardview.h"
#include "klotski/klotskieditgrid.h"
#include "klotski/board/klotskiposition.h"

#include "board/textboarddialog.h"
#include "frame/screenfit.h"
#include "solve/solvejob.h"
#include "work/backgroundtask.h"

#include "puzzles/puzzlebackend.h"
#include "solvers/solverregistry.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSpinBox>

namespace ui {

std::optional<core::Position> KlotskiBoardView::editBoard(const core::Position &p, QWidget *parent) const
{
    const core::PuzzleBackend &backend = core::backendOf(p);
    const auto text = [](const core::KlotskiBoard &b) { return QString::fromStdString(b.text()).replace(QLatin1Char('/'), QLatin1Char('\n')); };
    TextBoardDialog d(tr("Edit Board"), textFormPrompt(), text(p.as<core::KlotskiPosition>().board),
                      [&backend, p](const std::string &t) { return backend.parse(t, p); }, parent);
    auto *grid = new KlotskiEditGrid(&d);
    grid->setBoard(p.as<core::KlotskiPosition>().board);
    auto *top = new QWidget(&d);
    auto *row = new QHBoxLayout(top);
    row->setContentsMargins(0, 0, 0, 0);
    auto *how = new QLabel(tr("Drag a shape from the left into the box, or click it and then a cell. Drag a piece to move it, "
                              "out of the box (or right-click it) to take it away."),
                           top);
    how->setWordWrap(true);
    row->addWidget(how, 1);
    QSpinBox *sides[2] = {new QSpinBox(top), new QSpinBox(top)};
    for (int i = 0; i < 2; ++i) {
        sides[i]->setRange(core::KlotskiBoard::MinSide, core::KlotskiBoard::MaxSide);
        sides[i]->setAccessibleName(i == 0 ? tr("Width") : tr("Height"));
        row->addWidget(new QLabel(i == 0 ? tr("Width:") : tr("Height:"), top));
        row->addWidget(sides[i]);
    }
    auto *checkRow = new QWidget(&d);
    auto *checkLayout = new QHBoxLayout(checkRow);
    checkLayout->setContentsMargins(0, 0, 0, 0);
    auto *check = new QPushButton(tr("Solve to Check"), checkRow);
    check->setToolTip(tr("The fewest moves that bring the large piece out of this box"));
    check->setAutoDefault(false);
    auto *verdict = new QLabel(checkRow);
    verdict->setWordWrap(true);
    verdict->setObjectName(QStringLiteral("solveVerdict"));
    checkLayout->addWidget(check);
    checkLayout->addWidget(verdict, 1);
    d.addAbove(checkRow);
    d.addAbove(grid);
    d.addAbove(top);
    // The grid is what the dialog is for: it takes the room, the text what it needs.
    grid->setMinimumSize(grid->sizeHint() * 4 / 5);
    d.editor()->setMaximumHeight(d.editor()->fontMetrics().lineSpacing() * 10);
    auto *task = new BackgroundTask(&d);

    const auto showSize = [sides, grid] {
        for (int i = 0; i < 2; ++i) {
            const QSignalBlocker hold(sides[i]);
            sides[i]->setValue(i == 0 ? grid->board().width() : grid->board().height());
        }
    };
    showSize();
    const auto forget = [task, verdict, check, &d] {
        task->cancel();
        verdict->clear();
        check->setEnabled(d.position().has_value());
    };
    QObject::connect(grid, &KlotskiEditGrid::edited, &d, [&d, grid, text, forget] {
        d.setText(text(grid->board()));
        forget();
    });
    for (QSpinBox *side : sides)
        QObject::connect(side, &QSpinBox::valueChanged, &d, [&d, grid, sides, text, forget] {
            grid->resizeBox(sides[0]->value(), sides[1]->value());
            d.setText(text(grid->board()));
            forget();
        });
    QObject::connect(&d, &TextBoardDialog::positionChanged, &d, [&d, grid, showSize, forget] {
        grid->setBoard(d.position()->as<core::KlotskiPosition>().board);
        showSize();
        forget();
    });
    QObject::connect(d.editor(), &QPlainTextEdit::textChanged, &d, forget);
    QObject::connect(check, &QPushButton::clicked, &d, [&d, task, verdict] {
        if (!d.position())
            return;
        SolveRequest r;
        r.position = *d.position();
        const core::BoardSize size = core::backendOf(r.position).sizeOf(r.position);
        r.algorithm = core::defaultAlgorithm(core::kindOf(r.position), size);
        r.heuristic = core::defaultHeuristic(core::kindOf(r.position), size);
        verdict->setText(tr("Searching..."));
        task->run([r](std::stop_token stop, const BackgroundTask::Post &) { return solveJob(r, stop, {}); },
                  [verdict](const SolveReply &reply) {
                      const core::SearchStatus s = reply.outcome.status;
                      verdict->setText(s == core::SearchStatus::Solved ? tr("The shortest way out: %n moves.", nullptr, int(reply.outcome.length()))
                                       : s == core::SearchStatus::Unsolvable ? tr("This box has no way out.")
                                                                             : tr("The search stopped at its budget."));
                  });
    });
    forget();
    d.layout()->activate();
    fitOnScreen(&d, d.sizeHint().expandedTo(QSize(grid->sizeHint().width() + 60, d.sizeHint().height() + grid->sizeHint().height() / 3)),
                parent);
    if (d.exec() != QDialog::Accepted)
        return std::nullopt;
    return d.position();
}

} // namespace ui
