#include "common/phrase.h"

namespace core {

namespace phrase {

PhraseArg number(std::int64_t n)
{
    return {PhraseArg::Kind::Number, n, {}, {}, {}};
}

PhraseArg count(std::int64_t n)
{
    return {PhraseArg::Kind::Count, n, {}, {}, {}};
}

PhraseArg text(std::string s)
{
    return {PhraseArg::Kind::Text, 0, std::move(s), {}, {}};
}

PhraseArg algorithm(std::string key)
{
    return {PhraseArg::Kind::Algorithm, 0, std::move(key), {}, {}};
}

PhraseArg heuristic(std::string key)
{
    return {PhraseArg::Kind::Heuristic, 0, std::move(key), {}, {}};
}

PhraseArg nested(Phrase p)
{
    return {PhraseArg::Kind::Nested, 0, {}, {std::move(p)}, {}};
}

PhraseArg list(std::vector<PhraseArg> items)
{
    return {PhraseArg::Kind::List, 0, {}, {}, std::move(items)};
}

PhraseArg surface(std::string commandLine, Phrase window)
{
    return {PhraseArg::Kind::Surface, 0, std::move(commandLine), {std::move(window)}, {}};
}

PhraseArg character(std::int64_t byte)
{
    if (byte >= 0x20 && byte < 0x7F)
        return text(std::string("'") + char(byte) + "'");
    static const char hex[] = "0123456789abcdef";
    const auto u = std::size_t(byte & 0xFF);
    return nested({PS_TR("Reason", "byte 0x%1"), {text(std::string{hex[u >> 4], hex[u & 15]})}});
}

} // namespace phrase

std::string fillPattern(const std::string &pattern, const std::vector<std::string> &values)
{
    std::string out;
    out.reserve(pattern.size());
    for (std::size_t i = 0; i < pattern.size(); ++i) {
        const char next = i + 1 < pattern.size() ? pattern[i + 1] : '\0';
        if (pattern[i] == '%' && next >= '1' && next <= '9' && std::size_t(next - '1') < values.size()) {
            out += values[std::size_t(next - '1')];
            ++i;
        } else {
            out += pattern[i];
        }
    }
    return out;
}

namespace {

std::string englishArg(const PhraseArg &a)
{
    switch (a.kind) {
    case PhraseArg::Kind::Number:
    case PhraseArg::Kind::Count: return std::to_string(a.number);
    case PhraseArg::Kind::Text:
    case PhraseArg::Kind::Algorithm:
    case PhraseArg::Kind::Heuristic:
    case PhraseArg::Kind::Surface: return a.text;
    case PhraseArg::Kind::Nested: return a.nested.empty() ? std::string() : english(a.nested.front());
    case PhraseArg::Kind::List: {
        std::string out;
        for (std::size_t i = 0; i < a.items.size(); ++i)
            out += (i == 0 ? "" : PS_TR("Reason", ", ")) + englishArg(a.items[i]);
        return out;
    }
    }
    return {};
}

} // namespace

std::string english(const Phrase &p)
{
    std::vector<std::string> values;
    values.reserve(p.args.size());
    for (const PhraseArg &a : p.args)
        values.push_back(englishArg(a));
    return fillPattern(p.text, values);
}

} // namespace core
