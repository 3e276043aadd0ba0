#pragma once
// What the specialised IDA* tests compare with the generic IdaStar: every figure of two
// sliding search results but peakBytes (each counts its own frames) and elapsed, and a
// message naming the board and both results when they differ.

#include "sliding/board/slidingdomain.h"
#include "sliding/board/slidingtext.h"
#include "search/searchcontext.h"

#include <QString>

inline bool sameResult(const core::SearchResult<core::SlidingDomain> &a, const core::SearchResult<core::SlidingDomain> &b)
{
    return a.status == b.status && a.plan == b.plan && a.stats.expanded == b.stats.expanded
        && a.stats.generated == b.stats.generated && a.stats.duplicates == b.stats.duplicates
        && a.stats.thresholds == b.stats.thresholds && a.stats.expandedPerDepth == b.stats.expandedPerDepth
        && a.stats.peakFrontier == b.stats.peakFrontier;
}

inline QString describe(const core::SlidingBoard &board, const core::SearchResult<core::SlidingDomain> &a,
                        const core::SearchResult<core::SlidingDomain> &b)
{
    return QStringLiteral("%1: %2 (%3 expanded, %4 generated) vs %5 (%6, %7)")
        .arg(QString::fromStdString(core::formatId(board)), QString::fromStdString(core::planToString(a.plan)))
        .arg(a.stats.expanded)
        .arg(a.stats.generated)
        .arg(QString::fromStdString(core::planToString(b.plan)))
        .arg(b.stats.expanded)
        .arg(b.stats.generated);
}
