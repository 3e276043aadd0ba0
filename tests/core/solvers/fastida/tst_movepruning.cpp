// Duplicate-path pruning (solvers/fastida/movepruning.h): every rejected walk has a replacement
// that is shorter, or as long and earlier in d, l, r, u order, that can be played wherever the
// rejected walk can on a real board, and that leaves the same board. The machine rejects exactly
// the paths that end in a rejected walk.
#include "solvers/fastida/movepruning.h"

#include <QtTest>

#include <array>
#include <optional>
#include <string>
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
    void replacementsAreSoundOnRealBoards();
    void machineRejectsExactlyThePathsEndingInARejectedWalk();
};

void tst_MovePruning::replacementsAreSoundOnRealBoards()
{
    const core::MovePruning pruning(10);
    QVERIFY(pruning.rejected().size() > 100);
    int checked = 0;
    for (const auto &r : pruning.rejected()) {
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

void tst_MovePruning::machineRejectsExactlyThePathsEndingInARejectedWalk()
{
    const core::MovePruning pruning(8);
    std::vector<std::string> rejected;
    for (const auto &r : pruning.rejected())
        rejected.push_back(r.walk);
    // Every path of up to 9 moves: the machine's answer against a direct search of its suffixes.
    std::vector<std::pair<std::string, std::int32_t>> level{{"", core::MovePruning::Start}};
    for (int length = 1; length <= 9; ++length) {
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

QTEST_APPLESS_MAIN(tst_MovePruning)
#include "tst_movepruning.moc"
