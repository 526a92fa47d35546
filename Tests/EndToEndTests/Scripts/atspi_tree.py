"""Reads an application's accessible tree over AT-SPI's D-Bus interfaces in
three rounds, whatever its size: the app's cache (`GetItems`: every object's
role, name, description, states and interfaces in one call), then every
object's children, extents, text, value, actions and relations at once
(pipelined, each answered as the app gets to it), then the text of the
objects those relations point at. pyatspi asks for each of these one at a
time and waits for each answer: about ten round trips a node.

Run with /usr/bin/python3 (Debian's python3-gi)."""
import gi

gi.require_version("Atspi", "2.0")
from gi.repository import Atspi, Gio, GLib  # noqa: E402

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

# Roles at-spi2-core renamed: 2.56 (Debian 13) calls a push button "button".
# The tests use the names of 2.46 (Debian 12) on both.
RENAMED_ROLES = {"button": "push button"}
LABELLED_BY = int(Atspi.RelationType.LABELLED_BY)
DESCRIBED_BY = int(Atspi.RelationType.DESCRIBED_BY)


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


def role_name(number):
    name = Atspi.role_get_name(Atspi.Role(number)) or ""
    return RENAMED_ROLES.get(name, name)


def state_nicks(words):
    """The nicks of the states set in AT-SPI's two 32-bit words, sorted."""
    nicks = []
    for word, bits in enumerate(words):
        for bit in range(32):
            if bits & (1 << bit):
                try:
                    nicks.append(Atspi.StateType(word * 32 + bit).value_nick)
                except ValueError:
                    continue
    return sorted(nicks)


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
        """One call a child, as pyatspi asks: GTK 4.8's GetChildren skips a stack's pages."""
        for index in range(count):
            self.add(("child", path, index), path, ACCESSIBLE, "GetChildAtIndex", GLib.Variant("(i)", (index,)))

    def _answered(self, connection, result, asked):
        key, path = asked
        try:
            self.answers[key] = connection.call_finish(result).unpack()
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


class TreeReader:
    """One application's tree, read afresh on each call of `tree()`."""

    def __init__(self, connection, bus_name):
        self.connection = connection
        self.bus_name = bus_name
        # GetActions gives GTK's translated names; an object's own names come
        # one GetName at a time, so they are kept by object and asked once.
        self.action_names = {}

    def items(self):
        try:
            items = self.call("/org/a11y/atspi/cache", "org.a11y.atspi.Cache", "GetItems", None,
                              "(a((so)(so)(so)iiassusau))")
        except GLib.Error as error:
            raise AppGone(error.message) from error
        # (object, application, parent, index in parent, child count, interfaces, name, role, description, states)
        return {item[0][1]: item for item in items}

    def tree(self):
        items = self.items()
        if ROOT_PATH not in items:
            raise AppGone("no root object in the application's cache")
        gone = set()
        batch = Batch(self.connection, self.bus_name, gone)
        for path, item in items.items():
            interfaces = item[5]
            if path == ROOT_PATH:
                batch.add(("children", path), path, ACCESSIBLE, "GetChildren")
            else:
                batch.add_children(path, item[4])
            batch.add(("relations", path), path, ACCESSIBLE, "GetRelationSet")
            if COMPONENT in interfaces and path != ROOT_PATH:
                # GTK 4.8 supports only window coordinates.
                batch.add(("extents", path), path, COMPONENT, "GetExtents", GLib.Variant("(u)", (1,)))
            if TEXT in interfaces:
                batch.add(("text", path), path, TEXT, "GetText", ALL_TEXT)
            if VALUE in interfaces:
                batch.add(("value", path), path, "org.freedesktop.DBus.Properties", "GetAll",
                          GLib.Variant("(s)", (VALUE,)))
            if ACTION in interfaces:
                batch.add(("actions", path), path, ACTION, "GetActions")
        answers = batch.run()
        targets = self._third_round(answers, items, gone)
        return self._node(ROOT_PATH, items, answers, targets, depth=0, seen=gone)

    def _third_round(self, answers, items, gone):
        """Asks for the action names not known yet, and returns the text
        (else the name) of every object a relation points at."""
        paths = {target[1] for key, relations in answers.items() if key[0] == "relations" and relations
                 for _, targets in relations[0] for target in targets}
        batch = Batch(self.connection, self.bus_name, gone)
        for path in paths:
            if path not in items:
                # Made after the cache was asked: its text if it has any, else its name.
                batch.add(("text", path), path, TEXT, "GetText", ALL_TEXT)
                batch.add(("name", path), path, "org.freedesktop.DBus.Properties", "Get",
                          GLib.Variant("(ss)", (ACCESSIBLE, "Name")))
            elif TEXT in items[path][5]:
                batch.add(("text", path), path, TEXT, "GetText", ALL_TEXT)
        unnamed = {}
        for key, reply in answers.items():
            if key[0] != "actions" or not reply:
                continue
            translated = tuple(action[0] for action in reply[0])
            if self.action_names.get(key[1], (None,))[0] != translated:
                unnamed[key[1]] = translated
                for index in range(len(translated)):
                    batch.add(("action", key[1], index), key[1], ACTION, "GetName", GLib.Variant("(i)", (index,)))
        replies = batch.run()
        for path, translated in unnamed.items():
            names = [(replies.get(("action", path, index)) or [""])[0] for index in range(len(translated))]
            self.action_names[path] = (translated, names)

        def name(path):
            return items[path][6] if path in items else (replies.get(("name", path)) or [""])[0]

        return {path: (replies.get(("text", path)) or [None])[0] or name(path) for path in paths}

    def _node(self, path, items, answers, targets, depth, seen):
        """The node of `path` and its subtree; None for an object that left the
        tree during the read. `seen` holds the paths read or gone."""
        if path in seen:
            return None
        seen.add(path)
        item = items.get(path)
        if item is None:
            # Made after the cache was asked: asked for on its own.
            item = self._item(path)
            if item is None:
                return None
            batch = Batch(self.connection, self.bus_name, seen)
            batch.add_children(path, item[4])
            answers.update(batch.run())
        relations = (answers.get(("relations", path)) or [[]])[0]

        def related(kind):
            return " ".join(text for relation, paths in relations if relation == kind
                            for text in (targets.get(target[1], "") for target in paths) if text)

        extents = answers.get(("extents", path)) if depth > 0 else None
        value = (answers.get(("value", path)) or [None])[0]
        actions = answers.get(("actions", path))
        if path == ROOT_PATH:
            children = (answers.get(("children", path)) or [[]])[0]
        else:
            children = [(answers.get(("child", path, index)) or [("", NULL_PATH)])[0] for index in range(item[4])]
        text = answers.get(("text", path))
        nodes = (self._node(child[1], items, answers, targets, depth + 1, seen)
                 for child in children if child[1] != NULL_PATH)
        return {
            "path": path,
            "role": role_name(item[7]),
            "name": item[6] or related(LABELLED_BY),
            "description": item[8] or related(DESCRIBED_BY),
            "states": state_nicks(item[9]),
            "extents": dict(zip(("x", "y", "width", "height"), extents[0])) if extents else None,
            "text": text[0] if text else None,
            "value": {"current": value.get("CurrentValue"), "minimum": value.get("MinimumValue"),
                      "maximum": value.get("MaximumValue")} if value is not None else None,
            "actions": self.action_names.get(path, (None, []))[1] if actions else [],
            "children": [node for node in nodes if node is not None],
        }

    @staticmethod
    def walk(node):
        """(path, node) for every node under and including `node`, depth first."""
        yield node["path"], node
        for child in node["children"]:
            yield from TreeReader.walk(child)

    def call(self, path, interface, method, arguments, reply):
        """One call to one of the app's objects, its answer's first value."""
        return call(self.connection, self.bus_name, path, interface, method, arguments, reply)[0]

    def _item(self, path):
        """An object the cache left out, asked for one property at a time;
        None if it has left the tree already."""
        def prop(name):
            return self.call(path, "org.freedesktop.DBus.Properties", "Get", GLib.Variant("(ss)", (ACCESSIBLE, name)),
                             "(v)")

        try:
            return ((self.bus_name, path), None, None, 0, prop("ChildCount"),
                    self.call(path, ACCESSIBLE, "GetInterfaces", None, "(as)"), prop("Name"),
                    self.call(path, ACCESSIBLE, "GetRole", None, "(u)"), prop("Description"),
                    self.call(path, ACCESSIBLE, "GetState", None, "(au)"))
        except GLib.Error as error:
            if is_gone(error):
                return None
            raise


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
