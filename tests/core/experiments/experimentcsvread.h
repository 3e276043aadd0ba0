#pragma once
// Reads what core::experimentCsv writes (the window's export, `bench --csv`) back into rows, for
// the tests that check the format: RFC 4180 records, the header that experimentCsvColumns() names,
// every field checked. nullopt with `error` ("line N: ...") on anything else.

#include "experiments/experimentcsv.h"

#include <charconv>
#include <cmath>
#include <map>
#include <optional>
#include <string>
#include <system_error>
#include <vector>

namespace csvread {

struct Record {
    int line = 0; // where the record starts (1-based)
    std::vector<std::string> fields;
};

// Splits RFC 4180 text into records; a quoted field may hold commas, quotes and line breaks.
inline bool splitRecords(const std::string &text, std::vector<Record> &out, std::string &error)
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
inline bool readInteger(const std::string &s, T &out)
{
    const auto r = std::from_chars(s.data(), s.data() + s.size(), out);
    return !s.empty() && r.ec == std::errc() && r.ptr == s.data() + s.size();
}

inline bool readDouble(const std::string &s, double &out)
{
    const auto r = std::from_chars(s.data(), s.data() + s.size(), out);
    return !s.empty() && r.ec == std::errc() && r.ptr == s.data() + s.size() && std::isfinite(out);
}

inline std::optional<core::SearchStatus> statusFromName(const std::string &name)
{
    for (auto s : {core::SearchStatus::Solved, core::SearchStatus::Unsolvable, core::SearchStatus::Cancelled, core::SearchStatus::LimitReached})
        if (name == core::statusName(s))
            return s;
    return std::nullopt;
}

// Reads one data record, its fields by column name, into `row`; an error message without the
// line prefix.
inline std::string readRow(const std::map<std::string, std::string> &f, core::ExperimentRow &row)
{
    using namespace core;
    if (!readInteger(f.at("instance"), row.instance) || row.instance < 0)
        return "instance is not a number 0 or more: \"" + f.at("instance") + "\"";
    row.board = f.at("board");
    const auto a = algorithmFromKey(f.at("algorithm"));
    if (!a)
        return "unknown algorithm \"" + f.at("algorithm") + "\"";
    const auto h = heuristicFromKey(f.at("heuristic"));
    if (!h)
        return "unknown heuristic \"" + f.at("heuristic") + "\"";
    row.choice = {*a, *h};
    if (!readInteger(f.at("threads"), row.threads) || row.threads < 1)
        return "threads is not a number 1 or more: \"" + f.at("threads") + "\"";
    const auto st = statusFromName(f.at("status"));
    if (!st)
        return "unknown status \"" + f.at("status") + "\"";
    row.status = *st;
    if (!readInteger(f.at("length"), row.length) || row.length < -1)
        return "length is not a number -1 or more: \"" + f.at("length") + "\"";
    const std::string &expected = f.at("expected_length");
    row.expectedLength = -1;
    if (!expected.empty() && (!readInteger(expected, row.expectedLength) || row.expectedLength < 0))
        return "expected_length is neither empty nor a number 0 or more: \"" + expected + "\"";
    if (f.at("optimal") != "0" && f.at("optimal") != "1")
        return "optimal must be 0 or 1: \"" + f.at("optimal") + "\"";
    row.optimal = f.at("optimal") == "1";
    const std::pair<const char *, std::uint64_t *> counters[] = {{"expanded", &row.expanded},
                                                                 {"generated", &row.generated},
                                                                 {"duplicates", &row.duplicates},
                                                                 {"peak_frontier", &row.peakFrontier},
                                                                 {"peak_bytes", &row.peakBytes}};
    for (const auto &[name, value] : counters)
        if (!readInteger(f.at(name), *value))
            return std::string(name) + " is not a number 0 or more: \"" + f.at(name) + "\"";
    if (!readDouble(f.at("seconds"), row.seconds) || row.seconds < 0)
        return "seconds is not a number 0 or more: \"" + f.at("seconds") + "\"";
    if (!readDouble(f.at("ebf"), row.ebf) || row.ebf < 0)
        return "ebf is not a number 0 or more: \"" + f.at("ebf") + "\"";
    row.moves = f.at("moves");
    return {};
}

inline std::optional<std::vector<core::ExperimentRow>> parseExperimentCsv(const std::string &text,
                                                                          std::string *error = nullptr)
{
    std::string message;
    std::vector<Record> records;
    const auto fail = [&](const std::string &m) -> std::optional<std::vector<core::ExperimentRow>> {
        if (error)
            *error = m;
        return std::nullopt;
    };
    if (!splitRecords(text, records, message))
        return fail(message);
    if (records.empty())
        return fail("line 1: the header line is missing");
    const std::vector<std::string> &header = core::experimentCsvColumns();
    if (records[0].fields != header) {
        std::string expected;
        for (const auto &c : header)
            expected += (expected.empty() ? "" : ",") + c;
        return fail("line 1: wrong header; expected " + expected);
    }
    std::vector<core::ExperimentRow> rows;
    for (std::size_t i = 1; i < records.size(); ++i) {
        const Record &rec = records[i];
        const std::string where = "line " + std::to_string(rec.line) + ": ";
        if (rec.fields.size() != header.size())
            return fail(where + std::to_string(rec.fields.size()) + " columns where " + std::to_string(header.size())
                        + " are expected");
        std::map<std::string, std::string> byName;
        for (std::size_t k = 0; k < header.size(); ++k)
            byName[header[k]] = rec.fields[k];
        core::ExperimentRow row;
        message = readRow(byName, row);
        if (!message.empty())
            return fail(where + message);
        rows.push_back(std::move(row));
    }
    if (error)
        error->clear();
    return rows;
}

} // namespace csvread
