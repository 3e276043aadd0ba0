// judgebench: times `puzzlescope-cli judge` against the textbook programs that answer the same
// judge input (classic_poj2286, classic_hdu3567), on seeded random input, in the same run.
// Each program runs --repeat times, alternating; the table gives the median wall and CPU time
// of each and PuzzleScope's median as a fraction of the reference's. Every run's output must
// be the same bytes as the reference's, or judgebench says where they differ and exits 1.
//   judgebench --cli PATH --classic DIR [--repeat N] [--rotation N] [--eight N] [--seed S] [--check]
// --check: one run each, on small input, comparing outputs only (the test suite's mode).
#include <spawn.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <fcntl.h>
#include <unistd.h>

#include <algorithm>
#include <array>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <random>
#include <sstream>
#include <string>
#include <vector>

extern char **environ;

namespace {

struct Timing {
    double wallMs = 0;
    double cpuMs = 0;
};

std::string readFile(const std::string &path)
{
    std::ifstream in(path, std::ios::binary);
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}

// Runs argv with stdin from `in` and stdout into `out`; exits on any failure to start.
Timing run(const std::vector<std::string> &argv, const std::string &in, const std::string &out, int &status)
{
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_addopen(&actions, 0, in.c_str(), O_RDONLY, 0);
    posix_spawn_file_actions_addopen(&actions, 1, out.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
    std::vector<char *> args;
    for (const auto &a : argv)
        args.push_back(const_cast<char *>(a.c_str()));
    args.push_back(nullptr);
    const auto begin = std::chrono::steady_clock::now();
    pid_t pid = 0;
    if (posix_spawn(&pid, args[0], &actions, nullptr, args.data(), environ) != 0) {
        std::cerr << "judgebench: cannot start " << argv[0] << '\n';
        std::exit(2);
    }
    posix_spawn_file_actions_destroy(&actions);
    struct rusage usage {};
    wait4(pid, &status, 0, &usage);
    const auto end = std::chrono::steady_clock::now();
    auto ms = [](const timeval &t) { return double(t.tv_sec) * 1e3 + double(t.tv_usec) / 1e3; };
    return {std::chrono::duration<double, std::milli>(end - begin).count(), ms(usage.ru_utime) + ms(usage.ru_stime)};
}

double median(std::vector<double> v)
{
    std::sort(v.begin(), v.end());
    const std::size_t n = v.size();
    return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

std::uint64_t below(std::mt19937_64 &rng, std::uint64_t n)
{
    return rng() % n; // the bias is irrelevant for test input
}

template <class Sequence> void shuffle(Sequence &v, std::mt19937_64 &rng)
{
    for (std::size_t i = v.size(); i > 1; --i)
        std::swap(v[i - 1], v[below(rng, i)]);
}

// POJ 2286: `count` boards of eight 1s, 2s and 3s in random cells, then the closing "0".
std::string rotationInput(int count, std::mt19937_64 &rng)
{
    std::string s;
    std::vector<int> cells;
    for (int d = 1; d <= 3; ++d)
        cells.insert(cells.end(), 8, d);
    for (int k = 0; k < count; ++k) {
        shuffle(cells, rng);
        for (std::size_t i = 0; i < cells.size(); ++i)
            s += std::to_string(cells[i]) + (i + 1 < cells.size() ? " " : "\n");
    }
    return s + "0\n";
}

int inversions(const std::string &b)
{
    int n = 0;
    for (int i = 0; i < 9; ++i)
        for (int j = i + 1; j < 9; ++j)
            n += b[std::size_t(i)] != 'X' && b[std::size_t(j)] != 'X' && b[std::size_t(i)] > b[std::size_t(j)];
    return n;
}

// HDU 3567: `count` random start/goal pairs of the same parity, so every case is solvable.
std::string eightInput(int count, std::mt19937_64 &rng)
{
    std::string s = std::to_string(count) + "\n";
    std::string a = "12345678X", b = a;
    for (int k = 0; k < count; ++k) {
        shuffle(a, rng);
        shuffle(b, rng);
        if (inversions(a) % 2 != inversions(b) % 2) {
            const auto x = b.find('X');
            const std::size_t i = x == 0 ? 1 : 0, j = x <= 1 ? 2 : 1;
            std::swap(b[i], b[j]);
        }
        s += a + "\n" + b + "\n";
    }
    return s;
}

std::string firstDifference(const std::string &a, const std::string &b)
{
    const auto at = std::size_t(std::mismatch(a.begin(), a.end(), b.begin(), b.end()).first - a.begin());
    const auto line = 1 + std::count(a.begin(), a.begin() + std::ptrdiff_t(at), '\n');
    return "line " + std::to_string(line) + " (byte " + std::to_string(at) + ")";
}

} // namespace

int main(int argc, char **argv)
{
    std::string cli, classic;
    int repeat = 5, rotation = 301, eight = 20000;
    std::uint64_t seed = 1;
    bool check = false;
    for (int i = 1; i < argc; ++i) {
        const std::string a = argv[i];
        auto value = [&]() -> std::string {
            if (i + 1 >= argc) {
                std::cerr << "judgebench: " << a << " needs a value\n";
                std::exit(2);
            }
            return argv[++i];
        };
        if (a == "--cli")
            cli = value();
        else if (a == "--classic")
            classic = value();
        else if (a == "--repeat")
            repeat = std::max(1, std::atoi(value().c_str()));
        else if (a == "--rotation")
            rotation = std::atoi(value().c_str());
        else if (a == "--eight")
            eight = std::atoi(value().c_str());
        else if (a == "--seed")
            seed = std::strtoull(value().c_str(), nullptr, 10);
        else if (a == "--check")
            check = true;
        else {
            std::cerr << "judgebench: unknown option " << a << '\n';
            return 2;
        }
    }
    if (cli.empty() || classic.empty()) {
        std::cerr << "usage: judgebench --cli PATH --classic DIR [--repeat N] [--rotation N] [--eight N] [--seed S] [--check]\n";
        return 2;
    }
    if (check) {
        repeat = 1;
        rotation = std::min(rotation, 40);
        eight = std::min(eight, 2000);
    }
    char dirTemplate[] = "/tmp/judgebench.XXXXXX";
    const std::string dir = mkdtemp(dirTemplate) ? dirTemplate : "";
    if (dir.empty()) {
        std::cerr << "judgebench: cannot make a temporary folder\n";
        return 2;
    }
    std::mt19937_64 rng(seed);
    struct Case {
        std::string format, reference, input, what;
    };
    const std::array<Case, 2> cases{{
        {"poj2286", classic + "/classic_poj2286", rotationInput(rotation, rng), std::to_string(rotation) + " boards"},
        {"hdu3567", classic + "/classic_hdu3567", eightInput(eight, rng), std::to_string(eight) + " pairs"},
    }};
    int failures = 0;
    std::printf("| judge | input | reference ms (CPU) | PuzzleScope ms (CPU) | ratio |\n|---|---|---|---|---|\n");
    for (const Case &c : cases) {
        const std::string in = dir + "/" + c.format + ".in", refOut = dir + "/ref.out", ourOut = dir + "/ours.out";
        std::ofstream(in, std::ios::binary) << c.input;
        std::vector<double> refWall, refCpu, ourWall, ourCpu;
        for (int r = 0; r < repeat; ++r) {
            int refStatus = 0, ourStatus = 0;
            const Timing ref = run({c.reference}, in, refOut, refStatus);
            const Timing ours = run({cli, "judge", c.format}, in, ourOut, ourStatus);
            refWall.push_back(ref.wallMs);
            refCpu.push_back(ref.cpuMs);
            ourWall.push_back(ours.wallMs);
            ourCpu.push_back(ours.cpuMs);
            const std::string a = readFile(refOut), b = readFile(ourOut);
            if (refStatus != 0 || ourStatus != 0 || a != b || a.empty()) {
                std::cerr << "judgebench: " << c.format << ": the outputs differ at " << firstDifference(a, b)
                          << " (exit statuses " << refStatus << " and " << ourStatus << ", " << a.size() << " and "
                          << b.size() << " bytes)\n";
                ++failures;
                break;
            }
        }
        const double rw = median(refWall), ow = median(ourWall);
        std::printf("| %s | %s | %.1f (%.1f) | %.1f (%.1f) | %.3fx |\n", c.format.c_str(), c.what.c_str(), rw,
                    median(refCpu), ow, median(ourCpu), ow / rw);
    }
    std::printf("medians of %d run%s each, alternating; outputs %s\n", repeat, repeat == 1 ? "" : "s",
                failures ? "DIFFER" : "byte for byte the same");
    for (const char *f : {"/poj2286.in", "/hdu3567.in", "/ref.out", "/ours.out"})
        std::remove((dir + f).c_str());
    rmdir(dir.c_str());
    return failures ? 1 : 0;
}
