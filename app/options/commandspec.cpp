#include "commandspec.h"

#include <algorithm>

namespace options {

namespace {

constexpr int Width = 80;
constexpr int MaxSyntaxColumn = 26;

// Rows of "  syntax   description", the descriptions in one column.
QString table(const QList<Entry> &rows)
{
    int widest = 0;
    for (const Entry &r : rows)
        widest = std::max(widest, int(r.term.size()));
    const int column = 2 + std::min(widest, MaxSyntaxColumn) + 2;
    QString out;
    for (const Entry &r : rows) {
        QString line = "  " + r.term;
        if (line.size() + 1 > column) {
            out += line + '\n';
            line.clear();
        }
        line = line.leftJustified(column, ' ');
        out += line + wrap(r.text, Width - 1 - column, column) + '\n';
    }
    return out;
}

} // namespace

QString optionSyntax(const Option &o)
{
    QStringList names;
    for (const QString &n : o.names)
        names << (n.size() == 1 ? "-" : "--") + n;
    QString s = names.join(", ");
    if (!o.valueName.isEmpty())
        s += " <" + o.valueName + '>';
    return s;
}

QString usageWords(const Command &c)
{
    QStringList words;
    if (!c.name.isEmpty())
        words << c.name;
    if (!c.options.isEmpty())
        words << "[options]";
    for (const Operand &o : c.operands)
        words << (o.optional ? '[' + o.name + ']' : o.name);
    return words.join(' ');
}

QString wrap(const QString &text, int width, int indent)
{
    QString out, line;
    const QString pad(indent, ' ');
    for (const QString &word : text.split(' ', Qt::SkipEmptyParts)) {
        if (!line.isEmpty() && line.size() + 1 + word.size() > width) {
            out += line + '\n' + pad;
            line.clear();
        }
        line += (line.isEmpty() ? "" : " ") + word;
    }
    return out + line;
}

QString helpText(const Program &p, const Command &c, const HelpWords &words)
{
    QString out = words.usage + ' ' + p.name + ' ' + usageWords(c) + '\n';
    for (const QString &paragraph : c.description.split("\n\n"))
        out += wrap(paragraph, Width - 1, 0) + '\n';
    if (!c.options.isEmpty()) {
        QList<Entry> rows;
        for (const Option &o : c.options)
            rows.append({optionSyntax(o), o.description});
        out += '\n' + words.options + '\n' + table(rows);
    }
    if (!c.operands.isEmpty()) {
        QList<Entry> rows;
        for (const Operand &o : c.operands)
            rows.append({o.name, o.description});
        out += '\n' + words.arguments + '\n' + table(rows);
    }
    return out;
}

QString programHelp(const Program &p)
{
    QString out = "usage: " + p.name + " COMMAND [options]\n\n" + wrap(p.description.section("\n\n", 0, 0), Width - 1, 0)
        + "\n\ncommands:\n";
    QList<Entry> rows;
    for (const Command &c : p.commands)
        rows.append({c.name + (c.operands.isEmpty() ? QString() : ' ' + c.operands.constFirst().name.toUpper()), c.summary});
    out += table(rows);
    if (!p.puzzles.isEmpty())
        out += "\npuzzles (--puzzle):\n" + table(p.puzzles);
    QList<Entry> own;
    for (const Option &o : p.main.options)
        own.append({optionSyntax(o), o.description});
    out += "\noptions:\n" + table(own);
    out += "\n'" + p.name + " COMMAND --help' describes each command's options.\nexit status:\n";
    QList<Entry> exits;
    for (const Entry &e : p.exitStatuses)
        exits.append({e.term, e.text});
    return out + table(exits);
}

void configure(QCommandLineParser &parser, const Command &c)
{
    for (const Option &o : c.options) {
        QCommandLineOption option(o.names, o.description, o.valueName);
        if (!o.defaultValue.isEmpty())
            option.setDefaultValue(o.defaultValue);
        parser.addOption(option);
    }
    for (const Operand &o : c.operands)
        parser.addPositionalArgument(o.name, o.description);
}

} // namespace options
