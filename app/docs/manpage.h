#pragma once
// A program's man page in roff (man(7) macros), written from its options::Program: NAME,
// SYNOPSIS, DESCRIPTION, OPTIONS, COMMANDS with each command's options and operands, EXIT
// STATUS, FILES, EXAMPLES and SEE ALSO.

#include "options/commandspec.h"

namespace docs {

QString manPage(const options::Program &program);

} // namespace docs
