#pragma once
// The seal of a checkpoint file: HMAC-SHA-256 of the file's bytes under a key of this user's.
// A checkpoint claims that every subtree below its bound was searched, so a resumed search that
// finds a plan calls it the shortest on the file's word: a file changed to mark subtrees done
// (its checksum recomputed) would make a longer plan "optimal". The seal makes that word the
// program's: only a process that can read the key writes a file that passes.
//
// The key: 32 random bytes in `checkpoint-key` in this user's state folder ($XDG_STATE_HOME,
// else ~/.local/state, then PuzzleScope/), made on first use with mode 0600. It is used only
// under the table cache's trust rules (storage/cachetrust.h), and only when no one else can
// read it: a key others could read, or a file or a folder others could change, is refused, with
// a message that names the rule. So a checkpoint resumes for the user, and on the machine, that
// wrote it.

#include <array>
#include <optional>
#include <string>
#include <string_view>

namespace core {

using Sha256Digest = std::array<unsigned char, 32>;
Sha256Digest sha256(std::string_view bytes);
Sha256Digest hmacSha256(std::string_view key, std::string_view bytes);

// Where the key is kept: the folder set here (the window sets its state folder), else the
// state folder of the environment described above.
void setCheckpointKeyFolder(const std::string &folder);
std::string checkpointKeyFolder();

// The key, made when missing and `create` is set; nullopt and `error` saying why it cannot be
// used ("... belongs to user 1001, not to you", "... can be read by other users (mode 0644)").
std::optional<std::string> checkpointKey(bool create, std::string &error);

// `text` and its seal line ("seal: <64 hex digits>\n"), for a file; "" and `error` when there is
// no key to seal with.
std::string sealed(const std::string &text, std::string &error);
// The text a sealed file holds before its seal line, when the seal is this user's; otherwise
// nullopt and `error` ("it has no seal...", "its seal does not match...").
std::optional<std::string_view> unsealed(std::string_view file, std::string &error);
// The text before the seal line, unchecked (the whole file when it has none): for the reader to
// say what else is wrong with a file first.
std::string_view withoutSeal(std::string_view file);

} // namespace core
