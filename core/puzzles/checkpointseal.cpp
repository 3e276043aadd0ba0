#include "puzzles/checkpointseal.h"

#include "storage/cachetrust.h"

#include <cerrno>
#include <cstdint>
#include <cstdlib>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <mutex>
#include <random>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace core {

namespace {

// SHA-256 as FIPS 180-4 gives it.
constexpr std::uint32_t K[64] = {
    0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5, 0xd807aa98, 0x12835b01,
    0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc,
    0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da, 0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147,
    0x06ca6351, 0x14292967, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
    0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070, 0x19a4c116, 0x1e376c08,
    0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208,
    0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2};

constexpr std::uint32_t rotr(std::uint32_t x, int n)
{
    return (x >> n) | (x << (32 - n));
}

void compress(std::uint32_t h[8], const unsigned char *block)
{
    std::uint32_t w[64];
    for (int i = 0; i < 16; ++i)
        w[i] = std::uint32_t(block[4 * i]) << 24 | std::uint32_t(block[4 * i + 1]) << 16 | std::uint32_t(block[4 * i + 2]) << 8
            | std::uint32_t(block[4 * i + 3]);
    for (int i = 16; i < 64; ++i) {
        const std::uint32_t s0 = rotr(w[i - 15], 7) ^ rotr(w[i - 15], 18) ^ (w[i - 15] >> 3);
        const std::uint32_t s1 = rotr(w[i - 2], 17) ^ rotr(w[i - 2], 19) ^ (w[i - 2] >> 10);
        w[i] = w[i - 16] + s0 + w[i - 7] + s1;
    }
    std::uint32_t a = h[0], b = h[1], c = h[2], d = h[3], e = h[4], f = h[5], g = h[6], k = h[7];
    for (int i = 0; i < 64; ++i) {
        const std::uint32_t t1 = k + (rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25)) + ((e & f) ^ (~e & g)) + K[i] + w[i];
        const std::uint32_t t2 = (rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22)) + ((a & b) ^ (a & c) ^ (b & c));
        k = g;
        g = f;
        f = e;
        e = d + t1;
        d = c;
        c = b;
        b = a;
        a = t1 + t2;
    }
    h[0] += a, h[1] += b, h[2] += c, h[3] += d, h[4] += e, h[5] += f, h[6] += g, h[7] += k;
}

std::string hex(const Sha256Digest &d)
{
    static const char digits[] = "0123456789abcdef";
    std::string s;
    for (const unsigned char c : d) {
        s += digits[c >> 4];
        s += digits[c & 15];
    }
    return s;
}

std::mutex &keyMutex()
{
    static std::mutex m;
    return m;
}

std::string &folderOverride()
{
    static std::string folder;
    return folder;
}

constexpr std::string_view SealKey = "seal: ";
constexpr std::size_t KeyHexDigits = 64;

// A new key in `file`, written whole under another name and linked in, so that a process that
// reads it meanwhile never sees half a key; when another process made one first, its key stays.
std::string makeKey(const std::filesystem::path &file)
{
    std::random_device random;
    Sha256Digest bytes{};
    for (auto &b : bytes)
        b = static_cast<unsigned char>(random());
    const std::string text = hex(bytes) + '\n';
    std::string temp = file.string() + ".XXXXXX";
    const int fd = ::mkstemp(temp.data()); // mode 0600
    if (fd < 0)
        return std::strerror(errno);
    const bool written = ::write(fd, text.data(), text.size()) == ssize_t(text.size()) && ::fsync(fd) == 0;
    const int error = errno;
    ::close(fd);
    const bool linked = written && (::link(temp.c_str(), file.c_str()) == 0 || errno == EEXIST);
    const int linkError = errno;
    ::unlink(temp.c_str());
    return !written ? std::strerror(error) : linked ? "" : std::strerror(linkError);
}

} // namespace

Sha256Digest sha256(std::string_view bytes)
{
    std::uint32_t h[8] = {0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19};
    std::size_t i = 0;
    for (; i + 64 <= bytes.size(); i += 64)
        compress(h, reinterpret_cast<const unsigned char *>(bytes.data() + i));
    unsigned char tail[128] = {};
    const std::size_t left = bytes.size() - i;
    std::memcpy(tail, bytes.data() + i, left);
    tail[left] = 0x80;
    const std::size_t blocks = left + 9 <= 64 ? 1 : 2;
    const std::uint64_t bits = std::uint64_t(bytes.size()) * 8;
    for (int b = 0; b < 8; ++b)
        tail[blocks * 64 - 1 - std::size_t(b)] = static_cast<unsigned char>(bits >> (8 * b));
    for (std::size_t b = 0; b < blocks; ++b)
        compress(h, tail + 64 * b);
    Sha256Digest out{};
    for (int w = 0; w < 8; ++w)
        for (int b = 0; b < 4; ++b)
            out[std::size_t(4 * w + b)] = static_cast<unsigned char>(h[w] >> (24 - 8 * b));
    return out;
}

Sha256Digest hmacSha256(std::string_view key, std::string_view bytes)
{
    std::string k(key.size() > 64 ? std::string_view(reinterpret_cast<const char *>(sha256(key).data()), 32) : key);
    k.resize(64, '\0');
    std::string inner(64, '\0'), outer(64, '\0');
    for (std::size_t i = 0; i < 64; ++i) {
        inner[i] = char(k[i] ^ 0x36);
        outer[i] = char(k[i] ^ 0x5c);
    }
    const Sha256Digest first = sha256(inner.append(bytes));
    return sha256(outer.append(reinterpret_cast<const char *>(first.data()), first.size()));
}

void setCheckpointKeyFolder(const std::string &folder)
{
    std::lock_guard lock(keyMutex());
    folderOverride() = folder;
}

std::string checkpointKeyFolder()
{
    {
        std::lock_guard lock(keyMutex());
        if (!folderOverride().empty())
            return folderOverride();
    }
    const char *state = std::getenv("XDG_STATE_HOME");
    if (state && state[0] == '/')
        return std::string(state) + "/PuzzleScope";
    const char *home = std::getenv("HOME");
    return std::string(home && home[0] == '/' ? home : "") + "/.local/state/PuzzleScope";
}

std::optional<std::string> checkpointKey(bool create, std::string &error)
{
    const std::filesystem::path folder = checkpointKeyFolder();
    const std::filesystem::path file = folder / "checkpoint-key";
    if (const std::string why = untrustedFolder(folder); !why.empty()) {
        error = "the key folder " + folder.string() + " " + why;
        return std::nullopt;
    }
    struct stat st {};
    if (::lstat(file.c_str(), &st) != 0) {
        std::error_code ec;
        if (!create || errno != ENOENT) {
            error = "there is no key " + file.string() + " to check it with";
            return std::nullopt;
        }
        std::filesystem::create_directories(folder, ec);
        if (const std::string why = ec ? ec.message() : makeKey(file); !why.empty()) {
            error = "the key " + file.string() + " cannot be made: " + why;
            return std::nullopt;
        }
    }
    if (const std::string why = untrustedFile(file); !why.empty()) {
        error = "the key " + file.string() + " " + why;
        return std::nullopt;
    }
    const int fd = ::open(file.c_str(), O_RDONLY | O_NOFOLLOW | O_CLOEXEC);
    char text[KeyHexDigits + 2] = {};
    const ssize_t n = fd < 0 ? -1 : ::read(fd, text, sizeof text);
    if (fd >= 0 && ::fstat(fd, &st) == 0 && (st.st_mode & 077) != 0) {
        ::close(fd);
        char mode[8];
        std::snprintf(mode, sizeof mode, "%04o", unsigned(st.st_mode & 07777));
        error = "the key " + file.string() + " can be read by other users (mode " + mode + ")";
        return std::nullopt;
    }
    if (fd >= 0)
        ::close(fd);
    if (n != ssize_t(KeyHexDigits + 1) || text[KeyHexDigits] != '\n') {
        error = "the key " + file.string() + " is not a key (64 hexadecimal digits)";
        return std::nullopt;
    }
    return std::string(text, KeyHexDigits);
}

std::string sealed(const std::string &text, std::string &error)
{
    const auto key = checkpointKey(true, error);
    if (!key)
        return {};
    return text + std::string(SealKey) + hex(hmacSha256(*key, text)) + '\n';
}

std::string_view withoutSeal(std::string_view file)
{
    const std::size_t at = file.rfind(std::string("\n") + std::string(SealKey));
    return at == std::string_view::npos ? file : file.substr(0, at + 1);
}

std::optional<std::string_view> unsealed(std::string_view file, std::string &error)
{
    const std::size_t at = file.rfind(std::string("\n") + std::string(SealKey));
    if (at == std::string_view::npos || !file.ends_with('\n')) {
        error = "it has no seal: it was not written by this version of PuzzleScope";
        return std::nullopt;
    }
    const std::string_view text = file.substr(0, at + 1);
    const std::string_view seal = file.substr(at + 1 + SealKey.size(), file.size() - at - 2 - SealKey.size());
    const auto key = checkpointKey(false, error);
    if (!key) {
        error = "it cannot be checked: " + error;
        return std::nullopt;
    }
    // Compared in full whatever differs first, so that the time taken tells nothing.
    const std::string expected = hex(hmacSha256(*key, text));
    unsigned char differ = seal.size() != expected.size();
    for (std::size_t i = 0; i < expected.size(); ++i)
        differ |= static_cast<unsigned char>(expected[i] ^ (i < seal.size() ? seal[i] : 0));
    if (differ) {
        error = "its seal does not match: it was changed after it was written, or written by another user or on "
                "another machine (a checkpoint resumes only where it was written)";
        return std::nullopt;
    }
    return text;
}

} // namespace core
