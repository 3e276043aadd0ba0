// puzzlescope-docs OUTDIR: writes the man pages puzzlescope-cli.1 and puzzlescope.6 and the
// bash completions completions/puzzlescope-cli and completions/puzzlescope from the two
// programs' option tables, the same tables their --help text and their parsers come from.
#include "cli/commands.h"
#include "completion.h"
#include "gui/guioptions.h"
#include "manpage.h"

#include <cstdio>
#include <filesystem>
#include <fstream>
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

} // namespace

int main(int argc, char *argv[])
{
    if (argc != 2) {
        std::fprintf(stderr, "usage: puzzlescope-docs OUTDIR\n");
        return 2;
    }
    const std::filesystem::path dir = argv[1];
    const options::Program &cli = cli::cliProgram();
    const options::Program &gui = gui::guiProgram();
    const bool ok = write(dir / "puzzlescope-cli.1", docs::manPage(cli)) && write(dir / "puzzlescope.6", docs::manPage(gui))
        && write(dir / "completions" / "puzzlescope-cli", docs::bashCompletion(cli))
        && write(dir / "completions" / "puzzlescope", docs::bashCompletion(gui));
    return ok ? 0 : 1;
}
