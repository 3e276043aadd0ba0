#pragma once
// HintService: the exact distance to the goal and the next optimal move for the board on
// show, computed in the background (boards of at most 9 cells from the tables, 4x4 by an
// optimal search) and cancelled as soon as the board changes, so the window never waits.
// Each request() supersedes the last; ready() carries the answer for the latest board only.
// The searches run on a BackgroundTask, which stops and waits for them when the service goes.

#include "puzzles/hint.h"
#include "position/position.h"

#include "work/backgroundtask.h"

#include <QObject>

namespace ui {

class HintService : public QObject {
    Q_OBJECT
public:
    explicit HintService(QObject *parent = nullptr);

    // Asks for the hint of this position, from its puzzle's back end.
    void request(const core::Position &position);
    // Drops the pending answer (the gauge was switched off).
    void cancel();
    bool isComputing() const { return m_computing; }
    // The answer for the latest request, when it has arrived.
    bool hasAnswer() const { return m_hasAnswer; }
    const core::Hint &answer() const { return m_answer; }

signals:
    void computing();
    void ready(const core::Hint &hint);

private:
    BackgroundTask m_task;
    bool m_computing = false;
    bool m_hasAnswer = false;
    core::Hint m_answer;
};

} // namespace ui
