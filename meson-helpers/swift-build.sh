#!/bin/sh
# Build the `matchismo` product with SwiftPM in release mode and copy the
# binary to the path meson expects.
#
# usage: swift-build.sh SWIFT SOURCE_DIR SCRATCH_DIR OUTPUT [EXTRA_SWIFT_BUILD_FLAGS...]
#
# SwiftPM keeps its own incremental state in SCRATCH_DIR (inside the meson
# build directory), so meson always runs this script and SwiftPM decides
# what needs rebuilding.
set -eu

if [ "$#" -lt 4 ]; then
    echo "usage: $0 SWIFT SOURCE_DIR SCRATCH_DIR OUTPUT [FLAGS...]" >&2
    exit 64
fi

swift=$1
source_dir=$2
scratch_dir=$3
output=$4
shift 4

# meson passes OUTPUT relative to the build directory, where we start.
case $output in
    /*) ;;
    *) output=$(pwd)/$output ;;
esac

cd "$source_dir"
"$swift" build -c release --product matchismo --scratch-path "$scratch_dir" "$@"
bin_dir=$("$swift" build -c release --scratch-path "$scratch_dir" --show-bin-path "$@")

# Copy to a temporary name first so an interrupted copy never leaves a
# truncated binary that looks up to date.
cp "$bin_dir/matchismo" "$output.tmp"
mv -f "$output.tmp" "$output"
