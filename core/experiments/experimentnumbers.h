#pragma once
// The number form shared by the CSV and JSON exports: the shortest text that reads back as
// exactly the same double.

#include <charconv>
#include <string>

namespace core {

inline std::string experimentNumberText(double v)
{
    char buf[64];
    const auto r = std::to_chars(buf, buf + sizeof buf, v); // shortest form that reads back exactly
    return std::string(buf, r.ptr);
}

} // namespace core
