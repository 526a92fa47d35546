# Sourced by Benchmarks/startup.sh: matchismo on GNOME's own
# compositor, mutter headless on Wayland, with a virtual monitor of the size
# measured, pipewire for the screen cast its remote-desktop API needs, and
# keys sent through that API by Tests/EndToEndTests/Scripts/mutter_input.py,
# the one place that knows it (as in the end-to-end tests' mutter sessions).
# Uses startup.sh's WORK, ENVIRONMENT, TIMEOUT, die and wait_for_line.

MUTTER_PIDS=()
MUTTER_BATCH=0
MUTTER_INPUT=

# Starts mutter with a WIDTH x HEIGHT monitor (after ending the one before) and
# points ENVIRONMENT at it: Wayland only, as the app runs in a GNOME session.
start_mutter() {
    local width=$1 height=$2 bus deadline=$((SECONDS + TIMEOUT))
    stop_mutter
    bus=$(printf '%s\n' "${ENVIRONMENT[@]}" | sed -n 's/^DBUS_SESSION_BUS_ADDRESS=//p')
    local base=(env -i PATH="$PATH" DBUS_SESSION_BUS_ADDRESS="$bus" XDG_RUNTIME_DIR="$WORK/runtime" GSETTINGS_BACKEND=memory)
    "${base[@]}" pipewire >"$WORK/pipewire.log" 2>&1 &
    MUTTER_PIDS+=($!)
    "${base[@]}" mutter --headless --wayland --no-x11 --virtual-monitor "${width}x${height}" \
        --wayland-display bench-wayland >"$WORK/mutter.log" 2>&1 &
    MUTTER_PIDS+=($!)
    until [[ -S $WORK/runtime/bench-wayland ]]; do
        ((SECONDS < deadline)) || { cat "$WORK/mutter.log" >&2; die "mutter did not start"; }
        sleep 0.02
    done
    rm -f "$WORK/mutter-input"
    mkfifo "$WORK/mutter-input"
    : >"$WORK/mutter-input.acks"
    # Keys only: a screen cast for touch would have mutter copy every frame of the monitor.
    "${base[@]}" /usr/bin/python3 "$ROOT/Tests/EndToEndTests/Scripts/mutter_input.py" --keys-only \
        "$WORK/mutter-input" "$WORK/mutter-input.acks" 2>"$WORK/mutter-input.err" &
    MUTTER_PIDS+=($!)
    wait_for_line "$WORK/mutter-input.acks" '^ready' >/dev/null || { cat "$WORK/mutter-input.err" >&2; die "no remote-desktop session"; }
    exec {MUTTER_INPUT}>"$WORK/mutter-input"
    # mutter makes its virtual keyboard with the first event, which can be lost.
    mutter_input '["key", 65505, true], ["key", 65505, false]'
    local variable kept=()
    for variable in "${ENVIRONMENT[@]}"; do [[ $variable == DISPLAY=* ]] || kept+=("$variable"); done
    ENVIRONMENT=("${kept[@]}" WAYLAND_DISPLAY=bench-wayland GDK_BACKEND=wayland)
}

stop_mutter() {
    local pid
    [[ -n $MUTTER_INPUT ]] && exec {MUTTER_INPUT}>&-
    MUTTER_INPUT=
    for pid in "${MUTTER_PIDS[@]}"; do kill "$pid" 2>/dev/null || true; done
    for pid in "${MUTTER_PIDS[@]}"; do wait "$pid" 2>/dev/null || true; done
    MUTTER_PIDS=()
}

# Sends input steps (JSON, as mutter_input.py reads them) and waits until mutter took them.
mutter_input() {
    MUTTER_BATCH=$((MUTTER_BATCH + 1))
    echo "{\"id\": $MUTTER_BATCH, \"steps\": [$1]}" >&"$MUTTER_INPUT"
    local answer
    answer=$(wait_for_line "$WORK/mutter-input.acks" "^$MUTTER_BATCH ") || die "mutter took no input batch $MUTTER_BATCH"
    [[ $answer == "$MUTTER_BATCH ok" ]] || die "mutter input: $answer"
}

# Presses an xdotool-style key combination ("ctrl+d") through mutter.
mutter_key() {
    mutter_input "[\"combination\", \"$1\"]"
}
