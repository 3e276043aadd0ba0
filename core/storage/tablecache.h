#pragma once
// TableCache: the precomputed tables a search looks up (pattern databases, their sparse
// layout, subgoal tables, small-board and rotation distance tables, walking-distance tables),
// each built once per key and kept until clear(). It lives in sliding/pdb/ with the builders because
// it is the one owner of what they build; each table type keeps its own "forX(cache, ...)"
// that names its key and how to build it.
//
// Threads: the cache's own lock is held only to find or drop an entry, never during a build;
// each entry has its own build lock, so a build blocks only the callers asking for that same
// table, who then get the one object it built. A build that returns nullptr (cancelled through
// its std::stop_token) leaves no entry, and a later request builds it again.
// clear() drops every entry; tables still held by a caller live on through their shared_ptr.
//
// Ownership: a search finds its cache through SearchContext::tables(); tests make their own
// instances. The process-wide default instance (defaultTableCache()) is what the apps use: the
// CLI and the window set its cache folder at start-up, and code with no SearchContext at hand
// (the X-ray, scrambles, the judge, the hint gauge) passes it explicitly.

#include <cstddef>
#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>
#include <vector>

namespace core {

class TableCache {
public:
    TableCache() = default;
    TableCache(const TableCache &) = delete;
    TableCache &operator=(const TableCache &) = delete;

    // The table under `key` (keys start with the table type's name), built by `build` when
    // absent; nullptr when `build` returns nullptr (nothing is kept then). What it holds is
    // T::heldBytes() when T grows after it is built, T::bytes() otherwise; either must be safe
    // to call from any thread.
    template <class T>
    std::shared_ptr<T> get(const std::string &key, const std::function<std::shared_ptr<T>()> &build)
    {
        for (;;) {
            const auto [entry, built] = entryFor(key);
            if (built)
                return std::static_pointer_cast<T>(built);
            std::lock_guard lock(entry->build);
            if (auto done = valueOf(*entry))
                return std::static_pointer_cast<T>(done); // built by the caller we waited for
            if (entry->dropped)
                continue; // a cancelled build gave this entry up; look the key up again
            auto table = build();
            if (!table) {
                entry->dropped = true;
                drop(key, entry);
                return nullptr;
            }
            publish(*entry, std::const_pointer_cast<std::remove_const_t<T>>(table),
                    [t = table.get()] { return heldBytes(*t); });
            return table;
        }
    }
    // The table under `key` when it is built already; nullptr at once otherwise (never builds,
    // never waits for a build under way): for the window's X-ray and hint gauge.
    template <class T>
    std::shared_ptr<T> ifBuilt(const std::string &key) const
    {
        return std::static_pointer_cast<T>(builtValue(key));
    }

    // Drops every table.
    void clear();
    // How many tables it holds, and their bytes.
    std::size_t size() const;
    std::size_t bytes() const;

    // The folder for tables cached on disk ("" for none, the default); the app and the CLI
    // choose it. Pattern databases and subgoal tables are read from it and written to it.
    void setDirectory(const std::string &dir);
    std::string directory() const;
    // A small table of 16-bit words kept in the folder (when it is set and trusted) under
    // `name`, framed as table files are (storage/tablefile.h) with this `magic` and `header`:
    // the words when the file is there and whole, else nullopt (with a note when it is there but
    // not usable); and writing it there (with a note).
    std::optional<std::vector<std::uint16_t>> readWords(const std::string &name, std::string_view magic,
                                                        const std::vector<std::uint8_t> &header);
    void writeWords(const std::string &name, std::string_view magic, const std::vector<std::uint8_t> &header,
                    const std::vector<std::uint16_t> &words);
    // Any table written there the same way (atomically, framed, with a note).
    void writeTable(const std::string &name, std::string_view magic, const std::vector<std::uint8_t> &header,
                    std::span<const std::uint8_t> entries);
    // What the disk cache did since the last call: "read ...", "rebuilding ...", "wrote ...".
    void addNotes(std::vector<std::string> notes);
    std::vector<std::string> takeNotes();

private:
    template <class T>
    static std::size_t heldBytes(const T &table)
    {
        if constexpr (requires { table.heldBytes(); })
            return table.heldBytes();
        else
            return table.bytes();
    }
    struct Entry {
        std::mutex build;                    // held while this table is built
        bool dropped = false;                // under `build`: a cancelled build gave it up
        std::shared_ptr<void> value;         // under the cache's lock: set once built
        std::function<std::size_t()> bytes;  // under the cache's lock
    };
    // The entry for `key` (made when absent) and its table when built.
    std::pair<std::shared_ptr<Entry>, std::shared_ptr<void>> entryFor(const std::string &key);
    std::shared_ptr<void> valueOf(const Entry &entry) const;
    void publish(Entry &entry, std::shared_ptr<void> value, std::function<std::size_t()> bytes);
    void drop(const std::string &key, const std::shared_ptr<Entry> &entry);
    std::shared_ptr<void> builtValue(const std::string &key) const;

    mutable std::mutex m_mutex; // guards the members below, never held during a build
    std::map<std::string, std::shared_ptr<Entry>> m_entries;
    std::string m_directory;
    std::vector<std::string> m_notes;
};

// The process-wide instance the apps use (see the header comment): the one place it is owned.
TableCache &defaultTableCache();

} // namespace core
