#include "solvers/checkpointfile.h"

#include "storage/fnv.h"
#include "common/inputtext.h"

#include <algorithm>
#include <charconv>
#include <cstdio>
#include <map>

namespace core {

namespace {

constexpr std::string_view Header = "puzzlescope-checkpoint 1";
constexpr std::size_t MaxListLength = 4096; // thresholds and iterations: far more than any search

std::string hex64(std::uint64_t v)
{
    char buf[17];
    std::snprintf(buf, sizeof buf, "%016llx", static_cast<unsigned long long>(v));
    return buf;
}

std::uint64_t checksum(std::string_view bytes)
{
    Fnv1a64 f;
    f.add(bytes.data(), bytes.size());
    return f.h;
}

template <class T>
std::string joined(const std::vector<T> &v)
{
    std::string s;
    for (const T &x : v)
        s += (s.empty() ? "" : " ") + std::to_string(x);
    return s;
}

template <class T>
bool number(std::string_view text, T &out)
{
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), out);
    return ec == std::errc() && end == text.data() + text.size() && !text.empty();
}

// Whitespace-separated numbers, at most MaxListLength of them.
template <class T>
bool numbers(std::string_view text, std::vector<T> &out)
{
    out.clear();
    while (!text.empty()) {
        const std::size_t sp = text.find(' ');
        T v{};
        if (!number(text.substr(0, sp), v) || out.size() == MaxListLength)
            return false;
        out.push_back(v);
        text = sp == std::string_view::npos ? std::string_view() : text.substr(sp + 1);
    }
    return true;
}

// The subtrees done, four to a hex digit (subtree 4k + b is bit b of digit k).
std::string doneText(const std::vector<bool> &done)
{
    std::string s;
    for (std::size_t k = 0; k < done.size(); k += 4) {
        int v = 0;
        for (std::size_t b = 0; b < 4 && k + b < done.size(); ++b)
            v |= int(done[k + b]) << b;
        s += "0123456789abcdef"[v];
    }
    return s;
}

bool readDone(std::string_view text, std::uint64_t subtrees, std::vector<bool> &done)
{
    if (text.size() != (subtrees + 3) / 4)
        return false;
    done.assign(subtrees, false);
    for (std::size_t k = 0; k < text.size(); ++k) {
        const char c = text[k];
        const int v = c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10 : -1;
        if (v < 0)
            return false;
        for (int b = 0; b < 4; ++b)
            if (v >> b & 1) {
                if (4 * k + std::size_t(b) >= subtrees)
                    return false;
                done[4 * k + std::size_t(b)] = true;
            }
    }
    return true;
}

struct Line {
    std::string_view key, value;
    int number;
};

// The "key: value" lines after the header, up to the checksum line (not included).
std::vector<Line> linesOf(std::string_view body)
{
    std::vector<Line> lines;
    int n = 1;
    while (!body.empty()) {
        const std::size_t nl = body.find('\n');
        const std::string_view line = body.substr(0, nl);
        ++n;
        const std::size_t colon = line.find(": ");
        lines.push_back(colon == std::string_view::npos ? Line{line, {}, n}
                                                        : Line{line.substr(0, colon), line.substr(colon + 2), n});
        body = nl == std::string_view::npos ? std::string_view() : body.substr(nl + 1);
    }
    return lines;
}

std::string at(const Line &l, const std::string &what)
{
    return "line " + std::to_string(l.number) + ": " + what;
}

// The pruning line: "no", a machine's name ("14/12": walks up to 14 moves over up to 12 cells),
// or "yes" as files before the machines had names wrote it, for the one machine they used.
auto readPruning(std::string &out)
{
    return [&out](std::string_view v) {
        out = v == "yes" ? "10/11" : v == "no" ? "" : std::string(v);
        const std::size_t slash = out.find('/');
        int length = 0, cells = 0;
        return out.empty()
            || (slash != std::string::npos && number(std::string_view(out).substr(0, slash), length)
                && number(std::string_view(out).substr(slash + 1), cells));
    };
}

} // namespace

std::string checkpointText(const CheckpointIdentity &identity, const IdaProgress &p)
{
    std::string s(Header);
    s += '\n';
    for (const auto &[key, value] : identity)
        s += key + ": " + value + '\n';
    s += "pruning: " + (p.pruning.empty() ? std::string("no") : p.pruning) + '\n';
    s += "bound: " + std::to_string(p.bound) + '\n';
    s += "split: " + std::to_string(p.splitDepth) + ' ' + std::to_string(p.subtrees) + ' '
        + std::to_string(p.subtreesDone()) + '\n';
    s += "done: " + doneText(p.done) + '\n';
    s += "next: " + std::to_string(p.next) + '\n';
    s += "expanded: " + std::to_string(p.expanded) + '\n';
    s += "generated: " + std::to_string(p.generated) + '\n';
    s += "thresholds: " + joined(p.thresholds) + '\n';
    s += "iterations: " + joined(p.expandedPerDepth) + '\n';
    s += "milliseconds: " + std::to_string(std::uint64_t(p.seconds * 1000 + 0.5)) + '\n';
    s += "cells: " + p.cells + '\n';
    s += "goal-cells: " + p.goal + '\n';
    return s + "checksum: " + hex64(checksum(s)) + '\n';
}

CheckpointIdentity checkpointIdentity(std::string_view text)
{
    if (!text.starts_with(std::string(Header) + '\n'))
        return {};
    CheckpointIdentity id;
    for (const Line &l : linesOf(text.substr(Header.size() + 1))) {
        if (l.key == "pruning" || l.key == "checksum")
            break;
        id.emplace_back(std::string(l.key), std::string(l.value));
    }
    return id;
}

std::optional<IdaProgress> readCheckpoint(std::string_view text, const CheckpointIdentity &identity, std::string &error)
{
    if (!text.starts_with(std::string(Header) + '\n')) {
        error = text.starts_with("puzzlescope-checkpoint ")
            ? "line 1: " + quoteInput(text.substr(0, text.find('\n'))) + " is another version; this program reads version 1"
            : "line 1: it is not a PuzzleScope checkpoint (it should start with \"" + std::string(Header) + "\")";
        return std::nullopt;
    }
    const std::size_t sum = text.rfind("\nchecksum: ");
    if (sum == std::string_view::npos || !text.ends_with('\n')) {
        error = "it is cut short: its last line should be its checksum";
        return std::nullopt;
    }
    if (text.substr(sum + 11, text.size() - sum - 12) != hex64(checksum(text.substr(0, sum + 1)))) {
        error = "it is damaged: its checksum does not match its contents";
        return std::nullopt;
    }
    const std::vector<Line> lines = linesOf(text.substr(Header.size() + 1, sum - Header.size()));
    std::size_t i = 0;
    for (const auto &[key, value] : identity) {
        if (i == lines.size() || lines[i].key != key) {
            error = i == lines.size() ? "it names no " + key : at(lines[i], "it should name the " + key);
            return std::nullopt;
        }
        if (lines[i].value != value) {
            error = "it is for another search: its " + key + " is " + quoteInput(lines[i].value) + ", not "
                + quoteInput(value);
            return std::nullopt;
        }
        ++i;
    }
    std::map<std::string_view, const Line *> rest;
    for (; i < lines.size(); ++i)
        rest[lines[i].key] = &lines[i];
    IdaProgress p;
    std::uint64_t ms = 0, doneCount = 0;
    const auto field = [&](const char *key, auto &&read) {
        const auto it = rest.find(key);
        if (it == rest.end()) {
            error = std::string("it has no ") + key + " line";
            return false;
        }
        if (!read(it->second->value)) {
            error = at(*it->second, std::string("the ") + key + " " + quoteInput(it->second->value) + " does not read");
            return false;
        }
        rest.erase(it);
        return true;
    };
    const auto split = [&](std::string_view v) {
        std::vector<std::uint64_t> n;
        if (!numbers(v, n) || n.size() != 3 || n[0] > 64 || n[1] > MaxCheckpointBytes * 4 || n[2] > n[1])
            return false;
        p.splitDepth = int(n[0]);
        p.subtrees = n[1];
        doneCount = n[2]; // a check on the done line
        return true;
    };
    const bool ok = field("pruning", readPruning(p.pruning))
        && field("bound", [&](std::string_view v) { return number(v, p.bound); })
        && field("split", split)
        && field("done", [&](std::string_view v) {
               return readDone(v, p.subtrees, p.done)
                   && p.subtreesDone() == doneCount;
           })
        && field("next", [&](std::string_view v) { return number(v, p.next); })
        && field("expanded", [&](std::string_view v) { return number(v, p.expanded); })
        && field("generated", [&](std::string_view v) { return number(v, p.generated); })
        && field("thresholds", [&](std::string_view v) { return numbers(v, p.thresholds); })
        && field("iterations", [&](std::string_view v) { return numbers(v, p.expandedPerDepth); })
        && field("milliseconds", [&](std::string_view v) { return number(v, ms); })
        && field("cells", [&](std::string_view v) { return p.cells = v, !v.empty(); })
        && field("goal-cells", [&](std::string_view v) { return p.goal = v, !v.empty(); });
    if (!ok)
        return std::nullopt;
    if (!rest.empty()) {
        error = at(*rest.begin()->second, "unknown line " + quoteInput(rest.begin()->first));
        return std::nullopt;
    }
    p.seconds = double(ms) / 1000;
    return p;
}

} // namespace core
