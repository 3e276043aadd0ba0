#include "words/reasontext.h"

#include "solvers/solverregistry.h"
#include "words/displaynames.h"
#include "words/numbertext.h"

#include <QCoreApplication>

namespace ui {

namespace {

QString translated(const char *text)
{
    return QCoreApplication::translate(core::ReasonContext, text);
}

QString argText(const core::PhraseArg &a)
{
    using Kind = core::PhraseArg::Kind;
    switch (a.kind) {
    case Kind::Number: return QString::number(a.number);
    case Kind::Count: return countText(std::uint64_t(std::max<std::int64_t>(0, a.number)));
    case Kind::Text: return QString::fromStdString(a.text);
    case Kind::Algorithm: {
        const auto id = core::algorithmFromKey(a.text);
        return id ? DisplayNames::algorithm(*id) : QString::fromStdString(a.text);
    }
    case Kind::Heuristic: {
        const auto id = core::heuristicFromKey(a.text);
        return id ? DisplayNames::heuristic(*id) : QString::fromStdString(a.text);
    }
    case Kind::Nested:
    case Kind::Surface: return a.nested.empty() ? QString() : ReasonText::phrase(a.nested.front());
    case Kind::List: {
        QStringList items;
        for (const core::PhraseArg &item : a.items)
            items << argText(item);
        return items.join(translated(", "));
    }
    }
    return {};
}

} // namespace

QString ReasonText::phrase(const core::Phrase &p)
{
    if (!p.text || !*p.text)
        return {};
    std::vector<std::string> values;
    values.reserve(p.args.size());
    for (const core::PhraseArg &a : p.args)
        values.push_back(argText(a).toStdString());
    return QString::fromStdString(core::fillPattern(translated(p.text).toStdString(), values));
}

} // namespace ui
