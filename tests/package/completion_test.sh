#!/bin/bash
# The generated bash completions, run under bash as the shell runs them: the words offered for
# the commands, the options, the algorithm, heuristic and puzzle names, the board sizes, comma
# lists, --option=value, files and folders; and, for each command, exactly the options its
# --help lists.
# usage: completion_test.sh COMPLETIONS_DIR PUZZLESCOPE_CLI
set -u
dir=$1
cli=$2
source "$dir/puzzlescope-cli" || exit 1
source "$dir/puzzlescope" || exit 1
failures=0

# expect FUNCTION "EXPECTED WORDS" WORD...: completes the last word of the command line WORD...
# with FUNCTION and compares the words offered, sorted, with the expected ones, sorted.
expect()
{
    local fn=$1 expected=$2
    shift 2
    COMP_WORDS=("$@")
    COMP_CWORD=$((${#COMP_WORDS[@]} - 1))
    COMPREPLY=()
    "$fn"
    local got want
    got=$(printf '%s\n' "${COMPREPLY[@]}" | sed '/^$/d' | sort | tr '\n' ' ')
    want=$(printf '%s\n' $expected | sed '/^$/d' | sort | tr '\n' ' ')
    if [[ $got != "$want" ]]; then
        echo "FAIL: '$*' offered [$got], expected [$want]"
        failures=$((failures + 1))
    else
        echo "ok:   '$*' -> [$got]"
    fi
}

cli_words() { expect _puzzlescope_cli "$@"; }

# The commands and the program's own options.
cli_words "solve scramble" puzzlescope-cli s
cli_words "bench batch" puzzlescope-cli b
cli_words "--version" puzzlescope-cli --v
# Values from the descriptor rows.
cli_words "bfs bibfs" puzzlescope-cli solve --algorithm b
cli_words "idastar" puzzlescope-cli batch --algorithm id
cli_words "linear-conflict" puzzlescope-cli solve --heuristic li
cli_words "pdb-663 pdb-6666 pdb-6666-max" puzzlescope-cli solve --heuristic pdb-6
cli_words "klotski" puzzlescope-cli solve --puzzle k
cli_words "sliding" puzzlescope-cli scramble --puzzle s
cli_words "2x10" puzzlescope-cli solve --size 2x1
cli_words "4x2 4x3 4x4 4x5 4x6 4x7 4x8 4x9 4x10" puzzlescope-cli scramble --size 4x
cli_words "tokens" puzzlescope-cli scramble --format t
cli_words "poj1077 poj2286" puzzlescope-cli judge p
# A comma list (bench) completes the word after the last comma, keeping the ones before.
cli_words "bfs,astar" puzzlescope-cli bench --algorithm bfs,a
cli_words "idastar,bfs idastar,bibfs" puzzlescope-cli bench --algorithm idastar,b
# --option=value, which bash splits at the '='.
cli_words "klotski" puzzlescope-cli solve --puzzle = k
cli_words "bfs bibfs astar idastar table wastar wida staged structured" puzzlescope-cli solve --algorithm =
# A number is not guessed; a board operand neither.
cli_words "" puzzlescope-cli solve --max-nodes 1
cli_words "" puzzlescope-cli solve 1
# Files and folders, in a folder of the test's own.
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir "$work/tables" "$work/saves"
touch "$work/tables.txt" "$work/trace.jsonl" "$work/game.puzzlescope" "$work/notes.txt"
cd "$work" || exit 1
cli_words "tables" puzzlescope-cli solve --pdb-dir ta
cli_words "tables tables.txt" puzzlescope-cli solve --trace ta
cli_words "trace.jsonl tables tables.txt" puzzlescope-cli solve --trace t
cli_words "tables.txt tables" puzzlescope-cli bench --instances ta
# The window: saved games and folders, not other files; its options.
expect _puzzlescope "game.puzzlescope" puzzlescope g
expect _puzzlescope "saves" puzzlescope s
expect _puzzlescope "-h --help -V -v --version" puzzlescope -
cd - >/dev/null || exit 1

# Each command offers exactly the options its --help lists, and the first word exactly the
# commands the program's --help lists.
help_options() { "$cli" "$@" --help | sed -n 's/^  \(-[A-Za-z], \)\{0,1\}\(--[a-z][a-z-]*\).*/\1\2/p' | tr ',' ' '; }
for command in $("$cli" --help | sed -n '/^commands:/,/^$/s/^  \([a-z]\+\).*/\1/p'); do
    cli_words "$(help_options "$command")" puzzlescope-cli "$command" -
done
cli_words "$("$cli" --help | sed -n '/^commands:/,/^$/s/^  \([a-z]\+\).*/\1/p') -h --help -V -v --version" puzzlescope-cli ""

if ((failures > 0)); then
    echo "$failures completion check(s) failed"
    exit 1
fi
echo "all completion checks passed"
