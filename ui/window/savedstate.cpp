#include "window/savedstate.h"

#include "play/gamesession.h"
#include "play/playbackbar.h"
#include "solve/solverpanel.h"
#include "window/hintgauge.h"
#include "window/preferences.h"
#include "window/scramblecontrol.h"

#include <QAction>
#include <QMainWindow>
#include <QSettings>

namespace ui {

SavedState::SavedState(const WindowContext &context, Preferences *prefs, const HintGauge *hintGauge,
                       ScrambleControl *scramble, QObject *parent)
    : QObject(parent),
      m_ctx(context),
      m_prefs(prefs),
      m_hintGauge(hintGauge),
      m_scramble(scramble)
{
    m_saveTimer.setSingleShot(true);
    m_saveTimer.setInterval(1000);
    connect(&m_saveTimer, &QTimer::timeout, this, &SavedState::save);
}

void SavedState::restore()
{
    QSettings s;
    m_prefs->load(s);
    m_ctx.window->restoreGeometry(s.value("window/geometry").toByteArray());
    m_ctx.window->restoreState(s.value("window/state").toByteArray());
    // Read every remembered value before changing anything: switching the X-ray or loading
    // the game saves the state again.
    const auto a = core::algorithmFromKey(s.value("solve/algorithm").toString().toStdString());
    const auto h = core::heuristicFromKey(s.value("solve/heuristic").toString().toStdString());
    const double speed = s.value("playback/speed", 1.0).toDouble();
    const bool xray = s.value("view/xray", false).toBool();
    const bool gauge = s.value("view/gauge", true).toBool();
    // The last game, validated like any other input; anything damaged falls back to a fresh game.
    const auto saved = core::readGame(s.value("game/current").toString().toStdString());
    m_hintGauge->actions().xray->setChecked(xray);
    m_hintGauge->actions().gauge->setChecked(gauge);
    if (saved.game) {
        m_ctx.session->load(*saved.game);
    } else {
        m_scramble->newSliding(3, 3);
        m_scramble->scrambleRandom();
    }
    if (a && h)
        m_ctx.panel->setChoice(*a, *h);
    m_ctx.panel->playback()->setSpeed(speed);
}

void SavedState::save() const
{
    QSettings s;
    s.setValue("game/current", QString::fromStdString(core::writeGame(m_ctx.session->saved())));
    s.setValue("solve/algorithm", QString::fromStdString(core::algorithmKey(m_ctx.panel->algorithm())));
    s.setValue("solve/heuristic", QString::fromStdString(core::heuristicKey(m_ctx.panel->heuristic())));
    s.setValue("playback/speed", m_ctx.panel->playback()->speed());
    s.setValue("view/xray", m_hintGauge->actions().xray->isChecked());
    s.setValue("view/gauge", m_hintGauge->actions().gauge->isChecked());
}

void SavedState::saveOnClose() const
{
    QSettings s;
    s.setValue("window/geometry", m_ctx.window->saveGeometry());
    s.setValue("window/state", m_ctx.window->saveState());
    save();
}

void SavedState::scheduleSave()
{
    m_saveTimer.start();
}

} // namespace ui
