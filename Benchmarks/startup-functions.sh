#!/usr/bin/env bash
# Writes Sources/matchismo/startup-functions.txt: the functions of the game's
# binary that start-up runs, in the order they first run, one mangled name a
# line. Release builds compile every function into its own section, and lld
# lays these out first (Package.swift), so the few hundred kilobytes start-up
# runs sit together: the kernel maps a binary's code 64 KB at a time around
# each page touched, and scattered, they kept most of its 6 MB of code
# resident (Benchmarks/README.md, "startup-functions.sh").
#
#   Benchmarks/startup-functions.sh     (again after large changes; needs valgrind)
#
# The game (as installed: release, Swift runtime linked statically) runs once
# under valgrind's callgrind in a private Xvfb and session bus, on a fresh
# data folder, until two seconds after its first frame. A name the binary
# does not hold (a function renamed since) costs nothing: lld skips it.
set -euo pipefail

ROOT=$(cd "$(dirname "$0")/.." && pwd)
OUTPUT=$ROOT/Sources/matchismo/startup-functions.txt
APP_ID=io.github.matchismo.Matchismo
# The longest wait for a service, or for the first frame under valgrind, in seconds.
TIMEOUT=120

die() {
    echo "startup-functions: $*" >&2
    exit 1
}

command -v valgrind >/dev/null || die "needs valgrind (apt-get install valgrind)"
# shellcheck source=Benchmarks/session.sh
. "$ROOT/Benchmarks/session.sh"
trap end_session EXIT

cd "$ROOT"
# The build links by the list it replaces (which functions run does not depend on where they lie).
[[ -f $OUTPUT ]] || : >"$OUTPUT"
build_matchismo
start_session 1920x1080
"${ENVIRONMENT[@]}" valgrind --tool=callgrind --demangle=no --callgrind-out-file="$WORK/callgrind.out" "$MATCHISMO" \
    2>"$WORK/run.log" &
GAME=$!
deadline=$((SECONDS + TIMEOUT))
until grep -q '^first-frame ' "$WORK/run.log"; do
    ((SECONDS < deadline)) || { cat "$WORK/run.log" >&2; die "no first frame under valgrind"; }
    sleep 0.2
done
sleep 2
kill -TERM "$GAME"
wait "$GAME" 2>/dev/null || true
[[ -s $WORK/callgrind.out ]] || die "callgrind wrote nothing"

# callgrind names a function the first time it meets it ("fn=(12) name"),
# then by number; the binary's own functions are those nm lists in it.
nm --defined-only "$MATCHISMO" | awk '$2 ~ /^[tTwW]$/ { print $3 }' | sort -u >"$WORK/defined.txt"
sed -nE 's/^c?fn=\([0-9]+\) (.*)$/\1/p' "$WORK/callgrind.out" |
    awk 'NR == FNR { defined[$0] = 1; next } ($0 in defined) && !seen[$0]++' "$WORK/defined.txt" - >"$OUTPUT.tmp"
mv "$OUTPUT.tmp" "$OUTPUT"
echo "startup-functions: $(wc -l <"$OUTPUT") functions start-up runs, written to ${OUTPUT#"$ROOT"/}" >&2
