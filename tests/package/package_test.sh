#!/bin/bash
# The Debian package, end to end, as a user installs it: `cpack -G DEB` builds it from this
# build; lintian finds no error in it; `apt-get install ./puzzlescope_*.deb` installs it with
# the dependencies it declares; the installed tool prints its version and solves a 3x3 board,
# the installed window prints its version with no display, the man pages, the completion, the MIME
# type and the menu entry are where the system looks for them; `apt-get purge` then removes
# every file the package put there.
# Needs root and apt (CI runs as root); skipped (77) otherwise, and when a puzzlescope package
# is installed already, which the test would replace.
# usage: package_test.sh BUILD_DIR VERSION
set -u
build=$1
version=$2
if [[ $(id -u) != 0 ]] || ! command -v apt-get >/dev/null || ! command -v dpkg-shlibdeps >/dev/null; then
    echo "skip: needs root, apt-get and dpkg-shlibdeps (dpkg-dev)"
    exit 77
fi
if dpkg-query -W -f='${Status}' puzzlescope 2>/dev/null | grep -q "ok installed"; then
    echo "skip: a puzzlescope package is installed already"
    exit 77
fi
failures=0
fail() { echo "FAIL: $*"; failures=$((failures + 1)); }
pass() { echo "ok:   $*"; }
work=$(mktemp -d)
chmod 755 "$work"
cleanup()
{
    if dpkg-query -W -f='${Status}' puzzlescope 2>/dev/null | grep -q "installed"; then
        DEBIAN_FRONTEND=noninteractive apt-get purge -y -q puzzlescope >/dev/null 2>&1
    fi
    rm -rf "$work"
}
trap cleanup EXIT
# Files dpkg is told not to install on this machine (path-exclude in /etc/dpkg/dpkg.cfg.d, as
# minimal container images do for /usr/share/man and /usr/share/doc).
excluded()
{
    local line pattern verdict=1
    for line in $(cat /etc/dpkg/dpkg.cfg.d/* 2>/dev/null | sed -n 's/^path-\(exclude\|include\)[= ]\(.*\)/\1=\2/p'); do
        pattern=${line#*=}
        # shellcheck disable=SC2053
        if [[ $1 == $pattern ]]; then
            [[ $line == exclude=* ]] && verdict=0 || verdict=1
        fi
    done
    return $verdict
}

(cd "$build" && cpack -G DEB -B "$work") >"$work/cpack.log" 2>&1 || { cat "$work/cpack.log"; exit 1; }
deb=$work/puzzlescope_${version}_amd64.deb
[[ -f $deb ]] || deb=$(ls "$work"/puzzlescope_"$version"_*.deb 2>/dev/null | head -1)
[[ -f $deb ]] || { echo "FAIL: cpack wrote no package"; ls "$work"; exit 1; }
pass "cpack built $(basename "$deb") ($(stat -c %s "$deb") bytes)"
dpkg-deb -f "$deb" Depends | grep -q libqt6widgets6 && pass "it depends on $(dpkg-deb -f "$deb" Depends)" || fail "Depends: $(dpkg-deb -f "$deb" Depends)"

if command -v lintian >/dev/null; then
    lintian "$deb" >"$work/lintian.txt" 2>&1
    if grep -q "^E:" "$work/lintian.txt"; then
        fail "lintian errors: $(grep '^E:' "$work/lintian.txt")"
    else
        pass "lintian: no errors$(grep -c '^W:' "$work/lintian.txt" | sed 's/^/, warnings: /')"
        grep "^W:" "$work/lintian.txt"
        # Hardened as Debian's own packages: no hardening-* tag at any level.
        if grep -q "hardening-" "$work/lintian.txt"; then
            fail "lintian: $(grep 'hardening-' "$work/lintian.txt")"
        else
            pass "lintian: no hardening tag"
        fi
    fi
else
    echo "skip lintian: not installed"
fi

# Install, as a user would: the dependencies come from the archive (they are there already on a
# machine that built PuzzleScope); the recommended CJK fonts are left out, so the test needs no
# download.
if ! DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends "$deb" >"$work/install.log" 2>&1; then
    cat "$work/install.log"
    echo "FAIL: apt-get install"
    exit 1
fi
pass "apt-get install"
dpkg-query -L puzzlescope >"$work/files.txt"

[[ $(/usr/bin/puzzlescope-cli --version) == "puzzlescope-cli $version" ]] && pass "/usr/bin/puzzlescope-cli --version" || fail "puzzlescope-cli --version: $(/usr/bin/puzzlescope-cli --version 2>&1)"
solved=$(/usr/bin/puzzlescope-cli solve "8 6 7 2 5 4 3 x 1" 2>&1)
grep -q "^length: *31 (optimal)" <<<"$solved" && pass "the installed tool solves a 3x3 board in 31 moves" || fail "solve: $solved"
# The window's --version and --help need no display.
shown=$(env -u DISPLAY -u WAYLAND_DISPLAY -u QT_QPA_PLATFORM HOME=$work /usr/games/puzzlescope --version 2>/dev/null)
[[ $shown == "PuzzleScope $version" ]] && pass "/usr/games/puzzlescope --version with no display" || fail "puzzlescope --version: [$shown]"
for f in /usr/share/man/man1/puzzlescope-cli.1.gz /usr/share/man/man6/puzzlescope.6.gz \
    /usr/share/bash-completion/completions/puzzlescope-cli /usr/share/bash-completion/completions/puzzlescope \
    /usr/share/applications/io.github.puzzlescope.PuzzleScope.desktop \
    /usr/share/metainfo/io.github.puzzlescope.PuzzleScope.metainfo.xml \
    /usr/share/icons/hicolor/scalable/apps/io.github.puzzlescope.PuzzleScope.svg \
    /usr/share/mime/packages/io.github.puzzlescope.PuzzleScope.mime.xml \
    /usr/share/doc/puzzlescope/copyright /usr/share/doc/puzzlescope/changelog.gz; do
    if excluded "$f"; then
        echo "skip: $f (dpkg excludes it on this machine)"
        continue
    fi
    grep -qx "$f" "$work/files.txt" && [[ -f $f ]] || fail "$f is not installed"
done
if command -v man >/dev/null && ! excluded /usr/share/man/man1/puzzlescope-cli.1.gz; then
    [[ $(man -w puzzlescope-cli 2>/dev/null) == /usr/share/man/man1/puzzlescope-cli.1.gz ]] && pass "man finds puzzlescope-cli(1)" || fail "man -w puzzlescope-cli: $(man -w puzzlescope-cli 2>&1)"
fi
words=$(bash -c 'source /usr/share/bash-completion/completions/puzzlescope-cli; COMP_WORDS=(puzzlescope-cli so); COMP_CWORD=1; _puzzlescope_cli; echo "${COMPREPLY[*]}"')
[[ $words == solve ]] && pass "the installed completion offers solve" || fail "completion offered [$words]"
# The MIME database (the shared-mime-info trigger) knows saved games once the package is in.
if [[ -f /usr/share/mime/globs2 ]]; then
    grep -q "application/x-puzzlescope-game:\*\.puzzlescope" /usr/share/mime/globs2 && pass "the MIME database knows *.puzzlescope" || fail "the MIME database lacks *.puzzlescope"
fi
if [[ -f /usr/share/applications/mimeinfo.cache ]]; then
    grep -q "^application/x-puzzlescope-game=.*io.github.puzzlescope.PuzzleScope.desktop" /usr/share/applications/mimeinfo.cache \
        && pass "saved games open with PuzzleScope (mimeinfo.cache)" || fail "mimeinfo.cache does not open saved games with PuzzleScope"
fi

# Remove it again: nothing of it is left.
DEBIAN_FRONTEND=noninteractive apt-get purge -y -q puzzlescope >"$work/purge.log" 2>&1 || { cat "$work/purge.log"; fail "apt-get purge"; }
left=""
while read -r f; do
    [[ -e $f && ! -d $f ]] && left="$left $f"
done <"$work/files.txt"
[[ -z $left ]] && pass "apt-get purge removed every file" || fail "left after purge:$left"
for d in /usr/share/doc/puzzlescope /usr/share/puzzlescope /usr/games/puzzlescope; do
    [[ -e $d ]] && fail "$d is left after purge"
done
if [[ -f /usr/share/mime/globs2 ]] && grep -q "x-puzzlescope-game" /usr/share/mime/globs2; then
    fail "the MIME database still knows saved games"
fi

if ((failures > 0)); then
    echo "$failures check(s) failed"
    exit 1
fi
echo "all package checks passed"
