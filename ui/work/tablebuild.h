#pragma once
// TableBuild: the question the window asks before a search whose tables take minutes to build
// (the 7-8 pattern databases, when neither held in memory nor in the cache folder): how long on
// this machine's cores, the memory the build needs and what the tables keep. Solve and Compare
// both ask it; tests answer through their confirm hooks.

#include "common/ids.h"
#include "position/position.h"

#include <QCoreApplication>
#include <QString>

class QWidget;

namespace ui {

class TableBuild {
    Q_DECLARE_TR_FUNCTIONS(TableBuild)
public:
    // The question for these tables, or "" when they are quick to get (held, in the cache
    // folder, or built in seconds and under a gigabyte).
    static QString question(const core::Position &p, core::HeuristicId h);
    // Shows the question in a message box over `parent`; true for Build.
    static bool ask(QWidget *parent, const QString &question);
};

} // namespace ui
