#pragma once
// `scramble --puzzle P --size WxH [--moves K | --distance D] [--seed S]`: prints boards.

#include <QStringList>

namespace cli {

int scrambleCommand(const QStringList &args);

} // namespace cli
