"""Shared pyatspi helpers for the end-to-end harness (run with /usr/bin/python3)."""
import sys

import pyatspi
from gi.repository import Atspi

# Exit statuses the Swift side understands.
APP_NOT_FOUND = 3
NODE_NOT_FOUND = 4
NO_SUCH_ACTION = 5


def find_app(pid, name):
    """The desktop's application with this process id, else with this name."""
    desktop = pyatspi.Registry.getDesktop(0)
    apps = [desktop.get_child_at_index(i) for i in range(desktop.get_child_count())]
    apps = [app for app in apps if app is not None]
    for app in apps:
        try:
            if pid and app.get_process_id() == pid:
                return app
        except Exception:
            continue
    for app in apps:
        try:
            if name and app.get_name() == name:
                return app
        except Exception:
            continue
    return None


def children(node):
    result = []
    try:
        count = node.get_child_count()
    except Exception:
        return result
    for index in range(count):
        try:
            child = node.get_child_at_index(index)
        except Exception:
            child = None
        if child is not None:
            result.append(child)
    return result


def walk(node):
    """Every node under and including `node`, depth first."""
    yield node
    for child in children(node):
        yield from walk(child)


def safe(function, default=None):
    try:
        return function()
    except Exception:
        return default


# Roles at-spi2-core renamed: 2.56 (Debian 13) calls a push button "button".
# The tests use the names of 2.46 (Debian 12) on both.
RENAMED_ROLES = {"button": "push button"}


def role_name(node):
    """The node's role as at-spi2-core 2.46 names it ("push button", "status bar")."""
    name = safe(node.get_role_name, "") or ""
    return RENAMED_ROLES.get(name, name)


def text(node):
    """The contents of the node's text interface, or None without one."""
    interface = safe(node.get_text_iface)
    if interface is None:
        return None
    # Called on Atspi.Text itself: at-spi2-core 2.56 (Debian 13) gives the
    # object pyatspi returns a deprecated Accessible.get_text() of no
    # arguments, which hides the Text interface's get_text(start, end).
    return safe(lambda: Atspi.Text.get_text(interface, 0, Atspi.Text.get_character_count(interface)))


def related_text(node, relation_type):
    """The text (else the name) of the nodes `node` has a relation of this type to, joined by spaces."""
    parts = []
    for relation in safe(node.get_relation_set, []) or []:
        if relation.get_relation_type() != relation_type:
            continue
        for index in range(relation.get_n_targets()):
            target = relation.get_target(index)
            parts.append(text(target) or safe(target.get_name, "") or "")
    return " ".join(part for part in parts if part)


def name(node):
    """The node's name, or else the text of the nodes it is labelled by: GTK
    4.18 leaves a menu item's name empty and names it only by a LABELLED_BY
    relation to its label, which is not in the tree (Orca follows the
    relation); GTK 4.8 names the item itself."""
    own = safe(node.get_name, "") or ""
    return own or related_text(node, Atspi.RelationType.LABELLED_BY)


def fail(status, message):
    print(message, file=sys.stderr)
    sys.exit(status)


def add_common_arguments(parser):
    parser.add_argument("--pid", type=int, default=0, help="process id of the application")
    parser.add_argument("--app-name", default="matchismo", help="accessible name of the application")


__all__ = ["Atspi", "find_app", "children", "walk", "safe", "role_name", "text", "related_text", "name", "fail", "add_common_arguments",
           "APP_NOT_FOUND", "NODE_NOT_FOUND", "NO_SUCH_ACTION"]
