#!/usr/bin/env bash
# Builds the libFuzzer targets with swiftc (-sanitize=fuzzer,address) and runs
# each for SECONDS (default 15) from its seed corpus in Checks/Fuzz/Corpus.
# Fails on any crash, printing the reproducer and how to replay it.
#
#   Checks/fuzz.sh [SECONDS] [TARGET…]     targets: card-face command-line saved-game set-variants statistics numbered-puzzles recent-games
#
# Build products, the growing corpus and crash files go to .build-fuzz/
# (FUZZ_BUILD overrides); the committed seeds are only read. Extra libFuzzer
# flags can be passed in FUZZ_FLAGS, such as "-jobs=2 -workers=2".
set -euo pipefail
# The targets keep their files in folders by feature: ** reaches them all.
shopt -s globstar

cd "$(dirname "$0")/.."
seconds=${1:-15}
[[ $# -gt 0 ]] && shift
all_targets=(card-face command-line saved-game set-variants statistics numbered-puzzles recent-games)
targets=("$@")
[[ ${#targets[@]} -eq 0 ]] && targets=("${all_targets[@]}")

build=${FUZZ_BUILD:-.build-fuzz}
swiftc=${SWIFTC:-$(command -v swiftc || echo /opt/swift/usr/bin/swiftc)}
mkdir -p "$build/modules" "$build/lib" "$build/bin"
build=$(cd "$build" && pwd)

# Every module gets the same instrumentation, so coverage reaches the code under test.
flags=(-sanitize=fuzzer,address -parse-as-library -O -wmo -g -swift-version 6 -num-threads 2 -package-name matchismo)
c_flags=(-I "$PWD/Sources/CGLib" -I "$PWD/Sources/CCairo" -I "$PWD/Sources/CJSONGLib")
for flag in $(pkg-config --cflags gtk4 pangocairo json-glib-1.0); do c_flags+=(-Xcc "$flag"); done
read -r -a link_flags <<< "$(pkg-config --libs gtk4 pangocairo json-glib-1.0)"

# Rebuilds a static library when one of its sources is newer.
library() {
    local name=$1; shift
    local product="$build/lib/lib$name.a"
    if [[ -f $product ]] && [[ -z $(find "$@" -newer "$product" 2>/dev/null) ]]; then return; fi
    echo "fuzz: building $name" >&2
    "$swiftc" "${flags[@]}" "${c_flags[@]}" -I "$build/modules" -module-name "$name" \
        -emit-library -static -o "$product" \
        -emit-module -emit-module-path "$build/modules/$name.swiftmodule" "$@"
}

# fuzzer TARGET MODULE "LIBRARIES" SOURCES…
fuzzer() {
    local target=$1 module=$2 libraries=() library; shift 2
    for library in $1; do libraries+=("-l$library"); done
    shift
    echo "fuzz: linking $target" >&2
    # The driver leaves a module of several sources in the current folder.
    local sources=("${@/#/$PWD/}")
    (cd "$build/bin" && "$swiftc" "${flags[@]}" "${c_flags[@]}" -I "$build/modules" -module-name "$module" \
        -o "$build/bin/$target" "${sources[@]}" -L "$build/lib" "${libraries[@]}" "${link_flags[@]}") \
        2> >(grep -v "Cannot export local symbol '__asan" >&2)
}

needs() { local t; for t in "${targets[@]}"; do [[ " $* " == *" $t "* ]] && return 0; done; return 1; }

library GameModel Sources/GameModel/**/*.swift
if needs command-line saved-game set-variants statistics numbered-puzzles recent-games; then
    # Before CardArt: its corner indices and messages go through GLibKit's gettext;
    # the saved files and the set-variants games through its JSON coder.
    library GLibKit Sources/GLibKit/**/*.swift
fi
if needs command-line; then
    library CairoKit Sources/CairoKit/**/*.swift
    library CardArt Sources/CardArt/**/*.swift
fi
if needs command-line saved-game statistics numbered-puzzles recent-games; then
    library Persistence Sources/Persistence/**/*.swift
fi

status=0
for target in "${targets[@]}"; do
    case $target in
        card-face) fuzzer card-face CardFaceFuzz "GameModel" Checks/Fuzz/CardFaceFuzzer.swift ;;
        command-line)
            # Each static library before the ones it uses: the linker reads them once, in order.
            fuzzer command-line CommandLineFuzz "Persistence CardArt CairoKit GLibKit GameModel" Checks/Fuzz/CommandLineFuzzer.swift \
                Sources/TableCore/CommandLine/*.swift ;;
        saved-game)
            fuzzer saved-game SavedGameFuzz "Persistence GLibKit GameModel" \
                Checks/Fuzz/SavedSessionFuzzer.swift Checks/Fuzz/SetFamilyFuzzing.swift Checks/Fuzz/DocumentFuzzing.swift ;;
        set-variants)
            fuzzer set-variants SetVariantsFuzz "GLibKit GameModel" Checks/Fuzz/SetVariantsFuzzer.swift Checks/Fuzz/SetFamilyFuzzing.swift ;;
        statistics)
            fuzzer statistics StatisticsFuzz "Persistence GLibKit GameModel" \
                Checks/Fuzz/StatisticsFuzzer.swift Checks/Fuzz/DocumentFuzzing.swift ;;
        numbered-puzzles)
            fuzzer numbered-puzzles NumberedPuzzlesFuzz "Persistence GLibKit GameModel" \
                Checks/Fuzz/NumberedPuzzlesFuzzer.swift Checks/Fuzz/SetFamilyFuzzing.swift Checks/Fuzz/DocumentFuzzing.swift ;;
        recent-games)
            fuzzer recent-games RecentGamesFuzz "Persistence GLibKit GameModel" \
                Checks/Fuzz/RecentGamesFuzzer.swift Checks/Fuzz/SetFamilyFuzzing.swift Checks/Fuzz/DocumentFuzzing.swift ;;
        *) echo "fuzz: unknown target '$target'; targets: ${all_targets[*]}" >&2; exit 2 ;;
    esac
    corpus="$build/corpus/$target" crashes="$build/crashes/$target" scratch="$build/scratch/$target"
    mkdir -p "$corpus" "$crashes" "$scratch"
    echo "fuzz: running $target for ${seconds}s" >&2
    log="$build/$target.log"
    # shellcheck disable=SC2086
    # Swift's backtracer would race ASan's crash report; libFuzzer reports instead.
    if SWIFT_BACKTRACE=enable=no FUZZ_SCRATCH="$scratch" ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=0} "$build/bin/$target" \
        -max_total_time="$seconds" -timeout=10 -rss_limit_mb=4096 -print_final_stats=1 \
        -artifact_prefix="$crashes/" ${FUZZ_FLAGS:-} "$corpus" "Checks/Fuzz/Corpus/$target" >"$log" 2>&1; then
        grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb)|^Done' "$log" | sed "s/^/fuzz: $target: /" >&2 || true
    else
        status=1
        echo "fuzz: $target FAILED; log: $log" >&2
        grep -E -A12 'ERROR: |Fatal error|SUMMARY' "$log" | head -40 >&2 || true
        for artifact in $(grep -oE "Test unit written to [^ ]+" "$log" | awk '{print $5}'); do
            echo "fuzz: reproducer $artifact (replay: $build/bin/$target $artifact)" >&2
            if [[ $(stat -c %s "$artifact") -le 4096 ]]; then
                echo "fuzz: base64: $(base64 -w0 "$artifact")" >&2
            fi
        done
    fi
done
exit $status
