// puzzlescope: the desktop app. `puzzlescope FILE` opens a saved game.
#include "settings/theme.h"
#include "pdb/tablecache.h"
#include "window/mainwindow.h"
#include "settings/preferences.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QLibraryInfo>
#include <QLocale>
#include <QMessageBox>
#include <QSettings>
#include <QStandardPaths>
#include <QTranslator>

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("PuzzleScope"));
    QApplication::setOrganizationName(QStringLiteral("PuzzleScope"));
    QApplication::setApplicationVersion(QStringLiteral(PUZZLESCOPE_VERSION));
    QApplication::setDesktopFileName(QStringLiteral("io.github.puzzlescope.PuzzleScope"));

    ui::Preferences prefs;
    prefs.load(QSettings());
    ui::Theme::apply(prefs.theme);
    const QLocale locale = prefs.language.isEmpty() ? QLocale::system() : QLocale(prefs.language);
    QTranslator appTranslator, qtTranslator;
    if (appTranslator.load(locale, QStringLiteral("puzzlescope"), QStringLiteral("_"), QStringLiteral(":/i18n")))
        QApplication::installTranslator(&appTranslator);
    if (qtTranslator.load(locale, QStringLiteral("qtbase"), QStringLiteral("_"),
                          QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QApplication::installTranslator(&qtTranslator);

    QCommandLineParser parser;
    parser.setApplicationDescription(QApplication::translate("main", "Sliding puzzles and the rotation game, played and solved."));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(QStringLiteral("file"), QApplication::translate("main", "A saved game to open."));
    parser.process(app);

    // The 4x4 pattern databases are cached between runs in the user's cache folder.
    core::defaultTableCache().setDirectory(
        (QStandardPaths::writableLocation(QStandardPaths::CacheLocation) + QStringLiteral("/pattern-databases")).toStdString());
    ui::MainWindow window;
    window.show();
    if (!parser.positionalArguments().isEmpty()) {
        const QString error = window.openFile(parser.positionalArguments().constFirst());
        if (!error.isEmpty())
            QMessageBox::warning(&window, QApplication::translate("main", "Open Game"), error);
    }
    return QApplication::exec();
}
