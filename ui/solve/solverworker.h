#pragma once
// SolverWorker lives on the solver thread and runs one search at a time. Its event loop is
// busy inside the search, so cancelling goes straight to the shared SearchContext's atomic
// flag (see SolverController), never through a queued slot.

#include "solve/solverrequest.h"

#include <QObject>

#include <memory>

namespace ui {

class SolverWorker : public QObject {
    Q_OBJECT
public slots:
    void run(const ui::SolveRequest &request, std::shared_ptr<core::SearchContext> context);

signals:
    void progressed(int id, const core::SearchStats &stats);
    void preparing(int id, double fraction);
    void searchFinished(const ui::SolveReply &reply);
};

} // namespace ui
