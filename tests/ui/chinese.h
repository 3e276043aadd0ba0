#pragma once
// What the tests of the Chinese interface share: the zh_CN translator built into the app's
// resources, and whether a text is written in Chinese.

#include <QChar>
#include <QCoreApplication>
#include <QLocale>
#include <QString>
#include <QTranslator>
#include <QtTest>

namespace chinese {

inline bool hasHan(const QString &s)
{
    for (const QChar c : s)
        if (c.script() == QChar::Script_Han)
            return true;
    return false;
}

// Loads the zh_CN translator from ":/i18n" and installs it; false when either step fails.
inline bool install(QTranslator &translator)
{
    return translator.load(QLocale(QLocale::Chinese, QLocale::China), "puzzlescope", "_", ":/i18n")
        && QCoreApplication::installTranslator(&translator);
}

// A data function's rows for a test run in both languages: a bool column "chinese".
inline void addLanguageRows()
{
    QTest::addColumn<bool>("chinese");
    QTest::addRow("English") << false;
    QTest::addRow("Chinese") << true;
}

// The interface's language for a test's rows: Chinese installed or removed as a row asks.
class Language {
public:
    // False when the translator could not be installed.
    bool set(bool chinese)
    {
        if (chinese == m_chinese)
            return true;
        if (chinese && !install(m_translator))
            return false;
        if (!chinese)
            QCoreApplication::removeTranslator(&m_translator);
        m_chinese = chinese;
        return true;
    }

private:
    QTranslator m_translator;
    bool m_chinese = false;
};

} // namespace chinese
