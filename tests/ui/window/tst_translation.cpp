// The Simplified Chinese interface: the translation built into the app's resources loads, and
// every menu, action and solver-panel label of the window then shows Chinese text.
#include "chinese.h"
#include "window/mainwindow.h"
#include "solve/solverpanel.h"

#include <QAction>
#include <QAbstractButton>
#include <QFile>
#include <QHash>
#include <QMenu>
#include <QRegularExpression>
#include <QSet>
#include <QLabel>
#include <QMenuBar>
#include <QPushButton>
#include <QStandardPaths>
#include <QTranslator>
#include <QtTest>

#include <functional>

class tst_Translation : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void chineseMenusAndActions();
    void chinesePanel();
    void aboutNamesTheLicence();
    void englishPluralForms();
    void chineseButtonsShowNoMnemonic();
    void chinesePunctuationIsFullWidth();
    void menuMnemonicsAreUnique_data();
    void menuMnemonicsAreUnique();
    void cleanupTestCase();

private:
    QTranslator m_translator;
};

void tst_Translation::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(chinese::install(m_translator));
    QVERIFY(!m_translator.isEmpty());
}

void tst_Translation::chineseMenusAndActions()
{
    ui::MainWindow w;
    const auto menus = w.menuBar()->actions();
    QVERIFY(menus.size() >= 6);
    for (QAction *m : menus)
        QVERIFY2(chinese::hasHan(m->text()), qPrintable(m->text()));
    int checked = 0;
    for (QAction *a : w.findChildren<QAction *>()) {
        if (a->text().isEmpty() || a->isSeparator() || (a->objectName().startsWith("new") && a->text().contains(" x ")))
            continue; // separators, and the size presets, which are numbers
        if (a->objectName().isEmpty())
            continue; // Qt's own actions (dock and toolbar toggles)
        QVERIFY2(chinese::hasHan(a->text()), qPrintable(a->objectName() + ": " + a->text()));
        ++checked;
    }
    QVERIFY(checked >= 20);
    QVERIFY(chinese::hasHan(w.windowTitle()));
}

void tst_Translation::chinesePanel()
{
    ui::MainWindow w;
    int labels = 0;
    for (QLabel *l : w.solverPanel()->findChildren<QLabel *>()) {
        const QString t = l->text();
        if (t.isEmpty() || t == "-" || (!t.contains(QRegularExpression("[A-Za-z]{3,}")) && !chinese::hasHan(t)))
            continue; // values, not captions
        if (t.contains(QRegularExpression("^[A-Z]+\\*?$")))
            continue; // algorithm names such as IDA*
        QVERIFY2(chinese::hasHan(t), qPrintable(t));
        ++labels;
    }
    QVERIFY(labels >= 10);
    for (QPushButton *b : w.solverPanel()->findChildren<QPushButton *>())
        QVERIFY2(chinese::hasHan(b->text()), qPrintable(b->text()));
}

// The About box names the licence the LICENSE file grants and the AppStream file declares, in
// Chinese as in English.
void tst_Translation::aboutNamesTheLicence()
{
    QFile license(PUZZLESCOPE_SOURCE_DIR "/LICENSE");
    QVERIFY(license.open(QIODevice::ReadOnly));
    QCOMPARE(license.readLine().trimmed(), QByteArray("MIT License"));
    QFile metainfo(PUZZLESCOPE_SOURCE_DIR "/resources/io.github.puzzlescope.PuzzleScope.metainfo.xml.in");
    QVERIFY(metainfo.open(QIODevice::ReadOnly));
    QVERIFY(metainfo.readAll().contains("<project_license>MIT</project_license>"));
    const QString chineseText = ui::MainWindow::aboutText();
    QVERIFY2(chineseText.contains("MIT") && chinese::hasHan(chineseText.section("</h3>", 1)), qPrintable(chineseText));
    QCoreApplication::removeTranslator(&m_translator);
    const QString englishText = ui::MainWindow::aboutText();
    QVERIFY(chinese::install(m_translator));
    QVERIFY2(englishText.contains("MIT License"), qPrintable(englishText));
    QVERIFY(englishText != chineseText);
}

// English picks "1 state" or "2 states" from its own file of plural forms, which holds every
// plural message the Chinese file has (a new one missing there would read "1 states").
void tst_Translation::englishPluralForms()
{
    auto numerusSources = [](const QString &path) {
        QFile f(path);
        QSet<QString> sources;
        if (!f.open(QIODevice::ReadOnly))
            return sources;
        static const QRegularExpression message(QStringLiteral("<message numerus=\"yes\">\\s*<source>(.*?)</source>"),
                                                QRegularExpression::DotMatchesEverythingOption);
        for (auto it = message.globalMatch(QString::fromUtf8(f.readAll())); it.hasNext();)
            sources.insert(it.next().captured(1));
        return sources;
    };
    const QSet<QString> chinese = numerusSources(PUZZLESCOPE_SOURCE_DIR "/translations/puzzlescope_zh_CN.ts");
    const QSet<QString> english = numerusSources(PUZZLESCOPE_SOURCE_DIR "/translations/puzzlescope_en.ts");
    QVERIFY(chinese.size() >= 10);
    const QSet<QString> missing = chinese - english;
    QVERIFY2(missing.isEmpty(), qPrintable(QStringList(missing.begin(), missing.end()).join('\n')));

    QCoreApplication::removeTranslator(&m_translator);
    QTranslator plurals;
    QVERIFY(plurals.load(QStringLiteral(":/i18n/puzzlescope_en")));
    QVERIFY(QCoreApplication::installTranslator(&plurals));
    const char *frontier = "Frontier from the goal: %Ln states";
    QCOMPARE(QCoreApplication::translate("StepText", frontier, nullptr, 1), QStringLiteral("Frontier from the goal: 1 state"));
    QCOMPARE(QCoreApplication::translate("StepText", frontier, nullptr, 1200),
             QStringLiteral("Frontier from the goal: %1 states").arg(QLocale().toString(1200)));
    QCOMPARE(QCoreApplication::translate("ui::ComparePanel", "Running %n searches...", nullptr, 1),
             QStringLiteral("Running 1 search..."));
    QCoreApplication::removeTranslator(&plurals);
    QVERIFY(chinese::install(m_translator));
}

// The buttons beside the board and on the toolbar read as their siblings do: "自定义尺寸", never
// "自定义尺寸(C)" beside a "3 x 3" (a menu's mnemonic does not belong on a button).
void tst_Translation::chineseButtonsShowNoMnemonic()
{
    ui::MainWindow w;
    w.show();
    static const QRegularExpression mnemonic(QStringLiteral("[(（]&?[A-Za-z][)）]"));
    int buttons = 0;
    for (QAbstractButton *b : w.findChildren<QAbstractButton *>()) {
        if (b->text().isEmpty())
            continue;
        ++buttons;
        QVERIFY2(!mnemonic.match(b->text()).hasMatch(), qPrintable(b->objectName() + ": " + b->text()));
    }
    QVERIFY(buttons >= 20);
}

void tst_Translation::menuMnemonicsAreUnique_data()
{
    chinese::addLanguageRows();
}

// Within each menu (and the menu bar) no two entries share a mnemonic: Alt and a letter opens or
// runs one thing, in both languages.
void tst_Translation::menuMnemonicsAreUnique()
{
    QFETCH(bool, chinese);
    if (!chinese)
        QCoreApplication::removeTranslator(&m_translator);
    ui::MainWindow w;
    QStringList clashes;
    auto mnemonic = [](const QString &text) -> QChar {
        for (qsizetype i = 0; i + 1 < text.size(); ++i) {
            if (text[i] != '&')
                continue;
            if (text[i + 1] == '&') {
                ++i;
                continue;
            }
            return text[i + 1].toUpper();
        }
        return {};
    };
    std::function<void(const QString &, const QList<QAction *> &)> check = [&](const QString &where, const QList<QAction *> &actions) {
        QHash<QChar, QString> seen;
        for (QAction *a : actions) {
            if (a->isSeparator() || !a->isVisible())
                continue;
            const QChar m = mnemonic(a->text());
            if (!m.isNull()) {
                if (seen.contains(m))
                    clashes << QString("%1: %2 and %3 share %4").arg(where, seen[m], a->text(), m);
                seen.insert(m, a->text());
            }
            if (a->menu())
                check(a->text(), a->menu()->actions());
        }
    };
    check(QStringLiteral("menu bar"), w.menuBar()->actions());
    if (!chinese)
        QVERIFY(chinese::install(m_translator));
    QVERIFY2(clashes.isEmpty(), qPrintable(clashes.join('\n')));
}

void tst_Translation::cleanupTestCase()
{
    QCoreApplication::removeTranslator(&m_translator);
}

// Chinese sentences take the full-width comma, colon and semicolon after a Chinese character.
void tst_Translation::chinesePunctuationIsFullWidth()
{
    QFile ts(PUZZLESCOPE_SOURCE_DIR "/translations/puzzlescope_zh_CN.ts");
    QVERIFY(ts.open(QIODevice::ReadOnly));
    const QString text = QString::fromUtf8(ts.readAll());
    const QRegularExpression ascii(QStringLiteral("[\\x{4e00}-\\x{9fff}\\x{ff09}][,:;]"));
    QStringList found;
    for (auto it = ascii.globalMatch(text); it.hasNext();)
        found << it.next().captured();
    QVERIFY2(found.isEmpty(), qPrintable(found.join(QStringLiteral(" "))));
    QVERIFY(text.contains(QChar(0xff0c))); // and it reads the Chinese: full-width commas are there
}

QTEST_MAIN(tst_Translation)
#include "tst_translation.moc"
