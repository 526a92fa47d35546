#!/usr/bin/python3
"""Prints an application's accessible tree as JSON.

Every node has: role, name, description, states (list of state nicks such as
"focusable", "focused", "showing"), extents ({x, y, width, height} relative to
the toplevel's content, without its client-side decoration margin, or null),
text (for nodes with a text interface, else null), value ({current, minimum,
maximum} for nodes with a value interface, such as sliders, else null), actions
(action names) and children. The Swift side moves extents to screen coordinates.
"""
import argparse
import json

from atspi_common import (APP_NOT_FOUND, Atspi, add_common_arguments, children, fail, find_app, name, related_text,
                          role_name, safe, text)


def extents(node):
    component = safe(node.get_component_iface)
    if component is None:
        return None
    # GTK 4.8 supports only window coordinates.
    rect = safe(lambda: component.get_extents(Atspi.CoordType.WINDOW))
    if rect is None:
        return None
    return {"x": rect.x, "y": rect.y, "width": rect.width, "height": rect.height}


def value(node):
    interface = safe(node.get_value_iface)
    if interface is None:
        return None
    return {
        "current": safe(interface.get_current_value),
        "minimum": safe(interface.get_minimum_value),
        "maximum": safe(interface.get_maximum_value),
    }


def actions(node):
    interface = safe(node.get_action_iface)
    if interface is None:
        return []
    count = safe(interface.get_n_actions, 0)
    return [safe(lambda: interface.get_action_name(i), "") for i in range(count)]


def states(node):
    state_set = safe(node.get_state_set)
    if state_set is None:
        return []
    return sorted(state.value_nick for state in state_set.get_states())


def description(node):
    """The node's description, or else the text of the nodes it is described by
    (GTK 4.8 and 4.18 keep a DESCRIBED_BY relation out of the description itself)."""
    own = safe(node.get_description, "") or ""
    return own or related_text(node, Atspi.RelationType.DESCRIBED_BY)


def dump(node, depth=0):
    return {
        "role": role_name(node),
        "name": name(node),
        "description": description(node),
        "states": states(node),
        "extents": extents(node) if depth > 0 else None,
        "text": text(node),
        "value": value(node),
        "actions": actions(node),
        "children": [dump(child, depth + 1) for child in children(node)],
    }


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    add_common_arguments(parser)
    arguments = parser.parse_args()
    app = find_app(arguments.pid, arguments.app_name)
    if app is None:
        fail(APP_NOT_FOUND, "application not on the accessibility bus yet")
    print(json.dumps(dump(app)))


if __name__ == "__main__":
    main()
