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

} // namespace chinese
