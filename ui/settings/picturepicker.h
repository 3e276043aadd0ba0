#pragma once
// PicturePicker: the settings row that chooses the picture sliding tiles are cut from: a file,
// the built-in picture, or none, and whether numbers show on it. A file that cannot be read is
// refused with the reason on show; a saved path that no longer reads says so when the row opens.

#include <QWidget>

class QCheckBox;
class QLabel;
class QPushButton;

namespace ui {

class PicturePicker : public QWidget {
    Q_OBJECT
public:
    PicturePicker(const QString &path, bool numbers, QWidget *parent = nullptr);

    QString path() const { return m_path; }
    bool numbers() const;
    // Takes `path` if it reads as a picture ("" for none); false, with the reason shown, if not.
    bool choose(const QString &path);
    // What the row says about the picture: its name, "None", or why it cannot be read.
    QString statusText() const;

private:
    void browse();
    void showPath();

    QString m_path;
    QLabel *m_status;
    QCheckBox *m_numbers;
    QPushButton *m_none;
};

} // namespace ui
