#pragma once
// SavedState: what the window remembers between runs (QSettings). restore() reads everything
// it needs first and only then loads the game, since loading a game saves the state again;
// a damaged or missing game falls back to a fresh scrambled 3x3. The state is written a moment
// after the last change (scheduleSave), not on every move, and at once on close.

#include "window/windowcontext.h"

#include <QObject>
#include <QTimer>

namespace ui {

class HintGauge;
class ScrambleControl;

class SavedState : public QObject {
    Q_OBJECT
public:
    // prefs is the window's own copy, filled by restore().
    SavedState(const WindowContext &context, Preferences *prefs, const HintGauge *hintGauge, ScrambleControl *scramble,
               QObject *parent = nullptr);

    void restore();
    void save() const;
    // Also the window's geometry and dock layout.
    void saveOnClose() const;
    void scheduleSave();

private:
    WindowContext m_ctx;
    Preferences *m_prefs;
    const HintGauge *m_hintGauge;
    ScrambleControl *m_scramble;
    QTimer m_saveTimer;
};

} // namespace ui
