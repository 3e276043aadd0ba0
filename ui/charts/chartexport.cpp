#include "charts/chartexport.h"

#include "storage/safefile.h"

#include <QAction>
#include <QBuffer>
#include <QDir>
#include <QFileDialog>
#include <QGraphicsView>
#include <QMessageBox>
#include <QPainter>
#include <QRegularExpression>
#include <QFile>
#include <QStandardPaths>
#include <QSvgGenerator>
#include <QWidget>

#include <ostream>

namespace ui {

namespace {

// The bytes into `path` through the checked atomic writer (Qt 6.4's QSaveFile and QImage::save
// can leave a file cut short by a full disk): a failed save leaves any earlier file whole.
bool writeWhole(const QString &path, const QByteArray &bytes)
{
    return core::writeFileAtomically(QFile::encodeName(path).toStdString(), [&](std::ostream &out) {
               out.write(bytes.constData(), std::streamsize(bytes.size()));
           }).empty();
}

} // namespace

bool ChartExport::savePng(QWidget *view, const QString &path)
{
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    return view->grab().save(&buffer, "PNG") && writeWhole(path, buffer.data());
}

bool ChartExport::saveSvg(QWidget *view, const QString &path, const QString &title)
{
    // Into memory first: QSvgGenerator cannot report a failed write; writeWhole can.
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    QSvgGenerator svg;
    svg.setOutputDevice(&buffer);
    svg.setSize(view->size());
    svg.setViewBox(QRect(QPoint(0, 0), view->size()));
    svg.setTitle(title);
    QPainter painter;
    if (!painter.begin(&svg))
        return false;
    // A graphics view renders its scene as vectors; a plain widget's render() may rasterise.
    if (auto *graphics = qobject_cast<QGraphicsView *>(view))
        graphics->render(&painter, QRectF(QPoint(0, 0), view->size()), graphics->viewport()->rect());
    else
        view->render(&painter);
    painter.end();
    return writeWhole(path, buffer.data());
}

void ChartExport::addSaveActions(QWidget *view, const QString &name)
{
    auto *png = new QAction(tr("Save as PNG..."), view);
    auto *svg = new QAction(tr("Save as SVG..."), view);
    QObject::connect(png, &QAction::triggered, view, [view, name] { askAndSave(view, name, false); });
    QObject::connect(svg, &QAction::triggered, view, [view, name] { askAndSave(view, name, true); });
    view->addAction(png);
    view->addAction(svg);
    view->setContextMenuPolicy(Qt::ActionsContextMenu);
}

void ChartExport::askAndSave(QWidget *view, const QString &name, bool svg)
{
    const QString suffix = svg ? QStringLiteral(".svg") : QStringLiteral(".png");
    QString base = name;
    base.replace(QRegularExpression(QStringLiteral("[^\\w\\- ]+"), QRegularExpression::UseUnicodePropertiesOption),
                 QStringLiteral(" "));
    const QString dir = QStandardPaths::writableLocation(QStandardPaths::PicturesLocation);
    QString path = QFileDialog::getSaveFileName(view, svg ? tr("Save the chart as SVG") : tr("Save the chart as PNG"),
                                                QDir(dir).filePath(base.simplified() + suffix),
                                                svg ? tr("SVG drawings (*.svg)") : tr("PNG images (*.png)"));
    if (path.isEmpty())
        return;
    if (!path.endsWith(suffix, Qt::CaseInsensitive))
        path += suffix;
    const bool saved = svg ? saveSvg(view, path, name) : savePng(view, path);
    if (!saved)
        QMessageBox::warning(view, tr("Chart not saved"), tr("Could not write %1.").arg(QDir::toNativeSeparators(path)));
}

} // namespace ui
