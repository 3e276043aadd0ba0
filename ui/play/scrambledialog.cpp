#include "play/scrambledialog.h"

#include <QDialogButtonBox>
#include <QGridLayout>
#include <QLabel>
#include <QPushButton>
#include <QRadioButton>
#include <QSpinBox>

namespace ui {

namespace {

// Wide enough that any distance typed stays as typed; what the board offers is checked apart.
constexpr int DistanceFieldLimit = 9999;

} // namespace

ScrambleDialog::ScrambleDialog(bool offerDistance, int maxDistance, QWidget *parent)
    : QDialog(parent),
      m_maxDistance(std::max(0, maxDistance))
{
    setWindowTitle(tr("Scramble"));
    auto *grid = new QGridLayout(this);
    m_random = new QRadioButton(tr("A &random solvable board"), this);
    m_moves = new QRadioButton(tr("&K random moves from the goal:"), this);
    m_distance = new QRadioButton(tr("Exactly &D moves from the goal (optimal):"), this);
    m_movesSpin = new QSpinBox(this);
    m_movesSpin->setRange(1, 100000);
    m_movesSpin->setValue(20);
    m_distanceSpin = new QSpinBox(this);
    m_distanceSpin->setObjectName(QStringLiteral("distance"));
    m_distanceSpin->setRange(0, offerDistance ? DistanceFieldLimit : 0);
    m_distanceSpin->setValue(std::min(20, maxDistance));
    m_random->setChecked(true);
    grid->addWidget(m_random, 0, 0, 1, 2);
    grid->addWidget(m_moves, 1, 0);
    grid->addWidget(m_movesSpin, 1, 1);
    grid->addWidget(m_distance, 2, 0);
    grid->addWidget(m_distanceSpin, 2, 1);
    m_distance->setVisible(offerDistance);
    m_distanceSpin->setVisible(offerDistance);
    m_problem = new QLabel(this);
    m_problem->setObjectName(QStringLiteral("problem"));
    m_problem->setWordWrap(true);
    m_problem->hide();
    grid->addWidget(m_problem, 3, 0, 1, 2);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    m_ok = buttons->button(QDialogButtonBox::Ok);
    grid->addWidget(buttons, 4, 0, 1, 2);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_movesSpin, &QSpinBox::valueChanged, this, [this] { m_moves->setChecked(true); });
    connect(m_distanceSpin, &QSpinBox::valueChanged, this, [this] { m_distance->setChecked(true); });
    connect(m_distanceSpin, &QSpinBox::valueChanged, this, &ScrambleDialog::updateProblem);
    connect(m_distance, &QRadioButton::toggled, this, &ScrambleDialog::updateProblem);
}

void ScrambleDialog::accept()
{
    if (distanceRefused()) {
        updateProblem();
        return;
    }
    QDialog::accept();
}

bool ScrambleDialog::distanceRefused() const
{
    return mode() == Mode::Distance && distance() > m_maxDistance;
}

void ScrambleDialog::updateProblem()
{
    const bool refused = distanceRefused();
    m_problem->setText(refused ? tr("A board %1 moves from the goal cannot be certified here; choose at most %2.")
                                     .arg(distance())
                                     .arg(m_maxDistance)
                               : QString());
    m_problem->setVisible(refused);
    m_ok->setEnabled(!refused);
}

ScrambleDialog::Mode ScrambleDialog::mode() const
{
    if (m_moves->isChecked())
        return Mode::Moves;
    if (m_distance->isChecked())
        return Mode::Distance;
    return Mode::Random;
}

int ScrambleDialog::moves() const
{
    return m_movesSpin->value();
}

int ScrambleDialog::distance() const
{
    return m_distanceSpin->value();
}

void ScrambleDialog::setMode(Mode m)
{
    (m == Mode::Moves ? m_moves : m == Mode::Distance ? m_distance : m_random)->setChecked(true);
}

void ScrambleDialog::setMoves(int k)
{
    m_movesSpin->setValue(k);
}

void ScrambleDialog::setDistance(int d)
{
    m_distanceSpin->setValue(d);
}

} // namespace ui
