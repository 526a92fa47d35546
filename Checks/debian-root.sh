# Sourced by the scripts that make Debian roots with mmdebstrap (Checks/fresh.sh,
# Checks/flatpak/runtime.sh): the host's apt sources and configuration, so the
# root reaches the archive the way this machine does.

# host_sources SUITE: the host's apt source files for SUITE, as mmdebstrap
# mirror arguments; none (so mmdebstrap uses deb.debian.org with updates and
# security) when the host is on another release.
host_sources() {
    local suite=$1 file
    for file in /etc/apt/sources.list /etc/apt/sources.list.d/*.list /etc/apt/sources.list.d/*.sources; do
        [[ -s $file ]] && grep -qE "^[^#]*\b$suite\b" "$file" && echo "$file"
    done
    return 0
}

# host_apt_config: the machine's own apt configuration (proxies, mirror
# settings): files in apt.conf.d that no package installed.
host_apt_config() {
    local file
    for file in /etc/apt/apt.conf /etc/apt/apt.conf.d/*; do
        [[ -f $file ]] || continue
        dpkg -S "$file" >/dev/null 2>&1 || echo "$file"
    done
    return 0
}
