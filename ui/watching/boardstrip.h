#pragma once
// BoardStrip: a titled row of mini boards, each with a caption under it (g, h, f and what
// became of it): a node's children, the first entries of an open list or queue, an IDA* path.
// It holds at most `capacity` cards, made once, so refilling it on every step allocates no
// widgets; what it shows stays readable through entries(). Cards that do not fit the strip's
// width (large text, the presentation scale) are left out and counted in its "and ... more".

#include "common/ids.h"
#include "common/boardsize.h"

#include <QColor>
#include <QList>
#include <QWidget>

#include <string>

class QLabel;

namespace ui {

class MiniBoard;

struct StripEntry {
    std::string cells;
    int g = 0;
    int h = -1;
    QString caption; // the card's text, under the board
    QColor colour;   // the frame and caption colour; invalid for the palette's own
};

class BoardStrip : public QWidget {
    Q_OBJECT
public:
    BoardStrip(int capacity, QWidget *parent = nullptr);

    void setPuzzle(core::PuzzleKind kind, core::BoardSize size);
    void setTitle(const QString &title);
    QString title() const;
    // The width the strip takes with every card shown under a caption such as "g 88  h 88  f 88"
    // and its "and ... more": what a window sizes itself for before the entries come.
    int fullWidth() const;
    // Shows the first `capacity` entries; `more` is how many wait beyond them.
    void setEntries(const QList<StripEntry> &entries, std::size_t more = 0);
    const QList<StripEntry> &entries() const { return m_entries; }

protected:
    void resizeEvent(QResizeEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void colourCaptions();
    // One card's width: its board or a two-digit caption, whichever is wider.
    int cardWidth() const;
    // Shows the entries' cards that fit the width, and the count of the rest.
    void showCards();

    QLabel *m_title;
    QLabel *m_more;
    QList<MiniBoard *> m_boards;
    QList<QLabel *> m_captions;
    QList<QWidget *> m_cards;
    QList<StripEntry> m_entries;
    std::size_t m_beyond = 0; // entries waiting beyond the capacity
};

} // namespace ui
