#pragma once
// The command line as one table: each program's commands, their options and operands, its exit
// statuses, examples and files. The --help text, the man pages and the bash completion are all
// written from it, and the parser is configured from it, so none of them can drift from what
// the programs accept. QtCore only.

#include <QCommandLineParser>
#include <QList>
#include <QString>
#include <QStringList>

#include <utility>

namespace options {

// What an option's value or an operand is, so the completion can offer it.
enum class ValueKind {
    Word,       // free text or a number: nothing to offer
    File,       // a file name
    Folder,     // a folder name
    Choice,     // one of `choices`
    ChoiceList, // one or more of `choices`, separated by commas
};

struct Option {
    Option(QStringList names_, QString valueName_, QString description_, ValueKind kind_ = ValueKind::Word,
           QStringList choices_ = {}, QString defaultValue_ = {})
        : names(std::move(names_)), valueName(std::move(valueName_)), description(std::move(description_)), kind(kind_),
          choices(std::move(choices_)), defaultValue(std::move(defaultValue_))
    {
    }
    QStringList names;  // short names first: {"V", "version"}
    QString valueName;  // empty for a switch
    QString description;
    ValueKind kind = ValueKind::Word;
    QStringList choices;
    QString defaultValue;
};

struct Operand {
    Operand(QString name_, QString description_, ValueKind kind_ = ValueKind::Word, QStringList choices_ = {},
            bool optional_ = false)
        : name(std::move(name_)), description(std::move(description_)), kind(kind_), choices(std::move(choices_)),
          optional(optional_)
    {
    }
    QString name;
    QString description;
    ValueKind kind = ValueKind::Word;
    QStringList choices; // a File's: the name endings offered ("puzzlescope")
    bool optional = false;
};

// One command of a program with commands (`puzzlescope-cli solve`), or the program itself.
struct Command {
    QString name;    // empty for the program itself
    QString summary; // one line, for the program's list of commands
    QString description;
    QList<Option> options;
    QList<Operand> operands;

    Command &add(Option o)
    {
        options.append(std::move(o));
        return *this;
    }
};

struct Entry {
    QString term; // an exit status, a command line, a path
    QString text;
};

struct Program {
    QString name;       // "puzzlescope-cli"
    int manSection = 1; // 1 for a tool, 6 for a game
    QString tagline;    // the NAME line after the dash
    QString version;
    QString date;       // the release's date, YYYY-MM-DD, for the man page
    QString description;      // paragraphs separated by blank lines
    Command main;             // the program's own options and operands
    QList<Command> commands;  // empty for a program without commands
    QList<Entry> puzzles;     // {key, what it is}: the puzzles the program takes
    QList<Entry> exitStatuses;
    QList<Entry> examples;    // {command line, what it does}
    QList<Entry> files;
    QStringList seeAlso;      // "puzzlescope(6)"
};

// The options' display form: "-h, --help" or "--size <WxH>".
QString optionSyntax(const Option &o);
// The usage line's words after the program name: "solve [options] board".
QString usageWords(const Command &c);
// The headings of a --help text, which the window translates.
struct HelpWords {
    QString usage = "Usage:";
    QString options = "Options:";
    QString arguments = "Arguments:";
};
// `--help`: the usage line, the description and the options and operands, wrapped at 80 columns.
QString helpText(const Program &p, const Command &c, const HelpWords &words = {});
// The program's own `--help` when it has commands: the command list, the exit statuses.
QString programHelp(const Program &p);
// Adds the command's options and operands to the parser.
void configure(QCommandLineParser &parser, const Command &c);
// `text` wrapped to `width` columns, each line after the first indented by `indent` spaces.
QString wrap(const QString &text, int width, int indent);

} // namespace options
