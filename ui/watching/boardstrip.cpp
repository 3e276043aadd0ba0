#include "watching/boardstrip.h"

#include "board/boardstyle.h"
#include "watching/miniboard.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QStyle>
#include <QVBoxLayout>

#include <algorithm>

namespace ui {

namespace {

// A caption as wide as most: two-digit g, h and f.
const QString SampleCaption = QStringLiteral("g 88  h 88  f 88");

} // namespace

BoardStrip::BoardStrip(int capacity, QWidget *parent)
    : QWidget(parent), m_title(new QLabel(this)), m_more(new QLabel(this))
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_title);
    auto *row = new QHBoxLayout;
    for (int i = 0; i < capacity; ++i) {
        auto *card = new QWidget(this);
        auto *cardLayout = new QVBoxLayout(card);
        cardLayout->setContentsMargins(2, 2, 2, 2);
        cardLayout->setSpacing(1);
        auto *board = new MiniBoard(card);
        auto *caption = new QLabel(card);
        caption->setAlignment(Qt::AlignHCenter | Qt::AlignTop);
        caption->setMinimumWidth(caption->fontMetrics().horizontalAdvance(SampleCaption));
        cardLayout->addWidget(board, 0, Qt::AlignHCenter);
        cardLayout->addWidget(caption);
        card->hide();
        row->addWidget(card);
        m_cards.append(card);
        m_boards.append(board);
        m_captions.append(caption);
    }
    row->addWidget(m_more);
    row->addStretch(1);
    layout->addLayout(row);
    layout->addStretch(1);
}

void BoardStrip::setPuzzle(core::PuzzleKind kind, core::BoardSize size)
{
    for (MiniBoard *b : m_boards)
        b->setPuzzle(kind, size);
}

void BoardStrip::setTitle(const QString &title)
{
    m_title->setText(title);
}

QString BoardStrip::title() const
{
    return m_title->text();
}

int BoardStrip::cardWidth() const
{
    const int spacing = style()->layoutSpacing(QSizePolicy::DefaultType, QSizePolicy::DefaultType, Qt::Horizontal);
    return std::max(m_boards.isEmpty() ? 0 : m_boards.front()->sizeHint().width(), fontMetrics().horizontalAdvance(SampleCaption))
        + 4 + std::max(spacing, 6);
}

int BoardStrip::fullWidth() const
{
    return int(m_cards.size()) * cardWidth() + fontMetrics().horizontalAdvance(tr("and %Ln more", nullptr, 99999));
}

void BoardStrip::setEntries(const QList<StripEntry> &entries, std::size_t more)
{
    m_entries = entries.mid(0, m_cards.size());
    m_beyond = more;
    for (int i = 0; i < m_entries.size(); ++i) {
        const StripEntry &e = m_entries[i];
        m_boards[i]->setCells(e.cells);
        m_boards[i]->setFrame(e.colour);
        m_captions[i]->setText(e.caption);
    }
    colourCaptions();
    showCards();
}

// A caption takes its card's colour, pulled to 4.5:1 against this palette's window (its hue
// kept), and again when the theme changes: a colour fitted to one theme's window reads 2:1 on
// another's.
void BoardStrip::colourCaptions()
{
    const QColor window = palette().color(QPalette::Window);
    for (int i = 0; i < m_entries.size(); ++i) {
        const QColor colour = m_entries[i].colour;
        QPalette pal = palette(); // this theme's, not the one the caption had
        pal.setColor(QPalette::WindowText, colour.isValid() ? reaching(colour, window, TextContrast)
                                                            : palette().color(QPalette::WindowText));
        m_captions[i]->setPalette(pal);
    }
}

void BoardStrip::showCards()
{
    // Before the strip is laid out every card counts as fitting; room is kept for "and N more"
    // only when some cards are left out, so the last card shows wherever it fits.
    const int card = std::max(1, cardWidth());
    const bool allFit = m_beyond == 0 && int(m_entries.size()) * card <= width();
    const int room = width() - fontMetrics().horizontalAdvance(tr("and %Ln more", nullptr, 99999));
    const int fit = !isVisible() || width() <= 0 || allFit ? int(m_cards.size()) : std::max(1, room / card);
    const int shown = std::min<int>(int(m_entries.size()), fit);
    for (int i = 0; i < m_cards.size(); ++i)
        m_cards[i]->setVisible(i < shown);
    const std::size_t more = m_beyond + std::size_t(m_entries.size() - shown);
    m_more->setText(more > 0 ? tr("and %Ln more", nullptr, int(std::min<std::size_t>(more, 1u << 30))) : QString());
}

void BoardStrip::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    showCards();
}

// A new font (the presentation scale): captions as wide as its two-digit figures.
void BoardStrip::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange)
        colourCaptions();
    if (event->type() != QEvent::FontChange)
        return;
    for (QLabel *caption : m_captions)
        caption->setMinimumWidth(fontMetrics().horizontalAdvance(SampleCaption));
    showCards();
}

} // namespace ui
