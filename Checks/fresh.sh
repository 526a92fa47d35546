#!/usr/bin/env bash
# Proves the README's commands on a fresh Debian 12 or 13 machine that has
# nothing but the Swift toolchain. Run it through
# `./dev fresh`, which first installs what this script needs on your machine
# (mmdebstrap and bubblewrap, listed in DEBIAN_PACKAGES, and FRESH_PACKAGES in dev).
#
#   ./dev fresh [bookworm|trixie]   (as root; about 30 minutes on 2 cores;
#                                    Debian 12, bookworm, by default)
#
# 1. mmdebstrap makes a throwaway root of that release from this machine's apt
#    sources: the base system (Priority: required) plus only what the Swift
#    toolchain needs (swift.org's list, TOOLCHAIN_PACKAGES in
#    Checks/debian-root.sh). None of the project's packages.
# 2. The committed HEAD of this checkout is cloned into /root/matchismo there.
# 3. bwrap runs the root as root, with its own /proc, /dev, /run and process
#    tree, the host's network, this machine's Swift toolchain bound in read-only
#    at the same path, no display, no terminal and no stdin, and in it runs, in
#    the README's order: `./dev run --version`, `./dev test`, and the README's
#    install section (meson setup, compile, install; then the installed binary).
#
# The output goes to the terminal and to test-output/fresh-SUITE.log (FRESH_LOG
# overrides). The root lives in a temporary folder under /var/tmp (FRESH_TMPDIR
# overrides) that is removed at the end, whatever happens; every mount is made
# inside a private mount namespace (unshare --mount makes mounts private), so
# none is left on the host.
set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
SUITE=bookworm

die() {
    echo "fresh: $*" >&2
    exit 1
}

say() {
    echo "fresh: $(date -u +%H:%M:%S) $*" >&2
}

# shellcheck source=Checks/debian-root.sh
. "$ROOT/Checks/debian-root.sh"

# --- Inside the root ------------------------------------------------------------

FAILED=()

# step NAME COMMAND...: runs one README command, timed; a failure is recorded
# and the next step still runs.
step() {
    local name=$1 start=$SECONDS status=0
    shift
    say "=== $name"
    "$@" </dev/null || status=$?
    if ((status == 0)); then
        say "=== $name: passed in $((SECONDS - start)) s"
    else
        say "=== $name: FAILED (status $status) after $((SECONDS - start)) s"
        FAILED+=("$name")
    fi
}

readme_install() {
    meson setup build -Dstatic_swift_stdlib=true &&
        meson compile -C build &&
        meson install -C build &&
        /usr/local/bin/matchismo --version
}

inside() {
    [[ ${MATCHISMO_FRESH_ROOT:-} == 1 ]] || die "'inside' only runs in the root ./dev fresh makes"
    cd "$ROOT"
    say "inside the root: $(. /etc/os-release && echo "$PRETTY_NAME"), $(swift --version 2>/dev/null | head -n1)"
    step "./dev run --version" ./dev run --version
    step "./dev test" ./dev test
    step "README install section (meson setup, compile, install)" readme_install
    if ((${#FAILED[@]} > 0)); then
        say "failed: ${FAILED[*]}"
        exit 1
    fi
    say "every step passed"
}

# --- On the host ----------------------------------------------------------------

WORK=
# The bwrap running the root, while it runs.
BWRAP=

cleanup() {
    local status=$? mount
    if [[ -n $BWRAP ]]; then
        # bwrap's --die-with-parent then ends everything in the root.
        kill -KILL "$BWRAP" 2>/dev/null || true
        wait "$BWRAP" 2>/dev/null || true
    fi
    if [[ -n $WORK && -d $WORK ]]; then
        # Nothing should be mounted here (every mount was in a private
        # namespace); if something is, unmount it rather than delete through it.
        for mount in $(findmnt -rn -o TARGET | grep -F "$WORK" | sort -r || true); do
            umount -l "$mount" || true
        done
        say "removing $WORK"
        rm -rf --one-file-system "$WORK" || { sleep 2; rm -rf --one-file-system "$WORK"; }
    fi
    exit "$status"
}

host() {
    ((EUID == 0)) || die "needs root (mmdebstrap, and apt inside the root): sudo ./dev fresh"
    local prefix log head
    prefix=$(swift_toolchain_prefix)

    log=${FRESH_LOG:-$ROOT/test-output/fresh-$SUITE.log}
    mkdir -p "$(dirname "$log")"
    exec > >(tee "$log") 2>&1

    WORK=$(mktemp -d "${FRESH_TMPDIR:-/var/tmp}/matchismo-fresh.XXXXXX")
    trap cleanup EXIT
    trap 'exit 130' INT TERM
    local started=$SECONDS

    make_debian_root "$SUITE" "$WORK/root" "${TOOLCHAIN_PACKAGES[@]}"

    head=$(git -C "$ROOT" rev-parse --short HEAD)
    git clone --quiet "$ROOT" "$WORK/root/root/matchismo"
    say "cloned HEAD $head ($(git -C "$ROOT" log -1 --format=%s))"
    if [[ -n $(git -C "$ROOT" status --porcelain --untracked-files=no) ]]; then
        say "note: uncommitted changes in $ROOT are not part of this run"
    fi

    say "running the README's commands in the root, toolchain $prefix bound read-only"
    local status=0
    # The host's /proc, fully visible at /run/host-proc: bwrap covers parts of
    # the root's own /proc, and the kernel lets a new user namespace mount a
    # proc only where one is fully visible, which Debian 13's flatpak build
    # sandbox does (bookworm's did not make a user namespace as root).
    run_in_root "$WORK/root" "$WORK/root/root/matchismo" --setenv MATCHISMO_FRESH_ROOT 1 \
        --bind /proc /run/host-proc -- \
        /root/matchismo/Checks/fresh.sh inside &
    # In the background, so that a signal to this script is handled at once.
    BWRAP=$!
    wait "$BWRAP" || status=$?
    BWRAP=

    local minutes=$(((SECONDS - started) / 60)) seconds=$(((SECONDS - started) % 60))
    if ((status == 0)); then
        say "PASSED: the README's commands work on a fresh $SUITE root (${minutes} min ${seconds} s; log $log)"
    else
        say "FAILED (status $status) after ${minutes} min ${seconds} s; log $log"
    fi
    return "$status"
}

case ${1:-} in
    inside) inside ;;
    "" | bookworm) host ;;
    trixie) SUITE=trixie; host ;;
    *) echo "usage: ./dev fresh [bookworm|trixie] (Debian 12, the default, or Debian 13)" >&2; exit 2 ;;
esac
