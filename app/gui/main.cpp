// puzzlescope: the desktop app.
#include "mainwindow.h"

#include <QApplication>

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QApplication::setApplicationName("PuzzleScope");
    QApplication::setOrganizationName("PuzzleScope");
    ui::MainWindow window;
    window.show();
    return QApplication::exec();
}
