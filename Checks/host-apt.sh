#!/usr/bin/env bash
# The host's apt setup for the scripts that make Debian roots with mmdebstrap
# (Checks/fresh.sh, Checks/flatpak/runtime.sh), so a root reaches the archive
# the way this machine does. One file a line:
#
#   host-apt.sh sources SUITE   the host's apt source files for SUITE, as
#                               mmdebstrap mirror arguments; none (so mmdebstrap
#                               uses deb.debian.org with updates and security)
#                               when the host is on another release
#   host-apt.sh config          the machine's own apt configuration (proxies,
#                               mirror settings): files in apt.conf.d that no
#                               package installed, for mmdebstrap --aptopt
set -euo pipefail

case ${1:-} in
    sources)
        [[ -n ${2:-} ]] || { echo "usage: $0 sources SUITE" >&2; exit 2; }
        for file in /etc/apt/sources.list /etc/apt/sources.list.d/*.list /etc/apt/sources.list.d/*.sources; do
            [[ -s $file ]] && grep -qE "^[^#]*\b$2\b" "$file" && echo "$file"
        done
        ;;
    config)
        for file in /etc/apt/apt.conf /etc/apt/apt.conf.d/*; do
            [[ -f $file ]] || continue
            dpkg -S "$file" >/dev/null 2>&1 || echo "$file"
        done
        ;;
    *)
        echo "usage: $0 sources SUITE | config" >&2
        exit 2
        ;;
esac
exit 0
