#pragma once
// HintGauge: what the window knows about the distance to the goal. The distance gauge in the
// status bar (exact distance and its trend after each move, computed in the background by the
// hint service), the Hint action (the next optimal move, marked on the board) and the
// heuristic X-ray (each heuristic's value drawn on the board and listed under it). The hint's
// move is marked through the NextMoveMarker, which playback shares.

#include "frame/windowcontext.h"

#include <QObject>

class QLabel;
class QWidget;

namespace core {
struct Hint;
}

namespace ui {

class HintService;
class NextMoveMarker;

class HintGauge : public QObject {
    Q_OBJECT
public:
    struct Actions {
        QAction *hint, *xray, *gauge;
    };

    // The X-ray's line of text is made a child of xrayParent; the gauge goes to the status bar.
    HintGauge(const WindowContext &context, QWidget *xrayParent, QObject *parent = nullptr);
    const Actions &actions() const { return m_actions; }
    HintService *hints() const { return m_hints; }
    QLabel *gaugeLabel() const { return m_gauge; }
    QLabel *xrayLabel() const { return m_xrayLabel; }
    NextMoveMarker *marker() const { return m_marker; }

    void showHint();
    // Part of a board change: the gauge asks for the new distance and the X-ray redraws.
    void boardChanged();

signals:
    // The X-ray was switched on or off (a view setting worth remembering at once).
    void xrayToggled();

private:
    void updateXray();
    void updateGauge();
    void onHintReady(const core::Hint &hint);

    WindowContext m_ctx;
    Actions m_actions;
    HintService *m_hints;
    NextMoveMarker *m_marker;
    QLabel *m_gauge;
    QLabel *m_xrayLabel;
    int m_lastDistance = -1;   // the gauge's distance before the latest move
    bool m_hintWanted = false; // Hint was asked for while the answer was being computed
};

} // namespace ui
