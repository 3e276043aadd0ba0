#include "settings/picturepicker.h"

#include "sliding/tilepicture.h"

#include <QCheckBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace ui {

PicturePicker::PicturePicker(const QString &path, bool numbers, QWidget *parent)
    : QWidget(parent),
      m_path(path),
      m_status(new QLabel(this)),
      m_numbers(new QCheckBox(tr("Numbers on the picture"), this)),
      m_none(new QPushButton(tr("No picture"), this))
{
    auto *column = new QVBoxLayout(this);
    column->setContentsMargins(0, 0, 0, 0);
    auto *buttons = new QHBoxLayout;
    auto *pick = new QPushButton(tr("Picture..."), this);
    auto *builtIn = new QPushButton(tr("Built-in picture"), this);
    buttons->addWidget(pick);
    buttons->addWidget(builtIn);
    buttons->addWidget(m_none);
    buttons->addStretch();
    column->addLayout(buttons);
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    column->addWidget(m_status);
    column->addWidget(m_numbers);
    m_numbers->setChecked(numbers);
    connect(pick, &QPushButton::clicked, this, &PicturePicker::browse);
    connect(builtIn, &QPushButton::clicked, this, [this] { choose(TilePicture::builtInPath()); });
    connect(m_none, &QPushButton::clicked, this, [this] { choose(QString()); });
    showPath();
    if (!m_path.isEmpty() && TilePicture::fromPath(m_path).isNull())
        m_status->setText(tr("Cannot read picture: %1").arg(m_path));
}

bool PicturePicker::numbers() const
{
    return m_numbers->isChecked();
}

bool PicturePicker::choose(const QString &path)
{
    if (!path.isEmpty() && TilePicture::fromPath(path).isNull()) {
        m_status->setText(tr("Cannot read picture: %1").arg(path));
        return false;
    }
    m_path = path;
    showPath();
    return true;
}

QString PicturePicker::statusText() const
{
    return m_status->text();
}

void PicturePicker::browse()
{
    const QString start = m_path == TilePicture::builtInPath() ? QString() : QFileInfo(m_path).absolutePath();
    const QString file = QFileDialog::getOpenFileName(this, tr("Choose a Picture"), start,
                                                      tr("Images (*.png *.jpg *.jpeg *.bmp *.svg)"));
    if (!file.isEmpty())
        choose(file);
}

void PicturePicker::showPath()
{
    if (m_path.isEmpty())
        m_status->setText(tr("Plain tiles, no picture."));
    else if (m_path == TilePicture::builtInPath())
        m_status->setText(tr("The built-in picture."));
    else
        m_status->setText(tr("Picture: %1").arg(QFileInfo(m_path).fileName()));
    m_none->setEnabled(!m_path.isEmpty());
    m_numbers->setEnabled(!m_path.isEmpty());
}

} // namespace ui
