#pragma once
// A program's bash completion, written from its options::Program: the commands, each command's
// options, and what each option's value or operand can be (a choice, a comma list of choices,
// a file, a folder). Self-contained: it needs bash alone, not the bash-completion package.

#include "options/commandspec.h"

namespace docs {

QString bashCompletion(const options::Program &program);

} // namespace docs
