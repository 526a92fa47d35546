# Debian roots for the checks that run the project on another Debian release
# than the machine's, sourced by Checks/fresh.sh (a throwaway root, the
# README's commands) and Checks/debian13.sh (a cached Debian 13 root, the
# second CI leg):
#
#   TOOLCHAIN_PACKAGES             what the Swift toolchain needs (swift.org's list)
#   swift_toolchain_prefix         the host toolchain's folder, such as /opt/swift
#   make_debian_root SUITE DIR PACKAGES...
#                                  a minimal SUITE root with PACKAGES, from this
#                                  machine's apt sources and configuration
#   run_in_root DIR CHECKOUT [ARG...] -- COMMAND...
#                                  COMMAND as root in DIR, with the toolchain
#                                  bound read-only at its own path, CHECKOUT at
#                                  /root/matchismo, and bwrap's ARGs added
#
# The caller defines die and say.

# What the Swift toolchain needs on Debian 12 and 13, from swift.org's
# installation instructions; a root gets these and the base system, and the
# project's own packages only where the caller asks for them.
TOOLCHAIN_PACKAGES=(
    binutils-gold gcc git libcurl4-openssl-dev libedit-dev libicu-dev libncurses-dev libpython3-dev
    libsqlite3-dev libxml2-dev pkg-config tzdata uuid-dev
)

swift_toolchain_prefix() {
    local swift bin prefix
    swift=$(command -v swift) || die "no swift on PATH"
    bin=$(dirname "$(readlink -f "$swift")")
    [[ $bin == */usr/bin ]] || die "cannot tell the toolchain's folder from $bin"
    prefix=${bin%/usr/bin}
    [[ -n $prefix && $prefix != / ]] || die "the Swift toolchain is in /usr; a root binds a toolchain folder such as /opt/swift"
    echo "$prefix"
}

make_debian_root() {
    local suite=$1 dir=$2 here sources=() options=() file
    shift 2
    here=$(dirname "${BASH_SOURCE[0]}")
    while read -r file; do sources+=("$file"); done < <("$here/host-apt.sh" sources "$suite")
    while read -r file; do options+=("--aptopt=$file"); done < <("$here/host-apt.sh" config)
    say "making a $suite root in $dir (sources: ${sources[*]:-deb.debian.org}; apt config: ${options[*]:-none})"
    mkdir -p "$dir"
    unshare --mount \
        mmdebstrap --quiet --variant=minbase --include="$(IFS=,; echo "$*")" "${options[@]}" \
        --dpkgopt='path-exclude=/usr/share/doc/*' --dpkgopt='path-exclude=/usr/share/man/*' \
        --dpkgopt='path-include=/usr/share/doc/*/copyright' \
        "$suite" "$dir" "${sources[@]}" ||
        die "mmdebstrap failed"
    # The root shares the host's network; a real machine has its resolver and hosts set up.
    cp -L /etc/resolv.conf "$dir/etc/resolv.conf"
    cp -L /etc/hosts "$dir/etc/hosts"
}

# Its own /proc, /dev, /run and process tree, the host's network, no display,
# no terminal and no stdin; ends with the calling process.
run_in_root() {
    local dir=$1 checkout=$2 prefix extra=()
    shift 2
    while (($# > 0)) && [[ $1 != -- ]]; do extra+=("$1"); shift; done
    [[ ${1:-} == -- ]] || die "run_in_root: no command"
    shift
    prefix=$(swift_toolchain_prefix)
    mkdir -p "$dir/root/matchismo"
    bwrap \
        --bind "$dir" / \
        --ro-bind "$prefix" "$prefix" \
        --bind "$checkout" /root/matchismo \
        --dev /dev \
        --perms 1777 --tmpfs /dev/shm \
        --proc /proc \
        --ro-bind /sys /sys \
        --tmpfs /run \
        --unshare-pid --unshare-ipc --unshare-uts --hostname matchismo-root \
        --die-with-parent --new-session --cap-add ALL \
        --clearenv \
        --setenv PATH "/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin:$prefix/usr/bin" \
        --setenv HOME /root --setenv USER root --setenv LOGNAME root --setenv SHELL /bin/bash \
        "${extra[@]}" \
        --chdir /root/matchismo \
        "$@" </dev/null
}
