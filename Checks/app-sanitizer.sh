#!/usr/bin/env bash
# The whole game under AddressSanitizer: the `matchismo` binary built with
# --sanitize=address and driven by the end-to-end harness, which starts it
# for every test of the suites chosen (MATCHISMO_BINARY) and fails a test on
# any sanitizer report in its stderr (AppSession+Log.swift).
#
#   Checks/app-sanitizer.sh [swift test options...]   (default: every end-to-end suite)
#
# `./dev asan` runs it. Leaks are not checked here: GTK, fontconfig and
# Mesa keep their caches until exit on purpose; Checks/sanitizers.sh checks
# leaks in the model and card art, which own their memory.
set -euo pipefail

cd "$(dirname "$0")/.."
# Inside .build, so that the binary finds the translations ./dev compiles
# into .build/locale as the debug build does (GLibKit's Gettext).
scratch=.build/asan-app
# The Flatpak suites run the Flatpak's own build, not this one.
(($# > 0)) || set -- --filter EndToEndTests --skip FlatpakTests

start=$SECONDS
swift build --sanitize=address --scratch-path "$scratch" --product matchismo
echo "app-sanitizer: built in $((SECONDS - start)) s" >&2
export MATCHISMO_BINARY=$PWD/$scratch/debug/matchismo
# The sanitized game runs about twice as slowly: every wait of the harness may take that much longer.
export MATCHISMO_TEST_WAIT_SCALE=${MATCHISMO_TEST_WAIT_SCALE:-2}
# abort_on_error: a report ends the app with SIGABRT, which the harness
# reports with its stacks. handle_segv=0 and disable_coredump=0: a
# segmentation fault is left to the harness's own crash report (eu-stack on
# the core, as in every other build; ASan keeps its shadow memory out of the core). The LD_PRELOAD of the clock suites (libfaketime) comes before
# ASan's runtime, which is harmless (verify_asan_link_order=0); but
# libfaketime's first clock_gettime looks its symbols up with malloc, and
# ASan's allocator would make that call under its own lock, to time when it
# returns memory to the system: allocator_release_to_os_interval_ms=-1 never
# asks the time there, or the app deadlocks before main.
export ASAN_OPTIONS=${ASAN_OPTIONS:-halt_on_error=1:abort_on_error=1:handle_segv=0:disable_coredump=0:detect_leaks=0:verify_asan_link_order=0:allocator_release_to_os_interval_ms=-1}
Checks/display-session.sh swift test --no-parallel "$@" </dev/null
echo "app-sanitizer: passed in $((SECONDS - start)) s" >&2
