#include "storage/tablecache.h"

#include "storage/cachetrust.h"
#include "storage/safefile.h"
#include "storage/tablefile.h"

#include <filesystem>

namespace core {

TableCache &defaultTableCache()
{
    static TableCache cache;
    return cache;
}

std::pair<std::shared_ptr<TableCache::Entry>, std::shared_ptr<void>> TableCache::entryFor(const std::string &key)
{
    std::lock_guard lock(m_mutex);
    auto &entry = m_entries[key];
    if (!entry)
        entry = std::make_shared<Entry>();
    return {entry, entry->value};
}

std::shared_ptr<void> TableCache::valueOf(const Entry &entry) const
{
    std::lock_guard lock(m_mutex);
    return entry.value;
}

void TableCache::publish(Entry &entry, std::shared_ptr<void> value, std::function<std::size_t()> bytes)
{
    std::lock_guard lock(m_mutex);
    entry.value = std::move(value);
    entry.bytes = std::move(bytes);
}

void TableCache::drop(const std::string &key, const std::shared_ptr<Entry> &entry)
{
    std::lock_guard lock(m_mutex);
    const auto it = m_entries.find(key);
    if (it != m_entries.end() && it->second == entry)
        m_entries.erase(it);
}

std::shared_ptr<void> TableCache::builtValue(const std::string &key) const
{
    std::lock_guard lock(m_mutex);
    const auto it = m_entries.find(key);
    return it == m_entries.end() ? nullptr : it->second->value;
}

void TableCache::clear()
{
    std::map<std::string, std::shared_ptr<Entry>> dropped; // freed after the lock is let go
    std::lock_guard lock(m_mutex);
    dropped.swap(m_entries);
}

std::size_t TableCache::size() const
{
    std::lock_guard lock(m_mutex);
    std::size_t n = 0;
    for (const auto &[key, entry] : m_entries)
        n += entry->value ? 1 : 0;
    return n;
}

std::size_t TableCache::bytes() const
{
    // Each table is asked outside the cache's lock: a small-board table set locks itself while
    // it builds one more of its tables, and that must not hold up the whole cache.
    std::vector<std::pair<std::shared_ptr<void>, std::function<std::size_t()>>> built;
    {
        std::lock_guard lock(m_mutex);
        for (const auto &[key, entry] : m_entries)
            if (entry->value)
                built.emplace_back(entry->value, entry->bytes);
    }
    std::size_t b = 0;
    for (const auto &[value, bytes] : built)
        b += bytes();
    return b;
}

void TableCache::setDirectory(const std::string &dir)
{
    std::lock_guard lock(m_mutex);
    m_directory = dir;
}

std::string TableCache::directory() const
{
    std::lock_guard lock(m_mutex);
    return m_directory;
}

void TableCache::addNotes(std::vector<std::string> notes)
{
    std::lock_guard lock(m_mutex);
    for (auto &n : notes)
        m_notes.push_back(std::move(n));
}

std::vector<std::string> TableCache::takeNotes()
{
    std::lock_guard lock(m_mutex);
    return std::exchange(m_notes, {});
}

std::optional<std::vector<std::uint16_t>> TableCache::readWords(const std::string &name, std::string_view magic,
                                                                const std::vector<std::uint8_t> &header)
{
    std::vector<std::string> notes;
    const std::string dir = directory().empty() ? "" : trustedCacheFolder(directory(), notes);
    const auto path = std::filesystem::path(dir) / name;
    std::optional<std::vector<std::uint16_t>> words;
    if (!dir.empty() && mayReadCachedTable(path, notes)) {
        std::string error;
        if (auto t = readSmallTableFile(path, magic, header.size(), std::size_t(16) << 20, error)) {
            if (t->header != header || t->entries.size() % 2 != 0) {
                error = "made for another table";
            } else {
                words.emplace();
                for (std::size_t i = 0; i < t->entries.size(); i += 2)
                    words->push_back(std::uint16_t(t->entries[i] | t->entries[i + 1] << 8));
                notes.push_back("read " + path.string());
            }
        }
        if (!words)
            notes.push_back("making it again: " + path.string() + ": " + error);
    }
    addNotes(std::move(notes));
    return words;
}

void TableCache::writeWords(const std::string &name, std::string_view magic, const std::vector<std::uint8_t> &header,
                            const std::vector<std::uint16_t> &words)
{
    std::vector<std::uint8_t> entries;
    for (const std::uint16_t w : words)
        entries.insert(entries.end(), {std::uint8_t(w), std::uint8_t(w >> 8)});
    writeTable(name, magic, header, entries);
}

void TableCache::writeTable(const std::string &name, std::string_view magic, const std::vector<std::uint8_t> &header,
                            std::span<const std::uint8_t> entries)
{
    std::vector<std::string> notes;
    const std::string dir = directory().empty() ? "" : trustedCacheFolder(directory(), notes);
    if (!dir.empty()) {
        const auto path = std::filesystem::path(dir) / name;
        const std::string folderError = makeCacheFolder(dir);
        const std::string error = !folderError.empty() ? folderError : writeFileAtomically(path, [&](std::ostream &out) {
            writeTableFile(out, magic, header, entries);
        });
        notes.push_back(error.empty() ? "wrote " + path.string() : "could not write " + path.string() + ": " + error);
    }
    addNotes(std::move(notes));
}

} // namespace core
