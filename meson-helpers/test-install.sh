#!/bin/sh
# Build Matchismo with meson exactly as the Flatpak does (release SwiftPM
# build, static Swift standard library) and install it into DESTDIR with
# prefix /usr/local, so the binary ends up at DESTDIR/usr/local/bin/matchismo.
#
# usage: meson-helpers/test-install.sh DESTDIR [BUILDDIR]
#
# BUILDDIR defaults to <repo>/.build-meson/build and is reused, so repeated
# runs are incremental. A lock serializes callers that share BUILDDIR; give
# each caller its own DESTDIR. DESTDIR is emptied first. The post-install
# steps (schema compilation, caches) are skipped under DESTDIR: to run the
# binary from there, compile the schemas into a directory of your own, e.g.
#   glib-compile-schemas --targetdir=DIR DESTDIR/usr/local/share/glib-2.0/schemas
#   GSETTINGS_SCHEMA_DIR=DIR DESTDIR/usr/local/bin/matchismo
set -eu

if [ "$#" -lt 1 ] || [ "$#" -gt 2 ]; then
    echo "usage: $0 DESTDIR [BUILDDIR]" >&2
    exit 64
fi

source_dir=$(cd "$(dirname "$0")/.." && pwd)
destdir=$1
builddir=${2:-$source_dir/.build-meson/build}
options="--prefix=/usr/local -Dstatic_swift_stdlib=true"

mkdir -p "$(dirname "$builddir")"
exec 9>"$builddir.lock"
flock 9

if [ -f "$builddir/meson-private/coredata.dat" ]; then
    # shellcheck disable=SC2086
    meson configure "$builddir" $options \
        || meson setup --wipe "$builddir" "$source_dir" $options
else
    # shellcheck disable=SC2086
    meson setup "$builddir" "$source_dir" $options
fi

meson compile -C "$builddir"
rm -rf "$destdir"
meson install -C "$builddir" --no-rebuild --destdir "$destdir"
