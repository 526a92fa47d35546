#!/usr/bin/env bash
# Makes the Flatpak runtimes the local Flatpak build uses instead of GNOME's
# and Flathub's Swift extension (which cannot be downloaded here), and installs
# them with `flatpak --user`:
#
#   org.debian.Platform//13            Debian 13 packages the game needs at run time
#                                      (GTK 4.18 and libadwaita 1.7, as GNOME 48's
#                                      runtime has them)
#   org.debian.Sdk//13                 the Platform plus what the build needs
#   org.debian.Sdk.Extension.swift6//13  the part of the host's Swift toolchain
#                                      a release build uses, at /usr/lib/sdk/swift6
#                                      like Flathub's org.freedesktop.Sdk.Extension.swift6
#
# mmdebstrap makes each Debian root from this machine's apt sources; the tree
# is the root's usr/ (with etc/ inside it) plus a metadata file, committed
# into an ostree repository in the cache:
#
#   ${XDG_CACHE_HOME:-~/.cache}/matchismo/flatpak/repo
#
# Each commit carries a key (matchismo.key) that hashes what decides its
# contents: the package list and metadata, and for the Swift extension the
# toolchain's files list and version. A run that finds a runtime's key in the
# repository does not remake it, and one that finds the same commit installed
# does not reinstall it.
#
# usage: runtime.sh            (root: mmdebstrap; called by `./dev flatpak`)
set -euo pipefail

HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
SUITE=trixie
BRANCH=13
ARCH=x86_64
REMOTE=matchismo-debian

# What the game needs at run time, like a GNOME runtime has it.
PLATFORM_PACKAGES=(
    # GTK 4 and libadwaita.
    libgtk-4-1 libadwaita-1-0
    # json-glib: the saved files' JSON.
    libjson-glib-1.0-0
    # The card art's fonts (DejaVu Serif and DejaVu Serif Condensed).
    fonts-dejavu-core fonts-dejavu-extra
    # GSettings: GLib's keyfile backend is used in the sandbox, dconf's
    # module and the desktop schemas (text scale, color scheme) are there too.
    dconf-gsettings-backend gsettings-desktop-schemas
    # AT-SPI client libraries, as in the GNOME runtime.
    libatspi2.0-0t64
    # Icons, MIME data and time zones every GNOME runtime has.
    adwaita-icon-theme hicolor-icon-theme shared-mime-info tzdata
    # gdk-pixbuf's SVG loader: GTK 4.8 draws symbolic icons with it, and
    # flatpak-builder's appstream-compose renders the app icon with it.
    librsvg2-common
    # The statically linked Swift runtime's C++ and GCC support libraries.
    libstdc++6 libgcc-s1
)

# Every compiled locale, so the game speaks the player's language in the
# sandbox (without the locale glibc falls back to C and gettext to English),
# and GLib's own translations (`--help`'s "Usage:"; GTK's and libadwaita's come
# with their libraries). GNOME's runtime carries them in its Locale extension;
# only the Platform, which runs the game, needs them.
PLATFORM_LOCALES=(locales-all libglib2.0-data)

# The Platform plus what flatpak-builder and the Swift toolchain need.
SDK_PACKAGES=(
    "${PLATFORM_PACKAGES[@]}"
    # Headers for the CGtk, CCairo, CAdw and CJSONGLib targets.
    libgtk-4-dev libadwaita-1-dev libjson-glib-dev pkg-config
    # The build system the manifest names.
    meson ninja-build
    # msgfmt and xgettext for meson's i18n module: the translations and the
    # translated desktop file, metainfo and schema.
    gettext
    # itstool for meson's gnome.yelp: the help's pages in each language of help/LINGUAS.
    itstool
    # meson's post-install steps: glib-compile-schemas, gtk4-update-icon-cache,
    # update-desktop-database.
    libglib2.0-bin libgtk-4-bin desktop-file-utils
    # flatpak-builder runs appstream-compose from the Sdk on the metainfo.
    appstream-util
    # What the Swift toolchain needs on Debian 13 (swift.org's list, without
    # git and the Python/LLDB parts a build does not use).
    binutils binutils-gold gcc libc6-dev libstdc++-14-dev libcurl4t64 libxml2 libedit2 libsqlite3-0
    libncurses6 uuid-dev
)

# The host toolchain's files a release build with --static-swift-stdlib uses
# (relative to its usr/), 1.5 GB of its 3.3: LLDB, SourceKit, docc, the
# formatter, clangd and the Embedded Swift libraries stay out.
TOOLCHAIN_FILES=(
    bin/swift bin/swiftc bin/swift-driver bin/swift-frontend
    bin/swift-build bin/swift-package bin/swift-autolink-extract
    bin/clang bin/clang++ bin/clang-21 bin/lld bin/ld.lld
    bin/llvm-ar bin/llvm-ranlib
    lib/clang
    lib/swift/linux lib/swift/shims lib/swift/clang lib/swift/pm lib/swift/host
    lib/swift/dispatch lib/swift/os lib/swift/Block lib/swift/CoreFoundation
    lib/swift/_foundation_unicode lib/swift/_FoundationCShims
    lib/swift_static
)

die() {
    echo "runtime: $*" >&2
    exit 1
}

say() {
    echo "runtime: $(date -u +%H:%M:%S) $*" >&2
}

metadata() {
    local name=$1
    printf '[Runtime]\nname=%s\nruntime=org.debian.Platform/%s/%s\nsdk=org.debian.Sdk/%s/%s\n' \
        "$name" "$ARCH" "$BRANCH" "$ARCH" "$BRANCH"
    case $name in
        org.debian.Sdk)
            printf '\n[Extension org.debian.Sdk.Extension]\ndirectory=lib/sdk\nsubdirectories=true\nno-autodownload=true\nversion=%s\n' "$BRANCH"
            ;;
        org.debian.Sdk.Extension.swift6)
            printf '\n[ExtensionOf]\nref=runtime/org.debian.Sdk/%s/%s\n' "$ARCH" "$BRANCH"
            ;;
    esac
}

toolchain_prefix() {
    local swift bin
    swift=$(command -v swift) || die "no swift on PATH"
    bin=$(dirname "$(readlink -f "$swift")")
    [[ $bin == */usr/bin ]] || die "cannot tell the toolchain's folder from $bin"
    echo "${bin%/bin}"
}

# key NAME: the cache key of runtime NAME; everything that decides its contents.
key() {
    local name=$1
    {
        echo "$SUITE $BRANCH $ARCH"
        metadata "$name"
        case $name in
            org.debian.Platform) printf '%s\n' "${PLATFORM_PACKAGES[@]}" "${PLATFORM_LOCALES[@]}" ;;
            org.debian.Sdk) printf '%s\n' "${SDK_PACKAGES[@]}" lib/sdk ;;
            org.debian.Sdk.Extension.swift6)
                printf '%s\n' "${TOOLCHAIN_FILES[@]}"
                "$(toolchain_prefix)/bin/swift" --version 2>/dev/null
                ;;
        esac
    } | sha256sum | cut -c1-16
}

# cached_key REPO NAME: the key of NAME's commit in REPO, if there is one.
cached_key() {
    ostree show --repo="$1" --print-metadata-key=matchismo.key "runtime/$2/$ARCH/$BRANCH" 2>/dev/null | tr -d "'"
}

cache_dir() {
    echo "${XDG_CACHE_HOME:-$HOME/.cache}/matchismo/flatpak"
}

# debian_root DIR PACKAGES...: a Debian root with apt and PACKAGES.
debian_root() {
    local dir=$1 sources=() options=() file
    shift
    while read -r file; do sources+=("$file"); done < <("$HERE/../host-apt.sh" sources "$SUITE")
    while read -r file; do options+=("--aptopt=$file"); done < <("$HERE/../host-apt.sh" config)
    mkdir -p "$dir"
    unshare --mount mmdebstrap --quiet --variant=apt --include="$(IFS=,; echo "$*")" "${options[@]}" \
        --dpkgopt='path-exclude=/usr/share/doc/*' --dpkgopt='path-exclude=/usr/share/man/*' \
        --dpkgopt='path-exclude=/usr/share/info/*' \
        "$SUITE" "$dir" "${sources[@]}" || die "mmdebstrap failed"
}

# commit REPO NAME TREE: commits TREE (files/ and metadata) as NAME's runtime branch.
commit() {
    local repo=$1 name=$2 tree=$3 data
    metadata "$name" >"$tree/metadata"
    # xa.metadata must equal the file byte for byte, trailing newline included
    # ($(...) alone would drop it).
    data=$(cat "$tree/metadata"; echo x)
    # ostree refuses setuid and setgid files.
    chmod -R ug-s "$tree/files"
    ostree commit --repo="$repo" --branch="runtime/$name/$ARCH/$BRANCH" --tree=dir="$tree" \
        --owner-uid=0 --owner-gid=0 --no-xattrs --subject="$name $BRANCH" \
        --add-metadata-string=matchismo.key="$(key "$name")" \
        --add-metadata-string=xa.metadata="${data%x}" >/dev/null
}

# usr_tree ROOT TREE: the runtime tree of a Debian root: its usr/ with etc/ inside.
usr_tree() {
    local root=$1 tree=$2
    mkdir -p "$tree"
    mv "$root/usr" "$tree/files"
    rm -rf "$tree/files/etc"
    mv "$root/etc" "$tree/files/etc"
}

# make_runtime REPO NAME WORK: makes runtime NAME's tree in WORK and commits it.
make_runtime() {
    local repo=$1 name=$2 work=$3 prefix file
    case $name in
        org.debian.Platform | org.debian.Sdk)
            local packages=("${PLATFORM_PACKAGES[@]}" "${PLATFORM_LOCALES[@]}")
            [[ $name == org.debian.Sdk ]] && packages=("${SDK_PACKAGES[@]}")
            say "Debian $BRANCH root for $name"
            debian_root "$work/root" "${packages[@]}"
            usr_tree "$work/root" "$work/tree"
            # The extension point's folder, which flatpak mounts a tmpfs on to
            # hold each extension's folder.
            [[ $name == org.debian.Sdk ]] && mkdir -p "$work/tree/files/lib/sdk"
            ;;
        org.debian.Sdk.Extension.swift6)
            prefix=$(toolchain_prefix)
            say "the Swift toolchain's build files from $prefix"
            mkdir -p "$work/tree/files"
            for file in "${TOOLCHAIN_FILES[@]}"; do
                mkdir -p "$work/tree/files/$(dirname "$file")"
                cp -a "$prefix/$file" "$work/tree/files/$file"
            done
            ;;
    esac
    say "committing $name ($(du -sh "$work/tree/files" | cut -f1))"
    commit "$repo" "$name" "$work/tree"
}

install_runtimes() {
    local repo=$1 ref installed wanted
    flatpak --user remote-add --if-not-exists --no-gpg-verify "$REMOTE" "file://$repo"
    flatpak --user remote-modify --url="file://$repo" "$REMOTE"
    for ref in org.debian.Platform org.debian.Sdk org.debian.Sdk.Extension.swift6; do
        wanted=$(ostree --repo="$repo" rev-parse "runtime/$ref/$ARCH/$BRANCH")
        installed=$(flatpak --user info --show-commit "runtime/$ref/$ARCH/$BRANCH" 2>/dev/null || true)
        [[ $installed == "$wanted" ]] && continue
        say "installing $ref//$BRANCH"
        flatpak --user install --noninteractive --reinstall "$REMOTE" "runtime/$ref/$ARCH/$BRANCH" >/dev/null
    done
}

main() {
    local repo name work started=$SECONDS changed=0
    repo=$(cache_dir)/repo
    [[ -d $repo/objects ]] || { mkdir -p "$repo" && ostree init --repo="$repo" --mode=bare-user-only; }
    for name in org.debian.Platform org.debian.Sdk org.debian.Sdk.Extension.swift6; do
        if [[ $(cached_key "$repo" "$name") == "$(key "$name")" ]]; then
            say "$name//$BRANCH found in the cache ($repo)"
            continue
        fi
        ((EUID == 0)) || die "making $name needs root (mmdebstrap)"
        work=$(mktemp -d "${TMPDIR:-/var/tmp}/matchismo-runtime.XXXXXX")
        WORK=$work
        make_runtime "$repo" "$name" "$work"
        rm -rf "$work"
        WORK=
        changed=1
    done
    ((changed == 0)) || flatpak build-update-repo "$repo" >/dev/null
    install_runtimes "$repo"
    say "runtimes ready ($((SECONDS - started)) s)"
}

WORK=
trap '[[ -z $WORK ]] || rm -rf "$WORK"' EXIT
main "$@"
