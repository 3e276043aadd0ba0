#include "settings/appfolders.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QStandardPaths>

namespace ui {

namespace {

// "PuzzleScope": the application's name, as QSettings names the settings file after it (a test
// program's own name keeps each test's files apart).
QString folder()
{
    return QCoreApplication::applicationName();
}

// The keys that are state, not settings.
const char *const StateKeys[] = {"game/current", "game/dealt", "game/solution", "game/solutionBase", "files/recent"};

QString xdgHome(const char *variable, const QString &fallback)
{
    const QString value = qEnvironmentVariable(variable);
    return QDir::isAbsolutePath(value) ? value : QDir::homePath() + fallback;
}

} // namespace

QString stateFolder()
{
    // Qt 6.4 has no StateLocation: the variable read here, as Qt reads the others.
    if (QStandardPaths::isTestModeEnabled())
        return QDir::homePath() + QStringLiteral("/.qttest/state/") + folder();
    return xdgHome("XDG_STATE_HOME", QStringLiteral("/.local/state")) + QLatin1Char('/') + folder();
}

QString cacheFolder()
{
    return QStandardPaths::writableLocation(QStandardPaths::GenericCacheLocation) + QLatin1Char('/') + folder();
}

namespace {

QString &stateFileOverride()
{
    static QString path;
    return path;
}

} // namespace

void setStateFileForSession(const QString &path)
{
    stateFileOverride() = path;
}

QString stateFilePath()
{
    if (!stateFileOverride().isEmpty())
        return stateFileOverride();
    return stateFolder() + QStringLiteral("/state.conf");
}

StateSettings::StateSettings() : QSettings(stateFilePath(), QSettings::IniFormat) {}

void moveFromOldFolders()
{
    const QString cacheBase = QStandardPaths::writableLocation(QStandardPaths::GenericCacheLocation);
    const QString dataBase = QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation);
    const struct {
        QString from, to;
    } moves[] = {
        {cacheBase + QStringLiteral("/PuzzleScope/PuzzleScope/pattern-databases"), cacheFolder() + QStringLiteral("/pattern-databases")},
        {dataBase + QStringLiteral("/PuzzleScope/PuzzleScope/interrupted-search.checkpoint"),
         stateFolder() + QStringLiteral("/interrupted-search.checkpoint")},
    };
    for (const auto &m : moves) {
        const QFileInfo from(m.from);
        if (!from.exists() || from.isSymLink() || QFileInfo::exists(m.to))
            continue;
        QDir().mkpath(QFileInfo(m.to).path());
        if (QDir().rename(m.from, m.to))
            QDir().rmdir(from.path()); // the doubled folder, once empty
    }
}

void moveStateOutOfSettings()
{
    QSettings settings;
    StateSettings state;
    bool any = false;
    for (const char *key : StateKeys)
        any = any || state.contains(QLatin1String(key));
    if (any)
        return;
    for (const char *key : StateKeys) {
        const QString k = QLatin1String(key);
        if (settings.contains(k)) {
            state.setValue(k, settings.value(k));
            settings.remove(k);
        }
    }
}

} // namespace ui
