#include "board/textboarddialog.h"

#include "theme/contrast.h"
#include "words/reasontext.h"

#include <QDialogButtonBox>
#include <QFontDatabase>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace ui {

TextBoardDialog::TextBoardDialog(const QString &title, const QString &prompt, const QString &text, Parse parse,
                                 QWidget *parent)
    : QDialog(parent), m_parse(std::move(parse)), m_layout(new QVBoxLayout(this)), m_edit(new QPlainTextEdit(this)),
      m_message(new QLabel(this)), m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this))
{
    setWindowTitle(title);
    auto *label = new QLabel(prompt, this);
    label->setWordWrap(true);
    label->setBuddy(m_edit);
    m_layout->addWidget(label);
    m_edit->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_edit->setAccessibleName(tr("Board as text"));
    m_edit->setTabChangesFocus(true);
    m_edit->setPlainText(text);
    // Room for a box of eight rows without scrolling.
    m_edit->setMinimumHeight(m_edit->fontMetrics().lineSpacing() * 9);
    m_layout->addWidget(m_edit, 1);
    // The sentence wraps within the dialog: a long one makes it taller, never wider.
    m_message->setWordWrap(true);
    m_message->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    m_message->setObjectName(QStringLiteral("boardMessage"));
    m_layout->addWidget(m_message);
    m_layout->addWidget(m_buttons);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_edit, &QPlainTextEdit::textChanged, this, &TextBoardDialog::validate);
    validate();
}

QString TextBoardDialog::message() const
{
    return m_position ? QString() : m_message->text();
}

void TextBoardDialog::addAbove(QWidget *w)
{
    m_layout->insertWidget(0, w);
}

void TextBoardDialog::setText(const QString &text)
{
    if (text == m_edit->toPlainText())
        return;
    m_edit->setPlainText(text);
}

void TextBoardDialog::validate()
{
    const std::string text = m_edit->toPlainText().trimmed().replace(QLatin1Char('\n'), QLatin1Char('/')).toStdString();
    const core::PositionParse parsed = m_parse(text);
    const bool changed = parsed.position.has_value() != m_position.has_value()
        || (parsed.position && !(*parsed.position == *m_position));
    m_position = parsed.position;
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(m_position.has_value());
    QPalette pal = palette();
    if (!m_position)
        pal.setColor(QPalette::WindowText, textOn(QColor(0xB0, 0x30, 0x20), pal.color(QPalette::Window)));
    m_message->setPalette(pal);
    m_message->setText(m_position ? QString() : ReasonText::textError(parsed.error));
    if (changed && m_position)
        emit positionChanged();
}

} // namespace ui
