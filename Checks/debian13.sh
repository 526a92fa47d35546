#!/usr/bin/env bash
# The second CI leg: builds and tests this checkout on Debian 13
# (GTK 4.18, libadwaita 1.7, Orca 48), in a root made once with mmdebstrap and
# cached, with this machine's Swift toolchain bound in read-only, as
# Checks/fresh.sh does for Debian 12. `./dev test` runs it after the Debian 12
# suites; run it alone, or any ./dev command in the root, with
#
#   ./dev debian13                     (as root) the leg: the build and SUITES
#   Checks/debian13.sh --build         only the leg's builds (`./dev test` runs
#                                      it beside the Debian 12 suites)
#   ./dev debian13 COMMAND [ARGS...]   ./dev COMMAND ARGS in the root, such as
#                                      `test --filter Orca` or `bench`
#
# The root has the base system, the toolchain's packages and every package in
# dev's DEBIAN_PACKAGES, so `./dev` finds nothing to install in it. It lives in
# ${XDG_CACHE_HOME:-~/.cache}/matchismo/debian13/root with the key of what
# decides its contents (the two package lists); a changed list remakes it.
# The checkout is bound in at /root/matchismo, and its .build, .build-static
# (the benchmark's release build) and .build-meson (the installed release)
# are folders of the cache, so the two releases' builds never mix.
#
# The leg holds the game's own targets to warnings as errors (GTK 4.18 and
# libadwaita 1.7 deprecate what Debian 12 still needs, and the newer path
# must be clean) in the one build `./dev test` makes of the game and its
# tests (MATCHISMO_WARNINGS_AS_ERRORS, read by Package.swift), then runs the
# suites in SUITES below.
set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
SUITE=trixie
CACHE=${XDG_CACHE_HOME:-$HOME/.cache}/matchismo/debian13

die() {
    echo "debian13: $*" >&2
    exit 1
}

say() {
    echo "debian13: $(date -u +%H:%M:%S) $*" >&2
}

# shellcheck source=Checks/debian-root.sh
. "$ROOT/Checks/debian-root.sh"

# The project's package list, read from dev so there is one.
project_packages() {
    sed -n '/^DEBIAN_PACKAGES=(/,/^)/{/^ *#/d;/=(/d;/^)/d;p}' "$ROOT/dev" | tr -s ' \n' '\n' | sed '/^$/d'
}

key() {
    { echo "$SUITE"; printf '%s\n' "${TOOLCHAIN_PACKAGES[@]}"; project_packages; } | sha256sum | cut -c1-16
}

ensure_root() {
    local key
    key=$(key)
    if [[ -f $CACHE/key && $(cat "$CACHE/key") == "$key" && -x $CACHE/root/usr/bin/gtk4-update-icon-cache ]]; then
        return 0
    fi
    ((EUID == 0)) || die "making the Debian 13 root needs root (mmdebstrap)"
    rm -rf --one-file-system "$CACHE/root" "$CACHE/key"
    local started=$SECONDS
    # shellcheck disable=SC2046
    make_debian_root "$SUITE" "$CACHE/root" "${TOOLCHAIN_PACKAGES[@]}" $(project_packages)
    echo "$key" >"$CACHE/key"
    say "made the root in $((SECONDS - started)) s"
}

main() {
    ensure_root
    mkdir -p "$CACHE/build" "$CACHE/build-static" "$CACHE/build-meson"
    local started=$SECONDS
    say "building and testing on $(. "$CACHE/root/etc/os-release" && echo "$PRETTY_NAME")"
    # Its own network namespace and /tmp: X servers and D-Bus listen on
    # abstract sockets too, which are per namespace, and X's and SwiftPM's
    # lock files are in /tmp, so nothing of the leg meets the host's tests.
    run_in_root "$CACHE/root" "$ROOT" --bind "$CACHE/build" /root/matchismo/.build \
        --bind "$CACHE/build-static" /root/matchismo/.build-static \
        --bind "$CACHE/build-meson" /root/matchismo/.build-meson --unshare-net --tmpfs /tmp \
        --setenv LANG C.UTF-8 -- \
        /root/matchismo/Checks/debian13.sh inside "$@"
    say "passed in $((SECONDS - started)) s"
}

# The suites the Debian 13 leg runs (swift test --filter, a regular
# expression over MODULE.SUITE): the model, table, art and persistence tests,
# the in-process GTK tests (LeakTests among them), and the end-to-end suites
# whose subject is what GTK 4.18, libadwaita 1.7 and Orca 48 do differently:
# drawing, layout, dialogs, focus, keys, touch and speech, every Orca,
# Wayland and mutter suite, and the monkey; and of the packaging tests the
# store page's (StorePageTests): AppStream 1.0, which Flathub validates with,
# judges the metainfo differently from Debian 12's 0.16. A packaging test
# fails if a test target or an end-to-end suite is in neither this list nor
# DEBIAN12_ONLY.
SUITES=(
    GameModelTests TableCoreTests CardArtTests PersistenceTests GLibKitTests GtkKitTests MatchismoAppTests
    RendererTests FirstWindowTests GameOverTests HarnessTests TreeReaderTests CommandLineTests CardKeyTests FocusRingTests
    KeyboardPlayTests LayoutTests MenuTests HelpViewerTests MousePlayTests TextScaleTests
    UndoToastTests SecurityTests FaceEndToEndTests DesktopStyleTests LanguageTests InstalledAppTests
    SetCountTests PlayersTests LessonTests OrcaLessonTests WaylandTests OrcaSmokeTests OrcaPlayersTests OrcaGameSwitchTests OrcaSetVariantTests
    OrcaSetTests OrcaShowSetsTests OrcaNumberedPuzzleTests OrcaSprintTests OrcaReviewTests OrcaMatchismoTests TouchTests MutterTests PhoneSizedWindowTests MonkeyTests
    ComputerPlayersTests ComputerLevelPreferenceTests PlayerNamesTests SettingsOnFullDiskTests
    StorePageTests
)

# Run by the Debian 12 leg only. The packaging tests (but StorePageTests)
# check the Debian 12 host's files and packages, and the Flatpak (built on
# Debian 13 runtimes) is run once. The others play rules, saving, records and clocks through the
# game's window for minutes each; what they do is the model's and GLib's,
# the same on both releases, and the GTK and libadwaita they pass through
# (the table, the keys, toasts, banners, the Statistics and puzzle windows)
# is what the suites above run on Debian 13. The CI's 75 minutes allow both
# legs only without them (docs/platforms.md, "The Debian 13 leg").
DEBIAN12_ONLY=(
    PackagingTests FlatpakTests
    MatchismoDealTests SavedGameTests SetVariantTests SaveProblemTests RecordsOnFullDiskTests SettingsBehindTests
    ClockTests MidnightTests YearsOfRecordsEndToEndTests PhoneTouchTests
)

# Tests of the suites above left out on Debian 13 (swift test --skip, a
# regular expression over MODULE.SUITE/TEST): PhoneTouchTests, which the
# filter's TouchTests would match (its gestures are TouchTests' and
# MutterTests'), and the computer players' games played through to their
# records (their Orca tests, on X11 and on mutter, stay).
LEFT_OUT=(
    PhoneTouchTests ComputerPlayersTests/humanAgainstBeginner ComputerPlayersTests/matchResumes
)

inside() {
    grep -qx 'VERSION_CODENAME=trixie' /etc/os-release || die "'inside' only runs in the Debian 13 root"
    # The game's own targets are held to warnings as errors, not the tests'
    # (Swift Testing's macros warn in test targets), in every command here, so
    # that they all share one build.
    export MATCHISMO_WARNINGS_AS_ERRORS=1
    if [[ ${1:-} == --build ]]; then
        # `./dev test` builds the leg ahead, beside the Debian 12 suites: the
        # game and its tests, and the release build meson installs (which
        # InstalledAppTests then only updates).
        say "building the game, its tests and the installed release"
        swift build --build-tests
        meson-helpers/test-install.sh "$(mktemp -d)/destdir"
        return
    fi
    if (($# > 0)); then
        exec ./dev "$@"
    fi
    local skip=()
    # An empty --skip would match, and skip, every test.
    if ((${#LEFT_OUT[@]} > 0)); then
        skip=(--skip "$(IFS='|'; echo "${LEFT_OUT[*]}")")
    fi
    say "./dev test, the game's own targets with warnings as errors"
    ./dev test --filter "$(IFS='|'; echo "${SUITES[*]}")" "${skip[@]}"
}

case ${1:-} in
    inside) shift; inside "$@" ;;
    *) main "$@" ;;
esac
