#include "controls/hintgauge.h"

#include "puzzleviews/boardstack.h"
#include "storage/tablecache.h"
#include "solvers/descriptors.h"
#include "play/gamesession.h"
#include "play/hintservice.h"
#include "words/numbertext.h"
#include "words/reasontext.h"
#include "solve/solverpanel.h"
#include "controls/nextmovemarker.h"

#include <QAction>
#include <QLabel>
#include <QMainWindow>
#include <QStatusBar>

namespace ui {

HintGauge::HintGauge(const WindowContext &context, QWidget *xrayParent, QObject *parent)
    : QObject(parent),
      m_ctx(context),
      m_hints(new HintService(this)),
      m_marker(new NextMoveMarker(context, this)),
      m_gauge(new QLabel(context.window)),
      m_xrayLabel(new QLabel(xrayParent))
{
    QMainWindow *w = m_ctx.window;
    m_actions.hint = makeAction(w, "hint", tr("&Hint"), QKeySequence(tr("H")));
    m_actions.xray = makeAction(w, "xray", tr("Heuristic &X-ray"), QKeySequence(tr("X")));
    m_actions.gauge = makeAction(w, "gauge", tr("&Distance Gauge"));
    m_actions.xray->setCheckable(true);
    m_actions.gauge->setCheckable(true);
    m_actions.gauge->setChecked(true);
    connect(m_actions.hint, &QAction::triggered, this, &HintGauge::showHint);
    connect(m_actions.xray, &QAction::toggled, this, [this] {
        updateXray();
        emit xrayToggled();
    });
    connect(m_actions.gauge, &QAction::toggled, this, [this] {
        m_lastDistance = -1;
        updateGauge();
    });

    m_xrayLabel->setObjectName(QStringLiteral("xrayLabel"));
    m_xrayLabel->setWordWrap(true);
    m_xrayLabel->setAlignment(Qt::AlignCenter);
    m_xrayLabel->hide();
    m_gauge->setObjectName(QStringLiteral("distanceGauge"));
    m_ctx.statusBar()->addPermanentWidget(m_gauge);
    connect(m_hints, &HintService::ready, this, &HintGauge::onHintReady);
    connect(m_ctx.session, &GameSession::puzzleChanged, this, [this] {
        // Where H is a move (the rotation game), the hint moves to Shift+H.
        const auto moves = m_ctx.session->backend().legalMoves(m_ctx.session->position());
        const bool hIsMove = std::find(moves.begin(), moves.end(), "H") != moves.end();
        m_actions.hint->setShortcut(QKeySequence(hIsMove ? tr("Shift+H") : tr("H")));
    });
}

void HintGauge::boardChanged()
{
    updateGauge();
    updateXray();
}

void HintGauge::updateXray()
{
    if (!m_actions.xray->isChecked()) {
        m_ctx.boards->showXray(std::nullopt);
        m_xrayLabel->hide();
        return;
    }
    const GameSession *session = m_ctx.session;
    const core::HeuristicId h = m_ctx.panel->heuristic();
    const core::PositionXray x = session->backend().xray(session->position(), h, core::defaultTableCache());
    m_ctx.boards->showXray(x);
    QStringList parts;
    for (const core::XrayMeasure &m : x.measures)
        parts << ReasonText::phrase(m.words);
    if (!x.knowsTrueDistance && m_hints->hasAnswer() && m_hints->answer().kind == core::Hint::Kind::Exact)
        parts << ReasonText::phrase(core::trueDistanceMeasure(m_hints->answer().distance).words);
    m_xrayLabel->setText(tr("X-ray, h values: %1").arg(parts.join(QStringLiteral(" · "))));
    m_xrayLabel->show();
}

void HintGauge::updateGauge()
{
    if (!m_actions.gauge->isChecked() && !m_hintWanted) {
        m_hints->cancel();
        m_gauge->clear();
        return;
    }
    const GameSession *session = m_ctx.session;
    if (session->unsolvableReason()) {
        m_hints->cancel();
        m_gauge->setText(tr("Distance: unreachable"));
        return;
    }
    m_hints->request(session->position());
    if (m_hints->isComputing())
        m_gauge->setText(tr("Distance: computing..."));
}

void HintGauge::onHintReady(const core::Hint &hint)
{
    if (hint.kind != core::Hint::Kind::Exact) {
        m_gauge->setText(hint.kind == core::Hint::Kind::Unknown ? tr("Distance: unknown (board too large)")
                                                                : tr("Distance: not found within the budget"));
        m_gauge->setToolTip(ReasonText::sentence(hint.reason));
        if (m_hintWanted)
            m_ctx.statusBar()->showMessage(tr("No hint: %1").arg(ReasonText::sentence(hint.reason)), 6000);
        m_hintWanted = false;
        m_lastDistance = -1;
        return;
    }
    QString trend;
    if (m_lastDistance >= 0 && m_ctx.session->moveCount() > 0) {
        const int t = core::distanceTrend(m_lastDistance, hint.distance);
        trend = t < 0 ? tr(" (closer)") : t > 0 ? tr(" (further)") : tr(" (same)");
    }
    m_lastDistance = hint.distance;
    m_gauge->setText(tr("Distance to goal: %1%2").arg(countText(std::uint64_t(hint.distance)), trend));
    m_gauge->setToolTip(tr("The fewest moves from this board to the goal"));
    if (m_actions.xray->isChecked())
        updateXray();
    if (m_hintWanted) {
        m_hintWanted = false;
        showHint();
    }
}

void HintGauge::showHint()
{
    if (!m_hints->hasAnswer()) {
        m_hintWanted = true;
        if (!m_hints->isComputing())
            updateGauge();
        m_ctx.statusBar()->showMessage(tr("Working out the next move..."), 3000);
        return;
    }
    const core::Hint &h = m_hints->answer();
    if (h.kind != core::Hint::Kind::Exact) {
        m_ctx.statusBar()->showMessage(tr("No hint: %1").arg(ReasonText::sentence(h.reason)), 6000);
        return;
    }
    if (h.next.empty()) {
        m_ctx.statusBar()->showMessage(tr("Already at the goal."), 4000);
        return;
    }
    const core::Position &p = m_ctx.session->position();
    if (const int tile = m_ctx.session->backend().movedTile(p, h.next); tile > 0)
        m_marker->showHint(h.next, tr("Hint: slide tile %1 (%2 to go).").arg(tile).arg(countText(std::uint64_t(h.distance))));
    else
        m_marker->showHint(h.next, tr("Hint: move %1 (%2 to go).").arg(QString::fromStdString(h.next)).arg(countText(std::uint64_t(h.distance))));
}

} // namespace ui
