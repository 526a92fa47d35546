#!/usr/bin/env bash
# Start-up time and memory of matchismo against the toolkit's floors, and its
# animations at 1920x1080 and 3840x2160.
#
#   Benchmarks/startup.sh [RUNS]      (default 6 runs of each program)
#   Benchmarks/startup.sh --animations  (only matchismo's animations)
#   Benchmarks/startup.sh --peers [RUNS]  (only matchismo beside the GNOME games)
#   Benchmarks/startup.sh --mutter [RUNS] (only start-up, memory and animations
#                                          on mutter headless, Wayland: mutter-session.sh)
#   Benchmarks/startup.sh --records [RUNS] (only start-up and the Statistics
#                                          window with ten years of records)
#
# Builds Benchmarks/minimal-window.c twice with gcc (the GTK floor: a GTK 4
# window; the libadwaita floor: an AdwApplication window with a header bar, what
# matchismo links) and matchismo in release as it is installed (the Swift
# runtime linked statically, in .build-static), and starts a private 3840x2160 Xvfb
# and session bus. Like with like: the floors run on the renderer matchismo
# chooses, with the switches it sets for the running GTK (it reports both
# with MATCHISMO_STATS; a GSK_RENDERER you set is passed to all three). Then it launches the three programs in turn, RUNS times
# each. For every run it takes the time from launch to the program's
# "first-frame <µs>" line (matchismo prints it, with MATCHISMO_STATS set, when
# its first card is drawn: the dealt table is on screen) and the resident memory
# about one second later. Prints the medians, and matchismo's ratio and
# difference against the libadwaita floor with the budget (start-up
# at most 1.3 times, memory at most 15 MB over). Then it measures two animations
# at each size, as matchismo reports them (frames, median and worst frame,
# painter calls): Ctrl+D dealing three more cards to the 12 on the table (the
# cards shrink), and Ctrl+R shuffling a full table of 81 cards (every card
# moves, none changes size); before them, the floor's animation (any key
# redraws the libadwaita floor's whole window at each of 60 frames),
# which shows what the display server itself allows a frame.
# With ten years of records in MATCHISMO_DATA_DIR (matchismo-save-probe
# --records writes 100,000 finished games and 3,653 days of puzzles), it
# measures start-up against start-up with an empty data folder, and the
# Statistics window's first frame (Ctrl+I; the app reports the time from the
# action to the window's first painted frame).
#
# Needs: gcc, pkg-config, gtk4 and libadwaita headers, swift, Xvfb,
# dbus-daemon, xdotool, glib-compile-schemas.
set -euo pipefail

ANIMATIONS_ONLY=false
PEERS_ONLY=false
MUTTER_ONLY=false
RECORDS_ONLY=false
case ${1:-} in
    --records) RECORDS_ONLY=true; shift ;;
    --animations) ANIMATIONS_ONLY=true; shift ;;
    --peers) PEERS_ONLY=true; shift ;;
    --mutter) MUTTER_ONLY=true; shift ;;
esac
RUNS=${1:-6}
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
APP_ID=io.github.matchismo.Matchismo
# How long after the first frame resident memory is sampled, in seconds.
RSS_DELAY=1
# The longest wait for a first frame or an animation report, in seconds.
TIMEOUT=30
# The budget against the libadwaita floor.
STARTUP_BUDGET=1.3
MEMORY_BUDGET_MB=15
# Issue 35's budget with ten years of records: start-up at most this much
# slower than with an empty data folder, the Statistics window's first frame within this.
RECORDS_STARTUP_BUDGET_MS=50
STATISTICS_WINDOW_BUDGET_MS=200

# The program under measurement, while it runs.
CHILD=

# shellcheck source=Benchmarks/session.sh
. "$ROOT/Benchmarks/session.sh"
cleanup() {
    local pid
    for pid in $CHILD "${MUTTER_PIDS[@]}"; do kill "$pid" 2>/dev/null || true; done
    end_session
}
trap cleanup EXIT

die() {
    echo "startup: $*" >&2
    exit 1
}

# --- Building -------------------------------------------------------------

build() {
    gcc -O2 -o "$WORK/gtk-floor" "$ROOT/Benchmarks/minimal-window.c" \
        $(pkg-config --cflags --libs gtk4) || die "cannot build the minimal GTK window"
    gcc -O2 -DMINIMAL_ADWAITA -o "$WORK/adwaita-floor" "$ROOT/Benchmarks/minimal-window.c" \
        $(pkg-config --cflags --libs libadwaita-1) || die "cannot build the minimal libadwaita window"
    build_matchismo
}

# How many of the functions Sources/matchismo/startup-functions.txt lays out
# first are still in the binary: renamed functions fall out of the list, and
# then Benchmarks/startup-functions.sh writes it again.
report_startup_order() {
    local list=$ROOT/Sources/matchismo/startup-functions.txt listed found
    listed=$(sort -u "$list" | wc -l)
    found=$(nm --defined-only "$MATCHISMO" | awk '{ print $3 }' | sort -u | comm -12 - <(sort -u "$list") | wc -l)
    awk -v found="$found" -v listed="$listed" 'BEGIN {
        printf "startup-order: %d of the %d functions start-up runs first are in the binary (%.0f%%; below 90%%, run Benchmarks/startup-functions.sh)\n",
            found, listed, listed ? 100 * found / listed : 0 }'
}

# --- One run ----------------------------------------------------------------

# Waits until FILE has a line matching PATTERN and prints the first such line.
wait_for_line() {
    local file=$1 pattern=$2 deadline=$((SECONDS + TIMEOUT)) line
    while ((SECONDS < deadline)); do
        if line=$(grep -m1 -- "$pattern" "$file"); then
            echo "$line"
            return 0
        fi
        sleep 0.005
    done
    return 1
}

# Starts a program in the session with standard error to LOG; sets CHILD.
launch() {
    local log=$1
    shift
    : >"$log"
    "${ENVIRONMENT[@]}" "$@" 2>>"$log" >/dev/null &
    CHILD=$!
}

# Ends the program launch started.
stop() {
    kill "$CHILD"
    wait "$CHILD" 2>/dev/null || true
    CHILD=
}

# Launches a program and prints "STARTUP_MS RSS_MB".
measure() {
    local log=$WORK/run.log launched line first rss
    launched=$(date +%s%6N)
    launch "$log" "$@"
    line=$(wait_for_line "$log" '^first-frame ') || { cat "$log" >&2; die "no first frame from $*"; }
    first=${line#first-frame }
    sleep "$RSS_DELAY"
    rss=$(awk '/^VmRSS:/ { print $2 }' "/proc/$CHILD/status")
    stop
    awk -v ms="$(((first - launched)))" -v kb="$rss" 'BEGIN { printf "%.1f %.1f\n", ms / 1000, kb / 1024 }'
}

median() {
    sort -n | awk '{ v[NR] = $1 } END { print (NR % 2 ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2) }'
}

# --- The GNOME games beside it ------------------------------------------------

# GNOME Sudoku and GNOME Mines, Debian's builds (GTK 4 and libadwaita on
# Debian 13), on the renderer and with the switches matchismo set (FLOOR).
PEERS=(gnome-sudoku gnome-mines)

# Launches a program and prints "MS MB": the time to its first visible window
# (the games print no first frame) and its resident memory RSS_DELAY later.
measure_mapped() {
    local log=$WORK/peer.log launched mapped rss deadline=$((SECONDS + TIMEOUT))
    launched=$(date +%s%6N)
    launch "$log" "$@"
    until "${ENVIRONMENT[@]}" xdotool search --onlyvisible --pid "$CHILD" >/dev/null 2>&1; do
        ((SECONDS < deadline)) || { cat "$log" >&2; die "no window from $*"; }
        sleep 0.01
    done
    mapped=$(date +%s%6N)
    sleep "$RSS_DELAY"
    rss=$(awk '/^VmRSS:/ { print $2 }' "/proc/$CHILD/status")
    stop
    awk -v us="$((mapped - launched))" -v kb="$rss" 'BEGIN { printf "%.1f %.1f\n", us / 1000, kb / 1024 }'
}

# Matchismo, the libadwaita floor and the two games, interleaved, RUNS times
# after one untimed run each; then the goals: start no slower than the slower
# game and use no more memory than the lighter one (at most 5 MB above it),
# with the ratios.
measure_peers() {
    local peer path
    local -A paths=([adwaita-floor]="$WORK/adwaita-floor" [matchismo]="$MATCHISMO")
    for peer in "${PEERS[@]}"; do
        path=$(command -v "$peer" || echo "/usr/games/$peer")
        [[ -x $path ]] || die "$peer is not installed (dev's DEBIAN_PACKAGES lists it)"
        paths[$peer]=$path
    done
    local programs=(adwaita-floor matchismo "${PEERS[@]}") program run
    for program in "${programs[@]}"; do
        measure_mapped "${FLOOR[@]}" "${paths[$program]}" >/dev/null
        : >"$WORK/mapped-$program.txt"
    done
    for ((run = 1; run <= RUNS; run++)); do
        for program in "${programs[@]}"; do
            measure_mapped "${FLOOR[@]}" "${paths[$program]}" >>"$WORK/mapped-$program.txt"
        done
    done
    echo "beside the GNOME games: GTK $(pkg-config --modversion gtk4), libadwaita $(pkg-config --modversion libadwaita-1)," \
        "$(for peer in "${PEERS[@]}"; do dpkg-query -W -f='${Package} ${Version}  ' "$peer"; done)"
    for program in "${programs[@]}"; do report "mapped.startup.$program" "$WORK/mapped-$program.txt" 1 ms; done
    for program in "${programs[@]}"; do report "mapped.rss.$program" "$WORK/mapped-$program.txt" 2 MB; done
    local -A ms mb
    for program in "${programs[@]}"; do
        ms[$program]=$(column_median "$WORK/mapped-$program.txt" 1)
        mb[$program]=$(column_median "$WORK/mapped-$program.txt" 2)
    done
    awk -v m="${ms[matchismo]}" -v a="${ms[${PEERS[0]}]}" -v b="${ms[${PEERS[1]}]}" 'BEGIN {
        slow = a > b ? a : b; fast = a < b ? a : b
        printf "peers.startup: %.2f of the slower game, %.2f of the faster (goal: no slower than the slower: %s)\n",
            m / slow, m / fast, m <= slow ? "within" : "OVER" }'
    awk -v m="${mb[matchismo]}" -v a="${mb[${PEERS[0]}]}" -v b="${mb[${PEERS[1]}]}" -v f="${mb[adwaita-floor]}" \
        -v budget="$MEMORY_BUDGET_MB" 'BEGIN {
        light = a < b ? a : b
        printf "peers.rss: %.2f of the lighter game, %+.1f MB (goal: at most 5 MB above: %s); %+.1f MB over the libadwaita floor (budget %d MB: %s)\n",
            m / light, m - light, m - light <= 5 ? "within" : "OVER", m - f, budget, m - f <= budget ? "within" : "OVER" }'
}

# --- Animations ---------------------------------------------------------------

ANIMATION_LOG=
WINDOW=

# Counts matchismo's animation reports so far.
reports() {
    grep -c 'matchismo-stats: animation' "$ANIMATION_LOG" || true
}

# Sends KEY to matchismo's window and waits for its next animation report.
animate_with() {
    local key=$1 before deadline=$((SECONDS + TIMEOUT))
    before=$(reports)
    press "$key"
    while (($(reports) <= before)); do
        ((SECONDS < deadline)) || die "no animation report after $key"
        sleep 0.05
    done
    grep 'matchismo-stats: animation' "$ANIMATION_LOG" | tail -n1 | sed 's/^matchismo-stats: animation //'
}

# Presses KEY in matchismo's window: on X through xdotool, on mutter through its API.
press() {
    if [[ -n $MUTTER_INPUT ]]; then
        mutter_key "$1"
    else
        "${ENVIRONMENT[@]}" xdotool windowfocus --sync "$WINDOW" key --clearmodifiers "$1"
    fi
}

# Waits until no animation report has arrived for a second.
settle() {
    local count
    count=$(reports)
    while sleep 1; ((count != $(reports))); do count=$(reports); done
}

# Launches PROGRAM [ARGS...] with its window at WIDTH x HEIGHT and waits
# until it has settled.
open_window() {
    local width=$1 height=$2
    shift 2
    ANIMATION_LOG=$WORK/animation.log
    launch "$ANIMATION_LOG" "$@"
    wait_for_line "$ANIMATION_LOG" '^first-frame ' >/dev/null || die "no first frame from $*"
    if [[ -n $MUTTER_INPUT ]]; then
        # The monitor has the size; mutter's own Super+Up maximizes the window to it.
        mutter_key super+Up
    else
        WINDOW=$("${ENVIRONMENT[@]}" xdotool search --sync --onlyvisible --pid "$CHILD" | head -n1)
        "${ENVIRONMENT[@]}" xdotool windowsize --sync "$WINDOW" "$width" "$height"
    fi
    settle
}

# Measures the animations with matchismo's window at WIDTH x HEIGHT, and the
# floor's: the libadwaita window redrawn whole at every frame, what the
# toolkit and the display server take for a frame when nothing is drawn.
measure_animations() {
    local width=$1 height=$2 deal
    open_window "$width" "$height" "${FLOOR[@]}" "$WORK/adwaita-floor"
    echo "${PREFIX}animation.${height}p.floor-whole-window: $(animate_with space)"
    stop
    open_window "$width" "$height" "$MATCHISMO" --game=set --seed=1
    echo "${PREFIX}animation.${height}p.deal-12-to-15: $(animate_with ctrl+d)"
    # 22 more deals of three empty the deck: 81 cards on the table.
    for ((deal = 0; deal < 22; deal++)); do
        press ctrl+d
        sleep 0.2
    done
    settle
    echo "${PREFIX}animation.${height}p.shuffle-81: $(animate_with ctrl+r)"
    stop
}

# The median of column COLUMN of FILE (one run a line: "MS MB").
column_median() {
    cut -d' ' -f"$2" "$1" | median
}

# Prints "NAME: MEDIAN ms (runs: …)" or "NAME: MEDIAN MB" from column COLUMN of FILE.
report() {
    local name=$1 file=$2 column=$3 unit=$4
    printf '%s: %s %s' "$name" "$(column_median "$file" "$column")" "$unit"
    [[ $unit == ms ]] && printf ' (runs: %s)' "$(cut -d' ' -f"$column" "$file" | paste -sd' ')"
    echo
}

# The start-up and memory of matchismo and the floors, RUNS times each, and
# the ratios to the libadwaita floor (the budget).
measure_floors() {
    PROGRAMS=(gtk-floor adwaita-floor matchismo)
    for program in "${PROGRAMS[@]}"; do : >"$WORK/$program.txt"; done
    for ((run = 1; run <= RUNS; run++)); do
        measure "${FLOOR[@]}" "$WORK/gtk-floor" >>"$WORK/gtk-floor.txt"
        measure "${FLOOR[@]}" "$WORK/adwaita-floor" >>"$WORK/adwaita-floor.txt"
        measure "$MATCHISMO" --game=set --seed=1 >>"$WORK/matchismo.txt"
    done
    echo "${PREFIX}renderer: $CHOICE"
    for program in "${PROGRAMS[@]}"; do report "${PREFIX}startup.$program" "$WORK/$program.txt" 1 ms; done
    for program in "${PROGRAMS[@]}"; do report "${PREFIX}rss.$program" "$WORK/$program.txt" 2 MB; done
    floor_ms=$(column_median "$WORK/adwaita-floor.txt" 1)
    floor_mb=$(column_median "$WORK/adwaita-floor.txt" 2)
    matchismo_ms=$(column_median "$WORK/matchismo.txt" 1)
    matchismo_mb=$(column_median "$WORK/matchismo.txt" 2)
    awk -v a="$matchismo_ms" -v b="$floor_ms" -v budget="$STARTUP_BUDGET" -v p="$PREFIX" 'BEGIN {
        printf "%sstartup.ratio-to-adwaita-floor: %.2f (budget %.1f: %s)\n", p, a / b, budget, a / b <= budget ? "within" : "OVER" }'
    awk -v a="$matchismo_mb" -v b="$floor_mb" -v budget="$MEMORY_BUDGET_MB" -v p="$PREFIX" 'BEGIN {
        printf "%srss.over-adwaita-floor: %.1f MB (budget %d MB: %s)\n", p, a - b, budget, a - b <= budget ? "within" : "OVER" }'
}

# --- Years of records -------------------------------------------------------------

# Start-up with ten years of records against start-up with an empty data
# folder, each from a fresh copy, RUNS times; then the Statistics window's
# first frame with them; the differences against the budget.
measure_records() {
    (cd "$ROOT" && swift build -c release --static-swift-stdlib --scratch-path .build-static --product matchismo-save-probe >&2) ||
        die "cannot build matchismo-save-probe"
    local probe run line
    probe=$(cd "$ROOT" && swift build -c release --static-swift-stdlib --scratch-path .build-static --show-bin-path)/matchismo-save-probe
    mkdir -p "$WORK/records"
    echo "$("$probe" --records "$WORK/records" "$(date +%F)")," \
        "statistics.json $(($(stat -c %s "$WORK/records/statistics.json") / 1024)) KB," \
        "puzzles.json $(($(stat -c %s "$WORK/records/puzzles.json") / 1024)) KB"
    : >"$WORK/records-empty.txt"
    : >"$WORK/records-full.txt"
    : >"$WORK/records-window.txt"
    for ((run = 0; run <= RUNS; run++)); do
        rm -rf "$WORK/data-empty" "$WORK/data-full"
        mkdir -p "$WORK/data-empty"
        cp -r "$WORK/records" "$WORK/data-full"
        # Run 0 fills the disk cache and is not counted.
        measure env MATCHISMO_DATA_DIR="$WORK/data-empty" "$MATCHISMO" --game=set --seed=1 >>"$WORK/records-empty.txt"
        measure env MATCHISMO_DATA_DIR="$WORK/data-full" "$MATCHISMO" --game=set --seed=1 >>"$WORK/records-full.txt"
        ((run > 0)) || { : >"$WORK/records-empty.txt"; : >"$WORK/records-full.txt"; }
        ANIMATION_LOG=$WORK/records.log
        launch "$ANIMATION_LOG" env MATCHISMO_DATA_DIR="$WORK/data-full" "$MATCHISMO" --game=set --seed=1
        wait_for_line "$ANIMATION_LOG" '^first-frame ' >/dev/null || die "no first frame with the records"
        WINDOW=$("${ENVIRONMENT[@]}" xdotool search --sync --onlyvisible --pid "$CHILD" | head -n1)
        press ctrl+i
        line=$(wait_for_line "$ANIMATION_LOG" '^matchismo-stats: window-first-frame statistics ') ||
            { cat "$ANIMATION_LOG" >&2; die "no Statistics window"; }
        stop
        ((run > 0)) && awk '{ print $4 }' <<<"$line" >>"$WORK/records-window.txt"
    done
    report "${PREFIX}records.startup.empty-data" "$WORK/records-empty.txt" 1 ms
    report "${PREFIX}records.startup.ten-years" "$WORK/records-full.txt" 1 ms
    report "${PREFIX}records.statistics-window.first-frame" "$WORK/records-window.txt" 1 ms
    awk -v a="$(column_median "$WORK/records-full.txt" 1)" -v b="$(column_median "$WORK/records-empty.txt" 1)" \
        -v w="$(column_median "$WORK/records-window.txt" 1)" -v budget="$RECORDS_STARTUP_BUDGET_MS" \
        -v wbudget="$STATISTICS_WINDOW_BUDGET_MS" -v p="$PREFIX" 'BEGIN {
        printf "%srecords.startup.over-empty: %+.1f ms (budget %d ms: %s)\n", p, a - b, budget, a - b <= budget ? "within" : "OVER"
        printf "%srecords.statistics-window: %.1f ms (budget %d ms: %s)\n", p, w, wbudget, w <= wbudget ? "within" : "OVER" }'
}

# On mutter: start-up and memory against the floors with a 1920x1080 monitor,
# then the animations with the window maximized to 1920x1080 and 3840x2160.
measure_on_mutter() {
    PREFIX=mutter.
    start_mutter 1920 1080
    measure "$MATCHISMO" --game=set --seed=1 >/dev/null
    measure "${FLOOR[@]}" "$WORK/adwaita-floor" >/dev/null
    measure_floors
    measure_animations 1920 1080
    start_mutter 3840 2160
    measure_animations 3840 2160
    stop_mutter
    PREFIX=
}

# --- Main ----------------------------------------------------------------------

# shellcheck source=Benchmarks/mutter-session.sh
. "$ROOT/Benchmarks/mutter-session.sh"
PREFIX=
build
report_startup_order
start_session 3840x2160
if $ANIMATIONS_ONLY; then
    measure_animations 1920 1080
    measure_animations 3840 2160
    exit 0
fi
# One untimed launch of each fills the disk cache; matchismo's says which
# renderer it chose, and the floors then run on the same one.
measure "$MATCHISMO" --game=set --seed=1 >/dev/null
CHOICE=$(grep -m1 '^matchismo-stats: renderer ' "$WORK/run.log" | sed 's/^matchismo-stats: renderer //') ||
    die "matchismo did not report its renderer"
FLOOR=(env)
case ${CHOICE%% *} in
    default) ;;
    *) FLOOR+=(GSK_RENDERER="${CHOICE%% *}") ;;
esac
# What the app set for GTK (GSK_RENDERER=cairo and the switch that keeps GDK
# from loading OpenGL and Vulkan on the running GTK), the floors get too.
SET=$(sed -n 's/.*, set \(.*\), \(no OpenGL\|OpenGL or Vulkan\).*/\1/p' <<<"$CHOICE")
[[ -n $SET && $SET != nothing ]] && read -ra SWITCHES <<<"$SET" && FLOOR+=("${SWITCHES[@]}")
if $PEERS_ONLY; then
    measure_peers
    exit 0
fi
if $MUTTER_ONLY; then
    measure_on_mutter
    exit 0
fi
if $RECORDS_ONLY; then
    measure_records
    exit 0
fi
measure "${FLOOR[@]}" "$WORK/gtk-floor" >/dev/null
measure "${FLOOR[@]}" "$WORK/adwaita-floor" >/dev/null

measure_floors
measure_records
measure_peers
measure_animations 1920 1080
measure_animations 3840 2160
measure_on_mutter
