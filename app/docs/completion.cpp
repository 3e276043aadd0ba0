#include "completion.h"

namespace docs {

namespace {

// A shell function name from the program's: "puzzlescope-cli" -> "_puzzlescope_cli".
QString functionName(const QString &program)
{
    return '_' + QString(program).replace('-', '_');
}

// The shell words that offer what `kind` and `choices` allow for the word in $cur.
QString offer(const QString &fn, options::ValueKind kind, const QStringList &choices)
{
    switch (kind) {
    case options::ValueKind::Word:
        return "return";
    case options::ValueKind::File:
        return fn + "_files" + (choices.isEmpty() ? QString() : " '" + choices.join(' ') + '\'') + "; return";
    case options::ValueKind::Folder:
        return fn + "_folders; return";
    case options::ValueKind::Choice:
        return fn + "_choose '" + choices.join(' ') + "'; return";
    case options::ValueKind::ChoiceList:
        return fn + "_choose '" + choices.join(' ') + "' list; return";
    }
    return "return";
}

QString allNames(const options::Command &c)
{
    QStringList names;
    for (const options::Option &o : c.options)
        for (const QString &n : o.names)
            names << (n.size() == 1 ? "-" : "--") + n;
    return names.join(' ');
}

// The completion of one command's words after the command name (or the program's name).
QString commandBody(const QString &fn, const options::Command &c, const QString &indent)
{
    QString out = indent + "case $option in\n";
    for (const options::Option &o : c.options) {
        if (o.valueName.isEmpty())
            continue;
        QStringList names;
        for (const QString &n : o.names)
            names << (n.size() == 1 ? "-" : "--") + n;
        out += indent + "    " + names.join('|') + ") " + offer(fn, o.kind, o.choices) + " ;;\n";
    }
    out += indent + "esac\n";
    out += indent + "if [[ $cur == -* ]]; then\n" + indent + "    " + fn + "_choose '" + allNames(c) + "'\n" + indent
        + "    return\n" + indent + "fi\n";
    if (!c.operands.isEmpty()) {
        const options::Operand &o = c.operands.constFirst();
        out += indent + offer(fn, o.kind, o.choices) + '\n';
    }
    return out;
}

} // namespace

QString bashCompletion(const options::Program &p)
{
    const QString fn = functionName(p.name);
    QString out = "# bash completion for " + p.name + ", written by puzzlescope-docs from its option table.\n\n";
    // $1: the words; $2 "list": a comma-separated list, completing the word after the last comma.
    out += fn + "_choose()\n{\n"
                "    local word=$cur prefix=\n"
                "    if [[ ${2-} == list && $word == *,* ]]; then\n"
                "        prefix=${word%,*},\n"
                "        word=${word##*,}\n"
                "    fi\n"
                "    COMPREPLY=($(compgen -P \"$prefix\" -W \"$1\" -- \"$word\"))\n"
                "}\n\n";
    // $1: the name endings to offer (all files when empty); folders are offered to walk into.
    out += fn + "_files()\n{\n"
                "    compopt -o filenames 2>/dev/null\n"
                "    if [[ -z ${1-} ]]; then\n"
                "        mapfile -t COMPREPLY < <(compgen -f -- \"$cur\")\n"
                "        return\n"
                "    fi\n"
                "    local ending\n"
                "    mapfile -t COMPREPLY < <(compgen -d -- \"$cur\")\n"
                "    for ending in $1; do\n"
                "        mapfile -t -O \"${#COMPREPLY[@]}\" COMPREPLY < <(compgen -f -X \"!*.$ending\" -- \"$cur\")\n"
                "    done\n"
                "}\n\n";
    out += fn + "_folders()\n{\n"
                "    compopt -o filenames 2>/dev/null\n"
                "    mapfile -t COMPREPLY < <(compgen -d -- \"$cur\")\n"
                "}\n\n";
    out += fn + "()\n{\n"
                "    local cur=${COMP_WORDS[COMP_CWORD]} option=\n"
                "    COMPREPLY=()\n"
                "    (( COMP_CWORD > 0 )) && option=${COMP_WORDS[COMP_CWORD-1]}\n"
                "    # bash splits --option=value at the '='.\n"
                "    if [[ $cur == = ]]; then\n"
                "        cur=\n"
                "    elif [[ $option == = ]] && (( COMP_CWORD > 1 )); then\n"
                "        option=${COMP_WORDS[COMP_CWORD-2]}\n"
                "    fi\n";
    if (p.commands.isEmpty()) {
        out += commandBody(fn, p.main, "    ");
    } else {
        QStringList first;
        for (const options::Command &c : p.commands)
            first << c.name;
        out += "    if (( COMP_CWORD == 1 )); then\n"
               "        " + fn + "_choose '" + first.join(' ') + ' ' + allNames(p.main) + "'\n"
               "        return\n"
               "    fi\n"
               "    case ${COMP_WORDS[1]} in\n";
        for (const options::Command &c : p.commands)
            out += "    " + c.name + ")\n" + commandBody(fn, c, "        ") + "        ;;\n";
        out += "    esac\n";
    }
    out += "}\n\ncomplete -F " + fn + ' ' + p.name + '\n';
    return out;
}

} // namespace docs
