#include "experiments/experimentcsv.h"

#include "experiments/experimentnumbers.h"

#include <charconv>
#include <cmath>
#include <system_error>

namespace core {

namespace {

constexpr const char *Columns[] = {"instance", "board",     "algorithm",     "heuristic",  "status",
                                   "length",   "optimal",   "expanded",      "generated",  "duplicates",
                                   "peak_frontier", "peak_bytes", "seconds", "ebf",        "moves"};
constexpr std::size_t ColumnCount = std::size(Columns);

std::vector<std::string> rowFields(const ExperimentRow &r)
{
    return {std::to_string(r.instance),     r.board,
            algorithmKey(r.choice.algorithm), heuristicKey(r.choice.heuristic),
            statusName(r.status),           std::to_string(r.length),
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

// ---- CSV in ---------------------------------------------------------------------------------

struct Record {
    int line = 0; // where the record starts (1-based)
    std::vector<std::string> fields;
};

// Splits RFC 4180 text into records; a quoted field may hold commas, quotes and line breaks.
bool splitRecords(const std::string &text, std::vector<Record> &out, std::string &error)
{
    int line = 1;
    std::size_t i = 0;
    const std::size_t n = text.size();
    while (i < n) {
        Record rec{line, {}};
        std::string field;
        bool endOfRecord = false;
        while (!endOfRecord) {
            field.clear();
            if (i < n && text[i] == '"') {
                ++i;
                for (;;) {
                    if (i >= n) {
                        error = "line " + std::to_string(rec.line) + ": a quoted field is not closed";
                        return false;
                    }
                    if (text[i] == '"') {
                        if (i + 1 < n && text[i + 1] == '"') {
                            field += '"';
                            i += 2;
                            continue;
                        }
                        ++i;
                        break;
                    }
                    if (text[i] == '\n')
                        ++line;
                    field += text[i++];
                }
                if (i < n && text[i] != ',' && text[i] != '\r' && text[i] != '\n') {
                    error = "line " + std::to_string(line) + ": unexpected text after a closing quote";
                    return false;
                }
            } else {
                while (i < n && text[i] != ',' && text[i] != '\r' && text[i] != '\n') {
                    if (text[i] == '"') {
                        error = "line " + std::to_string(line) + ": a quote inside an unquoted field";
                        return false;
                    }
                    field += text[i++];
                }
            }
            rec.fields.push_back(field);
            if (i < n && text[i] == ',') {
                ++i;
                continue;
            }
            endOfRecord = true;
            if (i < n && text[i] == '\r')
                ++i;
            if (i < n && text[i] == '\n')
                ++i;
            ++line;
        }
        out.push_back(std::move(rec));
    }
    return true;
}

template <class T>
bool readInteger(const std::string &s, T &out)
{
    const auto r = std::from_chars(s.data(), s.data() + s.size(), out);
    return !s.empty() && r.ec == std::errc() && r.ptr == s.data() + s.size();
}

bool readDouble(const std::string &s, double &out)
{
    const auto r = std::from_chars(s.data(), s.data() + s.size(), out);
    return !s.empty() && r.ec == std::errc() && r.ptr == s.data() + s.size() && std::isfinite(out);
}

std::optional<SearchStatus> statusFromName(const std::string &name)
{
    for (auto s : {SearchStatus::Solved, SearchStatus::Unsolvable, SearchStatus::Cancelled, SearchStatus::LimitReached})
        if (name == statusName(s))
            return s;
    return std::nullopt;
}

// Reads one data record into `row`; returns an error message without the line prefix.
std::string readRow(const std::vector<std::string> &f, ExperimentRow &row)
{
    if (!readInteger(f[0], row.instance) || row.instance < 0)
        return "instance is not a number 0 or more: \"" + f[0] + "\"";
    row.board = f[1];
    const auto a = algorithmFromKey(f[2]);
    if (!a)
        return "unknown algorithm \"" + f[2] + "\"";
    const auto h = heuristicFromKey(f[3]);
    if (!h)
        return "unknown heuristic \"" + f[3] + "\"";
    row.choice = {*a, *h};
    const auto st = statusFromName(f[4]);
    if (!st)
        return "unknown status \"" + f[4] + "\"";
    row.status = *st;
    if (!readInteger(f[5], row.length) || row.length < -1)
        return "length is not a number -1 or more: \"" + f[5] + "\"";
    if (f[6] != "0" && f[6] != "1")
        return "optimal must be 0 or 1: \"" + f[6] + "\"";
    row.optimal = f[6] == "1";
    std::uint64_t *counters[] = {&row.expanded, &row.generated, &row.duplicates, &row.peakFrontier, &row.peakBytes};
    for (std::size_t k = 0; k < std::size(counters); ++k)
        if (!readInteger(f[7 + k], *counters[k]))
            return std::string(Columns[7 + k]) + " is not a number 0 or more: \"" + f[7 + k] + "\"";
    if (!readDouble(f[12], row.seconds) || row.seconds < 0)
        return "seconds is not a number 0 or more: \"" + f[12] + "\"";
    if (!readDouble(f[13], row.ebf) || row.ebf < 0)
        return "ebf is not a number 0 or more: \"" + f[13] + "\"";
    row.moves = f[14];
    return {};
}

} // namespace

std::string experimentCsv(const std::vector<ExperimentRow> &rows)
{
    std::string out = csvLine(std::vector<std::string>(std::begin(Columns), std::end(Columns)));
    for (const auto &r : rows)
        out += csvLine(rowFields(r));
    return out;
}

std::optional<std::vector<ExperimentRow>> parseExperimentCsv(const std::string &text, std::string *error)
{
    std::string message;
    std::vector<Record> records;
    const auto fail = [&](const std::string &m) -> std::optional<std::vector<ExperimentRow>> {
        if (error)
            *error = m;
        return std::nullopt;
    };
    if (!splitRecords(text, records, message))
        return fail(message);
    if (records.empty())
        return fail("line 1: the header line is missing");
    const std::vector<std::string> header(std::begin(Columns), std::end(Columns));
    if (records[0].fields != header) {
        std::string expected;
        for (const auto &c : header)
            expected += (expected.empty() ? "" : ",") + c;
        return fail("line 1: wrong header; expected " + expected);
    }
    std::vector<ExperimentRow> rows;
    for (std::size_t i = 1; i < records.size(); ++i) {
        const Record &rec = records[i];
        const std::string where = "line " + std::to_string(rec.line) + ": ";
        if (rec.fields.size() != ColumnCount)
            return fail(where + std::to_string(rec.fields.size()) + " columns where " + std::to_string(ColumnCount)
                        + " are expected");
        ExperimentRow row;
        message = readRow(rec.fields, row);
        if (!message.empty())
            return fail(where + message);
        rows.push_back(std::move(row));
    }
    if (error)
        error->clear();
    return rows;
}

} // namespace core
