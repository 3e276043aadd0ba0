// SparsePdb5's copy in the cache folder (sparsepdb5.h): the sparse tables take 1.3 to 1.9 s to
// lay out again from the compact ones on two cores, so a search that finds them on disk reads
// them instead (storage/tablefile.h), in a fraction of that.
#include "sliding/pdb/sparsepdb5.h"

#include "storage/cachetrust.h"
#include "storage/tablecache.h"
#include "storage/tablefile.h"

#include <cstdio>
#include <random>
#include <string>
#include <vector>

namespace core {

namespace {

constexpr char Magic[] = "puzzlescope-sparse5 1\n";
constexpr char NotThisKind[] = "not PuzzleScope's sparse 5x5 tables of this version";
constexpr char OtherTable[] = "made from other pattern databases";

// Which compact tables the copy was made from: each group's tiles and its table's checksum (its
// file's, which names its board, goal and pattern), and whether lookups reflect.
std::vector<std::uint8_t> headerBytes(const AdditivePdb &pdb)
{
    std::vector<std::uint8_t> h{std::uint8_t(pdb.databases().size()), std::uint8_t(pdb.reflects() ? 1 : 0)};
    for (const PatternDatabase &db : pdb.databases()) {
        h.push_back(std::uint8_t(db.tiles().size()));
        for (const int t : db.tiles())
            h.push_back(std::uint8_t(t));
        const std::uint64_t sum = db.checksum();
        for (int i = 0; i < 8; ++i)
            h.push_back(std::uint8_t(sum >> (8 * i)));
    }
    return h;
}

std::string fileName(const std::vector<std::uint8_t> &header)
{
    char id[17];
    std::snprintf(id, sizeof id, "%016llx",
                  static_cast<unsigned long long>(tableChecksum(header, std::span<const std::uint8_t>())));
    return std::string("sparse-5x5-") + id + ".bin";
}

} // namespace

bool SparsePdb5::agreesWith(const AdditivePdb &pdb) const
{
    // Random placements of each group's tiles: the sparse entry and the compact table agree.
    constexpr int Samples = 1 << 16;
    std::mt19937_64 rng(0x5eed);
    for (int g = 0; g < m_groups; ++g) {
        const PatternDatabase &db = pdb.databases()[std::size_t(g)];
        const int k = m_size[std::size_t(g)];
        for (int n = 0; n < Samples; ++n) {
            std::uint8_t cellOf[Cells] = {};
            std::uint8_t at[MaxGroupTiles];
            std::uint32_t used = 0;
            int md = 0;
            for (int i = 0; i < k; ++i) {
                int c;
                do
                    c = int(rng() % Cells);
                while (used & (1u << c));
                used |= 1u << c;
                at[i] = std::uint8_t(c);
                const int t = m_tiles[std::size_t(g)][std::size_t(i)];
                cellOf[t] = std::uint8_t(c);
                md += manhattan(t, c);
            }
            if (md + 2 * nibble(g, index(g, cellOf)) != db.lookup(at))
                return false;
        }
    }
    return true;
}

bool SparsePdb5::loadOrBuild(const AdditivePdb &pdb, TableCache &cache, std::stop_token cancel)
{
    std::vector<std::string> notes;
    const std::string dir = cache.directory().empty() ? std::string() : trustedCacheFolder(cache.directory(), notes);
    if (dir.empty()) {
        cache.addNotes(std::move(notes));
        return build(pdb, cancel);
    }
    const std::vector<std::uint8_t> header = headerBytes(pdb);
    const auto path = std::filesystem::path(dir) / fileName(header);
    if (mayReadCachedTable(path, notes)) {
        std::string error;
        if (auto loaded = loadTableFile(path, Magic, header, std::size_t(bytesFor(pdb)), NotThisKind, OtherTable, error)) {
            m_storage = std::move(loaded->entries);
            const std::uint8_t *at = m_storage.data();
            for (int g = 0; g < m_groups; ++g) {
                m_table[std::size_t(g)] = at;
                at += groupBytes(m_size[std::size_t(g)]);
            }
            if (loaded->known || agreesWith(pdb)) {
                if (!loaded->known)
                    recordCheckedTable(path, loaded->identity);
                notes.push_back("read " + path.string());
                cache.addNotes(std::move(notes));
                return true;
            }
            error = "it does not agree with the pattern databases it names";
            m_storage = {};
        }
        notes.push_back("rebuilding " + path.string() + ": " + error);
    }
    cache.addNotes(std::move(notes));
    if (!build(pdb, cancel))
        return false;
    cache.writeTable(path.filename().string(), Magic, header, {m_storage.data(), m_storage.size()});
    return true;
}

} // namespace core
