#include "window/savedstate.h"

#include "play/gamesession.h"
#include "play/playrecord.h"
#include "play/playbackbar.h"
#include "solve/solverpanel.h"
#include "controls/hintgauge.h"
#include "settings/preferences.h"
#include "controls/scramblecontrol.h"
#include "settings/appfolders.h"

#include "storage/safefile.h"
#include "words/reasontext.h"

#include <QAction>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QStatusBar>
#include <QMainWindow>
#include <QSettings>
#include <QTabWidget>

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
    moveStateOutOfSettings(); // from an older version, which kept the game in the settings
    QSettings s;
    const StateSettings state;
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
    const std::string kept = state.value("game/current").toString().toStdString();
    const auto saved = core::readGame(kept.size() <= core::MaxGameFileBytes ? kept : std::string());
    const std::string solution = state.value("game/solution").toString().toStdString();
    const auto solutionBase = state.value("game/solutionBase", -1).toLongLong();
    const PlayRecord::Kept record{state.value("game/recordMoves", 0).toInt(), state.value("game/recordMs", 0).toLongLong(),
                                  state.value("game/recordHelp", false).toBool()};
    const int mode = s.value("view/mode", 0).toInt();
    m_hintGauge->actions().xray->setChecked(xray);
    m_hintGauge->actions().gauge->setChecked(gauge);
    if (saved.game) {
        m_ctx.session->load(*saved.game);
        m_ctx.session->setDealt(state.value("game/dealt", false).toBool());
        if (solutionBase >= 0)
            m_ctx.session->restoreSolution(m_ctx.session->backend().planMoves(solution), std::size_t(solutionBase));
        if (m_record)
            m_record->restore(record);
    } else {
        // Nothing kept, or a game that cannot be read: the session's first game, scrambled. A
        // game that was kept but is refused is first copied aside, so the next save does not
        // destroy the only copy.
        if (!kept.empty())
            keepRefusedGame(kept, kept.size() <= core::MaxGameFileBytes ? ReasonText::sentence(saved.error)
                                                                      : tr("it is longer than a game file may be"));
        m_scramble->scrambleRandom();
    }
    if (a && h)
        m_ctx.panel->setChoice(*a, *h);
    m_ctx.panel->playback()->setSpeed(speed);
    if (m_modes && mode >= 0 && mode < m_modes->count())
        m_modes->setCurrentIndex(mode);
    m_restored = true;
}

void SavedState::keepRefusedGame(const std::string &text, const QString &why)
{
    const QString aside = stateFolder() + QStringLiteral("/refused-game-%1.puzzlescope")
                                              .arg(QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss")));
    QDir().mkpath(stateFolder());
    const std::string error = core::writeFileAtomically(QFile::encodeName(aside).toStdString(),
                                                        [&](std::ostream &out) { out << text; });
    const QString said = error.empty()
        ? tr("The game kept from the last session cannot be opened (%1). It was copied to %2, and a new game was "
             "dealt.")
              .arg(why, QDir::toNativeSeparators(aside))
        : tr("The game kept from the last session cannot be opened (%1), nor copied aside (%2). A new game was "
             "dealt.")
              .arg(why, QString::fromLocal8Bit(error.c_str()));
    m_refusedGame = said;
    m_ctx.statusBar()->showMessage(said, 20000);
}

void SavedState::save() const
{
    if (!m_restored)
        return;
    QSettings s;
    StateSettings state;
    const GameSession *session = m_ctx.session;
    std::string game = core::writeGame(session->saved());
    if (game.size() > core::MaxGameFileBytes) {
        // Too long to keep whole (a game file could not hold it either): keep where it stands.
        core::SavedGame now;
        now.start = session->position();
        game = core::writeGame(now);
    }
    state.setValue("game/current", QString::fromStdString(game));
    state.setValue("game/dealt", session->isDealt());
    // The solution in playback, when the history still holds it.
    const bool playing = session->hasSolution() && session->solutionStep() >= 0;
    state.setValue("game/solution",
               playing ? QString::fromStdString(session->backend().planText(session->solution())) : QString());
    state.setValue("game/solutionBase", playing ? qlonglong(session->solutionBase()) : qlonglong(-1));
    if (m_record) {
        const PlayRecord::Kept kept = m_record->kept();
        state.setValue("game/recordMoves", kept.moves);
        state.setValue("game/recordMs", kept.ms);
        state.setValue("game/recordHelp", kept.help);
    }
    if (m_modes)
        s.setValue("view/mode", m_modes->currentIndex());
    s.setValue("solve/algorithm", QString::fromStdString(core::algorithmKey(m_ctx.panel->algorithm())));
    s.setValue("solve/heuristic", QString::fromStdString(core::heuristicKey(m_ctx.panel->heuristic())));
    s.setValue("playback/speed", m_ctx.panel->playback()->speed());
    s.setValue("view/xray", m_hintGauge->actions().xray->isChecked());
    s.setValue("view/gauge", m_hintGauge->actions().gauge->isChecked());
}

void SavedState::saveOnClose() const
{
    if (!m_restored)
        return;
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
