#pragma once
// SearchReplay: the race view's search replay, a chart of how many nodes each run had expanded
// and how large its frontier was over time, with a button that redraws it in three seconds so
// the searches can be watched growing, each in its own time scale.

#include "solve/solverrequest.h"

#include <QWidget>

class QTimer;

namespace ui {

class CompareChart;

class SearchReplay : public QWidget {
    Q_OBJECT
public:
    explicit SearchReplay(const QList<SolveReply> &replies, QWidget *parent = nullptr);

    bool isReplaying() const;

public slots:
    void replay();

private:
    CompareChart *m_chart;
    QTimer *m_timer;
    double m_at = -1;
};

} // namespace ui
