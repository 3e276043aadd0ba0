#include "cli/checkpoint/signalstop.h"

#include <csignal>

#include <fcntl.h>
#include <poll.h>
#include <unistd.h>

namespace cli {

namespace {

int wakePipe[2] = {-1, -1};
volatile std::sig_atomic_t stopping = 0;
struct sigaction before[3];
constexpr int Signals[] = {SIGINT, SIGTERM, SIGHUP};

extern "C" void requestStop(int sig)
{
    if (stopping) { // the second: what the signal did before (remove temporaries, end)
        for (int i = 0; i < 3; ++i)
            if (Signals[i] == sig)
                ::sigaction(sig, &before[i], nullptr);
        ::raise(sig);
        return;
    }
    stopping = 1;
    const unsigned char byte = static_cast<unsigned char>(sig);
    [[maybe_unused]] const auto n = ::write(wakePipe[1], &byte, 1);
}

} // namespace

SignalStop::SignalStop(std::stop_source stop, std::function<void()> quiet, std::chrono::milliseconds quietAfter)
    : m_stop(std::move(stop))
{
    if (::pipe2(wakePipe, O_CLOEXEC) != 0)
        return;
    m_thread = std::thread([this, quiet = std::move(quiet), quietAfter] {
        if (quiet) {
            pollfd wait{wakePipe[0], POLLIN, 0};
            int ready;
            while ((ready = ::poll(&wait, 1, int(quietAfter.count()))) < 0) {
            }
            if (ready == 0)
                quiet();
        }
        unsigned char byte = 0;
        while (::read(wakePipe[0], &byte, 1) < 0) {
        }
        if (byte != 0) { // 0: the guard ends
            m_signal.store(byte);
            m_stop.request_stop();
        }
    });
    struct sigaction action {};
    action.sa_handler = requestStop;
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_RESTART;
    for (int i = 0; i < 3; ++i)
        ::sigaction(Signals[i], &action, &before[i]);
    m_installed = true;
}

SignalStop::~SignalStop()
{
    if (!m_installed)
        return;
    for (int i = 0; i < 3; ++i)
        ::sigaction(Signals[i], &before[i], nullptr);
    if (!stopping) {
        const unsigned char none = 0;
        [[maybe_unused]] const auto n = ::write(wakePipe[1], &none, 1);
    }
    m_thread.join();
    ::close(wakePipe[0]);
    ::close(wakePipe[1]);
    wakePipe[0] = wakePipe[1] = -1;
    stopping = 0;
}

} // namespace cli
