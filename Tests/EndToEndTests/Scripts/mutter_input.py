#!/usr/bin/python3
"""Real input for the app on mutter: touch and keys through mutter's
org.gnome.Mutter.RemoteDesktop API, the way GNOME's remote desktop and
GTK's own headless tests send them.

    mutter_input.py [--keys-only] COMMANDS ACKNOWLEDGED

Makes a remote-desktop session with a screen-cast session linked to it
(touch is mapped onto the recorded monitor), starts it, then reads JSON
lines from the FIFO COMMANDS, one batch each:

    {"id": 7, "steps": [["down", SLOT, X, Y], ["motion", SLOT, X, Y],
                        ["up", SLOT], ["pause", MS], ["key", KEYSYM, PRESSED],
                        ["combination", "ctrl+n"], ["screenshot", PATH]]}

X and Y are global logical pixels. A screenshot is the newest frame of the
screen cast, saved as a PNG (or a PPM): GStreamer's PipeWire source reads the
cast's stream, which WirePlumber links to it. After a batch, or a failed one, it
appends "7 ok" or "7 error: WHY" to the file ACKNOWLEDGED. Every call goes
through the one D-Bus connection that made the session: mutter ignores
input from any other. With --keys-only there is no screen cast (touch needs
one, to map onto a monitor; keys do not, and neither do screenshots), so
mutter does not copy every frame of the monitor, which would weigh on a
benchmark. The API is private to GNOME and may change between
versions; this script is the one place that knows it.
"""

import ctypes
import json
import struct
import sys
import time
import zlib

from gi.repository import Gio, GLib

REMOTE_DESKTOP = "org.gnome.Mutter.RemoteDesktop"
SCREEN_CAST = "org.gnome.Mutter.ScreenCast"
TIMEOUT_MS = 10000


XKB = ctypes.CDLL("libxkbcommon.so.0")
XKB.xkb_keysym_from_name.restype = ctypes.c_uint32
XKB.xkb_keysym_from_name.argtypes = [ctypes.c_char_p, ctypes.c_int]
XKB_KEYSYM_CASE_INSENSITIVE = 1
MODIFIERS = {"ctrl": "Control_L", "control": "Control_L", "shift": "Shift_L", "alt": "Alt_L", "super": "Super_L"}


def keysym(name):
    """An X keysym by xdotool's name for it ("Right", "space", "n")."""
    name = MODIFIERS.get(name.lower(), name)
    value = XKB.xkb_keysym_from_name(name.encode(), 0) or XKB.xkb_keysym_from_name(
        name.encode(), XKB_KEYSYM_CASE_INSENSITIVE)
    if not value:
        raise ValueError(f"no keysym named {name}")
    return value


def call(bus, name, path, interface, method, parameters=None, reply=None):
    return bus.call_sync(name, path, interface, method, parameters,
                         GLib.VariantType(reply) if reply else None,
                         Gio.DBusCallFlags.NONE, TIMEOUT_MS, None)


def wait_for_name(bus, name, seconds=20):
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        owned = call(bus, "org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus",
                     "NameHasOwner", GLib.Variant("(s)", (name,)), "(b)")
        if owned.unpack()[0]:
            return
        time.sleep(0.05)
    raise RuntimeError(f"{name} did not appear on the session bus")


def first_connector(bus):
    state = call(bus, "org.gnome.Mutter.DisplayConfig", "/org/gnome/Mutter/DisplayConfig",
                 "org.gnome.Mutter.DisplayConfig", "GetCurrentState").unpack()
    return state[1][0][0][0]


def stream_node(bus, stream):
    """The PipeWire node of a started screen-cast stream, from its
    PipeWireStreamAdded signal (subscribed to before the session starts)."""
    node = []
    subscription = bus.signal_subscribe(None, SCREEN_CAST + ".Stream", "PipeWireStreamAdded", stream, None,
                                        Gio.DBusSignalFlags.NONE,
                                        lambda *arguments: node.append(arguments[5].unpack()[0]))
    return subscription, node


def wait_for_node(bus, subscription, node, seconds=20):
    context = GLib.MainContext.default()
    deadline = time.monotonic() + seconds
    while not node and time.monotonic() < deadline:
        context.iteration(False) or time.sleep(0.01)
    bus.signal_unsubscribe(subscription)
    if not node:
        raise RuntimeError("mutter's screen cast added no PipeWire stream")
    return node[0]


class Screen:
    """The monitor as the screen cast shows it: one GStreamer pipeline (the
    PipeWire source, which WirePlumber links to the cast), started with the
    first screenshot and kept running, that keeps the newest frame. mutter
    sends a frame when the screen changes, so the newest frame is the screen
    now; a new connection for each screenshot may wait for a change that
    never comes."""

    def __init__(self, node):
        import gi
        gi.require_version("Gst", "1.0")
        from gi.repository import Gst
        self.gst = Gst
        Gst.init(None)
        self.pipeline = Gst.parse_launch(
            f"pipewiresrc path={node} always-copy=true ! videoconvert ! video/x-raw,format=RGB "
            "! appsink name=frame max-buffers=1 drop=true sync=false")
        self.sink = self.pipeline.get_by_name("frame")
        self.pipeline.set_state(Gst.State.PLAYING)
        self.frame = None

    def save(self, path):
        """Saves the newest frame at path: a binary PPM (8-bit RGB, as grim
        writes) where path ends in .ppm, else a PNG."""
        # Every frame that came since the last screenshot (the sink keeps only
        # the newest), or the first to come.
        timeout = 0 if self.frame else TIMEOUT_MS * self.gst.MSECOND
        while (sample := self.sink.emit("try-pull-sample", timeout)):
            self.frame = rgb_rows(sample)
            timeout = 0
        if self.frame is None:
            raise RuntimeError("no frame from mutter's screen cast")
        (write_ppm if path.endswith(".ppm") else write_png)(self.frame, path)


SCREENS = {}


def rgb_rows(sample):
    """An RGB sample's width, height and rows, without the buffer's padding."""
    structure = sample.get_caps().get_structure(0)
    width, height = structure.get_value("width"), structure.get_value("height")
    data = sample.get_buffer().extract_dup(0, sample.get_buffer().get_size())
    stride = len(data) // height
    return width, height, [data[row * stride:row * stride + width * 3] for row in range(height)]


def write_ppm(frame, path):
    width, height, rows = frame
    with open(path, "wb") as image:
        image.write(f"P6\n{width} {height}\n255\n".encode())
        image.writelines(rows)


def write_png(frame, path):
    """8-bit RGB, no filter: PNG's signature and its IHDR, IDAT and IEND chunks."""
    width, height, rows = frame

    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))

    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    pixels = zlib.compress(b"".join(b"\0" + row for row in rows), 6)
    with open(path, "wb") as image:
        image.write(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", pixels) + chunk(b"IEND", b""))


def start_session(bus, keys_only):
    wait_for_name(bus, REMOTE_DESKTOP)
    wait_for_name(bus, SCREEN_CAST)
    session = call(bus, REMOTE_DESKTOP, "/org/gnome/Mutter/RemoteDesktop", REMOTE_DESKTOP,
                   "CreateSession", None, "(o)").unpack()[0]
    if keys_only:
        call(bus, REMOTE_DESKTOP, session, REMOTE_DESKTOP + ".Session", "Start")
        return session, "", None
    session_id = call(bus, REMOTE_DESKTOP, session, "org.freedesktop.DBus.Properties", "Get",
                      GLib.Variant("(ss)", (REMOTE_DESKTOP + ".Session", "SessionId")), "(v)").unpack()[0]
    cast = call(bus, SCREEN_CAST, "/org/gnome/Mutter/ScreenCast", SCREEN_CAST, "CreateSession",
                GLib.Variant("(a{sv})", ({"remote-desktop-session-id": GLib.Variant("s", session_id)},)),
                "(o)").unpack()[0]
    stream = call(bus, SCREEN_CAST, cast, SCREEN_CAST + ".Session", "RecordMonitor",
                  GLib.Variant("(sa{sv})", (first_connector(bus), {})), "(o)").unpack()[0]
    subscription, node = stream_node(bus, stream)
    call(bus, REMOTE_DESKTOP, session, REMOTE_DESKTOP + ".Session", "Start")
    return session, stream, wait_for_node(bus, subscription, node)


def run_step(bus, session, stream, node, step):
    kind, arguments = step[0], step[1:]
    interface = REMOTE_DESKTOP + ".Session"
    if kind == "pause":
        time.sleep(arguments[0] / 1000)
    elif kind == "down":
        slot, x, y = arguments
        call(bus, REMOTE_DESKTOP, session, interface, "NotifyTouchDown",
             GLib.Variant("(sudd)", (stream, slot, float(x), float(y))))
    elif kind == "motion":
        slot, x, y = arguments
        call(bus, REMOTE_DESKTOP, session, interface, "NotifyTouchMotion",
             GLib.Variant("(sudd)", (stream, slot, float(x), float(y))))
    elif kind == "up":
        call(bus, REMOTE_DESKTOP, session, interface, "NotifyTouchUp", GLib.Variant("(u)", (arguments[0],)))
    elif kind == "key":
        value, pressed = arguments
        call(bus, REMOTE_DESKTOP, session, interface, "NotifyKeyboardKeysym",
             GLib.Variant("(ub)", (value, bool(pressed))))
    elif kind == "combination":
        keys = [keysym(part) for part in arguments[0].split("+")]
        for value in keys:
            run_step(bus, session, stream, node, ["key", value, True])
        for value in reversed(keys):
            run_step(bus, session, stream, node, ["key", value, False])
    elif kind == "screenshot":
        if node is None:
            raise ValueError("no screenshots with --keys-only")
        if node not in SCREENS:
            SCREENS[node] = Screen(node)
        SCREENS[node].save(arguments[0])
    else:
        raise ValueError(f"unknown step {kind}")


def main():
    arguments = sys.argv[1:]
    keys_only = arguments[:1] == ["--keys-only"]
    commands, acknowledged = arguments[-2], arguments[-1]
    bus = Gio.bus_get_sync(Gio.BusType.SESSION, None)
    session, stream, node = start_session(bus, keys_only)
    with open(acknowledged, "a", buffering=1) as acks:
        acks.write("ready\n")
        with open(commands) as lines:
            for line in lines:
                if not line.strip():
                    continue
                batch = json.loads(line)
                try:
                    for step in batch["steps"]:
                        run_step(bus, session, stream, node, step)
                    acks.write(f"{batch['id']} ok\n")
                except Exception as error:  # noqa: BLE001 - reported to the harness, which fails the test
                    acks.write(f"{batch['id']} error: {error}\n")


if __name__ == "__main__":
    main()
