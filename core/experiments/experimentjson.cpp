#include "experiments/experimentjson.h"

#include "experiments/experimentnumbers.h"

#include <cmath>

namespace core {

namespace {

std::string jsonString(const std::string &s)
{
    static const char Hex[] = "0123456789abcdef";
    std::string out = "\"";
    for (char ch : s) {
        const auto c = static_cast<unsigned char>(ch);
        switch (c) {
        case '"': out += "\\\""; break;
        case '\\': out += "\\\\"; break;
        case '\b': out += "\\b"; break;
        case '\f': out += "\\f"; break;
        case '\n': out += "\\n"; break;
        case '\r': out += "\\r"; break;
        case '\t': out += "\\t"; break;
        default:
            if (c < 0x20) {
                out += "\\u00";
                out += Hex[c >> 4];
                out += Hex[c & 15];
            } else {
                out += ch;
            }
        }
    }
    return out + '"';
}

std::string jsonNumber(double v)
{
    return std::isfinite(v) ? experimentNumberText(v) : "null";
}

std::string jsonRow(const ExperimentRow &r)
{
    return std::string("{\"instance\": ") + std::to_string(r.instance) + ", \"board\": " + jsonString(r.board)
        + ", \"algorithm\": " + jsonString(algorithmKey(r.choice.algorithm))
        + ", \"heuristic\": " + jsonString(heuristicKey(r.choice.heuristic))
        + ", \"threads\": " + std::to_string(r.threads)
        + ", \"status\": " + jsonString(statusName(r.status)) + ", \"length\": " + std::to_string(r.length)
        + ", \"expected_length\": " + (r.expectedLength >= 0 ? std::to_string(r.expectedLength) : std::string("null"))
        + ", \"optimal\": " + (r.optimal ? "true" : "false") + ", \"expanded\": " + std::to_string(r.expanded)
        + ", \"generated\": " + std::to_string(r.generated) + ", \"duplicates\": " + std::to_string(r.duplicates)
        + ", \"peak_frontier\": " + std::to_string(r.peakFrontier) + ", \"peak_bytes\": " + std::to_string(r.peakBytes)
        + ", \"seconds\": " + jsonNumber(r.seconds) + ", \"ebf\": " + jsonNumber(r.ebf)
        + ", \"moves\": " + jsonString(r.moves) + "}";
}

std::string jsonSummary(const ExperimentSummary &s)
{
    return std::string("{\"algorithm\": ") + jsonString(algorithmKey(s.choice.algorithm))
        + ", \"heuristic\": " + jsonString(heuristicKey(s.choice.heuristic))
        + ", \"threads\": " + std::to_string(s.threads) + ", \"runs\": " + std::to_string(s.runs)
        + ", \"solved\": " + std::to_string(s.solved) + ", \"limit\": " + std::to_string(s.limited)
        + ", \"median_length\": " + jsonNumber(s.medianLength)
        + ", \"median_expanded\": " + jsonNumber(s.medianExpanded)
        + ", \"median_generated\": " + jsonNumber(s.medianGenerated)
        + ", \"median_seconds\": " + jsonNumber(s.medianSeconds) + ", \"median_ebf\": " + jsonNumber(s.medianEbf)
        + ", \"total_expanded\": " + std::to_string(s.totalExpanded)
        + ", \"total_seconds\": " + jsonNumber(s.totalSeconds) + "}";
}

} // namespace

std::string experimentJson(const std::vector<ExperimentRow> &rows, const std::vector<ExperimentSummary> &summary)
{
    std::string out = "{\"rows\": [";
    for (std::size_t i = 0; i < rows.size(); ++i)
        out += (i ? ",\n  " : "\n  ") + jsonRow(rows[i]);
    out += rows.empty() ? "],\n\"summary\": [" : "\n],\n\"summary\": [";
    for (std::size_t i = 0; i < summary.size(); ++i)
        out += (i ? ",\n  " : "\n  ") + jsonSummary(summary[i]);
    out += summary.empty() ? "]}\n" : "\n]}\n";
    return out;
}

} // namespace core
