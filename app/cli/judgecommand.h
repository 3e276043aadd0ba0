#pragma once
// `judge poj1077|hdu1043|hdu3567|poj2286`: reads stdin in that judge's input format and
// writes its output byte for byte (see core/judge.h for what each format answers).

#include <QStringList>

namespace cli {

int judgeCommand(const QStringList &args);

} // namespace cli
