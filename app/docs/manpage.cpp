#include "manpage.h"

namespace docs {

namespace {

// Text as roff reads it: backslashes and hyphens escaped (so options copy as typed), and a
// line never starting with a control character.
QString esc(const QString &text)
{
    QString out = text;
    out.replace('\\', "\\e").replace('-', "\\-");
    if (out.startsWith('.') || out.startsWith('\''))
        out.prepend("\\&");
    return out;
}

QString bold(const QString &text)
{
    return "\\fB" + esc(text) + "\\fR";
}

QString italic(const QString &text)
{
    return "\\fI" + esc(text) + "\\fR";
}

QString paragraphs(const QString &text)
{
    QStringList out;
    for (const QString &p : text.split("\n\n"))
        out << esc(p);
    return out.join("\n.PP\n") + '\n';
}

QString optionTerm(const options::Option &o)
{
    QStringList names;
    for (const QString &n : o.names)
        names << bold((n.size() == 1 ? "-" : "--") + n);
    QString term = names.join(", ");
    if (!o.valueName.isEmpty())
        term += ' ' + italic(o.valueName);
    return term;
}

QString optionList(const options::Command &c)
{
    QString out;
    for (const options::Option &o : c.options)
        out += ".TP\n" + optionTerm(o) + '\n' + esc(o.description) + '\n';
    for (const options::Operand &o : c.operands)
        out += ".TP\n" + italic(o.name) + '\n' + esc(o.description) + '\n';
    return out;
}

QString synopsisLine(const QString &program, const options::Command &c)
{
    QString line = ".B " + esc(program) + (c.name.isEmpty() ? QString() : ' ' + esc(c.name)) + '\n';
    QStringList words;
    if (!c.options.isEmpty())
        words << "[\\fIoptions\\fR]";
    for (const options::Operand &o : c.operands)
        words << (o.optional ? '[' + italic(o.name) + ']' : italic(o.name));
    if (!words.isEmpty())
        line += words.join(' ') + '\n';
    return line;
}

QString entries(const QList<options::Entry> &rows, bool boldTerms)
{
    QString out;
    for (const options::Entry &e : rows)
        out += ".TP\n" + (boldTerms ? bold(e.term) : italic(e.term)) + '\n' + esc(e.text) + '\n';
    return out;
}

} // namespace

QString manPage(const options::Program &p)
{
    QString out = ".\\\" Written by puzzlescope-docs from the program's option table; do not edit.\n";
    out += ".TH " + esc(p.name.toUpper()) + ' ' + QString::number(p.manSection) + ' ' + esc(p.date) + " \"PuzzleScope "
        + esc(p.version) + "\" \"" + (p.manSection == 6 ? "Games" : "User Commands") + "\"\n";
    out += ".SH NAME\n" + esc(p.name) + " \\- " + esc(p.tagline) + '\n';
    out += ".SH SYNOPSIS\n";
    if (p.commands.isEmpty()) {
        out += synopsisLine(p.name, p.main);
    } else {
        out += ".B " + esc(p.name) + "\n\\fIcommand\\fR [\\fIoptions\\fR]\n";
        for (const options::Command &c : p.commands)
            out += ".br\n" + synopsisLine(p.name, c);
        for (const options::Option &o : p.main.options)
            out += ".br\n.B " + esc(p.name) + '\n' + optionTerm(o) + '\n';
    }
    out += ".SH DESCRIPTION\n" + paragraphs(p.description);
    if (!p.main.options.isEmpty() || !p.main.operands.isEmpty())
        out += ".SH OPTIONS\n" + optionList(p.main);
    if (!p.commands.isEmpty()) {
        out += ".SH COMMANDS\n";
        for (const options::Command &c : p.commands) {
            out += ".SS \"" + esc(options::usageWords(c)) + "\"\n" + paragraphs(c.description);
            out += optionList(c);
        }
    }
    if (!p.puzzles.isEmpty())
        out += ".SH PUZZLES\n" + entries(p.puzzles, true);
    if (!p.exitStatuses.isEmpty())
        out += ".SH \"EXIT STATUS\"\n" + entries(p.exitStatuses, true);
    if (!p.files.isEmpty())
        out += ".SH FILES\n" + entries(p.files, false);
    if (!p.examples.isEmpty()) {
        out += ".SH EXAMPLES\n";
        for (const options::Entry &e : p.examples)
            out += ".PP\n" + esc(e.text) + "\n.PP\n.RS 4\n.nf\n" + esc(e.term) + "\n.fi\n.RE\n";
    }
    if (!p.seeAlso.isEmpty()) {
        QStringList refs;
        for (const QString &r : p.seeAlso) {
            const auto open = r.indexOf('(');
            refs << ".BR " + esc(r.left(open)) + ' ' + r.mid(open);
        }
        out += ".SH \"SEE ALSO\"\n" + refs.join(",\n") + '\n';
    }
    return out;
}

} // namespace docs
