#include "window/hintgauge.h"

#include "board/rotationboardview.h"
#include "board/slidingboardview.h"
#include "pdb/additivepdb.h"
#include "play/gamesession.h"
#include "play/hintservice.h"
#include "play/xray.h"
#include "solve/solverpanel.h"

#include <QAction>
#include <QLabel>
#include <QMainWindow>
#include <QStatusBar>

namespace ui {

HintGauge::HintGauge(const WindowContext &context, QWidget *xrayParent, QObject *parent)
    : QObject(parent),
      m_ctx(context),
      m_hints(new HintService(this)),
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
        // On the rotation game H is a move; the hint moves to Shift+H there.
        const bool rotation = m_ctx.session->kind() == core::PuzzleKind::Rotation;
        m_actions.hint->setShortcut(QKeySequence(rotation ? tr("Shift+H") : tr("H")));
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
        m_ctx.slidingView->setXray(std::nullopt);
        m_ctx.rotationView->setXray(std::nullopt);
        m_xrayLabel->hide();
        return;
    }
    const GameSession *session = m_ctx.session;
    QStringList parts;
    if (session->kind() == core::PuzzleKind::Rotation) {
        const core::RotationXray x = core::rotationXray(session->rotation());
        m_ctx.rotationView->setXray(x);
        parts << tr("centre count bound %1").arg(x.centreBound) << tr("exact distance %1").arg(x.tableBound);
    } else {
        const core::HeuristicId h = m_ctx.panel->heuristic();
        std::shared_ptr<const core::AdditivePdb> pdb;
        const bool pdbChosen
            = h == core::HeuristicId::Pdb555 || h == core::HeuristicId::Pdb663 || h == core::HeuristicId::Pdb78;
        if (pdbChosen)
            pdb = core::AdditivePdb::ifBuilt(session->goal(), h == core::HeuristicId::Pdb555   ? "555"
                                                              : h == core::HeuristicId::Pdb663 ? "663"
                                                                                                : "78");
        const core::SlidingXray x = core::slidingXray(session->sliding(), session->goal(), h, pdb.get());
        m_ctx.slidingView->setXray(x);
        parts << tr("misplaced %1").arg(x.misplaced) << tr("Manhattan %1").arg(x.manhattanSum)
              << tr("linear conflict %1").arg(x.linearConflict);
        if (x.pdb >= 0)
            parts << tr("pattern databases %1").arg(x.pdb);
        else if (pdbChosen)
            parts << tr("pattern databases: groups shown, value after the tables are built (solve once)");
        if (x.trueDistance >= 0)
            parts << tr("true distance %1").arg(x.trueDistance);
        else if (m_hints->hasAnswer() && m_hints->answer().kind == core::Hint::Kind::Exact)
            parts << tr("true distance %1").arg(m_hints->answer().distance);
    }
    m_xrayLabel->setText(tr("X-ray, h values: %1").arg(parts.join(QStringLiteral(" · "))));
    m_xrayLabel->show();
}

void HintGauge::updateGauge()
{
    m_ctx.slidingView->setHintCell(-1);
    m_ctx.rotationView->setHintMove(-1);
    if (!m_actions.gauge->isChecked() && !m_hintWanted) {
        m_hints->cancel();
        m_gauge->clear();
        return;
    }
    const GameSession *session = m_ctx.session;
    if (!session->unsolvableReason().empty()) {
        m_hints->cancel();
        m_gauge->setText(tr("Distance: unreachable"));
        return;
    }
    m_hints->request(session->kind(), session->sliding(), session->goal(), session->rotation());
    if (m_hints->isComputing())
        m_gauge->setText(tr("Distance: computing..."));
}

void HintGauge::onHintReady(const core::Hint &hint)
{
    if (hint.kind != core::Hint::Kind::Exact) {
        m_gauge->setText(hint.kind == core::Hint::Kind::Unknown ? tr("Distance: unknown (board too large)")
                                                                : tr("Distance: not found within the budget"));
        m_gauge->setToolTip(QString::fromStdString(hint.message));
        if (m_hintWanted)
            m_ctx.statusBar()->showMessage(tr("No hint: %1").arg(QString::fromStdString(hint.message)), 6000);
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
    m_gauge->setText(tr("Distance to goal: %1%2").arg(hint.distance).arg(trend));
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
        m_ctx.statusBar()->showMessage(tr("No hint: %1").arg(QString::fromStdString(h.message)), 6000);
        return;
    }
    if (h.next == 0) {
        m_ctx.statusBar()->showMessage(tr("Already at the goal."), 4000);
        return;
    }
    if (m_ctx.session->kind() == core::PuzzleKind::Rotation) {
        m_ctx.rotationView->setHintMove(core::rotationFromLetter(h.next));
        m_ctx.statusBar()->showMessage(tr("Hint: move %1 (%2 to go).").arg(QChar(h.next)).arg(h.distance), 6000);
        return;
    }
    core::Dir d;
    if (!core::dirFromLetter(h.next, d))
        return;
    const core::SlidingBoard &b = m_ctx.session->sliding();
    const int cell = core::blankTarget(b.size, b.blankIndex(), d);
    m_ctx.slidingView->setHintCell(cell);
    m_ctx.statusBar()->showMessage(
        tr("Hint: slide tile %1 (%2 to go).").arg(b.tiles[std::size_t(cell)]).arg(h.distance), 6000);
}

} // namespace ui
