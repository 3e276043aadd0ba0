#pragma once
// TilePicture: the image a sliding board cuts its tiles from. It reads the file once and keeps
// the image scaled and centre-cropped to the board, redone only when the board's size on screen
// changes, so painting a frame of an animation never scales the image.

#include <QImage>
#include <QPixmap>
#include <QString>

namespace ui {

class TilePicture {
public:
    TilePicture() = default;
    // Reads an image file (png, jpg, bmp, svg...); a null picture when it cannot.
    static TilePicture fromFile(const QString &path);
    // A picture drawn in code, to try the feature without a file.
    static TilePicture builtIn();
    // The path that stands for the built-in picture in the settings.
    static QString builtInPath() { return QStringLiteral(":builtin"); }
    // fromFile or builtIn, whichever `path` names.
    static TilePicture fromPath(const QString &path);
    static TilePicture fromImage(const QImage &image);

    bool isNull() const { return m_source.isNull(); }
    // The picture filling `size` device pixels: scaled to cover it, the overflow cut evenly.
    const QPixmap &fitted(QSize size) const;

private:
    QImage m_source;
    mutable QPixmap m_fitted;
};

} // namespace ui
