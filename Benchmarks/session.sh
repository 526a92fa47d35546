# Sourced by Benchmarks/startup.sh and Benchmarks/startup-functions.sh: the
# game built as installed, and the private world a measured program runs in
# (an Xvfb, a session bus without service activation, temporary home and XDG
# folders, the game's schema in memory-backed settings).
# Needs ROOT, APP_ID, TIMEOUT and die from the script that sources it.

# Temporary files of the whole run, and the services started for it.
WORK=$(mktemp -d "${TMPDIR:-/tmp}/matchismo-bench.XXXXXX")
SERVICES=()

# Ends the services and removes WORK; the sourcing script's exit trap calls it.
end_session() {
    local pid
    for pid in "${SERVICES[@]}"; do kill "$pid" 2>/dev/null || true; done
    wait 2>/dev/null || true
    rm -rf "$WORK"
}

# Builds matchismo in release as it is installed (meson's static_swift_stdlib,
# the Flatpak: the Swift runtime linked in) and sets MATCHISMO to it.
build_matchismo() {
    local flags=(-c release --static-swift-stdlib --scratch-path .build-static)
    (cd "$ROOT" && swift build "${flags[@]}" --product matchismo >&2) || die "cannot build matchismo"
    MATCHISMO=$(cd "$ROOT" && swift build "${flags[@]}" --show-bin-path)/matchismo
}

# A session bus without service activation, so that no portal or
# accessibility service starts during one run and lingers into the next.
write_bus_config() {
    cat >"$WORK/session.conf" <<EOF
<!DOCTYPE busconfig PUBLIC "-//freedesktop//DTD D-Bus Bus Configuration 1.0//EN"
 "http://www.freedesktop.org/standards/dbus/1.0/busconfig.dtd">
<busconfig>
  <type>session</type>
  <listen>unix:dir=$WORK</listen>
  <auth>EXTERNAL</auth>
  <policy context="default">
    <allow send_destination="*" eavesdrop="true"/>
    <allow eavesdrop="true"/>
    <allow own="*"/>
  </policy>
</busconfig>
EOF
}

# Starts an Xvfb of WIDTHxHEIGHT and the bus, and sets ENVIRONMENT: the command
# prefix that runs a program there with nothing of the caller's environment
# but PATH (and a GSK_RENDERER the caller set).
start_session() {
    local size=$1 display address
    mkdir -p "$WORK/schemas"
    cp "$ROOT/data/$APP_ID.gschema.xml" "$WORK/schemas/"
    glib-compile-schemas --strict "$WORK/schemas"
    # -noreset: Xvfb otherwise resets when its last client leaves, and a
    # program launched during that reset fails to open the display.
    exec {xfd}< <(exec Xvfb -displayfd 1 -screen 0 "${size}x24" -nolisten tcp -noreset 2>/dev/null)
    SERVICES+=($!)
    read -r -t "$TIMEOUT" -u "$xfd" display || die "Xvfb did not start"
    write_bus_config
    exec {bfd}< <(exec dbus-daemon --config-file="$WORK/session.conf" --nofork --print-address=1 2>/dev/null)
    SERVICES+=($!)
    read -r -t "$TIMEOUT" -u "$bfd" address || die "dbus-daemon did not start"

    mkdir -p "$WORK"/{home,config,data,cache,state,runtime}
    chmod 700 "$WORK/runtime"
    ENVIRONMENT=(
        env -i PATH="$PATH" DISPLAY=":$display" DBUS_SESSION_BUS_ADDRESS="$address"
        HOME="$WORK/home" XDG_CONFIG_HOME="$WORK/config" XDG_DATA_HOME="$WORK/data"
        XDG_CACHE_HOME="$WORK/cache" XDG_STATE_HOME="$WORK/state" XDG_RUNTIME_DIR="$WORK/runtime"
        GSETTINGS_BACKEND=memory GSETTINGS_SCHEMA_DIR="$WORK/schemas"
        MATCHISMO_STATS=1 NO_AT_BRIDGE=1 ${GSK_RENDERER:+GSK_RENDERER=$GSK_RENDERER}
    )
}
