#!/bin/bash
# The programs are built and installed hardened, as Debian's own (dpkg-buildflags, lintian's
# hardening-* tags): read with readelf, each has
#   - a read-only relocation table bound at load (GNU_RELRO and BIND_NOW),
#   - the stack protector (__stack_chk_fail) and fortified libc calls (a __*_chk function),
#   - control-flow protection (endbr64 at the functions' entries),
# and, as installed with --strip, no RUNPATH or RPATH and no .comment section.
# usage: hardening_test.sh BUILD_DIR
set -u
build=$1
command -v readelf >/dev/null || { echo "skip: readelf is not installed"; exit 77; }
failures=0
fail() { echo "FAIL: $*"; failures=$((failures + 1)); }
pass() { echo "ok:   $*"; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

check_built()
{
    local bin=$1 name
    name=$(basename "$bin")
    readelf -d "$bin" >"$work/dynamic" 2>&1
    readelf -lW "$bin" >"$work/segments" 2>&1
    readelf --dyn-syms -W "$bin" >"$work/symbols" 2>&1
    grep -q "GNU_RELRO" "$work/segments" && pass "$name: GNU_RELRO" || fail "$name has no GNU_RELRO segment"
    grep -Eq "\(FLAGS\).*BIND_NOW|\(FLAGS_1\).* NOW" "$work/dynamic" && pass "$name: BIND_NOW" || fail "$name is not bound now"
    grep -q "__stack_chk_fail" "$work/symbols" && pass "$name: stack protector" || fail "$name calls no __stack_chk_fail"
    local fortified
    fortified=$(grep -Eo "__[a-z_]+_chk\b" "$work/symbols" | grep -v "__stack_chk" | sort -u | tr '\n' ' ')
    [[ -n $fortified ]] && pass "$name: fortified calls: $fortified" || fail "$name has no fortified libc call"
    # -fcf-protection marks each function that may be reached indirectly with endbr64. (The
    # IBT/SHSTK property note needs every object linked to have it, and Debian 12's own Scrt1.o
    # and crti.o do not.) Compiled without it, only the C runtime's few functions have one.
    if command -v objdump >/dev/null; then
        local marked functions
        objdump -d --no-show-raw-insn "$bin" >"$work/code"
        marked=$(grep -c "endbr64" "$work/code")
        functions=$(grep -c "^[0-9a-f]* <" "$work/code")
        ((marked * 2 >= functions)) && pass "$name: control-flow protection ($marked endbr64 in $functions functions)" \
            || fail "$name lacks control-flow protection: $marked endbr64 in $functions functions"
    fi
}

for bin in "$build/bin/puzzlescope" "$build/bin/puzzlescope-cli"; do
    [[ -x $bin ]] || { fail "$bin is not built"; continue; }
    check_built "$bin"
done

cmake --install "$build" --prefix "$work/usr" --strip >"$work/install.log" 2>&1 || { cat "$work/install.log"; fail "cmake --install"; }
for bin in "$work/usr/games/puzzlescope" "$work/usr/bin/puzzlescope-cli"; do
    [[ -f $bin ]] || { fail "$bin is not installed"; continue; }
    name=$(basename "$bin")
    readelf -d "$bin" | grep -Eq "RUNPATH|RPATH" && fail "$name is installed with $(readelf -d "$bin" | grep -E 'RUNPATH|RPATH')" \
        || pass "$name: installed without RUNPATH"
    readelf -SW "$bin" | grep -q "\.comment" && fail "$name is installed with a .comment section" \
        || pass "$name: installed without .comment"
done

if ((failures > 0)); then
    echo "$failures check(s) failed"
    exit 1
fi
echo "all hardening checks passed"
