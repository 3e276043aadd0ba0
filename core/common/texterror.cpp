#include "common/texterror.h"

namespace core {

Reason TextError::asReason(bool withPlace) const
{
    Reason r{ReasonCode::BoardText, {withPlace ? line : 0, withPlace ? column : 0, firstLine, firstColumn, rows ? 1 : 0}, {}};
    r.causes.push_back(reason);
    return r;
}

std::string TextError::what() const
{
    return core::describe(asReason(false));
}

std::string TextError::describe() const
{
    return core::describe(asReason());
}

TextError TextError::placedAt(int atLine, int atColumn) const
{
    TextError moved = *this;
    auto move = [&](int &l, int &c) {
        if (l == 1)
            c += atColumn - 1;
        if (l > 0)
            l += atLine - 1;
    };
    if (moved.line == 0) {
        moved.line = atLine;
        moved.column = atColumn;
    } else {
        move(moved.line, moved.column);
    }
    move(moved.firstLine, moved.firstColumn);
    return moved;
}

} // namespace core
