#!/usr/bin/python3
"""Acts on one node of an application's accessible tree, found by name.

  atspi_do.py --pid P --name "Two striped red ovals" [--role "push button"]
              [--index N] (--action NAME | --first-action | --focus)

Prints the names of the node's actions on success.
"""
import argparse
import json

from atspi_common import (APP_NOT_FOUND, NO_SUCH_ACTION, NODE_NOT_FOUND, add_common_arguments,
                          fail, find_app, name, role_name, safe, walk)


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    add_common_arguments(parser)
    parser.add_argument("--name", required=True)
    parser.add_argument("--role")
    parser.add_argument("--index", type=int, default=0, help="which of several matching nodes")
    what = parser.add_mutually_exclusive_group(required=True)
    what.add_argument("--action")
    what.add_argument("--first-action", action="store_true")
    what.add_argument("--focus", action="store_true")
    arguments = parser.parse_args()

    app = find_app(arguments.pid, arguments.app_name)
    if app is None:
        fail(APP_NOT_FOUND, "application not on the accessibility bus")
    matches = [node for node in walk(app)
               if name(node) == arguments.name
               and (arguments.role is None or role_name(node) == arguments.role)]
    if len(matches) <= arguments.index:
        fail(NODE_NOT_FOUND, f"{len(matches)} nodes named {arguments.name!r}")
    node = matches[arguments.index]

    if arguments.focus:
        component = safe(node.get_component_iface)
        if component is None or not safe(component.grab_focus, False):
            fail(NO_SUCH_ACTION, f"{arguments.name!r} cannot take focus through AT-SPI")
        print(json.dumps([]))
        return

    interface = safe(node.get_action_iface)
    names = []
    if interface is not None:
        names = [safe(lambda: interface.get_action_name(i), "") for i in range(safe(interface.get_n_actions, 0))]
    if arguments.first_action:
        index = 0 if names else -1
    else:
        index = names.index(arguments.action) if arguments.action in names else -1
    if index < 0 or not safe(lambda: interface.do_action(index), False):
        fail(NO_SUCH_ACTION, f"{arguments.name!r} has actions {names}, not {arguments.action or 'any'}")
    print(json.dumps(names))


if __name__ == "__main__":
    main()
