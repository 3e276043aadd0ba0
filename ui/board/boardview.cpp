#include "board/boardview.h"

#include "access/boardaccessible.h"
#include "board/textboarddialog.h"

#include <QFocusEvent>
#include <QKeyEvent>
#include <QPainter>

#include <algorithm>

namespace ui {

BoardView::BoardView(int durationMs, QWidget *parent)
    : QWidget(parent)
{
    [[maybe_unused]] static const bool factoryInstalled = [] {
        QAccessible::installFactory(&BoardAccessible::create);
        return true;
    }();
    setFocusPolicy(Qt::StrongFocus);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    m_animation.setDuration(durationMs);
    m_animation.setStartValue(0.0);
    m_animation.setEndValue(1.0);
    m_animation.setEasingCurve(QEasingCurve::OutCubic);
    connect(&m_animation, &QVariantAnimation::valueChanged, this, [this](const QVariant &v) {
        m_t = v.toReal();
        update();
    });
}

void BoardView::setAnimationDuration(int ms)
{
    m_animation.setDuration(std::max(0, ms));
}

void BoardView::setColourScheme(ColourScheme scheme)
{
    m_scheme = scheme;
    update();
}

void BoardView::setSolvedHighlight(bool on)
{
    m_solved = on;
    update();
}

bool BoardView::isAnimating() const
{
    return m_animation.state() == QAbstractAnimation::Running;
}

bool BoardView::startAnimation()
{
    m_animation.stop();
    if (m_animation.duration() <= 0) {
        m_t = 1.0;
        update();
        return false;
    }
    m_t = 0.0;
    m_animation.start();
    return true;
}

void BoardView::stopAnimation()
{
    m_animation.stop();
    m_t = 1.0;
}

void BoardView::setNextMove(const std::string &move)
{
    if (m_nextMove == move)
        return;
    m_nextMove = move;
    update();
}

void BoardView::setFocusItem(int item)
{
    m_focusItem = item >= 0 && item < itemCount() ? item : -1;
    update();
    if (m_focusItem >= 0 && hasFocus())
        sendItemEvent(m_focusItem, QAccessible::Focus);
}

void BoardView::announce(const QString &description)
{
    m_description = description;
    if (const QString name = boardName(); name != m_name) {
        m_name = name;
        QAccessibleEvent event(this, QAccessible::NameChanged);
        QAccessible::updateAccessibility(&event);
    }
    const int n = itemCount();
    m_itemNames.resize(n);
    for (int i = 0; i < n; ++i) {
        QString name = itemName(i);
        if (name == m_itemNames[i])
            continue;
        m_itemNames[i] = std::move(name);
        sendItemEvent(i, QAccessible::NameChanged);
    }
    QAccessibleEvent event(this, QAccessible::DescriptionChanged);
    QAccessible::updateAccessibility(&event);
}

void BoardView::sendItemEvent(int item, QAccessible::Event type)
{
    QAccessibleInterface *board = QAccessible::queryAccessibleInterface(this);
    QAccessibleInterface *child = board ? board->child(item) : nullptr;
    if (!child)
        return;
    QAccessibleEvent event(child, type);
    QAccessible::updateAccessibility(&event);
}

void BoardView::paintFocusRing(QPainter &p) const
{
    if (!hasFocus() || m_focusItem < 0 || m_focusItem >= itemCount())
        return;
    const QRectF r = itemRect(m_focusItem);
    const qreal w = std::max<qreal>(2.5, r.width() * 0.06);
    p.save();
    p.setBrush(Qt::NoBrush);
    // Dashed, in the text colour lined with the window's: it reads on tiles of any colour and
    // stands apart from the highlight's solid marks (the next move, a picked piece).
    QPen dashed(palette().color(QPalette::WindowText), w, Qt::DashLine);
    p.setPen(dashed);
    p.drawRoundedRect(r.adjusted(w / 2, w / 2, -w / 2, -w / 2), r.width() * 0.12, r.width() * 0.12);
    p.setPen(QPen(palette().color(QPalette::Window), 1.0));
    p.drawRoundedRect(r.adjusted(w * 1.2, w * 1.2, -w * 1.2, -w * 1.2), r.width() * 0.1, r.width() * 0.1);
    p.restore();
}

bool BoardView::focusNextPrevChild(bool next)
{
    // Tab walks the items; past the last (or before the first) it leaves the board.
    const int n = itemCount();
    const int to = m_focusItem < 0 ? (next ? 0 : n - 1) : m_focusItem + (next ? 1 : -1);
    if (to >= 0 && to < n) {
        setFocusItem(to);
        return true;
    }
    m_focusItem = -1;
    update();
    return QWidget::focusNextPrevChild(next);
}

void BoardView::keyPressEvent(QKeyEvent *event)
{
    const bool enter = event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter;
    if (enter && m_focusItem >= 0 && m_focusItem < itemCount()) {
        activateItem(m_focusItem);
        event->accept();
        return;
    }
    QWidget::keyPressEvent(event);
}

void BoardView::focusInEvent(QFocusEvent *event)
{
    QWidget::focusInEvent(event);
    if (event->reason() == Qt::TabFocusReason)
        setFocusItem(0);
    else if (event->reason() == Qt::BacktabFocusReason)
        setFocusItem(itemCount() - 1);
    else
        setFocusItem(m_focusItem);
}

void BoardView::focusOutEvent(QFocusEvent *event)
{
    QWidget::focusOutEvent(event);
    update();
}

QString BoardView::textFormPrompt() const
{
    return tr("The board in its text form, one row a line, top to bottom:");
}

std::optional<core::Position> BoardView::editBoard(const core::Position &p, QWidget *parent) const
{
    const core::PuzzleBackend &backend = core::backendOf(p);
    TextBoardDialog d(tr("Edit Board"), textFormPrompt(),
                      QString::fromStdString(backend.format(p)).replace(QLatin1Char('/'), QLatin1Char('\n')),
                      [&backend, p](const std::string &text) { return backend.parse(text, p); }, parent);
    if (d.exec() != QDialog::Accepted)
        return std::nullopt;
    return d.position();
}

} // namespace ui
