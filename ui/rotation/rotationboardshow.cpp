// RotationBoardView as one row of the board views: positions, keys and the X-ray of the
// rotation game.
#include "rotation/rotationboardview.h"
#include "rotation/board/rotationboard.h"

#include "editor/boardeditdialog.h"
#include "rotation/rotationeditmodel.h"

#include <QCoreApplication>
#include <QKeyEvent>

namespace ui {

QString RotationBoardView::changeWords(const core::Position &before, const core::Position &after) const
{
    if (core::kindOf(before) != core::kindOf(after))
        return {};
    const std::string move = core::backendOf(after).moveBetween(before, after);
    return move.empty() ? QString() : QCoreApplication::translate("MoveWords", "Rotated %1.").arg(QString::fromStdString(move));
}

int RotationBoardView::nextMoveIndex() const
{
    return core::rotationFromLetter(core::letterOf(nextMove()));
}

void RotationBoardView::showPosition(const core::Position &before, const core::Position &after, bool animate)
{
    const auto &board = after.as<core::RotationBoard>();
    const auto *from = before.tryAs<core::RotationBoard>();
    const std::string move = animate && from ? core::backendOf(after).moveBetween(before, after) : std::string();
    if (!move.empty())
        animateMove(*from, core::rotationFromLetter(move[0]));
    else
        setBoard(board);
}

std::string RotationBoardView::moveForKey(const core::Position &, const QKeyEvent *event, bool) const
{
    if (event->key() >= Qt::Key_A && event->key() <= Qt::Key_H && !(event->modifiers() & Qt::ControlModifier))
        return std::string(1, core::rotationLetter(event->key() - Qt::Key_A));
    return {};
}

void RotationBoardView::showXray(const std::optional<core::PositionXray> &xray)
{
    const auto *x = xray ? std::any_cast<core::RotationXray>(&xray->detail) : nullptr;
    setXray(x ? std::optional(*x) : std::nullopt);
}

std::optional<core::Position> RotationBoardView::editBoard(const core::Position &p, QWidget *parent) const
{
    BoardEditDialog d(tr("Edit Board"), rotationEditModel(),
                      QString::fromStdString(core::formatRotation(p.as<core::RotationBoard>())), parent);
    if (d.exec() != QDialog::Accepted)
        return std::nullopt;
    return d.position();
}

} // namespace ui
