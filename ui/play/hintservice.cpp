#include "play/hintservice.h"

#include "puzzles/puzzlebackend.h"

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

void HintService::cancel()
{
    m_task.cancel();
    m_computing = false;
    m_hasAnswer = false;
}

void HintService::request(const core::Position &position)
{
    cancel();
    m_computing = true;
    emit computing();
    m_task.run(
        [position](std::stop_token stop, const BackgroundTask::Post &) {
            core::SearchContext context(std::move(stop));
            context.setMaxExpanded(HintMaxNodes);
            context.setMaxBytes(HintMaxBytes);
            return core::backendOf(position).hint(position, context);
        },
        [this](const core::Hint &h) {
            m_computing = false;
            m_hasAnswer = true;
            m_answer = h;
            emit ready(h);
        });
}

} // namespace ui
