#!/usr/bin/env bash
# Takes the README and AppStream screenshots of the real app under its own Xvfb:
# each view at 800x600 and 1920x1080, and the store page's at 900x675; the
# help pages' figures (help/C/figures); and draws the app icons on light and
# dark for the README.
#   data/screenshots/take-screenshots.sh [path/to/matchismo] [help]
# With `help`, only the help pages' figures.
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
app=${1:-$here/../../.build/debug/matchismo}
figures=$here/../../help/C/figures
work=$(mktemp -d)
cleanup() { kill "${app_pid:-}" "${xsettings_pid:-}" "${bus_pid:-}" "${xvfb_pid:-}" 2>/dev/null || true; rm -rf "$work"; }
trap cleanup EXIT

exec {fd}<> <(:)
Xvfb -displayfd "$fd" -screen 0 1920x1080x24 -nolisten tcp >/dev/null 2>&1 &
xvfb_pid=$!
read -r -u "$fd" display
# A private session bus with no activatable services, so no portal or
# accessibility daemons start (and none outlive the script).
cat > "$work/bus.conf" <<CONF
<busconfig><type>session</type><listen>unix:dir=$work</listen>
<policy context="default"><allow send_destination="*" eavesdrop="true"/><allow eavesdrop="true"/><allow own="*"/></policy></busconfig>
CONF
exec {bus_fd}<> <(:)
dbus-daemon --config-file="$work/bus.conf" --nofork --print-address="$bus_fd" &
bus_pid=$!
read -r -u "$bus_fd" DBUS_SESSION_BUS_ADDRESS
export DBUS_SESSION_BUS_ADDRESS
export DISPLAY=":$display" GSETTINGS_BACKEND=memory NO_AT_BRIDGE=1
# The game as a player sees it after the first lesson's offer.
export MATCHISMO_TEST_LESSON_OFFER=off
# GNOME's title-bar buttons: only close ("appmenu:close"), not the bare X
# default's minimise and maximise, which also keep a window from phone size.
echo 'Gtk/DecorationLayout "appmenu:close"' >"$work/xsettingsd.conf"
xsettingsd -c "$work/xsettingsd.conf" >/dev/null 2>&1 &
xsettings_pid=$!
export HOME="$work" XDG_CONFIG_HOME="$work/config" XDG_CACHE_HOME="$work/cache"

# The locale of the next shots: English unless a shot below asks for another.
locale=C.UTF-8

# game seed width height name [keys...]; STYLE=dark or high-contrast for libadwaita's
# debug overrides, ARGS for more of the game's options, WAIT for seconds to wait after the keys,
# OUT for the folder of the shot (this one's by default), LESSON=offered for the first
# lesson's offer, as on a first start.
shoot() {
    local game=$1 seed=$2 width=$3 height=$4 name=$5 style=() extra=()
    shift 5
    case ${STYLE:-} in
        dark) style=(ADW_DEBUG_COLOR_SCHEME=prefer-dark) ;;
        high-contrast) style=(ADW_DEBUG_HIGH_CONTRAST=1) ;;
    esac
    read -r -a extra <<<"${ARGS:-}"
    # Each shot from the default settings and no saved game: an earlier shot's players stay out.
    [[ ${LESSON:-} == offered ]] && style+=(MATCHISMO_TEST_LESSON_OFFER=on)
    env "${style[@]}" MATCHISMO_DATA_DIR="$work/data-$name" LANG=$locale LC_ALL=$locale "$app" --game="$game" --seed="$seed" "${extra[@]}" >/dev/null 2>&1 &
    app_pid=$!
    local window
    window=$(xdotool search --sync --onlyvisible --pid "$app_pid" | head -n 1)
    xdotool windowmove "$window" 0 0 windowsize --sync "$window" "$width" "$height"
    sleep 1
    # A narrow window sheds header buttons once it is narrow; then it can narrow further.
    xdotool windowsize "$window" "$width" "$height"
    sleep 0.5
    for key in "$@"; do xdotool key --window "$window" "$key"; sleep 0.15; done
    sleep "${WAIT:-1.2}"
    import -window "$window" "${OUT:-$here}/$name.png"
    kill "$app_pid"; wait "$app_pid" 2>/dev/null || true
}

# The app icon and its symbolic icon at 128, 64, 32 and 16 pixels on the light and
# the dark window background, the symbolic one in the text colour GTK draws it in
# (black at 80% on light, white on dark).
icons() {
    local icons=$here/../icons/hicolor tiles=() background ink scheme size
    for scheme in light dark; do
        background='#242424' ink='fill="#ffffff"'
        [[ $scheme == dark ]] || background='#fafafa' ink='fill="#000006" fill-opacity="0.8"'
        sed "s/fill=\"#241f31\"/$ink/g" "$icons/symbolic/apps/io.github.matchismo.Matchismo-symbolic.svg" >"$work/symbolic-$scheme.svg"
        for size in 128 64 32 16; do
            rsvg-convert -w $size -h $size -b "$background" -o "$work/app-$scheme-$size.png" "$icons/scalable/apps/io.github.matchismo.Matchismo.svg"
            tiles+=("$work/app-$scheme-$size.png")
        done
        for size in 64 32 16; do
            rsvg-convert -w $size -h $size -b "$background" -o "$work/symbolic-$scheme-$size.png" "$work/symbolic-$scheme.svg"
            tiles+=("$work/symbolic-$scheme-$size.png")
        done
    done
    # Seven to a row, each centred in a 128-pixel cell with a 12-pixel margin, light above dark.
    montage "${tiles[@]:0:7}" -background '#fafafa' -geometry 128x128+12+12\> -gravity center -tile 7x1 "$work/light.png"
    montage "${tiles[@]:7:7}" -background '#242424' -geometry 128x128+12+12\> -gravity center -tile 7x1 "$work/dark.png"
    convert "$work/light.png" "$work/dark.png" -append "$here/icons.png"
}
# The help pages' figures, in the pages' width: Set and Matchismo mid-game, the
# first lesson's first step (Shift+Tab from the table to Start Lesson), and the face.
help_figures() {
    mkdir -p "$figures"
    OUT=$figures shoot set 7 640 480 set Right space Right Right space
    OUT=$figures LESSON=offered shoot set 7 640 560 set-lesson shift+Tab Return
    OUT=$figures shoot matchismo 11 640 480 matchismo space Right space Right Right space
    OUT=$figures shoot face 1 480 400 face Home Up Up Up
}
help_figures
if [[ ${2:-} == help ]]; then
    echo "help figures written to $figures"
    exit 0
fi
icons

# Set with two cards selected; Matchismo mid-game; the single card showing a court card.
shoot set 7 800 600 set-800x600 Right space Right Right space
shoot set 7 1920 1080 set-1920x1080 Right space Right Right space
shoot matchismo 11 800 600 matchismo-800x600 space Right space Right Right space
shoot matchismo 11 1920 1080 matchismo-1920x1080 space Right space Right Right space
shoot card 4 800 600 card-800x600
shoot card 4 1920 1080 card-1920x1080
# Phone-sized, upright and on its side: touch-sized buttons, Deal and Hint below the cards.
shoot set 7 360 720 set-360x720 Right space Right Right space
shoot matchismo 11 720 360 matchismo-720x360 space Right space Right Right space
# The face after a few presses of Up: a wider smile.
shoot face 1 800 600 face-800x600 Home Up Up Up
shoot face 1 1920 1080 face-1920x1080 Home Up Up Up
# The desktop's dark style and high contrast.
STYLE=dark shoot set 7 800 600 set-dark-800x600 Right space Right Right space
STYLE=dark shoot matchismo 11 1920 1080 matchismo-dark-1920x1080 space Right space Right Right space
STYLE=high-contrast shoot set 7 800 600 set-high-contrast-800x600 Right space Right Right space
# The store page's (the metainfo's): the default window's 4:3 shape at 900x675, within
# the 1000x700 stores ask for, in the default settings; the puzzle in the dark style.
shoot set 7 900 675 store-set Right space Right Right space
shoot matchismo 11 900 675 store-matchismo space Right space Right Right space
ARGS=--opponents=steady,quick WAIT=12 shoot set 7 900 675 store-computer-players
ARGS=--date=2026-11-23 STYLE=dark shoot set 7 900 675 store-puzzle-dark Right space
# Right to left: the chrome mirrored, with Hebrew words (README, Languages); and German,
# whose court cards read B, D and K.
locale=he_IL.UTF-8
shoot matchismo 11 800 600 matchismo-he-800x600 space Right space Right Right space
locale=de_DE.UTF-8
shoot matchismo 11 800 600 matchismo-de-800x600 space Right space Right Right space
echo "screenshots written to $here"
