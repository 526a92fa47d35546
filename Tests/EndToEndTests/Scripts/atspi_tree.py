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

from atspi_bus import (  # noqa: E402
    ACCESSIBLE, ACTION, ALL_TEXT, COMPONENT, NULL_PATH, ROOT_PATH, TEXT, TIMEOUT_MS, VALUE, VALUE_PROPERTIES,
    WINDOW_COORDINATES, AppGone, Batch, cache_items, call, is_gone,
)

# Roles at-spi2-core renamed: 2.56 (Debian 13) calls a push button "button".
# The tests use the names of 2.46 (Debian 12) on both.
RENAMED_ROLES = {"button": "push button"}
LABELLED_BY = int(Atspi.RelationType.LABELLED_BY)
DESCRIBED_BY = int(Atspi.RelationType.DESCRIBED_BY)


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


class TreeReader:
    """One application's tree, read afresh on each call of `tree()`."""

    def __init__(self, connection, bus_name):
        self.connection = connection
        self.bus_name = bus_name
        # GetActions gives GTK's translated names; an object's own names come
        # one GetName at a time, so they are kept by object and asked once.
        self.action_names = {}
        self.with_actions = False

    def items(self):
        try:
            reply = self.connection.call_sync(self.bus_name, "/org/a11y/atspi/cache", "org.a11y.atspi.Cache",
                                              "GetItems", None, GLib.VariantType("(a((so)(so)(so)iiassusau))"),
                                              Gio.DBusCallFlags.NONE, TIMEOUT_MS, None)
        except GLib.Error as error:
            raise AppGone(error.message) from error
        return {item[0][1]: item for item in cache_items(reply)}

    def tree(self, actions=False):
        """The tree; each node's actions (GetActions and a GetName for each)
        only when `actions`, which no test but the reader's own looks at."""
        self.with_actions = actions
        items = self.items()
        if ROOT_PATH not in items:
            raise AppGone("no root object in the application's cache")
        gone, answers, asked = set(), {}, set()
        # The cache's parents and places are not kept up to date (a stack's
        # pages keep theirs when another is shown), so the children are always
        # asked; the cache only guesses which objects the tree holds, and all
        # of them are asked at once. Objects the children show besides are
        # asked in another round.
        wanted = self._likely(items)
        while wanted:
            batch = Batch(self.connection, self.bus_name, gone)
            for path in wanted:
                self._ask(batch, path, items[path], actions)
            answers.update(batch.run())
            asked |= wanted
            wanted = self._held(items, answers) - asked
        targets = self._third_round(answers, items, gone)
        return self._node(ROOT_PATH, items, answers, targets, depth=0, seen=gone)

    def _ask(self, batch, path, item, actions):
        """Adds the calls for what the cache does not say of one object."""
        interfaces = item[5]
        if path == ROOT_PATH:
            batch.add(("children", path), path, ACCESSIBLE, "GetChildren")
        else:
            batch.add_children(path, item[4])
        if not item[6] or not item[8]:
            # A name or description left empty is taken from the labelling or describing objects.
            batch.add(("relations", path), path, ACCESSIBLE, "GetRelationSet")
        if COMPONENT in interfaces and path != ROOT_PATH:
            batch.add(("extents", path), path, COMPONENT, "GetExtents", WINDOW_COORDINATES)
        if TEXT in interfaces:
            batch.add(("text", path), path, TEXT, "GetText", ALL_TEXT)
        if VALUE in interfaces:
            batch.add(("value", path), path, "org.freedesktop.DBus.Properties", "GetAll", VALUE_PROPERTIES)
        if actions and ACTION in interfaces:
            batch.add(("actions", path), path, ACTION, "GetActions")

    @staticmethod
    def _children(path, item, answers):
        """The (bus, path) of each child of `path` the answers hold. Below the
        root they are asked one by one, as pyatspi asks: GTK 4.8's GetChildren
        gives a stack's shown page's child in the page's place."""
        if path == ROOT_PATH:
            return (answers.get(("children", path)) or [[]])[0]
        return [(answers.get(("child", path, index)) or [("", NULL_PATH)])[0] for index in range(item[4])]

    def _held(self, items, answers):
        """The objects in the cache that the tree holds, by the answers so far."""
        held, waiting = set(), [ROOT_PATH]
        while waiting:
            path = waiting.pop()
            if path in items and path not in held:
                held.add(path)
                waiting.extend(child[1] for child in self._children(path, items[path], answers))
        return held

    @staticmethod
    def _likely(items):
        """The objects the tree likely holds: those the cache places under the
        root and, from there, at a place their parent counts. (A card's hidden
        labels are in the cache under a parent that counts no children.)"""
        placed = {}
        for path, item in items.items():
            parent = items.get(item[2][1])
            if parent is not None and (item[2][1] == ROOT_PATH or 0 <= item[3] < parent[4]):
                placed.setdefault(item[2][1], []).append(path)
        likely, waiting = set(), [ROOT_PATH]
        while waiting:
            path = waiting.pop()
            if path in items and path not in likely:
                likely.add(path)
                waiting.extend(placed.get(path, []))
        return likely

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
        children = self._children(path, item, answers)
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
            # null when not asked for, so that no test takes "none asked" for "none".
            "actions": (self.action_names.get(path, (None, []))[1] if actions else []) if self.with_actions else None,
            "children": [node for node in nodes if node is not None],
        }

    def actions_of(self, path):
        """The names of one object's actions (GetName's, not GetActions'
        translated ones), kept as the tree's are."""
        translated = tuple(action[0] for action in self.call(path, ACTION, "GetActions", None, "(a(sss))"))
        if self.action_names.get(path, (None,))[0] != translated:
            names = [self.call(path, ACTION, "GetName", GLib.Variant("(i)", (index,)), "(s)")
                     for index in range(len(translated))]
            self.action_names[path] = (translated, names)
        return self.action_names[path][1]

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
