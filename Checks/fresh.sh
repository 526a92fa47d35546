#!/usr/bin/env bash
# Proves the README's commands on a fresh Debian 12 machine that has nothing
# but the Swift toolchain (issue 13). Run it through `./dev fresh`, which first
# installs what this script needs on your machine (mmdebstrap and bubblewrap,
# listed in DEBIAN_PACKAGES, and FRESH_PACKAGES in dev).
#
#   ./dev fresh                 (as root; about 30 minutes on 2 cores)
#
# 1. mmdebstrap makes a throwaway Debian 12 root from this machine's apt sources:
#    the base system (Priority: required) plus only what the Swift toolchain
#    needs on Debian 12 (swift.org's list, TOOLCHAIN_PACKAGES below). None of
#    the project's packages.
# 2. The committed HEAD of this checkout is cloned into /root/matchismo there.
# 3. bwrap runs the root as root, with its own /proc, /dev, /run and process
#    tree, the host's network, this machine's Swift toolchain bound in read-only
#    at the same path, no display, no terminal and no stdin, and in it runs, in
#    the README's order: `./dev run --version`, `./dev test`, and the README's
#    install section (meson setup, compile, install; then the installed binary).
#
# The output goes to the terminal and to test-output/fresh.log (FRESH_LOG
# overrides). The root lives in a temporary folder under /var/tmp (FRESH_TMPDIR
# overrides) that is removed at the end, whatever happens; every mount is made
# inside a private mount namespace (unshare --mount makes mounts private), so
# none is left on the host.
set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
SUITE=bookworm
# What the Swift toolchain needs on Debian 12, from swift.org's installation
# instructions; the root gets these and the base system, nothing else.
TOOLCHAIN_PACKAGES=(
    binutils-gold gcc git libcurl4-openssl-dev libedit-dev libicu-dev libncurses-dev libpython3-dev
    libsqlite3-dev libxml2-dev pkg-config tzdata uuid-dev
)

die() {
    echo "fresh: $*" >&2
    exit 1
}

say() {
    echo "fresh: $(date -u +%H:%M:%S) $*" >&2
}

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
    local swift toolchain_bin prefix log head
    swift=$(command -v swift) || die "no swift on PATH"
    toolchain_bin=$(dirname "$(readlink -f "$swift")")
    [[ $toolchain_bin == */usr/bin ]] || die "cannot tell the toolchain's folder from $toolchain_bin"
    prefix=${toolchain_bin%/usr/bin}
    [[ -n $prefix && $prefix != / ]] || die "the Swift toolchain is in /usr; ./dev fresh binds a toolchain folder such as /opt/swift"

    log=${FRESH_LOG:-$ROOT/test-output/fresh.log}
    mkdir -p "$(dirname "$log")"
    exec > >(tee "$log") 2>&1

    WORK=$(mktemp -d "${FRESH_TMPDIR:-/var/tmp}/matchismo-fresh.XXXXXX")
    trap cleanup EXIT
    trap 'exit 130' INT TERM
    local started=$SECONDS

    local sources=() options=() file
    while read -r file; do sources+=("$file"); done < <("$ROOT/Checks/host-apt.sh" sources "$SUITE")
    while read -r file; do options+=("--aptopt=$file"); done < <("$ROOT/Checks/host-apt.sh" config)
    say "making a $SUITE root in $WORK/root (sources: ${sources[*]:-deb.debian.org}; apt config: ${options[*]:-none})"
    mkdir "$WORK/root"
    unshare --mount \
        mmdebstrap --variant=minbase --include="$(IFS=,; echo "${TOOLCHAIN_PACKAGES[*]}")" "${options[@]}" \
        "$SUITE" "$WORK/root" "${sources[@]}" ||
        die "mmdebstrap failed"
    # The root shares the host's network; a real machine has its resolver and hosts set up.
    cp -L /etc/resolv.conf "$WORK/root/etc/resolv.conf"
    cp -L /etc/hosts "$WORK/root/etc/hosts"

    head=$(git -C "$ROOT" rev-parse --short HEAD)
    git clone --quiet "$ROOT" "$WORK/root/root/matchismo"
    say "cloned HEAD $head ($(git -C "$ROOT" log -1 --format=%s))"
    if [[ -n $(git -C "$ROOT" status --porcelain --untracked-files=no) ]]; then
        say "note: uncommitted changes in $ROOT are not part of this run"
    fi

    say "running the README's commands in the root, toolchain $prefix bound read-only"
    local status=0
    bwrap \
        --bind "$WORK/root" / \
        --ro-bind "$prefix" "$prefix" \
        --dev /dev \
        --perms 1777 --tmpfs /dev/shm \
        --proc /proc \
        --ro-bind /sys /sys \
        --tmpfs /run \
        --unshare-pid --unshare-ipc --unshare-uts --hostname matchismo-fresh \
        --die-with-parent --new-session --cap-add ALL \
        --clearenv \
        --setenv PATH "/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin:$prefix/usr/bin" \
        --setenv HOME /root --setenv USER root --setenv LOGNAME root --setenv SHELL /bin/bash \
        --setenv MATCHISMO_FRESH_ROOT 1 \
        --chdir /root/matchismo \
        /root/matchismo/Checks/fresh.sh inside </dev/null &
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
    "") host ;;
    *) echo "usage: ./dev fresh" >&2; exit 2 ;;
esac
