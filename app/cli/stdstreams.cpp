// The standard descriptors: opened on /dev/null when the caller closed them, and why standard
// input could not be read.
#include "cliutil.h"

#include <cerrno>
#include <cstdio>
#include <cstring>

#include <fcntl.h>
#include <unistd.h>

namespace cli {

namespace {
int closedDescriptors = 0;
}

int openClosedStandardDescriptors()
{
    for (int fd = 0; fd <= 2; ++fd) {
        if (::fcntl(fd, F_GETFD) != -1 || errno != EBADF)
            continue;
        // The lowest free number is `fd` itself, as those below it are open.
        const int opened = ::open("/dev/null", fd == 0 ? O_RDONLY : O_WRONLY);
        if (opened != fd && opened >= 0)
            ::close(opened);
        closedDescriptors |= 1 << fd;
    }
    return closedDescriptors;
}

std::string inputReadError()
{
    if (closedDescriptors & 1)
        return "standard input is closed: give the boards on it (a file or a pipe)";
    if (std::ferror(stdin))
        return std::string("could not read standard input: ") + std::strerror(errno ? errno : EIO);
    return {};
}

} // namespace cli
