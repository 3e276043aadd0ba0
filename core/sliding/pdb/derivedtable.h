#pragma once
// derivedTable: a table laid out again from an AdditivePdb's (SparsePdb4, SparsePdb5), kept in
// the table cache under the databases' address, beside the databases themselves so that the
// address in the key is never reused while the entry lives.

#include "sliding/pdb/additivepdb.h"

#include <cstdio>
#include <memory>
#include <stop_token>
#include <string>

namespace core::derived {

// T: constructed from the databases, then filled by build(pdb, cancel) (false: cancelled);
// bytes() is what it holds.
template <class T>
struct Entry {
    std::shared_ptr<const AdditivePdb> pdb;
    T table;
    std::size_t bytes() const { return table.bytes(); }
};

inline std::string key(const char *kind, const AdditivePdb &pdb)
{
    char text[64];
    std::snprintf(text, sizeof text, "%s %p", kind, static_cast<const void *>(&pdb));
    return text;
}

// The table of `kind` made from `pdb`, from `cache` (made there once by fill(table), false when
// cancelled); nullptr when it was cancelled. Without `fill`: table.build(*pdb, cancel).
template <class T, class Fill>
std::shared_ptr<const T> get(TableCache &cache, const char *kind, const std::shared_ptr<const AdditivePdb> &pdb, Fill fill)
{
    const auto entry = cache.get<const Entry<T>>(key(kind, *pdb), [&]() -> std::shared_ptr<const Entry<T>> {
        auto e = std::make_shared<Entry<T>>(Entry<T>{pdb, T(*pdb)});
        return fill(e->table) ? e : nullptr;
    });
    return entry ? std::shared_ptr<const T>(entry, &entry->table) : nullptr;
}
template <class T>
std::shared_ptr<const T> get(TableCache &cache, const char *kind, const std::shared_ptr<const AdditivePdb> &pdb,
                             std::stop_token cancel)
{
    return get<T>(cache, kind, pdb, [&](T &table) { return table.build(*pdb, cancel); });
}

// The same when `cache` holds it already; nullptr at once otherwise.
template <class T>
std::shared_ptr<const T> ifBuilt(const TableCache &cache, const char *kind, const std::shared_ptr<const AdditivePdb> &pdb)
{
    const auto entry = pdb ? cache.ifBuilt<const Entry<T>>(key(kind, *pdb)) : nullptr;
    return entry ? std::shared_ptr<const T>(entry, &entry->table) : nullptr;
}

} // namespace core::derived
