// puzzlescope-docs OUTDIR RESOURCES: writes the man pages puzzlescope-cli.1 and puzzlescope.6 and
// the bash completions completions/puzzlescope-cli and completions/puzzlescope from the two
// programs' option tables, the same tables their --help text and their parsers come from; and,
// from the rows of puzzles, the desktop entry and the AppStream file (from their templates in
// RESOURCES, the same names ending in .in) and the Debian description cpack-description.cmake.
#include "cli/commands.h"
#include "completion.h"
#include "gui/guioptions.h"
#include "manpage.h"
#include "packagefiles.h"

#include <QFile>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <optional>
#include <string>

namespace {

bool write(const std::filesystem::path &path, const QString &text)
{
    std::filesystem::create_directories(path.parent_path());
    std::ofstream out(path, std::ios::binary | std::ios::trunc);
    const QByteArray bytes = text.toUtf8();
    out.write(bytes.constData(), bytes.size());
    out.close();
    if (!out) {
        std::fprintf(stderr, "puzzlescope-docs: could not write %s\n", path.c_str());
        return false;
    }
    return true;
}

const char *const AppId = "io.github.puzzlescope.PuzzleScope";

// The template RESOURCES/NAME.in, or nothing when it cannot be read.
std::optional<QString> readTemplate(const std::filesystem::path &resources, const std::string &name)
{
    QFile file(QString::fromStdString((resources / (name + ".in")).string()));
    if (!file.open(QIODevice::ReadOnly)) {
        std::fprintf(stderr, "puzzlescope-docs: could not read %s\n", qPrintable(file.fileName()));
        return std::nullopt;
    }
    return QString::fromUtf8(file.readAll());
}

bool writePackageFiles(const std::filesystem::path &dir, const std::filesystem::path &resources)
{
    const std::string desktop = std::string(AppId) + ".desktop";
    const std::string metainfo = std::string(AppId) + ".metainfo.xml";
    const std::optional<QString> desktopPattern = readTemplate(resources, desktop);
    const std::optional<QString> metainfoPattern = readTemplate(resources, metainfo);
    return desktopPattern && metainfoPattern && write(dir / desktop, docs::desktopEntry(*desktopPattern))
        && write(dir / metainfo, docs::appStream(*metainfoPattern))
        && write(dir / "cpack-description.cmake", docs::debianDescription());
}

} // namespace

int main(int argc, char *argv[])
{
    if (argc != 3) {
        std::fprintf(stderr, "usage: puzzlescope-docs OUTDIR RESOURCES\n");
        return 2;
    }
    const std::filesystem::path dir = argv[1];
    const options::Program &cli = cli::cliProgram();
    const options::Program &gui = gui::guiProgram();
    const bool ok = write(dir / "puzzlescope-cli.1", docs::manPage(cli)) && write(dir / "puzzlescope.6", docs::manPage(gui))
        && write(dir / "completions" / "puzzlescope-cli", docs::bashCompletion(cli))
        && write(dir / "completions" / "puzzlescope", docs::bashCompletion(gui)) && writePackageFiles(dir, argv[2]);
    return ok ? 0 : 1;
}
