// Fuzz target: the four judge input streams. The first byte picks the format; the answer must
// be produced without crashing, and bad input must come with a message.
#include "storage/tablecache.h"
#include "judge/judge.h"

#include <cstddef>
#include <cstdint>
#include <string>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    if (size == 0 || size > 600)
        return 0;
    static const core::JudgeFormat formats[] = {core::JudgeFormat::Poj1077, core::JudgeFormat::Hdu1043,
                                                core::JudgeFormat::Hdu3567, core::JudgeFormat::Poj2286};
    const core::JudgeFormat format = formats[data[0] % 4];
    const std::string input(reinterpret_cast<const char *>(data + 1), size - 1);
    const core::JudgeAnswer a = core::answerJudge(format, input, core::defaultTableCache());
    if (a.status == 2 && a.error.empty())
        __builtin_trap();
    if (a.status != 2 && !a.error.empty())
        __builtin_trap();
    // An error quotes bad input in part and escaped: short, and no raw control bytes.
    if (a.error.size() > 600)
        __builtin_trap();
    for (char c : a.error)
        if (static_cast<unsigned char>(c) < 0x20 || c == 0x7f)
            __builtin_trap();
    return 0;
}
