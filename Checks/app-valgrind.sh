#!/usr/bin/env bash
# The debug build of the game under Valgrind's memcheck, driven by the
# end-to-end harness: a wrapper that starts `matchismo` under valgrind stands
# in for the binary (MATCHISMO_BINARY), every wait of the harness may take
# MATCHISMO_TEST_WAIT_SCALE times longer, and any memcheck report in the
# app's stderr fails the test (AppSession+Log.swift), as its exit status does.
#
#   Checks/app-valgrind.sh [swift test options...]   (default: the suites below)
#
# `./dev valgrind` runs it. Checks/valgrind.supp holds the few reports of the
# system libraries that are not errors, each explained.
set -euo pipefail

cd "$(dirname "$0")/.."
# One suite per window: Set and Matchismo played, the dialogs and a toast,
# the desktop's style, Preferences (a computer player chosen in it), the
# table with computer players, Statistics over years of records, the review
# (heard through Orca); and the monkey.
(($# > 0)) || set -- --filter 'KeyboardPlayTests|MatchismoDealTests|MenuTests|UndoToastTests|DesktopStyleTests|ComputerLevelPreferenceTests|ComputerPlayersTests|YearsOfRecordsEndToEndTests|OrcaReviewTests|MonkeyTests'

folder=$PWD/.build/valgrind
mkdir -p "$folder"
cat >"$folder/matchismo" <<WRAPPER
#!/bin/sh
# Leaks are not looked for: GTK, fontconfig and Pango keep their caches until exit.
exec valgrind --tool=memcheck --leak-check=no --error-exitcode=42 --num-callers=40 \\
    --suppressions=$PWD/Checks/valgrind.supp --log-fd=2 $PWD/.build/debug/matchismo "\$@"
WRAPPER
chmod +x "$folder/matchismo"
export MATCHISMO_BINARY=$folder/matchismo
export MATCHISMO_TEST_WAIT_SCALE=${MATCHISMO_TEST_WAIT_SCALE:-8}
start=$SECONDS
Checks/display-session.sh swift test --no-parallel "$@" </dev/null
echo "app-valgrind: passed in $((SECONDS - start)) s" >&2
