#include "klotski/klotskiboardview.h"
#include "klotski/klotskipiece.h"
#include "klotski/board/klotskiposition.h"

#include <QContextMenuEvent>
#include <QCoreApplication>
#include <QKeyEvent>
#include <QMenu>

#include <algorithm>

namespace ui {

namespace {

// The step letter a key asks for, 0 for other keys.
char stepOf(const QKeyEvent *event)
{
    switch (event->key()) {
    case Qt::Key_Up: return 'u';
    case Qt::Key_Down: return 'd';
    case Qt::Key_Left: return 'l';
    case Qt::Key_Right: return 'r';
    }
    return 0;
}

Block blockOf(const core::KlotskiPiece &piece)
{
    return {piece.letter, piece.x, piece.y, piece.w, piece.h};
}

std::vector<Block> blocksOf(const core::KlotskiBoard &board)
{
    std::vector<Block> out;
    for (const core::KlotskiPiece &piece : board.pieces())
        out.push_back(blockOf(piece));
    return out;
}

} // namespace

KlotskiBoardView::KlotskiBoardView(QWidget *parent)
    : BlockBoardView(0.6, 0.6, parent) // half a cell of frame round the box, and the exit below it
{
    setClickMovesLoneBlock(true);
}

void KlotskiBoardView::setBoard(const core::KlotskiBoard &board, const core::KlotskiGoal &goal)
{
    // The pick follows its piece when that piece alone moved (a drag, a click, the arrow keys);
    // any other change (playback, undo, a new game) drops it, so no dots are left behind.
    const char was = picked();
    bool follows = board.width() == m_board.width() && board.height() == m_board.height() && was;
    for (std::size_t i = 0; follows && i < board.cells().size(); ++i) {
        const char before = m_board.cells()[i], now = board.cells()[i];
        follows = before == now || ((before == was || before == '.') && (now == was || now == '.'));
    }
    const bool newGame = m_names.empty() || !(goal == m_goal) || board.width() != m_board.width()
        || board.height() != m_board.height();
    m_board = board;
    m_goal = goal;
    setBlocks(board.width(), board.height(), blocksOf(board));
    if (newGame || m_names.size() != blocks().size()) {
        // The names, by letter: pieces are lettered in reading order at the start.
        std::vector<Block> byLetter = blocks();
        std::sort(byLetter.begin(), byLetter.end(), [](const auto &a, const auto &b) { return a.letter < b.letter; });
        std::vector<KlotskiShape> shapes;
        for (const Block &piece : byLetter)
            shapes.push_back({piece.letter == goal.piece, piece.w, piece.h});
        const QStringList names = klotskiNames(shapes);
        m_names.clear();
        for (std::size_t i = 0; i < byLetter.size(); ++i)
            m_names[byLetter[i].letter] = names[qsizetype(i)];
    }
    setPicked(follows ? was : char(0));
    update();
}

std::map<int, std::string> KlotskiBoardView::destinations(char letter) const
{
    std::map<int, std::string> out;
    const core::Position here = core::KlotskiPosition{m_board, m_goal};
    const core::PuzzleBackend &backend = core::backendFor(core::KlotskiKind);
    for (const std::string &m : backend.legalMoves(here)) {
        if (m.empty() || m[0] != letter)
            continue;
        core::KlotskiBoard b = m_board;
        if (!core::playKlotskiMove(b, m))
            if (const auto piece = b.piece(letter))
                out.emplace(piece->y * m_board.width() + piece->x, m);
    }
    return out;
}

QSize KlotskiBoardView::sizeHint() const
{
    return {400, 480};
}

QSize KlotskiBoardView::minimumSizeHint() const
{
    return {160, 190};
}

QString KlotskiBoardView::movedWords(char letter) const
{
    return QCoreApplication::translate("MoveWords", "Moved piece %1.").arg(QChar(letter));
}

QString KlotskiBoardView::textFormPrompt() const
{
    return tr("One row a line, top to bottom; a letter a piece, '.' for an empty cell:");
}

QString KlotskiBoardView::gameName(const core::Position &p) const
{
    const auto &k = p.as<core::KlotskiPosition>();
    return tr("Huarong Dao, %1 x %2").arg(k.board.width()).arg(k.board.height());
}

void KlotskiBoardView::showPuzzle(const core::Position &p)
{
    const auto &k = p.as<core::KlotskiPosition>();
    setPicked(0);
    m_names.clear(); // a new game: its pieces named again
    setBoard(k.board, k.goal);
}

void KlotskiBoardView::showPosition(const core::Position &before, const core::Position &after, bool animate)
{
    const auto &to = after.as<core::KlotskiPosition>();
    const auto *from = before.tryAs<core::KlotskiPosition>();
    const core::KlotskiBoard start = from ? from->board : to.board;
    setBoard(to.board, to.goal);
    if (animate && from && start.width() == to.board.width() && start.height() == to.board.height())
        animateFrom(blocksOf(start));
}

std::string KlotskiBoardView::moveForKey(const core::Position &, const QKeyEvent *event, bool) const
{
    const char step = stepOf(event);
    if (!step || !picked() || (event->modifiers() & Qt::ControlModifier))
        return {};
    return std::string{picked(), step};
}

QString KlotskiBoardView::boardName() const
{
    return tr("Huarong Dao box, %1 by %2 cells").arg(m_board.width()).arg(m_board.height());
}

QString KlotskiBoardView::itemName(int item) const
{
    if (item < 0 || item >= itemCount())
        return {};
    const Block &piece = blocks()[std::size_t(item)];
    const auto face = m_names.find(piece.letter);
    QString name = tr("Piece %1, %2 by %3, at row %4, column %5")
                       .arg(face == m_names.end() ? QString(QChar(piece.letter)) : face->second + QLatin1Char(' ') + QChar(piece.letter))
                       .arg(piece.w)
                       .arg(piece.h)
                       .arg(piece.y + 1)
                       .arg(piece.x + 1);
    if (piece.letter == m_goal.piece)
        name += tr(", the piece to bring out");
    if (piece.letter == picked())
        name += tr(", picked");
    return name;
}

void KlotskiBoardView::contextMenuEvent(QContextMenuEvent *event)
{
    QMenu menu(this);
    QAction *letters = menu.addAction(tr("Letters Instead of Names"));
    letters->setCheckable(true);
    letters->setChecked(klotskiLetters());
    if (menu.exec(event->globalPos()) == letters) {
        setKlotskiLetters(letters->isChecked());
        update();
    }
}

} // namespace ui
