#!/usr/bin/env bash
# Builds Matchismo as a real Flatpak and installs it with `flatpak --user`
# (`./dev flatpak`; `./dev test` runs it before the tests):
#
# 1. runtime.sh makes (or finds in the cache) the Debian 13 runtimes and the
#    Swift SDK extension and installs them;
# 2. local_manifest.py writes the local manifest from the published one
#    (data/flatpak/io.github.matchismo.Matchismo.json), changing only the
#    runtime and the Swift extension;
# 3. flatpak-builder builds it into a local repository, .build-flatpak/repo;
# 4. the app is installed from that repository (remote matchismo-local), and
#    `flatpak build-bundle` writes the single-file bundle
#    .build-flatpak/io.github.matchismo.Matchismo.flatpak.
#
# Then `flatpak run io.github.matchismo.Matchismo` starts the game.
set -euo pipefail

APP_ID=io.github.matchismo.Matchismo
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
OUT=$ROOT/.build-flatpak
REMOTE=matchismo-local

say() {
    echo "flatpak: $(date -u +%H:%M:%S) $*" >&2
}

started=$SECONDS
"$ROOT/Checks/flatpak/runtime.sh"

mkdir -p "$OUT"
"$ROOT/Checks/flatpak/local_manifest.py" "$ROOT/data/flatpak/$APP_ID.json" "$OUT/$APP_ID.json"

say "building $APP_ID with flatpak-builder"
built=$SECONDS
# rofiles-fuse needs FUSE, which containers and CI machines often lack; the
# build directory is thrown away anyway.
flatpak-builder --user --force-clean --disable-rofiles-fuse --disable-updates \
    --state-dir="$OUT/state" --repo="$OUT/repo" \
    "$OUT/build" "$OUT/$APP_ID.json"
say "built in $((SECONDS - built)) s"

flatpak build-bundle "$OUT/repo" "$OUT/$APP_ID.flatpak" "$APP_ID"
flatpak --user remote-add --if-not-exists --no-gpg-verify "$REMOTE" "file://$OUT/repo"
flatpak --user remote-modify --url="file://$OUT/repo" "$REMOTE"
flatpak --user install --noninteractive --reinstall "$REMOTE" "$APP_ID" >/dev/null
say "installed $APP_ID from $OUT/repo and wrote $OUT/$APP_ID.flatpak ($((SECONDS - started)) s in all)"
say "start it with: flatpak run $APP_ID"
