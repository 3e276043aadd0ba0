#pragma once
// The PuzzleScope Manual (Help > PuzzleScope Manual, F1): the HTML manual built into the program
// (resources/manual/), in the interface's language where it is written in it, else in English,
// shown in a window of its own beside the game. Links inside it follow; links out of it open in
// the desktop's browser.

#include <QDialog>
#include <QUrl>

class QTextBrowser;

namespace ui {

class ManualWindow : public QDialog {
    Q_OBJECT
public:
    explicit ManualWindow(const QString &language, QWidget *parent = nullptr);
    // The manual's page for a language ("zh_CN"): its own where there is one, else English.
    static QUrl pageFor(const QString &language);
    QTextBrowser *browser() const { return m_browser; }

private:
    QTextBrowser *m_browser;
};

} // namespace ui
