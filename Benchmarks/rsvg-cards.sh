#!/usr/bin/env bash
# Our card painters against librsvg drawing Aisleriot's card theme, cold, side
# by side in one run (every card at least 3 times faster).
#
#   Benchmarks/rsvg-cards.sh
#
# Takes Aisleriot's card theme, bonded.svgz (gzipped SVG, which librsvg reads
# as it is), from Debian's aisleriot package without installing the game:
# `apt-get download` fetches the .deb into a temporary folder, dpkg-deb unpacks
# it, and only the SVG (and the package's version) is kept, in
# ${XDG_CACHE_HOME:-~/.cache}/matchismo/bench; later runs reuse it. Then
# it compiles Benchmarks/rsvg-cards.c with gcc against librsvg and cairo,
# measures the back, the seven of hearts and the queen of spades with
# matchismo-bench (release, render.card.*: a fresh 250x350 surface and painter
# each time, only the pieces shared between cards warm) and with librsvg (a
# fresh 250x350 surface each time, the SVG parsed once), and prints both
# medians in microseconds, the ratio and the target.
#
# Needs: apt-get and dpkg-deb (base system), gcc, pkg-config, the librsvg and
# cairo headers (librsvg2-dev), swift. Exits non-zero when the theme cannot be
# fetched (offline, or apt does not know aisleriot) or anything fails to build
# or run.
set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
CACHE=${XDG_CACHE_HOME:-$HOME/.cache}/matchismo/bench
THEME=$CACHE/aisleriot-bonded.svgz
# Where the theme is in the aisleriot package.
THEME_IN_PACKAGE=usr/share/aisleriot/cards/bonded.svgz
# Each card as matchismo-bench names it (render.card.NAME) and its element in the theme.
CARDS=("back=#back" "7H=#heart_7" "QS=#spade_queen")
# How many times faster than librsvg every card must be drawn.
TARGET=3

WORK=$(mktemp -d "${TMPDIR:-/tmp}/matchismo-rsvg.XXXXXX")
trap 'rm -rf "$WORK"' EXIT

die() {
    echo "rsvg-cards: $*" >&2
    exit 1
}

# Fetches bonded.svgz and the aisleriot version it comes from into the cache, once.
fetch_theme() {
    [[ -s $THEME && -s $THEME.version ]] && return 0
    command -v apt-get >/dev/null || die "no apt-get to download Debian's aisleriot package (Aisleriot's card theme)"
    mkdir -p "$CACHE"
    echo "rsvg-cards: downloading Debian's aisleriot package for its card theme (once, into $CACHE)" >&2
    if ! (cd "$WORK" && apt-get download aisleriot) >"$WORK/download.log" 2>&1; then
        cat "$WORK/download.log" >&2
        die "apt-get download aisleriot failed: are you offline, or does apt not know the package yet (sudo apt-get update)? Or put Aisleriot's bonded.svgz at $THEME and its version in $THEME.version."
    fi
    local package
    package=$(echo "$WORK"/aisleriot_*.deb)
    [[ -f $package ]] || die "apt-get download left no aisleriot_*.deb in $WORK"
    dpkg-deb -x "$package" "$WORK/aisleriot" || die "cannot unpack $package"
    [[ -s $WORK/aisleriot/$THEME_IN_PACKAGE ]] || die "no $THEME_IN_PACKAGE in $package"
    dpkg-deb -f "$package" Version >"$THEME.version.new"
    cp "$WORK/aisleriot/$THEME_IN_PACKAGE" "$THEME.new"
    mv "$THEME.version.new" "$THEME.version"
    mv "$THEME.new" "$THEME"
}

# Builds Benchmarks/rsvg-cards.c and the release matchismo-bench.
build() {
    gcc -O2 -Wall -o "$WORK/rsvg-cards" "$ROOT/Benchmarks/rsvg-cards.c" \
        $(pkg-config --cflags --libs librsvg-2.0 cairo) -lm || die "cannot build Benchmarks/rsvg-cards.c (librsvg2-dev installed?)"
    (cd "$ROOT" && swift build -c release --product matchismo-bench >&2) || die "cannot build matchismo-bench"
    BENCH=$(cd "$ROOT" && swift build -c release --show-bin-path)/matchismo-bench
}

# The median of figure NAME in FILE (lines such as "NAME: 102 µs (min 95, …)").
median_of() {
    awk -v name="$1:" '$1 == name { print $2; found = 1 } END { exit !found }' "$2" ||
        die "no figure $1 in $2"
}

fetch_theme
build
filters=()
for card in "${CARDS[@]}"; do filters+=(--filter "render.card.${card%%=*}"); done
"$BENCH" "${filters[@]}" | tee "$WORK/ours.txt"
"$WORK/rsvg-cards" "$THEME" "${CARDS[@]}" | tee "$WORK/rsvg.txt"

echo
echo "Cards at 250x350, cold, median µs: matchismo against librsvg $(pkg-config --modversion librsvg-2.0)" \
    "drawing Aisleriot $(cat "$THEME.version")'s bonded.svgz"
printf '%-6s %-14s %10s %8s %7s  %s\n' card element matchismo librsvg ratio "target ×$TARGET"
for card in "${CARDS[@]}"; do
    name=${card%%=*}
    ours=$(median_of "render.card.$name" "$WORK/ours.txt")
    theirs=$(median_of "rsvg.card.$name" "$WORK/rsvg.txt")
    awk -v name="$name" -v id="${card#*=}" -v ours="$ours" -v theirs="$theirs" -v target="$TARGET" 'BEGIN {
        ratio = theirs / ours
        printf "%-6s %-14s %10s %8s   ×%.2f  %s\n", name, id, ours, theirs, ratio, (ratio >= target ? "met" : "MISSED") }'
done
