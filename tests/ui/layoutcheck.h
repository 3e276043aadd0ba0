#pragma once
// Whether a window's layout holds, as a person sees it: every shown child lies inside its parent,
// no two shown siblings overlap, no label, button or check box is squeezed below the size its
// text needs (Qt clips it: a cut word, a half line), table rows are as tall as their text and
// check box marks grow with the text beside them. Returns the problems, each naming the widget.

#include <QAbstractButton>
#include <QAbstractScrollArea>
#include <QCheckBox>
#include <QComboBox>
#include <QFocusFrame>
#include <QHeaderView>
#include <QLabel>
#include <QRadioButton>
#include <QSizeGrip>
#include <QSplitterHandle>
#include <QStringList>
#include <QStyleOptionButton>
#include <QTableView>
#include <QWidget>

namespace layoutcheck {

inline QString nameOf(const QWidget *w)
{
    QString text;
    if (const auto *l = qobject_cast<const QLabel *>(w))
        text = l->text();
    else if (const auto *b = qobject_cast<const QAbstractButton *>(w))
        text = b->text();
    if (!w->accessibleName().isEmpty())
        text = w->accessibleName();
    if (!w->objectName().isEmpty() && text.isEmpty())
        text = w->objectName();
    text = text.left(40).replace('\n', ' ');
    return QString("%1 '%2'").arg(w->metaObject()->className(), text);
}

// Widgets that lie over others by design, or that a scroll area moves.
inline bool exempt(const QWidget *w)
{
    if (qobject_cast<const QFocusFrame *>(w) || qobject_cast<const QSizeGrip *>(w) || qobject_cast<const QSplitterHandle *>(w))
        return true;
    if (w->isWindow() || w->inherits("QRubberBand"))
        return true;
    // The content of a scroll area is as large as it needs: it scrolls.
    const QWidget *p = w->parentWidget();
    return p && p->parentWidget() && qobject_cast<const QAbstractScrollArea *>(p->parentWidget())
        && static_cast<const QAbstractScrollArea *>(p->parentWidget())->viewport() == p;
}

inline bool shownIn(const QWidget *w, const QWidget *top)
{
    return w->isVisibleTo(top) && !w->isWindow() && w->width() > 0 && w->height() > 0;
}

// The width and height text needs in `w` (a label, button or check box), when it has a text.
inline QSize textNeeds(const QWidget *w)
{
    if (const auto *l = qobject_cast<const QLabel *>(w)) {
        if (l->text().trimmed().isEmpty() || !l->pixmap().isNull())
            return {};
        if (l->wordWrap())
            return QSize(0, l->heightForWidth(l->width()));
        // Qt's own measure of the text on one or more lines (its mnemonic drawn as an underline).
        return l->minimumSizeHint();
    }
    if (const auto *b = qobject_cast<const QAbstractButton *>(w)) {
        if (b->text().trimmed().isEmpty())
            return {};
        return b->minimumSizeHint();
    }
    return {};
}

inline QStringList problems(QWidget *top, const QString &where)
{
    QStringList found;
    const QList<QWidget *> all = top->findChildren<QWidget *>();
    for (QWidget *w : all) {
        if (!shownIn(w, top) || exempt(w))
            continue;
        const QWidget *parent = w->parentWidget();
        const QString name = QString("%1: %2").arg(where, nameOf(w));
        if (parent && !parent->rect().adjusted(-1, -1, 1, 1).contains(w->geometry()))
            found << QString("%1 leaves its parent %2 (%3,%4 %5x%6 in %7x%8)")
                         .arg(name, nameOf(parent))
                         .arg(w->x()).arg(w->y()).arg(w->width()).arg(w->height())
                         .arg(parent->width()).arg(parent->height());
        const QSize needs = textNeeds(w);
        if (needs.isValid() && (w->width() + 1 < needs.width() || w->height() + 1 < needs.height()))
            found << QString("%1 is %2x%3, its text needs %4x%5").arg(name).arg(w->width()).arg(w->height()).arg(needs.width()).arg(needs.height());
        if (auto *box = qobject_cast<QAbstractButton *>(w); box && (qobject_cast<QCheckBox *>(w) || qobject_cast<QRadioButton *>(w))) {
            QStyleOptionButton opt;
            opt.initFrom(w);
            const QRect mark = w->style()->subElementRect(qobject_cast<QRadioButton *>(w) ? QStyle::SE_RadioButtonIndicator
                                                                                            : QStyle::SE_CheckBoxIndicator,
                                                          &opt, w);
            if (mark.height() * 10 < w->fontMetrics().height() * 7)
                found << QString("%1: its mark is %2 px beside %3 px text").arg(name).arg(mark.height()).arg(w->fontMetrics().height());
        }
        if (auto *table = qobject_cast<QTableView *>(w))
            for (int r = 0; r < table->model()->rowCount(); ++r)
                if (!table->isRowHidden(r) && table->rowHeight(r) < table->fontMetrics().height()) {
                    found << QString("%1: row %2 is %3 px for %4 px text").arg(name).arg(r).arg(table->rowHeight(r)).arg(table->fontMetrics().height());
                    break;
                }
    }
    // Siblings that overlap.
    for (QWidget *p : QList<QWidget *>{top} + all) {
        if (!shownIn(p, top) && p != top)
            continue;
        QList<QWidget *> kids;
        for (QObject *o : p->children())
            if (auto *k = qobject_cast<QWidget *>(o); k && shownIn(k, top) && !exempt(k))
                kids << k;
        for (qsizetype i = 0; i < kids.size(); ++i)
            for (qsizetype j = i + 1; j < kids.size(); ++j) {
                const QRect overlap = kids[i]->geometry().intersected(kids[j]->geometry());
                if (overlap.width() > 1 && overlap.height() > 1)
                    found << QString("%1: %2 and %3 overlap by %4x%5")
                                 .arg(where, nameOf(kids[i]), nameOf(kids[j]))
                                 .arg(overlap.width())
                                 .arg(overlap.height());
            }
    }
    return found;
}

} // namespace layoutcheck
