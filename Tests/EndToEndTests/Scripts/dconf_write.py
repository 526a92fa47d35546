#!/usr/bin/python3
"""Writes or resets dconf keys as `dconf write` and `dconf reset` do.

  dconf_write.py write KEY VALUE   (VALUE in GVariant text, such as 99 or "'purple'")
  dconf_write.py reset KEY

Neither Debian installs dconf-cli with GLib, so this speaks to dconf-service
the way the `dconf` command does: a change set (a{smv}, nothing for a reset)
sent to ca.desrt.dconf.Writer on the session bus. Like `dconf write`, it
knows no schema: a value of any type or outside any range is stored as given.
"""
import sys

from gi.repository import Gio, GLib


def main():
    if len(sys.argv) not in (3, 4) or sys.argv[1] not in ("write", "reset"):
        sys.exit(__doc__)
    command, key = sys.argv[1], sys.argv[2]
    if command == "write":
        if len(sys.argv) != 4:
            sys.exit(__doc__)
        value = GLib.Variant.parse(None, sys.argv[3], None, None)
    else:
        value = None
    changes = GLib.Variant("a{smv}", {key: value})
    bus = Gio.bus_get_sync(Gio.BusType.SESSION, None)
    bus.call_sync(
        "ca.desrt.dconf", "/ca/desrt/dconf/Writer/user", "ca.desrt.dconf.Writer", "Change",
        GLib.Variant("(ay)", (changes.get_data_as_bytes().get_data(),)),
        GLib.VariantType("(s)"), Gio.DBusCallFlags.NONE, 10000, None)


if __name__ == "__main__":
    main()
