#pragma once
// SavedState: what the window remembers between runs: in the state file (settings/appfolders.h) the game
// with its history position and the solution in playback; in the settings (QSettings) the
// solver's choice, the mode, the toggles and the window's size. restore() reads everything first and only then changes anything; nothing is
// written until restore() has finished (switching a toggle while restoring would otherwise
// write the default game over the saved one). A missing game falls back to a fresh scrambled
// 3x3; so does a damaged one, after it is copied to the state folder
// ("refused-game-DATE.puzzlescope") and the user is told where. The state is written a moment after the last change (scheduleSave), not on
// every move, and at once on close.

#include "frame/windowcontext.h"

#include <QObject>
#include <QTimer>

class QTabWidget;

namespace ui {

class HintGauge;
class PlayRecord;
class ScrambleControl;

class SavedState : public QObject {
    Q_OBJECT
public:
    // prefs is the window's own copy, filled by restore().
    SavedState(const WindowContext &context, Preferences *prefs, const HintGauge *hintGauge, ScrambleControl *scramble,
               QObject *parent = nullptr);
    // The mode tab to remember and restore (the window's QTabWidget).
    void setModes(QTabWidget *modes) { m_modes = modes; }
    // The player's count and clock, kept with the game.
    void setRecord(PlayRecord *record) { m_record = record; }

    void restore();
    void save() const;
    // Also the window's geometry and dock layout.
    void saveOnClose() const;
    void scheduleSave();
    // What the user was told about a kept game that could not be opened; empty when none.
    QString refusedGame() const { return m_refusedGame; }

private:
    void keepRefusedGame(const std::string &text, const QString &why);

    WindowContext m_ctx;
    Preferences *m_prefs;
    const HintGauge *m_hintGauge;
    ScrambleControl *m_scramble;
    QTimer m_saveTimer;
    QTabWidget *m_modes = nullptr;
    PlayRecord *m_record = nullptr;
    bool m_restored = false;
    QString m_refusedGame;
};

} // namespace ui
