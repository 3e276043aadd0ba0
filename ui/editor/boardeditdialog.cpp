#include "editor/boardeditdialog.h"

#include "editor/boardeditgrid.h"
#include "puzzles/puzzlebackend.h"
#include "storage/tablecache.h"
#include "sliding/board/slidingtext.h"
#include "solve/reasontext.h"

#include <QDialogButtonBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace ui {

namespace {

std::vector<QPoint> slidingSlots(core::BoardSize size)
{
    std::vector<QPoint> places;
    for (int row = 0; row < size.height; ++row)
        for (int col = 0; col < size.width; ++col)
            places.emplace_back(col, row);
    return places;
}

// The '#' board on a 7x7 grid: rows of 2, 2, 7, 2, 7, 2 and 2 cells, the short rows in columns 2 and 4.
std::vector<QPoint> rotationSlots()
{
    std::vector<QPoint> places;
    for (int row = 0; row < 7; ++row) {
        if (row == 2 || row == 4) {
            for (int col = 0; col < 7; ++col)
                places.emplace_back(col, row);
        } else {
            places.emplace_back(2, row);
            places.emplace_back(4, row);
        }
    }
    return places;
}

} // namespace

BoardEditDialog::BoardEditDialog(const QString &title, core::BoardSize size, const QString &text, bool allowResize,
                                 QWidget *parent)
    : QDialog(parent), m_allowResize(allowResize), m_size(size)
{
    build(title,
          tr("Tiles separated by spaces or commas, 0 or x for the blank (%1 cells for %2x%3); compact digits such as "
             "12X453786; or an id such as 3x3:1,2,3,4,5,6,7,8,0.")
              .arg(size.cells())
              .arg(size.width)
              .arg(size.height),
          text);
}

BoardEditDialog::BoardEditDialog(const QString &title, const QString &text, QWidget *parent)
    : QDialog(parent), m_rotationMode(true)
{
    build(title, tr("24 digits from 1 to 3, row by row as POJ 2286 lists them."), text);
}

void BoardEditDialog::build(const QString &title, const QString &hint, const QString &text)
{
    setWindowTitle(title);
    auto *layout = new QVBoxLayout(this);
    auto *howTo = new QLabel(m_rotationMode
                                 ? tr("Click a cell, or press 1, 2 or 3, to change its digit; the arrow keys move.")
                                 : tr("Drag a tile onto another, or click two tiles, to swap them. With the keyboard: "
                                      "the arrow keys move, Space picks a tile up and puts it down, and typing a "
                                      "number brings that tile here."),
                             this);
    howTo->setWordWrap(true);
    layout->addWidget(howTo);
    m_grid = new BoardEditGrid(this);
    layout->addWidget(m_grid, 1);
    startGrid();
    auto *hintLabel = new QLabel(hint, this);
    hintLabel->setWordWrap(true);
    layout->addWidget(hintLabel);
    m_edit = new QLineEdit(text, this);
    m_edit->setAccessibleName(tr("Board"));
    m_edit->setMinimumWidth(420);
    layout->addWidget(m_edit);
    m_message = new QLabel(this);
    m_message->setWordWrap(true);
    m_message->setMargin(4);
    layout->addWidget(m_message);
    m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    m_buttons->button(QDialogButtonBox::Ok)->setDefault(true);
    addShortcutButtons();
    layout->addWidget(m_buttons);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_edit, &QLineEdit::textChanged, this, &BoardEditDialog::validate);
    connect(m_grid, &BoardEditGrid::edited, this, &BoardEditDialog::gridEdited);
    validate();
    m_grid->setFocus();
}

void BoardEditDialog::startGrid()
{
    // Until the text is well formed, the grid shows a solved board, greyed.
    if (m_rotationMode) {
        m_grid->setShape(7, 7, rotationSlots(), BoardEditGrid::Mode::Cycle, 3);
        const core::Position solved = core::backendFor(core::PuzzleKind::Rotation).newGame({}, m_rng);
        const auto &cells = std::get<core::RotationBoard>(solved).cells;
        m_grid->setValues(std::vector<int>(cells.begin(), cells.end()));
        return;
    }
    m_gridSize = m_size;
    m_grid->setShape(m_size.width, m_size.height, slidingSlots(m_size), BoardEditGrid::Mode::Swap, m_size.cells() - 1);
    const auto tiles = core::SlidingBoard::standardGoal(m_size).tiles;
    m_grid->setValues(std::vector<int>(tiles.begin(), tiles.end()));
}

void BoardEditDialog::addShortcutButtons()
{
    QPushButton *standard = m_buttons->addButton(m_rotationMode ? tr("Solved Board") : tr("Standard Goal"),
                                                 QDialogButtonBox::ActionRole);
    standard->setToolTip(m_rotationMode ? tr("A solved board with eight of each digit")
                                        : tr("The tiles in order, the blank last"));
    QPushButton *shuffleButton = m_buttons->addButton(tr("Shuffle"), QDialogButtonBox::ActionRole);
    shuffleButton->setToolTip(tr("A random arrangement that can reach the goal"));
    for (QPushButton *b : {standard, shuffleButton})
        b->setAutoDefault(false);
    connect(standard, &QPushButton::clicked, this, &BoardEditDialog::standardBoard);
    connect(shuffleButton, &QPushButton::clicked, this, &BoardEditDialog::shuffle);
}

void BoardEditDialog::setGoal(const core::SlidingBoard &goal)
{
    m_goal = goal;
    m_start.reset();
    validate();
}

void BoardEditDialog::setStart(const core::SlidingBoard &start)
{
    m_start = start;
    m_goal.reset();
    validate();
}

QString BoardEditDialog::message() const
{
    return m_message->text();
}

void BoardEditDialog::validate()
{
    const std::string text = m_edit->text().toStdString();
    QString error;
    m_sliding.reset();
    m_rotation.reset();
    if (m_rotationMode) {
        const auto r = core::parseRotationBoard(text);
        if (r.ok())
            m_rotation = r.board;
        else
            error = ReasonText::textError(r.error);
    } else {
        const bool isId = text.find(':') != std::string::npos;
        const auto r = core::parseSlidingBoard(text, isId && m_allowResize ? std::nullopt
                                                                            : std::optional<core::BoardSize>(m_size));
        if (r.ok())
            m_sliding = r.board;
        else
            error = ReasonText::textError(r.error);
    }
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(error.isEmpty());
    // Greyed, the grid still shows the last good board, to return to with a click on it.
    m_grid->setEnabled(error.isEmpty());
    if (!error.isEmpty()) {
        showMessage(error, Tone::Error);
        return;
    }
    m_form.learn(m_edit->text());
    showBoard();
    const BoardVerdict v = BoardVerdict::judge(position(), m_start ? BoardVerdict::Edited::Goal
                                                                   : BoardVerdict::Edited::Board);
    showMessage(v.text, v.warning ? Tone::Warning : Tone::Plain);
}

void BoardEditDialog::showBoard()
{
    if (m_rotation) {
        m_grid->setValues(std::vector<int>(m_rotation->cells.begin(), m_rotation->cells.end()));
        return;
    }
    if (!(m_sliding->size == m_gridSize)) {
        m_gridSize = m_sliding->size;
        m_grid->setShape(m_gridSize.width, m_gridSize.height, slidingSlots(m_gridSize), BoardEditGrid::Mode::Swap,
                         m_gridSize.cells() - 1);
    }
    m_grid->setValues(std::vector<int>(m_sliding->tiles.begin(), m_sliding->tiles.end()));
}

void BoardEditDialog::gridEdited()
{
    const std::vector<int> &v = m_grid->values();
    if (m_rotationMode) {
        core::RotationBoard b;
        std::copy(v.begin(), v.end(), b.cells.begin());
        m_edit->setText(m_form.write(b));
    } else {
        m_edit->setText(m_form.write(core::SlidingBoard{m_gridSize, std::vector<std::uint8_t>(v.begin(), v.end())}));
    }
}

core::Position BoardEditDialog::position() const
{
    if (m_rotation)
        return *m_rotation;
    const core::SlidingBoard &board = *m_sliding;
    if (m_start && m_start->size == board.size)
        return core::SlidingPosition{*m_start, board};
    const bool goalFits = m_goal && m_goal->size == board.size;
    return core::SlidingPosition{board, goalFits ? *m_goal : core::SlidingBoard::standardGoal(board.size)};
}

void BoardEditDialog::showMessage(const QString &text, Tone tone)
{
    m_tone = tone;
    m_message->setText(text);
    // Fixed pairs of text and background, so both read in light and dark palettes.
    QPalette pal = palette();
    if (tone == Tone::Error) {
        pal.setColor(QPalette::WindowText, QColor(0x84, 0x20, 0x29));
        pal.setColor(QPalette::Window, QColor(0xF8, 0xD7, 0xDA));
    } else if (tone == Tone::Warning) {
        pal.setColor(QPalette::WindowText, QColor(0x66, 0x4D, 0x03));
        pal.setColor(QPalette::Window, QColor(0xFF, 0xF3, 0xCD));
    }
    m_message->setAutoFillBackground(tone != Tone::Plain);
    m_message->setPalette(pal);
}

void BoardEditDialog::standardBoard()
{
    if (m_rotationMode) {
        const core::Position solved = core::backendFor(core::PuzzleKind::Rotation).newGame({}, m_rng);
        m_edit->setText(m_form.write(std::get<core::RotationBoard>(solved)));
    } else {
        m_edit->setText(m_form.write(core::SlidingBoard::standardGoal(m_gridSize)));
    }
}

void BoardEditDialog::shuffle()
{
    // From the grid's board, so a shuffle also mends malformed text.
    gridEdited();
    const core::PuzzleBackend &backend = core::backendOf(position());
    if (m_rotationMode) {
        m_edit->setText(m_form.write(std::get<core::RotationBoard>(backend.scrambleRandom(position(), m_rng, core::defaultTableCache()))));
        return;
    }
    // Reaching is symmetric: a board that reaches the start is a goal the start can reach.
    const core::Position from = m_start ? core::Position(core::SlidingPosition{*m_start, *m_start}) : position();
    m_edit->setText(m_form.write(std::get<core::SlidingPosition>(backend.scrambleRandom(from, m_rng, core::defaultTableCache())).board));
}

} // namespace ui
