// puzzlescope: the desktop app. `puzzlescope FILE` opens a saved game.
#include "guioptions.h"
#include "puzzles/puzzlebackend.h"
#include "theme/theme.h"
#include "storage/tablecache.h"
#include "window/mainwindow.h"
#include "settings/preferences.h"
#include "settings/appfolders.h"
#include "settings/settingsfile.h"

#include <QApplication>
#include <QCoreApplication>
#include <QFontDatabase>
#include <QCommandLineParser>
#include <QLibraryInfo>
#include <QLocale>
#include <QMessageBox>
#include <QSettings>
#include <QSocketNotifier>
#include <QTimer>
#include <QTranslator>

#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <optional>

#include <sys/socket.h>
#include <unistd.h>

namespace {

// SIGTERM, SIGINT and SIGHUP (a logout, kill, Ctrl+C in the terminal) close the window as the
// user would, so the game and the settings are saved, whatever is on screen: the handler only
// writes a byte that the event loop reads, and closing leaves every event loop, a dialog's or a
// warning's too. A second signal, should the first not have ended the app, ends it at once.
int signalPipe[2] = {-1, -1};
volatile std::sig_atomic_t signalled = 0;

void onSignal(int sig)
{
    if (signalled)
        ::_exit(128 + sig);
    signalled = 1;
    const char byte = 1;
    [[maybe_unused]] const auto n = ::write(signalPipe[1], &byte, 1);
}

void closeOnSignals(QWidget *window)
{
    // A file that grows past `ulimit -f` fails its write (and says so) instead of killing us.
    std::signal(SIGXFSZ, SIG_IGN);
    if (::socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, signalPipe) != 0)
        return;
    auto *notifier = new QSocketNotifier(signalPipe[0], QSocketNotifier::Read, window);
    QObject::connect(notifier, &QSocketNotifier::activated, window, [window, notifier] {
        char byte;
        [[maybe_unused]] const auto n = ::read(signalPipe[0], &byte, 1);
        notifier->setEnabled(false);
        window->close();
        QCoreApplication::exit(0); // every running event loop: a modal dialog's as well
    });
    struct sigaction action {};
    action.sa_handler = onSignal;
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_RESTART;
    for (int sig : {SIGTERM, SIGINT, SIGHUP})
        sigaction(sig, &action, nullptr);
}

// Warnings from the start (the settings file, the game file named on the command line), shown
// one after another once the event loop runs, so that a signal can still close the app.
void warnOnceRunning(QWidget *window, const QString &title, const QStringList &warnings)
{
    if (warnings.isEmpty())
        return;
    QTimer::singleShot(0, window, [window, title, warnings] {
        for (const QString &w : warnings) {
            if (signalled)
                return;
            QMessageBox::warning(window, title, w);
        }
    });
}

void setNames()
{
    QCoreApplication::setApplicationName(QStringLiteral("PuzzleScope"));
    QCoreApplication::setOrganizationName(QStringLiteral("PuzzleScope"));
    QCoreApplication::setApplicationVersion(QStringLiteral(PUZZLESCOPE_VERSION));
}

// PuzzleScope's own translation (built in) and Qt's, for the language chosen in Settings.
void installTranslators(QTranslator &appTranslator, QTranslator &qtTranslator, const QLocale &locale)
{
    // The source text is English; English's own file holds only its plural forms ("1 state"), so
    // it also serves a locale with no translation (C, or a language PuzzleScope does not speak).
    if (appTranslator.load(locale, QStringLiteral("puzzlescope"), QStringLiteral("_"), QStringLiteral(":/i18n"))
        || appTranslator.load(QStringLiteral(":/i18n/puzzlescope_en")))
        QCoreApplication::installTranslator(&appTranslator);
    if (qtTranslator.load(locale, QStringLiteral("qtbase"), QStringLiteral("_"),
                          QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(&qtTranslator);
}

// The interface's language: the one chosen in Settings, else the system's.
QLocale localeOf(const ui::Preferences &prefs)
{
    return prefs.language.isEmpty() ? QLocale::system() : QLocale(prefs.language);
}

ui::Preferences savedPreferences()
{
    ui::Preferences prefs;
    prefs.load(QSettings());
    return prefs;
}

// The window's --help line, in the window's language: the puzzles' names from their rows.
QString translatedDescription()
{
    QStringList puzzles;
    for (const core::PuzzleKind kind : core::allPuzzleKinds())
        puzzles << QCoreApplication::translate("PuzzleDescription", core::backendFor(kind).description().inSentence);
    // The C locale joins a list with commas alone; its English is the man page's.
    const QLocale locale = QLocale().language() == QLocale::C ? QLocale(QLocale::English, QLocale::UnitedKingdom) : QLocale();
    return gui::playedAndSolved(locale.createSeparatedList(puzzles), QCoreApplication::translate("main", gui::PlayedAndSolved));
}

// The command line as the user wrote it, parsed against the same table as the man page, in the
// window's language.
struct CommandLine {
    options::Command command = gui::guiProgram().main;
    QCommandLineParser parser;
    bool parsed = false;

    CommandLine()
    {
        command.description = translatedDescription();
        for (options::Option &o : command.options)
            o.description = QCoreApplication::translate("main", o.description.toUtf8().constData());
        for (options::Operand &o : command.operands)
            o.description = QCoreApplication::translate("main", o.description.toUtf8().constData());
        options::configure(parser, command);
        parsed = parser.parse(QCoreApplication::arguments());
    }
};

// What the start found before the window: the exit status when there is nothing more to do, the
// settings file's warning, and the saved game named on the command line.
struct Start {
    std::optional<int> status;
    QString settingsWarning;
    QString file;
};

// Everything that needs no window is answered before a window system is asked for (QApplication
// aborts when there is no display): --help, --version and a bad option. Also guards the settings
// file, once, before anything reads it, and reads the command line, once.
Start answerWithoutDisplay(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    setNames();
    Start start;
    // Before anything reads the settings: a FIFO, a device or a huge file in their place.
    start.settingsWarning = ui::guardSettingsFile();
    QTranslator appTranslator, qtTranslator;
    installTranslators(appTranslator, qtTranslator, localeOf(savedPreferences()));
    CommandLine line;
    if (!line.parsed) {
        std::fprintf(stderr, "puzzlescope: %s\n", qUtf8Printable(line.parser.errorText()));
        start.status = 1;
        return start;
    }
    if (line.parser.isSet(QStringLiteral("help"))) {
        const options::HelpWords words{QCoreApplication::translate("main", "Usage:"),
                                       QCoreApplication::translate("main", "Options:"),
                                       QCoreApplication::translate("main", "Arguments:")};
        std::fputs(qUtf8Printable(options::helpText(gui::guiProgram(), line.command, words)), stdout);
        start.status = 0;
    } else if (line.parser.isSet(QStringLiteral("version"))) {
        std::printf("PuzzleScope %s\n", PUZZLESCOPE_VERSION);
        start.status = 0;
    } else if (!line.parser.positionalArguments().isEmpty()) {
        start.file = line.parser.positionalArguments().constFirst();
    }
    return start;
}

// Chinese needs a font that has its characters (fonts-noto-cjk, which the package suggests):
// without one every label is boxes, so the hint is in English and in Chinese.
QString chineseFontWarning(const QLocale &locale)
{
    if (locale.language() != QLocale::Chinese
        || !QFontDatabase::families(QFontDatabase::SimplifiedChinese).isEmpty())
        return {};
    return QStringLiteral("The Chinese interface needs a font with Chinese characters, and none is installed. "
                          "Install one with: sudo apt-get install fonts-noto-cjk\n\n"
                          "中文界面需要中文字体，但系统中没有安装。请安装：sudo apt-get install fonts-noto-cjk");
}

} // namespace

int main(int argc, char *argv[])
{
    const Start start = answerWithoutDisplay(argc, argv);
    if (start.status)
        return *start.status;

    QApplication app(argc, argv);
    setNames();
    QApplication::setDesktopFileName(QStringLiteral("io.github.puzzlescope.PuzzleScope"));
    const ui::Preferences prefs = savedPreferences();
    ui::Theme::apply(prefs.theme);
    const QLocale locale = localeOf(prefs);
    QLocale::setDefault(locale); // numbers and lists written in the interface's language
    QTranslator appTranslator, qtTranslator;
    installTranslators(appTranslator, qtTranslator, locale);

    // The pattern databases are cached between runs in the user's cache folder.
    ui::moveFromOldFolders();
    core::defaultTableCache().setDirectory((ui::cacheFolder() + QStringLiteral("/pattern-databases")).toStdString());
    ui::MainWindow window;
    closeOnSignals(&window);
    window.show();
    QStringList warnings;
    if (!start.settingsWarning.isEmpty())
        warnings << start.settingsWarning;
    if (const QString font = chineseFontWarning(locale); !font.isEmpty())
        warnings << font;
    if (!start.file.isEmpty())
        if (const QString error = window.openFile(start.file); !error.isEmpty())
            warnings << error;
    warnOnceRunning(&window, QStringLiteral("PuzzleScope"), warnings);
    // Then, a search the last session was running when it closed may be continued.
    QTimer::singleShot(0, &window, [&window] {
        if (!signalled)
            window.offerToContinueSearch();
    });
    const int status = QApplication::exec();
    // The window saved the game and the settings as it closed. What is left is freeing memory
    // (a search of millions of states takes seconds) and waiting for a cancelled search to
    // notice: neither is worth keeping a quitting app alive, so leave at once.
    std::fflush(nullptr);
    std::_Exit(status);
}
