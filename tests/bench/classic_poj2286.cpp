// The textbook answer to POJ 2286 (the rotation game), kept as the reference the judge bench
// times PuzzleScope against: iterative-deepening depth-first search over the moves A..H, the
// bound cut by "8 minus the most copies of one digit in the centre", a move never followed by
// its inverse. The first plan found is the lexicographically smallest shortest one.
#include <cstdio>

namespace {

const int Line[8][7] = {
    {0, 2, 6, 11, 15, 20, 22},  {1, 3, 8, 12, 17, 21, 23},  {10, 9, 8, 7, 6, 5, 4},
    {19, 18, 17, 16, 15, 14, 13}, {23, 21, 17, 12, 8, 3, 1}, {22, 20, 15, 11, 6, 2, 0},
    {13, 14, 15, 16, 17, 18, 19}, {4, 5, 6, 7, 8, 9, 10},
};
const int Inverse[8] = {5, 4, 7, 6, 1, 0, 3, 2};
const int Centre[8] = {6, 7, 8, 11, 12, 15, 16, 17};

int cell[24];
char path[64];

void rotate(int m)
{
    const int first = cell[Line[m][0]];
    for (int i = 0; i < 6; ++i)
        cell[Line[m][i]] = cell[Line[m][i + 1]];
    cell[Line[m][6]] = first;
}

int estimate()
{
    int count[4] = {0, 0, 0, 0};
    for (int c : Centre)
        ++count[cell[c]];
    int most = count[1];
    if (count[2] > most)
        most = count[2];
    if (count[3] > most)
        most = count[3];
    return 8 - most;
}

bool search(int depth, int bound, int last)
{
    const int h = estimate();
    if (h == 0)
        return true;
    if (depth + h > bound)
        return false;
    for (int m = 0; m < 8; ++m) {
        if (last >= 0 && m == Inverse[last])
            continue;
        rotate(m);
        path[depth] = char('A' + m);
        if (search(depth + 1, bound, m))
            return true;
        rotate(Inverse[m]);
    }
    return false;
}

} // namespace

int main()
{
    while (std::scanf("%d", &cell[0]) == 1 && cell[0] != 0) {
        for (int i = 1; i < 24; ++i)
            if (std::scanf("%d", &cell[i]) != 1)
                return 1;
        if (estimate() == 0) {
            std::printf("No moves needed\n%d\n", cell[6]);
            continue;
        }
        int bound = 1;
        while (!search(0, bound, -1))
            ++bound;
        path[bound] = '\0';
        std::printf("%s\n%d\n", path, cell[6]);
    }
    return 0;
}
