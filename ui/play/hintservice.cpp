#include "play/hintservice.h"

#include <QMetaObject>

#include <atomic>

namespace ui {

namespace {
// The hint search has its own, smaller budgets: a gauge that cannot answer quickly says so.
constexpr std::uint64_t HintMaxNodes = 20'000'000;
constexpr std::size_t HintMaxBytes = std::size_t(512) << 20;
} // namespace

HintService::HintService(QObject *parent)
    : QObject(parent)
{
}

HintService::~HintService()
{
    for (Job &j : m_jobs)
        j.context->cancel();
    for (Job &j : m_jobs)
        j.thread.join();
}

void HintService::cancel()
{
    ++m_generation;
    for (Job &j : m_jobs)
        j.context->cancel();
    m_computing = false;
    m_hasAnswer = false;
}

void HintService::reap()
{
    for (auto it = m_jobs.begin(); it != m_jobs.end();) {
        if (it->done->load()) {
            it->thread.join();
            it = m_jobs.erase(it);
        } else {
            ++it;
        }
    }
}

void HintService::request(core::PuzzleKind kind, const core::SlidingBoard &board, const core::SlidingBoard &goal,
                          const core::RotationBoard &rotation)
{
    cancel();
    reap();
    const int generation = m_generation;
    m_computing = true;
    emit computing();
    Job job;
    job.context = std::make_shared<core::SearchContext>();
    job.context->setMaxExpanded(HintMaxNodes);
    job.context->setMaxBytes(HintMaxBytes);
    job.done = std::make_shared<std::atomic<bool>>(false);
    // The thread posts its answer to the GUI thread; the destructor joins every thread, and Qt
    // drops events posted to an object that is gone.
    job.thread = std::thread([this, kind, board, goal, rotation, context = job.context, done = job.done, generation] {
        const core::Hint h = kind == core::PuzzleKind::Rotation ? core::rotationHint(rotation, *context)
                                                                 : core::slidingHint(board, goal, *context);
        QMetaObject::invokeMethod(
            this,
            [this, h, generation] {
                reap();
                if (generation != m_generation)
                    return;
                m_computing = false;
                m_hasAnswer = true;
                m_answer = h;
                emit ready(h);
            },
            Qt::QueuedConnection);
        done->store(true);
    });
    m_jobs.push_back(std::move(job));
}

} // namespace ui
