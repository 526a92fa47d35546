#!/usr/bin/env bash
# Takes the README and AppStream screenshots of the real app under its own Xvfb:
# each view at 800x600 and 1920x1080.
#   data/screenshots/take-screenshots.sh [path/to/matchismo]
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
app=${1:-$here/../../.build/debug/matchismo}
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
export DISPLAY=":$display" GSETTINGS_BACKEND=memory NO_AT_BRIDGE=1 MATCHISMO_DATA_DIR="$work/data"
# GNOME's title-bar buttons: only close ("appmenu:close"), not the bare X
# default's minimise and maximise, which also keep a window from phone size.
echo 'Gtk/DecorationLayout "appmenu:close"' >"$work/xsettingsd.conf"
xsettingsd -c "$work/xsettingsd.conf" >/dev/null 2>&1 &
xsettings_pid=$!
export HOME="$work" XDG_CONFIG_HOME="$work/config" XDG_CACHE_HOME="$work/cache"

# The locale of the next shots: English unless a shot below asks for another.
locale=C.UTF-8

shoot() { # game seed width height name [keys...]; STYLE=dark or high-contrast for libadwaita's debug overrides
    local game=$1 seed=$2 width=$3 height=$4 name=$5 style=()
    shift 5
    case ${STYLE:-} in
        dark) style=(ADW_DEBUG_COLOR_SCHEME=prefer-dark) ;;
        high-contrast) style=(ADW_DEBUG_HIGH_CONTRAST=1) ;;
    esac
    env "${style[@]}" LANG=$locale LC_ALL=$locale "$app" --game="$game" --seed="$seed" >/dev/null 2>&1 &
    app_pid=$!
    local window
    window=$(xdotool search --sync --onlyvisible --pid "$app_pid" | head -n 1)
    xdotool windowmove "$window" 0 0 windowsize --sync "$window" "$width" "$height"
    sleep 1
    # A narrow window sheds header buttons once it is narrow; then it can narrow further.
    xdotool windowsize "$window" "$width" "$height"
    sleep 0.5
    for key in "$@"; do xdotool key --window "$window" "$key"; sleep 0.15; done
    sleep 1.2
    import -window "$window" "$here/$name.png"
    kill "$app_pid"; wait "$app_pid" 2>/dev/null || true
}

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
# Right to left: the chrome mirrored, with Hebrew words (README, Languages); and German,
# whose court cards read B, D and K.
locale=he_IL.UTF-8
shoot matchismo 11 800 600 matchismo-he-800x600 space Right space Right Right space
locale=de_DE.UTF-8
shoot matchismo 11 800 600 matchismo-de-800x600 space Right space Right Right space
echo "screenshots written to $here"
