#pragma once
// ChartExport: saves a chart view (or any widget, such as a map) as a picture. PNG is the view
// as it is on screen, pixel for pixel; SVG redraws it as vectors, so it stays sharp in a paper
// or a slide. Both write to a given path and say whether it worked; addSaveActions puts
// "Save as PNG..." and "Save as SVG..." on the view's context menu, which ask for the path.

#include <QCoreApplication>
#include <QString>

class QWidget;

namespace ui {

class ChartExport {
    Q_DECLARE_TR_FUNCTIONS(ChartExport)
public:
    static bool savePng(QWidget *view, const QString &path);
    static bool saveSvg(QWidget *view, const QString &path, const QString &title = {});
    // `name` is the picture's title and the file name offered.
    static void addSaveActions(QWidget *view, const QString &name);

private:
    static void askAndSave(QWidget *view, const QString &name, bool svg);
};

} // namespace ui
