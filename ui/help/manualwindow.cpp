#include "help/manualwindow.h"

#include <QFile>
#include <QPushButton>
#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace ui {

QUrl ManualWindow::pageFor(const QString &language)
{
    const QString own = QStringLiteral(":/manual/manual_%1.html").arg(language);
    if (!language.isEmpty() && QFile::exists(own))
        return QUrl(QStringLiteral("qrc") + own);
    return QUrl(QStringLiteral("qrc:/manual/manual.html"));
}

ManualWindow::ManualWindow(const QString &language, QWidget *parent) : QDialog(parent)
{
    setObjectName(QStringLiteral("manualWindow"));
    setWindowTitle(tr("PuzzleScope Manual"));
    auto *layout = new QVBoxLayout(this);
    m_browser = new QTextBrowser(this);
    m_browser->setObjectName(QStringLiteral("manualBrowser"));
    m_browser->setOpenExternalLinks(true);
    m_browser->setSource(pageFor(language));
    layout->addWidget(m_browser, 1);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    QPushButton *back = buttons->addButton(tr("&Back"), QDialogButtonBox::ActionRole);
    QPushButton *contents = buttons->addButton(tr("C&ontents"), QDialogButtonBox::ActionRole);
    back->setEnabled(false);
    connect(m_browser, &QTextBrowser::backwardAvailable, back, &QPushButton::setEnabled);
    connect(back, &QPushButton::clicked, m_browser, &QTextBrowser::backward);
    connect(contents, &QPushButton::clicked, m_browser, &QTextBrowser::home);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::close);
    layout->addWidget(buttons);
    resize(860, 680);
}

} // namespace ui
