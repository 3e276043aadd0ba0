#pragma once
// LabMap: the Search Lab's state-space map: each recorded search's expanded states up to the
// timeline's step, one panel per search on the same axes (StateSpaceMap). The map reads logs of
// its own that the lab's step feeds: a step forward adds the new expansions, a step back starts
// the logs again from the first.

#include "watching/expansionlog.h"

#include <QWidget>

#include <memory>

namespace ui {

class SearchLab;
class StateSpaceMap;

class LabMap : public QWidget {
    Q_OBJECT
public:
    explicit LabMap(SearchLab *lab);

    StateSpaceMap *map() const { return m_map; }
    // Expansions fed to a search's panel so far.
    std::size_t fed(int search) const;

public slots:
    void rebuild();
    void follow();

private:
    void restart();

    SearchLab *m_lab;
    StateSpaceMap *m_map;
    std::shared_ptr<core::ExpansionLog> m_logs[2];
    std::size_t m_fed[2] = {0, 0};
    bool m_ready = false; // every search had recorded when the panels were set
};

} // namespace ui
