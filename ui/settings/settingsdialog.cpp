#include "settings/settingsdialog.h"

#include "settings/picturepicker.h"
#include "words/numbertext.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QSpinBox>

namespace ui {

SettingsDialog::SettingsDialog(const Preferences &prefs, QWidget *parent)
    : QDialog(parent), m_prefs(prefs)
{
    setWindowTitle(tr("Settings"));
    auto *form = new QFormLayout(this);
    m_animate = new QCheckBox(tr("Animate moves"), this);
    m_highlight = new QCheckBox(tr("Highlight the board when it is solved"), this);
    m_keysBlank = new QCheckBox(tr("Arrow keys move the blank (instead of the tile)"), this);
    m_colourBlind = new QCheckBox(tr("Colour-blind safe colours"), this);
    m_animate->setChecked(prefs.animate);
    m_highlight->setChecked(prefs.solvedHighlight);
    m_keysBlank->setChecked(prefs.keysMoveBlank);
    m_colourBlind->setChecked(prefs.scheme == ColourScheme::ColourBlindSafe);
    form->addRow(m_animate);
    form->addRow(m_highlight);
    form->addRow(m_keysBlank);
    form->addRow(m_colourBlind);
    m_theme = new QComboBox(this);
    m_theme->addItem(tr("System"), int(Theme::System));
    m_theme->addItem(tr("Light"), int(Theme::Light));
    m_theme->addItem(tr("Dark"), int(Theme::Dark));
    m_theme->addItem(tr("High contrast"), int(Theme::HighContrast));
    m_theme->setCurrentIndex(std::max(0, m_theme->findData(int(prefs.theme))));
    form->addRow(tr("Theme:"), m_theme);
    m_picture = new PicturePicker(prefs.picturePath, prefs.pictureNumbers, this);
    form->addRow(tr("Sliding tiles:"), m_picture);
    m_nodes = new QSpinBox(this);
    m_nodes->setRange(Preferences::MinNodesMillions, Preferences::MaxNodesMillions);
    m_nodes->setSuffix(tr(" million"));
    m_nodes->setValue(int(std::max<std::uint64_t>(1, prefs.maxNodes / 1'000'000)));
    m_memory = new QSpinBox(this);
    m_memory->setRange(Preferences::MinMemoryMiB, Preferences::MaxMemoryMiB);
    m_memory->setSingleStep(64);
    m_memory->setSuffix(tr(" MiB"));
    m_memory->setValue(prefs.maxMemoryMiB);
    for (QSpinBox *budget : {m_nodes, m_memory}) {
        budget->setLocale(numberLocale());
        budget->setGroupSeparatorShown(true);
    }
    form->addRow(tr("Node budget (expanded nodes):"), m_nodes);
    form->addRow(tr("Memory budget:"), m_memory);
    m_language = new QComboBox(this);
    m_language->addItem(tr("System default"), QString());
    m_language->addItem(QStringLiteral("English"), QStringLiteral("en"));
    m_language->addItem(QStringLiteral("简体中文"), QStringLiteral("zh_CN"));
    m_language->setCurrentIndex(std::max(0, m_language->findData(prefs.language)));
    form->addRow(tr("Language (after a restart):"), m_language);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    form->addRow(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
}

Preferences SettingsDialog::preferences() const
{
    Preferences p = m_prefs;
    p.animate = m_animate->isChecked();
    p.solvedHighlight = m_highlight->isChecked();
    p.keysMoveBlank = m_keysBlank->isChecked();
    p.scheme = m_colourBlind->isChecked() ? ColourScheme::ColourBlindSafe : ColourScheme::Palette;
    p.theme = Theme::Kind(m_theme->currentData().toInt());
    p.picturePath = m_picture->path();
    p.pictureNumbers = m_picture->numbers();
    p.maxNodes = std::uint64_t(m_nodes->value()) * 1'000'000;
    p.maxMemoryMiB = m_memory->value();
    p.language = m_language->currentData().toString();
    return p;
}

} // namespace ui
