#include "experiments/experimentcsv.h"

#include "experiments/experimentnumbers.h"


namespace core {

namespace {

constexpr const char *Columns[] = {"instance",   "board",      "algorithm",     "heuristic", "threads",
                                   "status",     "length",     "expected_length", "optimal", "expanded",
                                   "generated",  "duplicates", "peak_frontier", "peak_bytes", "seconds",
                                   "ebf",        "moves"};

std::vector<std::string> rowFields(const ExperimentRow &r)
{
    return {std::to_string(r.instance),     r.board,
            algorithmKey(r.choice.algorithm), heuristicKey(r.choice.heuristic),
            std::to_string(r.threads),      statusName(r.status),
            std::to_string(r.length),       r.expectedLength >= 0 ? std::to_string(r.expectedLength) : std::string(),
            r.optimal ? "1" : "0",          std::to_string(r.expanded),
            std::to_string(r.generated),    std::to_string(r.duplicates),
            std::to_string(r.peakFrontier), std::to_string(r.peakBytes),
            experimentNumberText(r.seconds),          experimentNumberText(r.ebf),
            r.moves};
}

std::string csvField(const std::string &f)
{
    if (f.find_first_of(",\"\r\n") == std::string::npos)
        return f;
    std::string q = "\"";
    for (char c : f) {
        if (c == '"')
            q += '"';
        q += c;
    }
    return q + '"';
}

std::string csvLine(const std::vector<std::string> &fields)
{
    std::string line;
    for (std::size_t i = 0; i < fields.size(); ++i)
        line += (i ? "," : "") + csvField(fields[i]);
    return line + "\r\n";
}

} // namespace

std::string experimentCsv(const std::vector<ExperimentRow> &rows)
{
    std::string out = csvLine(std::vector<std::string>(std::begin(Columns), std::end(Columns)));
    for (const auto &r : rows)
        out += csvLine(rowFields(r));
    return out;
}

const std::vector<std::string> &experimentCsvColumns()
{
    static const std::vector<std::string> columns(std::begin(Columns), std::end(Columns));
    return columns;
}

} // namespace core
