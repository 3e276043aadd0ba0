#include "puzzlehelp.h"

#include "puzzles/puzzledescription.h"
#include "sliding/board/slidingboard.h"
#include "solvers/solverregistry.h"

#include <algorithm>
#include <vector>

namespace cli {

namespace {

struct AlgorithmSizes {
    core::AlgorithmId algorithm;
    std::vector<core::BoardSize> sizes;
};

// Every size the command line takes (--size), smallest first.
std::vector<core::BoardSize> commandLineSizes()
{
    std::vector<core::BoardSize> sizes;
    for (int w = core::MinSide; w <= core::MaxSide; ++w)
        for (int h = core::MinSide; h <= core::MaxSide; ++h)
            sizes.push_back({w, h});
    std::stable_sort(sizes.begin(), sizes.end(), [](core::BoardSize a, core::BoardSize b) { return a.cells() < b.cells(); });
    return sizes;
}

// The sizes of each default algorithm, in the order the algorithms first appear.
std::vector<AlgorithmSizes> defaultsBySize(const core::PuzzleBackend &backend, const std::vector<core::BoardSize> &sizes)
{
    std::vector<AlgorithmSizes> out;
    for (const core::BoardSize size : sizes) {
        const core::AlgorithmId a = backend.defaultAlgorithm(size);
        auto it = std::find_if(out.begin(), out.end(), [a](const AlgorithmSizes &g) { return g.algorithm == a; });
        if (it == out.end())
            it = out.insert(out.end(), AlgorithmSizes{a, {}});
        it->sizes.push_back(size);
    }
    return out;
}

std::string sizeText(core::BoardSize s)
{
    return std::to_string(s.width) + 'x' + std::to_string(s.height);
}

const core::PuzzleBackend &defaultBackend()
{
    return core::backendFor(core::allPuzzleKinds().front());
}

} // namespace

std::string defaultAlgorithmWords(const core::PuzzleBackend &backend)
{
    const std::vector<core::BoardSize> sizes = commandLineSizes();
    const std::vector<AlgorithmSizes> groups = defaultsBySize(backend, sizes);
    if (groups.empty())
        return {};
    // The algorithm of the most sizes is said last, for every size not named before it.
    const auto most = std::max_element(groups.begin(), groups.end(), [](const AlgorithmSizes &a, const AlgorithmSizes &b) {
        return a.sizes.size() < b.sizes.size();
    });
    std::vector<std::string> parts;
    std::vector<core::AlgorithmId> earlier;
    for (auto g = groups.begin(); g != groups.end(); ++g) {
        if (g == most)
            continue;
        earlier.push_back(g->algorithm);
        int largest = 0;
        for (const core::BoardSize s : g->sizes)
            largest = std::max(largest, s.cells());
        // "up to N cells" when every size of at most N cells has this or an earlier algorithm.
        const bool upTo = std::all_of(sizes.begin(), sizes.end(), [&](core::BoardSize s) {
            return s.cells() > largest || std::count(earlier.begin(), earlier.end(), backend.defaultAlgorithm(s)) > 0;
        });
        std::vector<std::string> named;
        for (const core::BoardSize s : g->sizes)
            named.push_back(sizeText(s));
        parts.push_back(core::algorithmKey(g->algorithm)
                        + (upTo ? " up to " + std::to_string(largest) + " cells" : " on " + core::englishList(named)));
    }
    const std::string last = core::algorithmKey(most->algorithm);
    if (parts.empty())
        return last;
    std::string words;
    for (const std::string &p : parts)
        words += p + ", ";
    return words + "else " + last;
}

std::string defaultAlgorithmHelp()
{
    std::string help;
    for (const core::PuzzleKind kind : core::allPuzzleKinds()) {
        const core::PuzzleBackend &b = core::backendFor(kind);
        help += (help.empty() ? "Default: " : "; ") + defaultAlgorithmWords(b) + " (" + b.key() + ')';
    }
    return help + '.';
}

QString puzzleOptionHelp()
{
    std::vector<std::string> keys;
    for (const core::PuzzleKind kind : core::allPuzzleKinds()) {
        const core::PuzzleBackend &b = core::backendFor(kind);
        keys.push_back(std::string(b.key()) + " (" + b.description().inSentence + (&b == &defaultBackend() ? ", the default)" : ")"));
    }
    return QString::fromStdString("The puzzle: " + core::englishList(keys, "or")
                                  + "; 'puzzlescope-cli --help' gives each one's text form, moves and default algorithm.");
}

QString boardFormsHelp()
{
    QString help = "The board, in its puzzle's text form.";
    for (const core::PuzzleKind kind : core::allPuzzleKinds())
        help += ' ' + QString::fromUtf8(core::backendFor(kind).description().textForm);
    return help;
}

QList<options::Entry> puzzleEntries()
{
    QList<options::Entry> entries;
    for (const core::PuzzleKind kind : core::allPuzzleKinds()) {
        const core::PuzzleBackend &b = core::backendFor(kind);
        const core::PuzzleDescription &d = b.description();
        entries.append({QString::fromUtf8(b.key()),
                        QString::fromStdString(std::string(d.name) + ": " + d.tagline + ". " + d.textForm + ' ' + d.notation
                                               + " Default algorithm: " + defaultAlgorithmWords(b) + '.')});
    }
    return entries;
}

QString solveExample(const core::PuzzleBackend &backend)
{
    const QString board = QString::fromUtf8(backend.description().exampleBoard);
    return "puzzlescope-cli solve " + (&backend == &defaultBackend() ? QString() : "--puzzle " + QString::fromUtf8(backend.key()) + ' ')
        + (board.contains(' ') ? '"' + board + '"' : board);
}

QList<options::Entry> puzzleExamples()
{
    QList<options::Entry> examples;
    for (const core::PuzzleKind kind : core::allPuzzleKinds()) {
        const core::PuzzleBackend &b = core::backendFor(kind);
        examples.append({solveExample(b), "Solve " + QString::fromUtf8(b.description().exampleWords) + '.'});
    }
    return examples;
}

} // namespace cli
