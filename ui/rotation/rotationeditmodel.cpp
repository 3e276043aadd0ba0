// The rotation game's board editor model (rotationeditmodel.h).
#include "rotation/rotationeditmodel.h"

#include "rotation/rotationpaint.h"
#include "puzzles/puzzlebackend.h"
#include "rotation/board/rotationboard.h"
#include "storage/tablecache.h"

#include <QCoreApplication>
#include <QStringList>

#include <algorithm>

namespace ui {

namespace {

class RotationEditModel final : public BoardEditModel {
public:
    QString howTo() const override
    {
        return QCoreApplication::translate("ui::BoardEditDialog",
                                           "Click a cell, or press 1, 2 or 3, to change its digit; the arrow keys move.");
    }
    QString textHint() const override
    {
        return QCoreApplication::translate("ui::BoardEditDialog", "24 digits from 1 to 3, row by row as POJ 2286 lists them.");
    }
    QString standardName() const override { return QCoreApplication::translate("ui::BoardEditDialog", "Solved Board"); }
    QString standardToolTip() const override
    {
        return QCoreApplication::translate("ui::BoardEditDialog", "A solved board with eight of each digit");
    }
    core::Position standard(const core::Position &p, std::mt19937_64 &rng) const override
    {
        return core::backendOf(p).newGame({}, rng);
    }
    core::Position shuffled(const core::Position &p, std::mt19937_64 &rng) const override
    {
        return core::backendOf(p).scrambleRandom(p, rng, core::defaultTableCache());
    }
    core::Position initial(std::mt19937_64 &rng) const override
    {
        return core::backendFor(core::RotationKind).newGame({}, rng);
    }
    std::optional<core::Position> read(const std::string &typed, core::TextError &error) const override
    {
        const auto r = core::parseRotationBoard(typed);
        if (!r.ok()) {
            error = r.error;
            return std::nullopt;
        }
        return *r.board;
    }
    QString write(const core::Position &p, const BoardTextForm &form) const override
    {
        return form.joined(QString::fromStdString(core::formatRotation(board(p))));
    }
    EditGridShape shape(const core::Position &) const override
    {
        // The '#' board on its 7x7 grid, as the board view places the cells.
        EditGridShape s{7, 7, {}, BoardEditGrid::Mode::Cycle, 3};
        for (int cell = 0; cell < core::RotationCells; ++cell)
            s.places.push_back(rotationCellPlace(cell));
        return s;
    }
    std::vector<int> values(const core::Position &p) const override
    {
        const auto &cells = board(p).cells;
        return {cells.begin(), cells.end()};
    }
    core::Position withValues(const core::Position &, const std::vector<int> &v) const override
    {
        core::RotationBoard b;
        std::copy(v.begin(), v.end(), b.cells.begin());
        return b;
    }
    // As the board view draws a cell (rotationpaint.h).
    void paintCell(QPainter &p, const QRectF &r, const core::Position &, int index, int value,
                   const QPalette &palette) const override
    {
        paintRotationCell(p, r, value, isRotationCentre(index), {palette, chosenColourScheme()});
    }
    // One sentence per digit that does not appear eight times.
    QString warnings(const core::Position &p) const override
    {
        constexpr int Each = core::RotationCells / 3;
        QStringList lines;
        for (int digit = 1; digit <= 3; ++digit) {
            const int n = board(p).count(digit);
            if (n > Each)
                lines << QCoreApplication::translate("BoardVerdict",
                                                     "Too many %1s: %2 of them, and the game has eight of each digit.")
                             .arg(digit)
                             .arg(n);
            else if (n < Each)
                lines << QCoreApplication::translate("BoardVerdict",
                                                     "Too few %1s: %2 of them, and the game has eight of each digit.")
                             .arg(digit)
                             .arg(n);
        }
        return lines.join(QLatin1Char('\n'));
    }

private:
    static const core::RotationBoard &board(const core::Position &p) { return p.as<core::RotationBoard>(); }
};

} // namespace

std::unique_ptr<BoardEditModel> rotationEditModel()
{
    return std::make_unique<RotationEditModel>();
}

} // namespace ui
