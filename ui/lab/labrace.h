#pragma once
// LabRace: the Search Lab's race by work: one lane per recorded search (RaceLane), each showing
// the board its search expands at the timeline's step, its counts and a bar against its own
// total; once every search has finished, the one with the fewest expansions ranks first. Plans
// replay in the compare view's race.

#include <QWidget>

#include <vector>

class QHBoxLayout;
class QLabel;

namespace ui {

class RaceLane;
class SearchLab;

class LabRace : public QWidget {
    Q_OBJECT
public:
    explicit LabRace(SearchLab *lab);

    int laneCount() const { return int(m_lanes.size()); }
    RaceLane *lane(int i) const { return m_lanes[std::size_t(i)]; }

public slots:
    void rebuild();
    void follow();

private:
    SearchLab *m_lab;
    QHBoxLayout *m_row;
    QLabel *m_waiting;
    std::vector<RaceLane *> m_lanes;
};

} // namespace ui
