#pragma once
// ScrambleDialog: how to scramble. A uniformly random solvable board, K random moves from the
// goal, or a board at an exact optimal distance D (sliding boards; the core says how far it
// can certify the distance). A distance beyond that stays in the box as typed and OK is refused
// with a message: a spin box capped at the maximum would keep only the first digit of "40".

#include <QDialog>

class QLabel;
class QPushButton;
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

    void accept() override;

private:
    bool distanceRefused() const;
    void updateProblem();

    int m_maxDistance;
    QRadioButton *m_random, *m_moves, *m_distance;
    QSpinBox *m_movesSpin, *m_distanceSpin;
    QLabel *m_problem;
    QPushButton *m_ok;
};

} // namespace ui
