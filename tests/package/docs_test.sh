#!/bin/bash
# The man pages, the desktop and AppStream files and the MIME type, as a packager checks them:
# - each man page renders with no warning from man, with the sections a reader looks for, and
#   lists every option of every command that the program's --help lists;
# - the AppStream file (as the build writes it) validates, names both programs and the saved games' type, and its newest
#   release is this version; the desktop file validates and opens that type;
# - the MIME type installs into a MIME database, matching saved games by name and by their
#   first line (tests/core/play checks that the game writer writes that line).
# The validators are used when installed (.ci/install-deps installs them).
# usage: docs_test.sh DOCS_DIR PUZZLESCOPE_CLI PUZZLESCOPE SOURCE_DIR VERSION
set -u
docs=$1
cli=$2
gui=$3
src=$4
version=$5
failures=0
fail() { echo "FAIL: $*"; failures=$((failures + 1)); }
pass() { echo "ok:   $*"; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# --- the man pages
if command -v man >/dev/null; then
    for page in puzzlescope-cli.1 puzzlescope.6; do
        MANWIDTH=100 man --warnings -l "$docs/$page.gz" >"$work/$page.txt" 2>"$work/$page.err"
        if [[ -s $work/$page.err ]]; then
            fail "$page: man warns: $(head -3 "$work/$page.err")"
        else
            pass "$page renders with no warning"
        fi
        for section in NAME SYNOPSIS DESCRIPTION OPTIONS "EXIT STATUS" FILES EXAMPLES "SEE ALSO"; do
            grep -q "^$section\$" "$work/$page.txt" || fail "$page has no $section section"
        done
        cmp -s <(gzip -dc "$docs/$page.gz") "$docs/$page" || fail "$page.gz is not $page"
    done
    grep -q "^COMMANDS\$" "$work/puzzlescope-cli.1.txt" || fail "puzzlescope-cli.1 has no COMMANDS section"
    grep -q "puzzlescope-cli $version" <("$cli" --version) || fail "puzzlescope-cli --version is not $version"
    grep -q "PuzzleScope $version" "$work/puzzlescope-cli.1.txt" || fail "puzzlescope-cli.1 is not of version $version"
    for status in 0 1 2 3; do
        grep -Eq "^ +$status +[a-z]" "$work/puzzlescope-cli.1.txt" || fail "puzzlescope-cli.1 does not explain exit status $status"
    done
    # Every option of every command, under that command's heading.
    commands=$("$cli" --help | sed -n '/^commands:/,/^$/s/^  \([a-z]\+\).*/\1/p')
    [[ $(echo $commands) == "solve batch scramble bench judge" ]] || fail "the CLI lists the commands [$(echo $commands)]"
    for command in $commands; do
        section=$(sed -n "/^   $command /,/^   [a-z]/p" "$work/puzzlescope-cli.1.txt")
        missing=""
        for option in $("$cli" "$command" --help | sed -n 's/^  \(-[A-Za-z], \)\{0,1\}\(--[a-z][a-z-]*\).*/\2/p'); do
            grep -Eq "^ +(-[A-Za-z], )?$option( |\$)" <<<"$section" || missing="$missing $option"
        done
        [[ -z $missing ]] && pass "puzzlescope-cli.1 lists every option of $command" || fail "puzzlescope-cli.1 misses$missing under $command"
    done
    for option in --help --version; do
        grep -Eq "^ +(-[A-Za-z], )+$option\$" "$work/puzzlescope.6.txt" || fail "puzzlescope.6 misses $option"
    done
    # Both programs print their version with -V and with -v; the window's needs no display.
    for letter in -V -v; do
        grep -q "puzzlescope-cli $version" <("$cli" $letter) || fail "puzzlescope-cli $letter does not print the version"
        grep -q "PuzzleScope $version" <(env -u DISPLAY -u WAYLAND_DISPLAY -u QT_QPA_PLATFORM "$gui" $letter 2>/dev/null) \
            || fail "puzzlescope $letter does not print the version with no display"
    done
    env -u DISPLAY -u WAYLAND_DISPLAY -u QT_QPA_PLATFORM "$gui" --help 2>/dev/null | grep -q -- "--version" || fail "puzzlescope --help misses --version (no display)"
else
    echo "skip: man is not installed"
fi

# --- AppStream and the desktop file
# As the build writes them from their templates (resources/*.in) and the rows of puzzles.
metainfo=$docs/io.github.puzzlescope.PuzzleScope.metainfo.xml
desktop=$docs/io.github.puzzlescope.PuzzleScope.desktop
mime=$src/resources/io.github.puzzlescope.PuzzleScope.mime.xml
if command -v appstreamcli >/dev/null; then
    appstreamcli validate --no-net --explain "$metainfo" >"$work/as.txt" 2>&1 && pass "appstreamcli validate" || fail "appstreamcli: $(cat "$work/as.txt")"
else
    echo "skip: appstreamcli is not installed"
fi
if command -v desktop-file-validate >/dev/null; then
    out=$(desktop-file-validate "$desktop" 2>&1)
    [[ -z $out ]] && pass "desktop-file-validate" || fail "desktop-file-validate: $out"
else
    echo "skip: desktop-file-validate is not installed"
fi
newest=$(grep -o '<release version="[^"]*" date="[^"]*"' "$metainfo" | head -1)
[[ $newest == "<release version=\"$version\" date=\""* ]] && pass "newest release is $version" || fail "newest AppStream release is [$newest], not $version"
for binary in puzzlescope puzzlescope-cli; do
    grep -q "<binary>$binary</binary>" "$metainfo" || fail "AppStream does not provide $binary"
done
type=$(sed -n 's/.*<mime-type type="\([^"]*\)".*/\1/p' "$mime")
[[ $type == application/x-puzzlescope-game ]] || fail "the MIME file declares [$type]"
grep -q "<mediatype>$type</mediatype>" "$metainfo" || fail "AppStream does not provide $type"
grep -q "^MimeType=.*$type;" "$desktop" || fail "the desktop file does not open $type"
grep -q '^Exec=puzzlescope %f$' "$desktop" || fail "the desktop file does not pass the file to puzzlescope"
grep -q '<content_rating type="oars-1.1"' "$metainfo" || fail "AppStream has no content rating"
[[ $(grep -c '<screenshot' "$metainfo") -ge 3 ]] || fail "AppStream has fewer than 3 screenshots"
for shot in $(sed -n 's|.*/resources/screenshots/\([^<]*\)</image>.*|\1|p' "$metainfo"); do
    [[ -f $src/resources/screenshots/$shot ]] || fail "AppStream shows $shot, which resources/screenshots lacks"
done

# --- the MIME type in a database of its own
if command -v update-mime-database >/dev/null; then
    mkdir -p "$work/mime/packages"
    cp "$mime" "$work/mime/packages/"
    if update-mime-database "$work/mime" 2>"$work/mime.err"; then
        grep -q "^50:$type:\*\.puzzlescope\$" "$work/mime/globs2" && pass "the database matches *.puzzlescope" || fail "globs2: $(cat "$work/mime/globs2")"
        grep -q "$type" "$work/mime/magic" && pass "the database has the first-line magic" || fail "no magic for $type"
    else
        fail "update-mime-database: $(cat "$work/mime.err")"
    fi
else
    echo "skip: update-mime-database is not installed"
fi
# The first line each writer of saved games puts first (the window's comment line, from its source;
# core's keyword line, from its source) is matched by one of the magic's strings at offset 0.
window_first=$(sed -n 's/.*const std::string text = "\([^\\]*\)\\n".*/\1/p' "$src/ui/controls/gamefiles.cpp")
core_first=$(sed -n 's/.*s << "\(puzzlescope-game\) .*/\1 /p' "$src/core/play/gamefile.cpp")
[[ -n $window_first && -n $core_first ]] || fail "the writers' first lines were not found in their sources"
for first in "$window_first" "$core_first"; do
    found=0
    while IFS= read -r value; do
        [[ -n $value && $first == "$value"* ]] && found=1
    done < <(sed -n 's/.*<match type="string" offset="0[:0-9]*" value="\([^"]*\)".*/\1/p' "$mime")
    ((found)) && pass "the magic recognises a file that begins [$first]" || fail "no magic string begins [$first]"
done

if ((failures > 0)); then
    echo "$failures check(s) failed"
    exit 1
fi
echo "all checks passed"
