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


def fail(status, message):
    print(message, file=sys.stderr)
    sys.exit(status)


def add_common_arguments(parser):
    parser.add_argument("--pid", type=int, default=0, help="process id of the application")
    parser.add_argument("--app-name", default="matchismo", help="accessible name of the application")


__all__ = ["Atspi", "find_app", "children", "walk", "safe", "role_name", "fail", "add_common_arguments",
           "APP_NOT_FOUND", "NODE_NOT_FOUND", "NO_SUCH_ACTION"]
