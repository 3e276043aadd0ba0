// The sliding puzzle's board editor model (slidingeditmodel.h).
#include "sliding/slidingeditmodel.h"
#include "sliding/board/slidingposition.h"

#include "sliding/slidingpaint.h"
#include "puzzles/puzzlebackend.h"
#include "sliding/board/slidingtext.h"
#include "storage/tablecache.h"

#include <QCoreApplication>

#include <algorithm>

namespace ui {

namespace {

class SlidingEditModel final : public BoardEditModel {
public:
    explicit SlidingEditModel(const SlidingEdit &edit) : m_edit(edit) {}

    QString howTo() const override
    {
        return QCoreApplication::translate("ui::BoardEditDialog",
                                           "Drag a tile onto another, or click two tiles, to swap them. With the "
                                           "keyboard: the arrow keys move, Space picks a tile up and puts it down, and "
                                           "typing a number brings that tile here.");
    }
    QString textHint() const override
    {
        return QCoreApplication::translate("ui::BoardEditDialog",
                                           "Tiles separated by spaces or commas, 0 or x for the blank (%1 cells for "
                                           "%2x%3); compact digits such as 12X453786; or an id such as "
                                           "3x3:1,2,3,4,5,6,7,8,0.")
            .arg(m_edit.size.cells())
            .arg(m_edit.size.width)
            .arg(m_edit.size.height);
    }
    QString standardName() const override { return QCoreApplication::translate("ui::BoardEditDialog", "Standard Goal"); }
    QString standardToolTip() const override
    {
        return QCoreApplication::translate("ui::BoardEditDialog", "The tiles in order, the blank last");
    }
    core::Position standard(const core::Position &p, std::mt19937_64 &) const override
    {
        return positionOf(core::SlidingBoard::standardGoal(edited(p).size));
    }
    core::Position shuffled(const core::Position &p, std::mt19937_64 &rng) const override
    {
        const core::PuzzleBackend &backend = core::backendOf(p);
        // Reaching is symmetric: a board that reaches the start is a goal the start can reach.
        const core::Position from = m_edit.start ? core::Position(core::SlidingPosition{*m_edit.start, *m_edit.start}) : p;
        const core::Position drawn = backend.scrambleRandom(from, rng, core::defaultTableCache());
        return positionOf(drawn.as<core::SlidingPosition>().board);
    }
    core::Position initial(std::mt19937_64 &) const override
    {
        return positionOf(core::SlidingBoard::standardGoal(m_edit.size));
    }
    std::optional<core::Position> read(const std::string &typed, core::TextError &error) const override
    {
        const bool isId = typed.find(':') != std::string::npos;
        const auto r = core::parseSlidingBoard(typed, isId && m_edit.allowResize ? std::nullopt
                                                                               : std::optional<core::BoardSize>(m_edit.size));
        if (!r.ok()) {
            error = r.error;
            return std::nullopt;
        }
        return positionOf(*r.board);
    }
    QString write(const core::Position &p, const BoardTextForm &form) const override
    {
        const core::SlidingBoard &board = edited(p);
        if (form.form() == BoardTextForm::Form::Id)
            return QString::fromStdString(core::formatId(board));
        if (form.form() == BoardTextForm::Form::Compact && board.cells() <= 9)
            return QString::fromStdString(core::formatCompact(board, form.blank()));
        const QString tokens = QString::fromStdString(core::formatTokens(board, form.blank()));
        // A board too large for the compact form is written as spaced tokens.
        return form.form() == BoardTextForm::Form::Compact ? tokens : form.joined(tokens);
    }
    EditGridShape shape(const core::Position &p) const override
    {
        const core::BoardSize size = edited(p).size;
        EditGridShape s{size.width, size.height, {}, BoardEditGrid::Mode::Swap, size.cells() - 1};
        for (int row = 0; row < size.height; ++row)
            for (int col = 0; col < size.width; ++col)
                s.places.emplace_back(col, row);
        return s;
    }
    std::vector<int> values(const core::Position &p) const override
    {
        const auto &tiles = edited(p).tiles;
        return {tiles.begin(), tiles.end()};
    }
    core::Position withValues(const core::Position &p, const std::vector<int> &v) const override
    {
        return positionOf(core::SlidingBoard{edited(p).size, std::vector<std::uint8_t>(v.begin(), v.end())});
    }
    bool editsGoal() const override { return m_edit.start.has_value(); }
    // As the board view draws the board (slidingpaint.h): the tray, and each tile tinted by its
    // goal row (editing the goal, the row it stands in).
    void paintGround(QPainter &p, const QRectF &grid, qreal unit, const core::Position &, const QPalette &palette) const override
    {
        paintSlidingTray(p, grid, unit, palette);
    }
    void paintCell(QPainter &p, const QRectF &r, const core::Position &shown, int index, int value,
                   const QPalette &palette) const override
    {
        if (value == 0)
            return; // the blank: the tray shows through
        const auto &s = shown.as<core::SlidingPosition>();
        const core::SlidingBoard &board = edited(shown);
        int home = index;
        if (!m_edit.start) {
            const auto at = std::find(s.goal.tiles.begin(), s.goal.tiles.end(), std::uint8_t(value));
            home = at != s.goal.tiles.end() && s.goal.size == board.size ? int(at - s.goal.tiles.begin()) : value - 1;
        }
        paintSlidingTile(p, r, {value, home, false}, {palette, chosenColourScheme(), board.size});
    }

private:
    const core::SlidingBoard &edited(const core::Position &p) const
    {
        const auto &s = p.as<core::SlidingPosition>();
        return m_edit.start ? s.goal : s.board;
    }
    // The edited board with the board it goes with.
    core::Position positionOf(const core::SlidingBoard &board) const
    {
        if (m_edit.start && m_edit.start->size == board.size)
            return core::SlidingPosition{*m_edit.start, board};
        if (m_edit.start) // no start of this size: the board is its own start
            return core::SlidingPosition{board, board};
        const bool goalFits = m_edit.goal && m_edit.goal->size == board.size;
        return core::SlidingPosition{board, goalFits ? *m_edit.goal : core::SlidingBoard::standardGoal(board.size)};
    }

    SlidingEdit m_edit;
};

} // namespace

std::unique_ptr<BoardEditModel> slidingEditModel(const SlidingEdit &edit)
{
    return std::make_unique<SlidingEditModel>(edit);
}

} // namespace ui
