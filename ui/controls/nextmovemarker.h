#pragma once
// NextMoveMarker: the one arrow on the board that says which move comes next. While a
// solution is being played back (laid into the history, and not at its end) it marks the
// solution's next move, after every step, scrub and jump. After Hint it marks the hint's move
// until the board changes; then the arrow and the hint's words in the status bar both go.
// A hint on show wins over the solution's move.

#include "frame/windowcontext.h"

#include <QObject>
#include <QString>

namespace ui {

class NextMoveMarker : public QObject {
    Q_OBJECT
public:
    explicit NextMoveMarker(const WindowContext &context, QObject *parent = nullptr);

    // Marks a hint's move on the board on show and puts its words in the status bar.
    void showHint(const std::string &move, const QString &words);
    const std::string &hintMove() const { return m_hint; }
    // The move marked now, empty for none.
    std::string marked() const;

private:
    void dropHint();
    void refresh();

    WindowContext m_ctx;
    std::string m_hint;
    QString m_hintWords;
};

} // namespace ui
