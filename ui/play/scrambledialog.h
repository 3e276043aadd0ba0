#pragma once
// ScrambleDialog: how to scramble. A uniformly random solvable board, K random moves from the
// goal, or a board at an exact optimal distance D (sliding boards; the core says how far it
// can certify the distance).

#include <QDialog>

class QRadioButton;
class QSpinBox;

namespace ui {

class ScrambleDialog : public QDialog {
    Q_OBJECT
public:
    enum class Mode { Random, Moves, Distance };
    ScrambleDialog(bool offerDistance, int maxDistance, QWidget *parent = nullptr);

    Mode mode() const;
    int moves() const;
    int distance() const;
    void setMode(Mode m);
    void setMoves(int k);
    void setDistance(int d);

private:
    QRadioButton *m_random, *m_moves, *m_distance;
    QSpinBox *m_movesSpin, *m_distanceSpin;
};

} // namespace ui
