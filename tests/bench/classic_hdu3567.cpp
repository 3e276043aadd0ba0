// The textbook answer to HDU 3567 (Eight II), kept as the reference the judge bench times
// PuzzleScope against: nine breadth-first searches at start-up, one per blank cell, from the
// board with the blank there and 1..8 in reading order on the other cells, the moves tried in
// the order d, l, r, u and every board indexed by its Cantor expansion. A case relabels its
// start onto the canonical board of its blank cell, relabels the goal the same way, and walks
// the parent links back from it.
#include <cstdio>
#include <cstring>

namespace {

const int States = 362880;
const int Factorial[9] = {1, 1, 2, 6, 24, 120, 720, 5040, 40320};
const int Step[4] = {3, -1, 1, -3}; // d, l, r, u: where the blank goes
const char Name[4] = {'d', 'l', 'r', 'u'};

int parent[9][States];
signed char via[9][States];
int queue[States];

int cantor(const int *s)
{
    int code = 0;
    for (int i = 0; i < 9; ++i) {
        int smaller = 0;
        for (int j = i + 1; j < 9; ++j)
            if (s[j] < s[i])
                ++smaller;
        code += smaller * Factorial[8 - i];
    }
    return code;
}

void decode(int code, int *s)
{
    bool used[9] = {};
    for (int i = 0; i < 9; ++i) {
        int smaller = code / Factorial[8 - i];
        code %= Factorial[8 - i];
        int v = 0;
        for (;; ++v)
            if (!used[v] && smaller-- == 0)
                break;
        used[v] = true;
        s[i] = v;
    }
}

bool allowed(int blank, int d)
{
    if (d == 0)
        return blank < 6;
    if (d == 1)
        return blank % 3 != 0;
    if (d == 2)
        return blank % 3 != 2;
    return blank >= 3;
}

void build(int p)
{
    int s[9];
    for (int i = 0, next = 1; i < 9; ++i)
        s[i] = i == p ? 0 : next++;
    std::memset(via[p], -1, sizeof via[p]);
    int head = 0, tail = 0;
    const int root = cantor(s);
    via[p][root] = 4;
    queue[tail++] = root;
    while (head < tail) {
        const int code = queue[head++];
        decode(code, s);
        int blank = 0;
        while (s[blank] != 0)
            ++blank;
        for (int d = 0; d < 4; ++d) {
            if (!allowed(blank, d))
                continue;
            const int to = blank + Step[d];
            s[blank] = s[to];
            s[to] = 0;
            const int child = cantor(s);
            if (via[p][child] < 0) {
                via[p][child] = static_cast<signed char>(d);
                parent[p][child] = code;
                queue[tail++] = child;
            }
            s[to] = s[blank];
            s[blank] = 0;
        }
    }
}

} // namespace

int main()
{
    for (int p = 0; p < 9; ++p)
        build(p);
    int cases = 0;
    if (std::scanf("%d", &cases) != 1)
        return 1;
    char a[16], b[16], plan[40];
    for (int k = 1; k <= cases; ++k) {
        if (std::scanf("%15s %15s", a, b) != 2)
            return 1;
        int label[128] = {}, p = 0;
        for (int i = 0, next = 1; i < 9; ++i) {
            if (a[i] == 'X')
                p = i;
            else
                label[int(a[i])] = next++;
        }
        int goal[9];
        for (int i = 0; i < 9; ++i)
            goal[i] = b[i] == 'X' ? 0 : label[int(b[i])];
        int code = cantor(goal), n = 0;
        while (via[p][code] != 4) {
            plan[n++] = Name[int(via[p][code])];
            code = parent[p][code];
        }
        std::printf("Case %d: %d\n", k, n);
        for (int i = n - 1; i >= 0; --i)
            std::putchar(plan[i]);
        std::putchar('\n');
    }
    return 0;
}
