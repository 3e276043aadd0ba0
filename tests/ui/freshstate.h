#pragma once
// A window as on a first start: no settings (QSettings) and no kept game (the state file,
// settings/appfolders.h). UI tests call it where each test must not see the one before.

#include "settings/appfolders.h"

#include <QSettings>

inline void forgetSettingsAndState()
{
    QSettings().clear();
    ui::StateSettings().clear();
}
