#pragma once
// SettingsDialog: playing, viewing (colours, theme, picture tiles), the search budgets and the
// language.

#include "settings/preferences.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QSpinBox;

namespace ui {

class PicturePicker;

class SettingsDialog : public QDialog {
    Q_OBJECT
public:
    explicit SettingsDialog(const Preferences &prefs, QWidget *parent = nullptr);
    Preferences preferences() const;
    PicturePicker *picturePicker() const { return m_picture; }

private:
    Preferences m_prefs;
    QCheckBox *m_animate, *m_highlight, *m_keysBlank, *m_colourBlind;
    QSpinBox *m_nodes, *m_memory;
    QComboBox *m_language, *m_theme;
    PicturePicker *m_picture;
};

} // namespace ui
