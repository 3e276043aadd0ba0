#pragma once
// FileSizeLimit: a full disk, as the tests stage one. While it lives, files of this process
// cannot grow past `bytes` (RLIMIT_FSIZE) and the signal that limit raises is ignored, so a
// write past it fails with EFBIG ("File too large"); the destructor puts both back.

#include <csignal>

#include <sys/resource.h>

class FileSizeLimit {
public:
    explicit FileSizeLimit(rlim_t bytes)
    {
        m_ok = ::getrlimit(RLIMIT_FSIZE, &m_before) == 0;
        m_handler = std::signal(SIGXFSZ, SIG_IGN);
        struct rlimit tiny = m_before;
        tiny.rlim_cur = bytes;
        m_ok = m_ok && ::setrlimit(RLIMIT_FSIZE, &tiny) == 0;
    }
    ~FileSizeLimit()
    {
        ::setrlimit(RLIMIT_FSIZE, &m_before);
        std::signal(SIGXFSZ, m_handler);
    }
    FileSizeLimit(const FileSizeLimit &) = delete;
    FileSizeLimit &operator=(const FileSizeLimit &) = delete;
    // Whether the limit is in force.
    bool ok() const { return m_ok; }

private:
    struct rlimit m_before {};
    void (*m_handler)(int) = SIG_DFL;
    bool m_ok = false;
};
