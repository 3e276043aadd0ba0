#include "play/scrambledialog.h"

#include <QDialogButtonBox>
#include <QGridLayout>
#include <QLabel>
#include <QRadioButton>
#include <QSpinBox>

namespace ui {

ScrambleDialog::ScrambleDialog(bool offerDistance, int maxDistance, QWidget *parent)
    : QDialog(parent)
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
    m_distanceSpin->setRange(0, std::max(0, maxDistance));
    m_distanceSpin->setValue(std::min(20, maxDistance));
    m_random->setChecked(true);
    grid->addWidget(m_random, 0, 0, 1, 2);
    grid->addWidget(m_moves, 1, 0);
    grid->addWidget(m_movesSpin, 1, 1);
    grid->addWidget(m_distance, 2, 0);
    grid->addWidget(m_distanceSpin, 2, 1);
    m_distance->setVisible(offerDistance);
    m_distanceSpin->setVisible(offerDistance);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    grid->addWidget(buttons, 3, 0, 1, 2);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_movesSpin, &QSpinBox::valueChanged, this, [this] { m_moves->setChecked(true); });
    connect(m_distanceSpin, &QSpinBox::valueChanged, this, [this] { m_distance->setChecked(true); });
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
