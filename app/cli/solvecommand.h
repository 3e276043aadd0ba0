#pragma once
// `solve BOARD` answers one board with moves and statistics (text or --json);
// `batch` answers one board per stdin line, a bad line getting an error line of its own.

#include <QStringList>

namespace cli {

int solveCommand(const QStringList &args);
int batchCommand(const QStringList &args);

} // namespace cli
