// The CLI's answer to one search: its JSON form, its text (the plan, the reason and the
// figures), and the process's peak memory.
#include "cliutil.h"

#include <QFile>
#include <QJsonArray>

#include <cstdio>
#include <iomanip>
#include <sstream>

namespace cli {

QJsonObject outcomeJson(const core::SolveOutcome &o, const PuzzleOptions &opts)
{
    QJsonObject j;
    j["puzzle"] = QString::fromLatin1(opts.backend->key());
    j["status"] = core::statusName(o.status);
    j["algorithm"] = QString::fromStdString(core::algorithmKey(opts.algorithm));
    j["heuristic"] = QString::fromStdString(core::heuristicKey(opts.heuristic));
    j["moves"] = QString::fromStdString(o.moves);
    j["length"] = o.status == core::SearchStatus::Solved ? QJsonValue(qint64(o.length())) : QJsonValue();
    j["optimal"] = o.optimal;
    if (o.lowerBound >= 0)
        j["lower_bound"] = o.lowerBound;
    j["expanded"] = qint64(o.stats.expanded);
    j["generated"] = qint64(o.stats.generated);
    j["duplicates"] = qint64(o.stats.duplicates);
    j["peak_frontier"] = qint64(o.stats.peakFrontier);
    j["peak_bytes"] = qint64(o.stats.peakBytes);
    j["seconds"] = o.stats.seconds();
    QJsonArray thresholds, perDepth;
    for (int t : o.stats.thresholds)
        thresholds.append(t);
    for (auto n : o.stats.expandedPerDepth)
        perDepth.append(qint64(n));
    j["thresholds"] = thresholds;
    j["expanded_per_depth"] = perDepth;
    if (o.reason)
        j["message"] = QString::fromStdString(core::describe(o.reason));
    if (const auto rss = processPeakRss())
        j["process_peak_rss_bytes"] = qint64(*rss);
    return j;
}

std::optional<std::size_t> processPeakRss()
{
    QFile f(QStringLiteral("/proc/self/status"));
    if (!f.open(QIODevice::ReadOnly | QIODevice::Text))
        return std::nullopt;
    for (const QByteArray &line : f.readAll().split('\n')) {
        if (!line.startsWith("VmHWM:"))
            continue;
        bool ok = false;
        const qulonglong kib = line.mid(6).trimmed().split(' ').value(0).toULongLong(&ok);
        if (ok)
            return std::size_t(kib) * 1024;
    }
    return std::nullopt;
}

std::string formatBytes(std::size_t bytes)
{
    std::ostringstream s;
    s.setf(std::ios::fixed);
    s.precision(1);
    if (bytes >= (std::size_t(1) << 20))
        s << double(bytes) / double(1 << 20) << " MiB";
    else if (bytes >= 1024)
        s << double(bytes) / 1024.0 << " KiB";
    else
        s << bytes << " B";
    return s.str();
}

std::string outcomeText(const core::SolveOutcome &o)
{
    std::ostringstream s;
    s << "status:        " << core::statusName(o.status) << '\n';
    if (o.status == core::SearchStatus::Solved) {
        s << "moves:         " << (o.moves.empty() ? "(none: already at the goal)" : o.moves) << '\n';
        s << "length:        " << o.length() << (o.optimal ? " (optimal)" : "");
        if (!o.optimal && o.lowerBound > 0) {
            std::ostringstream ratio;
            ratio << std::fixed << std::setprecision(2) << double(o.length()) / o.lowerBound;
            s << " (at most " << ratio.str() << "x the shortest, which is at least " << o.lowerBound << ")";
        }
        s << '\n';
    }
    return s.str() + figuresText(o.stats, o.reason);
}

std::string figuresText(const core::SearchStats &st, const core::Reason &reason)
{
    std::ostringstream s;
    if (reason)
        s << "reason:        " << core::describe(reason) << '\n';
    s << "expanded:      " << st.expanded << '\n'
      << "generated:     " << st.generated << '\n'
      << "duplicates:    " << st.duplicates << '\n'
      << "peak frontier: " << st.peakFrontier << '\n'
      << "peak memory:   " << formatBytes(st.peakBytes) << '\n';
    s.setf(std::ios::fixed);
    s.precision(3);
    s << "time:          " << st.seconds() * 1000.0 << " ms\n";
    if (!st.thresholds.empty()) {
        s << "thresholds:   ";
        for (int t : st.thresholds)
            s << ' ' << t;
        s << '\n';
    }
    return s.str();
}

} // namespace cli
