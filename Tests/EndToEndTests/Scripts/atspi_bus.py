"""AT-SPI's D-Bus interfaces as the tree reader uses them: the connection to
the accessibility bus, calls waited for or sent together (`Batch`), their
answers taken apart, and the application found by process id.

Run with /usr/bin/python3 (Debian's python3-gi)."""
from gi.repository import Gio, GLib

ROOT_PATH = "/org/a11y/atspi/accessible/root"
NULL_PATH = "/org/a11y/atspi/null"
ACCESSIBLE = "org.a11y.atspi.Accessible"
COMPONENT = "org.a11y.atspi.Component"
TEXT = "org.a11y.atspi.Text"
VALUE = "org.a11y.atspi.Value"
ACTION = "org.a11y.atspi.Action"
TIMEOUT_MS = 10_000
# GetText(0, -1) gives nothing on GTK 4.8: the end is the largest offset instead.
ALL_TEXT = GLib.Variant("(ii)", (0, 2**31 - 1))
# The other arguments asked of every object, made once (GTK 4.8 supports only window coordinates).
WINDOW_COORDINATES = GLib.Variant("(u)", (1,))
VALUE_PROPERTIES = GLib.Variant("(s)", (VALUE,))


_INDEX_ARGUMENTS = {}


def index_argument(index):
    """The argument `(i)` of `index`, made once: a GLib.Variant takes longer to
    make than the call takes to send."""
    if index not in _INDEX_ARGUMENTS:
        _INDEX_ARGUMENTS[index] = GLib.Variant("(i)", (index,))
    return _INDEX_ARGUMENTS[index]


class AppGone(Exception):
    """The application left the accessibility bus (or never joined it)."""


def call(connection, bus_name, path, interface, method, arguments, reply):
    """One call, waited for; its answer's values, unpacked."""
    return connection.call_sync(bus_name, path, interface, method, arguments, GLib.VariantType(reply),
                                Gio.DBusCallFlags.NONE, TIMEOUT_MS, None).unpack()


def a11y_connection():
    """A connection to the session's accessibility bus."""
    session = Gio.bus_get_sync(Gio.BusType.SESSION, None)
    address = call(session, "org.a11y.Bus", "/org/a11y/bus", "org.a11y.Bus", "GetAddress", None, "(s)")[0]
    flags = Gio.DBusConnectionFlags.AUTHENTICATION_CLIENT | Gio.DBusConnectionFlags.MESSAGE_BUS_CONNECTION
    return Gio.DBusConnection.new_for_address_sync(address, flags, None, None)


def unpack(reply):
    """A reply's values. PyGObject's unpack walks every value in Python; the
    replies a read gets most (a text, extents, no relations) and the cache's
    items are taken apart here with GLib's own getters, several times faster."""
    kind = reply.get_type_string()
    if kind == "(s)":
        return (reply.get_child_value(0).get_string(),)
    if kind == "((iiii))":
        extents = reply.get_child_value(0)
        return (tuple(extents.get_child_value(index).get_int32() for index in range(4)),)
    if kind == "(a(ua(so)))" and reply.get_child_value(0).n_children() == 0:
        return ([],)
    return reply.unpack()


def cache_items(reply):
    """The cache's items (object, application, parent, index in parent, child
    count, interfaces, name, role, description, states), as unpack gives them."""
    def reference(value):
        return (value.get_child_value(0).get_string(), value.get_child_value(1).get_string())

    items = reply.get_child_value(0)
    for index in range(items.n_children()):
        item = items.get_child_value(index)
        field = item.get_child_value
        yield (reference(field(0)), reference(field(1)), reference(field(2)), field(3).get_int32(),
               field(4).get_int32(), field(5).get_strv(), field(6).get_string(), field(7).get_uint32(),
               field(8).get_string(), [field(9).get_child_value(word).get_uint32()
                                       for word in range(field(9).n_children())])


def is_gone(error):
    """Whether a call failed because its object left the tree meanwhile."""
    return "does not exist" in error.message or "UnknownObject" in error.message


class Batch:
    """Calls sent together, their answers collected as they come. An object
    that leaves the tree while they are answered (a card that is removed)
    fails its calls: it is in `gone`, and the tree is read without it."""

    def __init__(self, connection, bus_name, gone):
        self.connection = connection
        self.bus_name = bus_name
        self.gone = gone
        self.pending = 0
        self.answers = {}
        self.loop = GLib.MainLoop()

    def add(self, key, path, interface, method, arguments=None):
        self.pending += 1
        self.connection.call(self.bus_name, path, interface, method, arguments, None, Gio.DBusCallFlags.NONE,
                             TIMEOUT_MS, None, self._answered, (key, path))

    def add_children(self, path, count):
        """One call a child, as pyatspi asks: GTK 4.8's GetChildren gives a
        stack's shown page's child in the page's place."""
        for index in range(count):
            self.add(("child", path, index), path, ACCESSIBLE, "GetChildAtIndex", index_argument(index))

    def _answered(self, connection, result, asked):
        key, path = asked
        try:
            self.answers[key] = unpack(connection.call_finish(result))
        except GLib.Error as error:
            self.answers[key] = None
            if is_gone(error):
                self.gone.add(path)
        self.pending -= 1
        if self.pending == 0:
            self.loop.quit()

    def run(self):
        if self.pending:
            self.loop.run()
        return self.answers


def find_application(connection, pid, name):
    """The bus name of the application with this process id, else this name; None if not there."""
    bus_names = [bus for bus, _ in call(connection, "org.a11y.atspi.Registry", ROOT_PATH, ACCESSIBLE, "GetChildren",
                                        None, "(a(so))")[0]]

    def owner(bus):
        return call(connection, "org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus",
                    "GetConnectionUnixProcessID", GLib.Variant("(s)", (bus,)), "(u)")[0]

    def own_name(bus):
        return call(connection, bus, ROOT_PATH, "org.freedesktop.DBus.Properties", "Get",
                    GLib.Variant("(ss)", (ACCESSIBLE, "Name")), "(v)")[0]

    for wanted, ask in ((pid, owner), (name, own_name)):
        for bus in bus_names if wanted else []:
            try:
                if ask(bus) == wanted:
                    return bus
            except GLib.Error:
                continue
    return None
