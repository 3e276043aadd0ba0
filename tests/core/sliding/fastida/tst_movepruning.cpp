// Duplicate-path pruning (sliding/fastida/movepruning.h): every rejected walk has a replacement
// that is shorter, or as long and earlier in d, l, r, u order, that can be played wherever the
// rejected walk can on a real board, and that leaves the same board. The machine rejects exactly
// the paths that end in a rejected walk.
#include "sliding/fastida/movepruning.h"
#include "storage/tablecache.h"
#include "storage/tablefile.h"

#include <QTemporaryDir>

#include <QtTest>

#include <algorithm>
#include <fstream>
#include <iterator>
#include <sstream>
#include <array>
#include <chrono>
#include <optional>
#include <stop_token>
#include <string>
#include <thread>
#include <vector>

namespace {

// `walk` played from `blank` on a w x h board of distinct tiles; nullopt when it leaves the board.
std::optional<std::vector<int>> played(const std::string &walk, int w, int h, int blank)
{
    std::vector<int> board(std::size_t(w * h));
    for (int i = 0; i < w * h; ++i)
        board[std::size_t(i)] = i;
    for (const char m : walk) {
        const int x = blank % w, y = blank / w;
        const int nx = x + (m == 'l' ? -1 : m == 'r' ? 1 : 0), ny = y + (m == 'u' ? -1 : m == 'd' ? 1 : 0);
        if (nx < 0 || ny < 0 || nx >= w || ny >= h)
            return std::nullopt;
        std::swap(board[std::size_t(blank)], board[std::size_t(ny * w + nx)]);
        blank = ny * w + nx;
    }
    return board;
}

bool earlier(const std::string &a, const std::string &b)
{
    const auto rank = [](char c) { return c == 'd' ? 0 : c == 'l' ? 1 : c == 'r' ? 2 : 3; };
    if (a.size() != b.size())
        return a.size() < b.size();
    for (std::size_t i = 0; i < a.size(); ++i)
        if (a[i] != b[i])
            return rank(a[i]) < rank(b[i]);
    return false;
}

} // namespace

class tst_MovePruning : public QObject {
    Q_OBJECT
private slots:
    void replacementsAreSoundOnRealBoards_data();
    void replacementsAreSoundOnRealBoards();
    void machineRejectsExactlyThePathsEndingInARejectedWalk_data();
    void machineRejectsExactlyThePathsEndingInARejectedWalk();
    void cellLimitKeepsOnlySmallWalks();
    void learningStopsWhenAsked();
    void keptInTheCacheFolder();
};

void tst_MovePruning::replacementsAreSoundOnRealBoards_data()
{
    QTest::addColumn<int>("length");
    QTest::addColumn<int>("cells");
    QTest::addColumn<int>("every"); // check every n-th rejected walk
    QTest::newRow("4x4 machine") << core::StandardPruning.maxLength << core::StandardPruning.maxCells << 1;
    QTest::newRow("5x5 machine") << core::LongPruning.maxLength << core::LongPruning.maxCells << 7;
}

void tst_MovePruning::replacementsAreSoundOnRealBoards()
{
    QFETCH(int, length);
    QFETCH(int, cells);
    QFETCH(int, every);
    const core::MovePruning &pruning = *core::MovePruning::cached(length, cells);
    QVERIFY(pruning.rejected().size() > 100);
    int checked = 0;
    for (std::size_t i = 0; i < pruning.rejected().size(); i += std::size_t(every)) {
        const auto &r = pruning.rejected()[i];
        QVERIFY2(earlier(r.replacement, r.walk), (r.walk + " -> " + r.replacement).c_str());
        for (const auto &[w, h] : {std::pair{4, 4}, std::pair{5, 5}, std::pair{3, 5}, std::pair{6, 2}})
            for (int blank = 0; blank < w * h; ++blank) {
                const auto a = played(r.walk, w, h, blank);
                if (!a)
                    continue;
                const auto b = played(r.replacement, w, h, blank);
                QVERIFY2(b && *a == *b, (r.walk + " -> " + r.replacement).c_str());
                ++checked;
            }
    }
    QVERIFY(checked > 1000);
}

void tst_MovePruning::machineRejectsExactlyThePathsEndingInARejectedWalk_data()
{
    QTest::addColumn<int>("length");
    QTest::addColumn<int>("cells");
    QTest::newRow("8 moves") << 8 << 16;
    QTest::newRow("10 moves over 7 cells") << 10 << 7; // the smallest machine merges many states
}

void tst_MovePruning::machineRejectsExactlyThePathsEndingInARejectedWalk()
{
    QFETCH(int, length);
    QFETCH(int, cells);
    const core::MovePruning pruning(length, cells);
    std::vector<std::string> rejected;
    for (const auto &r : pruning.rejected())
        rejected.push_back(r.walk);
    // Every path up to a move longer: the machine's answer against a direct search of its suffixes.
    std::vector<std::pair<std::string, std::int32_t>> level{{"", core::MovePruning::Start}};
    for (int n = 1; n <= length + 1; ++n) {
        std::vector<std::pair<std::string, std::int32_t>> next;
        for (const auto &[path, state] : level)
            for (int dir = 0; dir < 4; ++dir) {
                const std::string p = path + "dlru"[dir];
                bool endsRejected = false;
                for (const auto &r : rejected)
                    endsRejected = endsRejected || (p.size() >= r.size() && p.compare(p.size() - r.size(), r.size(), r) == 0);
                const std::int32_t to = pruning.next(state, dir);
                QCOMPARE(to == core::MovePruning::Pruned, endsRejected);
                if (to != core::MovePruning::Pruned)
                    next.emplace_back(p, to);
            }
        level = std::move(next);
    }
}

void tst_MovePruning::cellLimitKeepsOnlySmallWalks()
{
    const auto visits = [](const std::string &walk) {
        std::vector<std::pair<int, int>> seen{{0, 0}};
        int x = 0, y = 0;
        for (const char m : walk) {
            x += m == 'l' ? -1 : m == 'r' ? 1 : 0;
            y += m == 'u' ? -1 : m == 'd' ? 1 : 0;
            if (std::find(seen.begin(), seen.end(), std::pair{x, y}) == seen.end())
                seen.emplace_back(x, y);
        }
        return int(seen.size());
    };
    const core::MovePruning all(10), small(10, 7);
    QVERIFY(small.rejected().size() < all.rejected().size());
    QVERIFY(small.states() < all.states());
    int most = 0;
    for (const auto &r : small.rejected())
        most = std::max(most, visits(r.walk));
    QCOMPARE(most, 7);
    for (const auto &r : all.rejected()) // the limit keeps every rejection within it
        if (visits(r.walk) <= 7)
            QVERIFY2(std::any_of(small.rejected().begin(), small.rejected().end(),
                                 [&](const auto &s) { return s.walk == r.walk; }),
                     r.walk.c_str());
    QCOMPARE(all.name(), std::string("10/16"));
    QCOMPARE(small.name(), std::string("10/7"));
}

void tst_MovePruning::learningStopsWhenAsked()
{
    std::stop_source before;
    before.request_stop();
    QVERIFY(!core::MovePruning(12, 12, before.get_token()).complete());
    // A stopped learning is not kept: the next search's learns the whole machine.
    QCOMPARE(core::MovePruning::cached(9, 9, before.get_token()), nullptr);
    const core::MovePruning *whole = core::MovePruning::cached(9, 9);
    QVERIFY(whole && whole->complete());
    const core::MovePruning direct(9, 9);
    QCOMPARE(whole->states(), direct.states());
    QCOMPARE(whole->rejected().size(), direct.rejected().size());
    // A stop asked for from another thread while it learns (4 s to the end) ends it too.
    std::stop_source during;
    std::thread asker([&] {
        std::this_thread::sleep_for(std::chrono::milliseconds(20));
        during.request_stop();
    });
    const core::MovePruning stopped(14, 13, during.get_token());
    asker.join();
    QVERIFY(!stopped.complete());
    QCOMPARE(stopped.states(), std::size_t(0));
}

QTEST_APPLESS_MAIN(tst_MovePruning)
// A machine learned once is written to the cache folder and read back the same; a damaged file
// or one whose entries point past its states is not used.
void tst_MovePruning::keptInTheCacheFolder()
{
    QTemporaryDir dir;
    core::TableCache tables;
    tables.setDirectory(dir.path().toStdString());
    QVERIFY(!core::MovePruning::fromCache(7, 8, tables)); // nothing there yet
    const core::MovePruning *learned = core::MovePruning::cached(7, 8, {}, &tables);
    QVERIFY(learned && learned->complete());
    const std::string path = dir.filePath("pruning-7-8.bin").toStdString();
    QVERIFY(std::ifstream(path).good());
    const auto read = core::MovePruning::fromCache(7, 8, tables);
    QVERIFY(read);
    QCOMPARE(read->states(), learned->states());
    QCOMPARE(read->name(), learned->name());
    for (std::int32_t s = 0; s < std::int32_t(learned->states()); ++s)
        for (int d = 0; d < 4; ++d)
            QCOMPARE(read->next(s, d), learned->next(s, d));
    QVERIFY(!core::MovePruning::fromCache(7, 9, tables)); // other limits: another file

    std::string bytes;
    {
        std::ifstream in(path, std::ios::binary);
        bytes.assign(std::istreambuf_iterator<char>(in), {});
    }
    const auto write = [&](const std::string &b) {
        std::ofstream(path, std::ios::binary | std::ios::trunc) << b;
    };
    write(bytes.substr(0, bytes.size() - 1) + char(bytes.back() ^ 1));
    tables.takeNotes();
    QVERIFY(!core::MovePruning::fromCache(7, 8, tables));
    QVERIFY(tables.takeNotes().front().find("checksum mismatch") != std::string::npos);
    // Well framed, checksum and all, but state 0's first move leads to a state that is not there.
    const std::size_t frame = std::string("puzzlescope-pruning 1\n").size() + 2 + 8;
    std::vector<std::uint8_t> entries(bytes.begin() + std::ptrdiff_t(frame), bytes.end());
    entries[0] = 0xFE;
    entries[1] = 0xFF;
    std::ostringstream forged;
    core::writeTableFile(forged, "puzzlescope-pruning 1\n", {7, 8}, entries);
    write(forged.str());
    QVERIFY(!core::MovePruning::fromCache(7, 8, tables));
}

#include "tst_movepruning.moc"
