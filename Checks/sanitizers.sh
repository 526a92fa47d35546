#!/usr/bin/env bash
# Runs the model and card-art tests under AddressSanitizer and ThreadSanitizer
# each in its own scratch folder so the normal build is untouched.
#
#   Checks/sanitizers.sh [address] [thread]      (default: both)
#
# A sanitizer report fails the run. Each build compiles only the two test
# targets and what they need (MATCHISMO_ONLY_TESTS, read by Package.swift);
# later runs are incremental.
set -euo pipefail

cd "$(dirname "$0")/.."
sanitizers=("$@")
[[ ${#sanitizers[@]} -eq 0 ]] && sanitizers=(address thread)
filter='GameModelTests|CardArtTests'

for sanitizer in "${sanitizers[@]}"; do
    case $sanitizer in
        address) scratch=.build-asan ;;
        thread) scratch=.build-tsan ;;
        *) echo "sanitizers: unknown sanitizer '$sanitizer'; use address or thread" >&2; exit 2 ;;
    esac
    echo "sanitizers: $sanitizer (scratch $scratch)" >&2
    start=$SECONDS
    # halt_on_error makes a report fail the test process at once instead of scrolling by;
    # leaks are checked too, except the caches listed in lsan.supp.
    ASAN_OPTIONS=${ASAN_OPTIONS:-halt_on_error=1:detect_leaks=1} \
    LSAN_OPTIONS=${LSAN_OPTIONS:-suppressions=$PWD/Checks/lsan.supp:print_suppressions=0} \
    TSAN_OPTIONS=${TSAN_OPTIONS:-halt_on_error=1:second_deadlock_stack=1:suppressions=$PWD/Checks/tsan.supp} \
    MATCHISMO_ONLY_TESTS=${filter//|/ } \
        swift test --sanitize="$sanitizer" --scratch-path "$scratch" --filter "$filter"
    echo "sanitizers: $sanitizer passed in $((SECONDS - start)) s" >&2
done
