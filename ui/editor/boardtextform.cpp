#include "editor/boardtextform.h"

#include <QRegularExpression>

namespace ui {

void BoardTextForm::learn(const QString &text)
{
    const QString t = text.trimmed();
    static const QRegularExpression separators(QStringLiteral("[\\s,]+"));
    const QStringList tokens = t.split(separators, Qt::SkipEmptyParts);
    if (t.contains(QLatin1Char(':')))
        m_form = Form::Id;
    else if (tokens.size() == 1)
        m_form = Form::Compact;
    else
        m_form = Form::Tokens;
    if (t.contains(QStringLiteral(", ")))
        m_separator = QStringLiteral(", ");
    else if (t.contains(QLatin1Char(',')))
        m_separator = QStringLiteral(",");
    else
        m_separator = QStringLiteral(" ");
    // The blank as the user wrote it; the id form always writes 0.
    for (const QString &token : tokens.size() == 1 ? QStringList(t.split(QString(), Qt::SkipEmptyParts)) : tokens) {
        if (token == QLatin1String("0") || token == QLatin1String("x") || token == QLatin1String("X")) {
            m_blank = token.at(0).toLatin1();
            break;
        }
    }
}

QString BoardTextForm::joined(const QString &spaced) const
{
    QString s = spaced;
    if (m_form == Form::Compact)
        s.remove(QLatin1Char(' '));
    else if (m_separator != QLatin1String(" "))
        s.replace(QLatin1Char(' '), m_separator);
    return s;
}

} // namespace ui
