#include "play/boardeditdialog.h"

#include "puzzles/sliding/slidingtext.h"

#include <QDialogButtonBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace ui {

BoardEditDialog::BoardEditDialog(const QString &title, core::BoardSize size, const QString &text, bool allowResize,
                                 QWidget *parent)
    : QDialog(parent), m_allowResize(allowResize), m_size(size)
{
    build(title,
          tr("Tiles separated by spaces or commas, 0 or x for the blank (%1 cells for %2x%3); compact digits such as "
             "12X453786; or an id such as 3x3:1,2,3,4,5,6,7,8,0.")
              .arg(size.cells())
              .arg(size.width)
              .arg(size.height),
          text);
}

BoardEditDialog::BoardEditDialog(const QString &title, const QString &text, QWidget *parent)
    : QDialog(parent), m_rotationMode(true)
{
    build(title, tr("24 digits from 1 to 3, row by row as POJ 2286 lists them."), text);
}

void BoardEditDialog::build(const QString &title, const QString &hint, const QString &text)
{
    setWindowTitle(title);
    auto *layout = new QVBoxLayout(this);
    auto *hintLabel = new QLabel(hint, this);
    hintLabel->setWordWrap(true);
    layout->addWidget(hintLabel);
    m_edit = new QLineEdit(text, this);
    m_edit->setAccessibleName(tr("Board"));
    m_edit->setMinimumWidth(420);
    layout->addWidget(m_edit);
    m_message = new QLabel(this);
    m_message->setWordWrap(true);
    layout->addWidget(m_message);
    m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    layout->addWidget(m_buttons);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_edit, &QLineEdit::textChanged, this, &BoardEditDialog::validate);
    validate();
}

QString BoardEditDialog::message() const
{
    return m_message->text();
}

void BoardEditDialog::validate()
{
    const std::string text = m_edit->text().toStdString();
    QString error;
    m_sliding.reset();
    m_rotation.reset();
    if (m_rotationMode) {
        const auto r = core::parseRotationBoard(text);
        if (r.ok())
            m_rotation = r.board;
        else
            error = QString::fromStdString(r.error.describe());
    } else {
        const bool isId = text.find(':') != std::string::npos;
        const auto r = core::parseSlidingBoard(text, isId && m_allowResize ? std::nullopt
                                                                            : std::optional<core::BoardSize>(m_size));
        if (r.ok())
            m_sliding = r.board;
        else
            error = QString::fromStdString(r.error.describe());
    }
    const bool ok = error.isEmpty();
    m_message->setText(ok ? tr("The board is well formed.") : error);
    QPalette pal = m_message->palette();
    pal.setColor(QPalette::WindowText, ok ? palette().color(QPalette::WindowText) : QColor(0xB0, 0x20, 0x20));
    m_message->setPalette(pal);
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(ok);
}

} // namespace ui
