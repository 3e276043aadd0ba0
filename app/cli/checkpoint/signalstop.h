#pragma once
// While a search that keeps checkpoints runs, SIGINT, SIGTERM and SIGHUP stop it as a budget
// would, so that it writes its last progress before the command ends (otherwise up to the 5 s
// since the last checkpoint are lost). The handler only writes the signal's number to a pipe; a
// thread reads it and requests the stop. A second signal ends the process at once, as before.
// Outside its lifetime the signals do what removeTemporariesOnSignals set.

#include <atomic>
#include <chrono>
#include <functional>
#include <stop_token>
#include <thread>

namespace cli {

class SignalStop {
public:
    // `quiet`, when given, is called once if no signal came in the first `quietAfter` (from the
    // guard's thread): the caller's chance to say something about a search still running.
    explicit SignalStop(std::stop_source stop, std::function<void()> quiet = {},
                        std::chrono::milliseconds quietAfter = std::chrono::seconds(6));
    ~SignalStop();
    SignalStop(const SignalStop &) = delete;
    SignalStop &operator=(const SignalStop &) = delete;

    // The signal that stopped the search, or 0.
    int signal() const { return m_signal.load(); }

private:
    std::stop_source m_stop;
    std::atomic<int> m_signal{0};
    std::thread m_thread;
    bool m_installed = false;
};

} // namespace cli
