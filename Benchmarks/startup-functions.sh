#!/usr/bin/env bash
# Writes Sources/matchismo/startup-functions.txt: the functions of the game's
# binary that start-up runs, in the order they first run, one mangled name a
# line. Release builds compile every function into its own section, and lld
# lays these out first (Package.swift), so the few hundred kilobytes start-up
# runs sit together: the kernel maps a binary's code 64 KB at a time around
# each page touched, and scattered, they kept most of its 6 MB of code
# resident (issue 36; HACKING.md, "Performance").
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
TIMEOUT=120

die() {
    echo "startup-functions: $*" >&2
    exit 1
}

command -v valgrind >/dev/null || die "needs valgrind (apt-get install valgrind)"
WORK=$(mktemp -d "${TMPDIR:-/tmp}/matchismo-order.XXXXXX")
SERVICES=()
cleanup() {
    local pid
    for pid in "${SERVICES[@]}"; do kill "$pid" 2>/dev/null || true; done
    wait 2>/dev/null || true
    rm -rf "$WORK"
}
trap cleanup EXIT

cd "$ROOT"
# The build links by the list it replaces (which functions run does not depend on where they lie).
[[ -f $OUTPUT ]] || : >"$OUTPUT"
swift build -c release --static-swift-stdlib --scratch-path .build-static --product matchismo >&2
BINARY=$(swift build -c release --static-swift-stdlib --scratch-path .build-static --show-bin-path)/matchismo

mkdir -p "$WORK"/{schemas,home,config,data,cache,state,runtime}
chmod 700 "$WORK/runtime"
cp "data/$APP_ID.gschema.xml" "$WORK/schemas/"
glib-compile-schemas --strict "$WORK/schemas"
exec {xfd}< <(exec Xvfb -displayfd 1 -screen 0 1920x1080x24 -nolisten tcp -noreset 2>/dev/null)
SERVICES+=($!)
read -r -t 30 -u "$xfd" display || die "Xvfb did not start"
exec {bfd}< <(exec dbus-daemon --session --nofork --print-address=1 2>/dev/null)
SERVICES+=($!)
read -r -t 30 -u "$bfd" address || die "dbus-daemon did not start"

env -i PATH="$PATH" DISPLAY=":$display" DBUS_SESSION_BUS_ADDRESS="$address" \
    HOME="$WORK/home" XDG_CONFIG_HOME="$WORK/config" XDG_DATA_HOME="$WORK/data" \
    XDG_CACHE_HOME="$WORK/cache" XDG_STATE_HOME="$WORK/state" XDG_RUNTIME_DIR="$WORK/runtime" \
    GSETTINGS_BACKEND=memory GSETTINGS_SCHEMA_DIR="$WORK/schemas" MATCHISMO_STATS=1 NO_AT_BRIDGE=1 \
    valgrind --tool=callgrind --demangle=no --callgrind-out-file="$WORK/callgrind.out" "$BINARY" \
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
nm --defined-only "$BINARY" | awk '$2 ~ /^[tTwW]$/ { print $3 }' | sort -u >"$WORK/defined.txt"
sed -nE 's/^c?fn=\([0-9]+\) (.*)$/\1/p' "$WORK/callgrind.out" |
    awk 'NR == FNR { defined[$0] = 1; next } ($0 in defined) && !seen[$0]++' "$WORK/defined.txt" - >"$OUTPUT.tmp"
mv "$OUTPUT.tmp" "$OUTPUT"
echo "startup-functions: $(wc -l <"$OUTPUT") functions start-up runs, written to ${OUTPUT#"$ROOT"/}" >&2
