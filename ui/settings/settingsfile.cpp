#include "settings/settingsfile.h"

#include "settings/appfolders.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>

#include <functional>

#include <sys/stat.h>

namespace ui {

namespace {

QString kindOf(mode_t mode)
{
    if (S_ISDIR(mode))
        return QCoreApplication::translate("ui::SettingsFile", "a folder");
    if (S_ISFIFO(mode))
        return QCoreApplication::translate("ui::SettingsFile", "a FIFO");
    if (S_ISCHR(mode) || S_ISBLK(mode))
        return QCoreApplication::translate("ui::SettingsFile", "a device");
    return QCoreApplication::translate("ui::SettingsFile", "not a regular file");
}

QString sessionFolder()
{
    static QTemporaryDir session;
    return session.path();
}

// Checks one file the window reads at start and writes as it closes. `useSessionCopy` points the
// readers at a private file for this session when the file cannot be used.
QString guard(const QString &path, const std::function<void()> &useSessionCopy)
{
    const QByteArray native = QFile::encodeName(path);
    struct stat st {};
    if (::stat(native.constData(), &st) != 0)
        return {}; // missing (or a link to nothing): Qt creates it
    if (S_ISREG(st.st_mode)) {
        if (std::size_t(st.st_size) <= MaxSettingsBytes)
            return {};
        const QString aside = path + QStringLiteral(".too-large");
        QFile::remove(aside);
        if (QFile::rename(path, aside))
            return QCoreApplication::translate("ui::SettingsFile",
                                               "The settings file %1 is larger than %2 MiB, so it was not read. It "
                                               "was moved to %3 and PuzzleScope starts with fresh settings.")
                .arg(QDir::toNativeSeparators(path))
                .arg(MaxSettingsBytes >> 20)
                .arg(QDir::toNativeSeparators(aside));
    }
    // Not a file that can be read from or written to: keep a private one for this session, and
    // leave whatever is there untouched.
    useSessionCopy();
    const QString what = S_ISREG(st.st_mode)
        ? QCoreApplication::translate("ui::SettingsFile", "larger than %1 MiB and cannot be moved aside")
              .arg(MaxSettingsBytes >> 20)
        : kindOf(st.st_mode);
    return QCoreApplication::translate("ui::SettingsFile",
                                       "The settings file %1 is %2. PuzzleScope leaves it untouched and keeps "
                                       "its settings for this session only.")
        .arg(QDir::toNativeSeparators(path), what);
}

} // namespace

QString guardSettingsFile()
{
    // Where QSettings keeps the user's settings on this platform (XDG_CONFIG_HOME or ~/.config).
    const QString path = QStandardPaths::writableLocation(QStandardPaths::GenericConfigLocation) + QLatin1Char('/')
        + QCoreApplication::organizationName() + QLatin1Char('/') + QCoreApplication::applicationName()
        + QStringLiteral(".conf");
    QStringList warnings;
    warnings << guard(path, [] {
        QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, sessionFolder());
        QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, sessionFolder());
    });
    warnings << guard(stateFilePath(), [] { setStateFileForSession(sessionFolder() + QStringLiteral("/state.conf")); });
    warnings.removeAll(QString());
    return warnings.join(QStringLiteral("\n\n"));
}

} // namespace ui
