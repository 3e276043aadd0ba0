#!/bin/sh
# The popcount instruction lives only in the search's second copy (core::fastida4::popcnt, see
# core/solvers/fastida/geometry.h), which runs only where the processor has it. Any other
# function holding it could be the copy the linker keeps for every caller, and would stop the
# program on a processor without it. Usage: popcount_test.sh LIBRARY
set -eu
lib="$1"
holders=$(objdump -d --no-show-raw-insn "$lib" | awk '/^[0-9a-f]+ <.*>:$/ { fn = $2 } /\tpopcnt/ { print fn }' | sort -u | c++filt)
if [ -z "$holders" ]; then
    echo "no function of $lib holds popcnt: the search's popcount copy is missing"
    exit 1
fi
outside=$(printf '%s\n' "$holders" | grep -v '^<core::fastida4::popcnt::' || true)
if [ -n "$outside" ]; then
    echo "popcnt outside core::fastida4::popcnt in $lib:"
    printf '%s\n' "$outside"
    exit 1
fi
echo "popcnt in $(printf '%s\n' "$holders" | wc -l) functions, all in core::fastida4::popcnt"
