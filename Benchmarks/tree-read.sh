#!/usr/bin/env bash
# How long the end-to-end harness takes to read Set's accessible tree: its
# long-lived reader (Tests/EndToEndTests/Scripts/atspi_reader.py) against the
# peer it replaced, a python3 a read walking the tree with pyatspi
# (tree-read/atspi_dump.py), on the same window in the same run. The floor is
# 50 ms a read: a suite reads the tree hundreds of times.
#
#   Benchmarks/tree-read.sh [READS]   (default 40 reads by the reader, a quarter as many by the peer)
#
# Runs the game as installed (session.sh) with the accessibility bus, on Set
# with a fixed seed, and prints the medians and 90th percentiles.
set -euo pipefail

ROOT=$(cd "$(dirname "$0")/.." && pwd)
APP_ID=io.github.matchismo.Matchismo
TIMEOUT=30
READS=${1:-40}
FLOOR_MS=50

die() {
    echo "tree-read: $*" >&2
    exit 1
}

# shellcheck source=Benchmarks/session.sh
source "$ROOT/Benchmarks/session.sh"
trap end_session EXIT

build_matchismo
start_session 1280x1024
# The accessibility bus the harness starts: its launcher and registry.
ENVIRONMENT=("${ENVIRONMENT[@]/NO_AT_BRIDGE=1/GTK_A11Y=atspi}")
"${ENVIRONMENT[@]}" /usr/libexec/at-spi-bus-launcher --launch-immediately >/dev/null 2>&1 &
SERVICES+=($!)
"${ENVIRONMENT[@]}" "$MATCHISMO" --game=set --seed=7 >/dev/null 2>"$WORK/app.err" &
app=$!
SERVICES+=("$app")

mapfile -t lines < <("${ENVIRONMENT[@]}" /usr/bin/python3 "$ROOT/Benchmarks/tree-read/measure.py" \
    "$app" "$ROOT/Tests/EndToEndTests/Scripts" "$READS")
((${#lines[@]} == 4)) || die "no figures; the app said: $(cat "$WORK/app.err")"
read -r median p90 count <<<"${lines[1]}"
read -r all_median all_p90 all_count <<<"${lines[2]}"
read -r peer_median peer_p90 peer_count <<<"${lines[3]}"
printf '\nAccessible tree of Set (%s nodes), one read, ms      median    p90   reads\n' "${lines[0]}"
printf '  the harness'"'"'s reader (atspi_reader.py)          %8s %6s %7s\n' "$median" "$p90" "$count"
printf '  the reader with every node'"'"'s actions          %8s %6s %7s\n' "$all_median" "$all_p90" "$all_count"
printf '  peer: a python3 and pyatspi a read               %8s %6s %7s\n' "$peer_median" "$peer_p90" "$peer_count"
awk -v m="$median" -v p="$peer_median" -v f="$FLOOR_MS" 'BEGIN {
    printf "  reader: %.1f times as fast as the peer; floor %d ms: %s\n", p / m, f, (m <= f ? "met" : "NOT MET")
}'
