#pragma once
// WorkSpeed: how many expansions the race by work advances per tick, from 1 to 1,000,000 on a
// logarithmic slider (ten steps a decade) labelled 1, 10, 100, 1K, 10K, 100K, 1M, with the
// current pace written out beside it. Log, because the runs raced differ by orders of
// magnitude: one pace cannot show both a 50-node A* and a 100,000-node BFS.

#include <QWidget>

#include <cstdint>

class QLabel;
class QSlider;

namespace ui {

class WorkSpeed : public QWidget {
    Q_OBJECT
public:
    static constexpr std::uint64_t MaxPerTick = 1'000'000;

    explicit WorkSpeed(QWidget *parent = nullptr);

    std::uint64_t perTick() const;
    // Picks the slider step nearest to `n` (clamped to 1..1M).
    void setPerTick(std::uint64_t n);
    // "1K", "10K", "1M": the slider's labels, also used for the current pace.
    static QString shortCount(std::uint64_t n);

signals:
    void perTickChanged(std::uint64_t perTick);

private:
    static std::uint64_t valueAt(int position);
    void updateLabel();

    QSlider *m_slider;
    QLabel *m_value;
};

} // namespace ui
