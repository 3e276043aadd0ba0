#include "experiments/experiment.h"

#include "play/scramble.h"
#include "puzzles/sliding/slidingtext.h"

#include <algorithm>
#include <charconv>
#include <chrono>
#include <cmath>
#include <condition_variable>
#include <mutex>
#include <random>
#include <system_error>
#include <thread>

namespace core {

namespace {

// ---- Boards ---------------------------------------------------------------------------------

std::vector<std::string> slidingBoards(const ExperimentConfig &config, std::mt19937_64 &rng, std::string *error)
{
    std::vector<std::string> out;
    if (!config.goal.isWellFormed()) {
        if (error)
            *error = "the goal board is not well formed";
        return {};
    }
    for (int i = 0; i < config.count; ++i) {
        if (config.mode == ScrambleMode::Random) {
            out.push_back(formatId(scrambleRandomSolvable(config.goal, rng)));
            continue;
        }
        const auto s = scrambleAtDistance(config.goal, config.distance, rng);
        if (!s.board) {
            if (error)
                *error = "board " + std::to_string(i + 1) + ": " + s.error;
            return {};
        }
        out.push_back(formatId(*s.board));
    }
    return out;
}

// ---- Running --------------------------------------------------------------------------------

// Passes an external cancel flag on to whichever SearchContext is running, so a set flag
// stops a search (or a table build, which watches the same context flag) within a few ms.
class CancelWatcher {
public:
    explicit CancelWatcher(const std::atomic<bool> *cancel) : m_cancel(cancel)
    {
        if (m_cancel)
            m_thread = std::thread([this] { watch(); });
    }
    ~CancelWatcher()
    {
        if (!m_thread.joinable())
            return;
        {
            std::lock_guard lock(m_mutex);
            m_done = true;
        }
        m_wake.notify_all();
        m_thread.join();
    }
    CancelWatcher(const CancelWatcher &) = delete;
    CancelWatcher &operator=(const CancelWatcher &) = delete;

    void attach(SearchContext *ctx)
    {
        std::lock_guard lock(m_mutex);
        m_ctx = ctx;
        if (m_ctx && cancelled())
            m_ctx->cancel();
    }
    bool cancelled() const { return m_cancel && m_cancel->load(std::memory_order_relaxed); }

private:
    void watch()
    {
        std::unique_lock lock(m_mutex);
        while (!m_done) {
            if (m_ctx && cancelled())
                m_ctx->cancel();
            m_wake.wait_for(lock, std::chrono::milliseconds(5));
        }
    }

    const std::atomic<bool> *m_cancel;
    std::mutex m_mutex;
    std::condition_variable m_wake;
    SearchContext *m_ctx = nullptr;
    bool m_done = false;
    std::thread m_thread;
};

SolveOutcome solveBoard(const ExperimentConfig &config, const std::string &board, const RunChoice &choice,
                        SearchContext &ctx)
{
    if (config.kind == PuzzleKind::Rotation) {
        const auto parsed = parseRotationBoard(board);
        if (!parsed.ok()) {
            SolveOutcome o;
            o.message = parsed.error.describe();
            return o;
        }
        return solveRotation(*parsed.board, choice.algorithm, choice.heuristic, ctx);
    }
    const auto parsed = parseSlidingBoard(board);
    if (!parsed.ok() || !(parsed.board->size == config.goal.size)) {
        SolveOutcome o;
        o.message = parsed.ok() ? "the board's size differs from the goal's" : parsed.error.describe();
        return o;
    }
    return solveSliding(*parsed.board, config.goal, choice.algorithm, choice.heuristic, ctx);
}

ExperimentRow rowOf(int instance, const std::string &board, const RunChoice &choice, const SolveOutcome &o)
{
    ExperimentRow row;
    row.instance = instance;
    row.board = board;
    row.choice = choice;
    row.status = o.status;
    const bool solved = o.status == SearchStatus::Solved;
    row.length = solved ? int(o.moves.size()) : -1;
    row.optimal = solved && o.optimal;
    row.expanded = o.stats.expanded;
    row.generated = o.stats.generated;
    row.duplicates = o.stats.duplicates;
    row.peakFrontier = o.stats.peakFrontier;
    row.peakBytes = o.stats.peakBytes;
    row.seconds = o.stats.seconds();
    row.ebf = solved ? effectiveBranchingFactor(o.stats.generated, row.length) : 0;
    row.moves = o.moves;
    return row;
}

// ---- Summary --------------------------------------------------------------------------------

double median(std::vector<double> v)
{
    if (v.empty())
        return 0;
    std::sort(v.begin(), v.end());
    const std::size_t n = v.size();
    return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

ExperimentSummary summarize(const RunChoice &choice, const std::vector<ExperimentRow> &rows)
{
    ExperimentSummary s;
    s.choice = choice;
    std::vector<double> lengths, expanded, generated, seconds, ebfs;
    for (const auto &r : rows) {
        if (!(r.choice == choice))
            continue;
        ++s.runs;
        expanded.push_back(double(r.expanded));
        generated.push_back(double(r.generated));
        seconds.push_back(r.seconds);
        s.totalExpanded += r.expanded;
        s.totalSeconds += r.seconds;
        if (r.status != SearchStatus::Solved)
            continue;
        ++s.solved;
        lengths.push_back(double(r.length));
        if (r.length > 0)
            ebfs.push_back(r.ebf);
    }
    s.medianLength = median(lengths);
    s.medianExpanded = median(expanded);
    s.medianGenerated = median(generated);
    s.medianSeconds = median(seconds);
    s.medianEbf = median(ebfs);
    return s;
}

// ---- Text out -------------------------------------------------------------------------------

std::string numberText(double v)
{
    char buf[64];
    const auto r = std::to_chars(buf, buf + sizeof buf, v); // shortest form that reads back exactly
    return std::string(buf, r.ptr);
}

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
            numberText(r.seconds),          numberText(r.ebf),
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
    return std::isfinite(v) ? numberText(v) : "null";
}

std::string jsonRow(const ExperimentRow &r)
{
    return std::string("{\"instance\": ") + std::to_string(r.instance) + ", \"board\": " + jsonString(r.board)
        + ", \"algorithm\": " + jsonString(algorithmKey(r.choice.algorithm))
        + ", \"heuristic\": " + jsonString(heuristicKey(r.choice.heuristic))
        + ", \"status\": " + jsonString(statusName(r.status)) + ", \"length\": " + std::to_string(r.length)
        + ", \"optimal\": " + (r.optimal ? "true" : "false") + ", \"expanded\": " + std::to_string(r.expanded)
        + ", \"generated\": " + std::to_string(r.generated) + ", \"duplicates\": " + std::to_string(r.duplicates)
        + ", \"peak_frontier\": " + std::to_string(r.peakFrontier) + ", \"peak_bytes\": " + std::to_string(r.peakBytes)
        + ", \"seconds\": " + jsonNumber(r.seconds) + ", \"ebf\": " + jsonNumber(r.ebf)
        + ", \"moves\": " + jsonString(r.moves) + "}";
}

std::string jsonSummary(const ExperimentSummary &s)
{
    return std::string("{\"algorithm\": ") + jsonString(algorithmKey(s.choice.algorithm))
        + ", \"heuristic\": " + jsonString(heuristicKey(s.choice.heuristic)) + ", \"runs\": " + std::to_string(s.runs)
        + ", \"solved\": " + std::to_string(s.solved) + ", \"median_length\": " + jsonNumber(s.medianLength)
        + ", \"median_expanded\": " + jsonNumber(s.medianExpanded)
        + ", \"median_generated\": " + jsonNumber(s.medianGenerated)
        + ", \"median_seconds\": " + jsonNumber(s.medianSeconds) + ", \"median_ebf\": " + jsonNumber(s.medianEbf)
        + ", \"total_expanded\": " + std::to_string(s.totalExpanded)
        + ", \"total_seconds\": " + jsonNumber(s.totalSeconds) + "}";
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

std::vector<std::string> experimentBoards(const ExperimentConfig &config, std::string *error)
{
    if (error)
        error->clear();
    if (config.count < 0) {
        if (error)
            *error = "the number of boards must be 0 or more";
        return {};
    }
    std::mt19937_64 rng(config.seed);
    if (config.kind == PuzzleKind::Sliding)
        return slidingBoards(config, rng, error);
    if (config.mode == ScrambleMode::Distance && config.distance < 0) {
        if (error)
            *error = "the walk length must be 0 or more";
        return {};
    }
    std::vector<std::string> out;
    for (int i = 0; i < config.count; ++i)
        out.push_back(formatRotation(config.mode == ScrambleMode::Random ? scrambleRotationRandom(rng)
                                                                         : scrambleRotationWalk(config.distance, rng)));
    return out;
}

std::vector<ExperimentRow> runExperiment(const ExperimentConfig &config, const std::vector<std::string> &boards,
                                         const std::atomic<bool> *cancel,
                                         const std::function<void(int, int)> &progress)
{
    std::vector<ExperimentRow> rows;
    CancelWatcher watcher(cancel);
    const int total = int(boards.size() * config.choices.size());
    int done = 0;
    for (std::size_t b = 0; b < boards.size(); ++b) {
        for (const RunChoice &choice : config.choices) {
            if (watcher.cancelled())
                return rows;
            SearchContext ctx;
            ctx.setMaxExpanded(config.maxNodes);
            ctx.setMaxBytes(config.maxBytes);
            watcher.attach(&ctx);
            const SolveOutcome o = solveBoard(config, boards[b], choice, ctx);
            watcher.attach(nullptr);
            // A run cut short by the external cancel measures nothing: leave it out.
            if (watcher.cancelled() && o.status == SearchStatus::Cancelled)
                return rows;
            rows.push_back(rowOf(int(b), boards[b], choice, o));
            if (progress)
                progress(++done, total);
        }
    }
    return rows;
}

std::vector<ExperimentSummary> summarizeExperiment(const std::vector<ExperimentRow> &rows)
{
    std::vector<RunChoice> order;
    for (const auto &r : rows)
        if (std::find(order.begin(), order.end(), r.choice) == order.end())
            order.push_back(r.choice);
    std::vector<ExperimentSummary> out;
    for (const auto &c : order)
        out.push_back(summarize(c, rows));
    return out;
}

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
