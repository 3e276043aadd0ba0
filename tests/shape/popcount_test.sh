#!/bin/sh
# Instructions that not every x86-64 processor has live only in the copies compiled for them,
# which run only where the processor has them: popcnt in the search's popcount copy
# (core::fastida4::popcnt, see core/sliding/fastida/geometry.h) and in the pattern-database
# builder's bit-instruction copy (core::layered::bmi2, see core/sliding/pdb/layered/placementcoder.h);
# the BMI1 and BMI2 instructions in the latter only. Any other function holding one could be
# the copy the linker keeps for every caller, and would stop the program on a processor without
# it. (tzcnt is left out: it is also how the portable code's rep bsf disassembles.)
# Usage: popcount_test.sh LIBRARY
set -eu
lib="$1"
listing=$(objdump -d --no-show-raw-insn "$lib")
holders() { # the functions holding any of the mnemonics $1 (an awk pattern)
    printf '%s\n' "$listing" | awk -v m="$1" '/^[0-9a-f]+ <.*>:$/ { fn = $2 } $0 ~ "\t(" m ")( |$)" { print fn }' | sort -u | c++filt
}
check() { # mnemonics, the namespaces they may be in (a grep pattern), what they are
    found=$(holders "$1")
    if [ -z "$found" ]; then
        echo "no function of $lib holds $3: a copy compiled for them is missing"
        exit 1
    fi
    outside=$(printf '%s\n' "$found" | grep -v "$2" || true)
    if [ -n "$outside" ]; then
        echo "$3 outside their copies in $lib:"
        printf '%s\n' "$outside"
        exit 1
    fi
    echo "$3 in $(printf '%s\n' "$found" | wc -l) functions, all in their copies"
}
check popcnt '^<core::fastida4::popcnt::\|^<core::layered::bmi2::' popcnt
check 'pdep|pext|shlx|shrx|sarx|bzhi|andn|blsr|blsi|blsmsk|bextr|rorx|mulx' '^<core::layered::bmi2::' 'BMI1 and BMI2 instructions'
