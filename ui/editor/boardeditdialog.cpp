#include "editor/boardeditdialog.h"

#include "editor/boardeditgrid.h"
#include "words/reasontext.h"

#include <QDialogButtonBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace ui {

BoardEditDialog::BoardEditDialog(const QString &title, std::unique_ptr<BoardEditModel> model, const QString &text,
                                 QWidget *parent)
    : QDialog(parent), m_model(std::move(model))
{
    setWindowTitle(title);
    auto *layout = new QVBoxLayout(this);
    auto *howTo = new QLabel(m_model->howTo(), this);
    howTo->setWordWrap(true);
    layout->addWidget(howTo);
    m_grid = new BoardEditGrid(this);
    // The cells as the puzzle's painter draws them, on the board shown (the last well-formed one).
    m_grid->setPainter({[this](QPainter &p, const QRectF &grid, qreal unit) { m_model->paintGround(p, grid, unit, m_shown, m_grid->palette()); },
                        [this](QPainter &p, const QRectF &r, int index, int value) {
                            m_model->paintCell(p, r, m_shown, index, value, m_grid->palette());
                        }});
    layout->addWidget(m_grid, 1);
    // Until the text is well formed, the grid shows the model's first board, greyed.
    showBoard(m_model->initial(m_rng));
    auto *hintLabel = new QLabel(m_model->textHint(), this);
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

BoardEditDialog::~BoardEditDialog() = default;

void BoardEditDialog::addShortcutButtons()
{
    QPushButton *standard = m_buttons->addButton(m_model->standardName(), QDialogButtonBox::ActionRole);
    standard->setToolTip(m_model->standardToolTip());
    QPushButton *shuffleButton = m_buttons->addButton(tr("Shuffle"), QDialogButtonBox::ActionRole);
    shuffleButton->setToolTip(tr("A random arrangement that can reach the goal"));
    for (QPushButton *b : {standard, shuffleButton})
        b->setAutoDefault(false);
    connect(standard, &QPushButton::clicked, this, [this] { put(m_model->standard(m_shown, m_rng)); });
    connect(shuffleButton, &QPushButton::clicked, this, [this] {
        // From the grid's board, so a shuffle also mends malformed text.
        gridEdited();
        put(m_model->shuffled(m_shown, m_rng));
    });
}

QString BoardEditDialog::message() const
{
    return m_message->text();
}

void BoardEditDialog::validate()
{
    core::TextError error;
    m_position = m_model->read(m_edit->text().toStdString(), error);
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(m_position.has_value());
    // Greyed, the grid still shows the last good board, to return to with a click on it.
    m_grid->setEnabled(m_position.has_value());
    if (!m_position) {
        showMessage(ReasonText::textError(error), Tone::Error);
        return;
    }
    m_form.learn(m_edit->text());
    showBoard(*m_position);
    const BoardVerdict v = BoardVerdict::judge(*m_position, m_model->editsGoal() ? BoardVerdict::Edited::Goal
                                                                                  : BoardVerdict::Edited::Board,
                                               m_model->warnings(*m_position));
    showMessage(v.text, v.warning ? Tone::Warning : Tone::Plain);
}

void BoardEditDialog::showBoard(const core::Position &p)
{
    m_shown = p;
    const EditGridShape shape = m_model->shape(p);
    if (!(shape == m_shape)) {
        m_shape = shape;
        m_grid->setShape(shape.columns, shape.rows, shape.places, shape.mode, shape.maxValue);
    }
    m_grid->setValues(m_model->values(p));
}

void BoardEditDialog::gridEdited()
{
    put(m_model->withValues(m_shown, m_grid->values()));
}

void BoardEditDialog::put(const core::Position &p)
{
    m_edit->setText(m_model->write(p, m_form));
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

} // namespace ui
