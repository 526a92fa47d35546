#!/usr/bin/python3
"""The session's one reader of the app's accessible tree, started once with
the session and kept: its connection to the accessibility bus, the app's bus
name and the names of each object's actions carry over from one request to
the next, and no Python starts per read.

Requests and answers are JSON lines on standard input, which is a socket the
harness holds the other end of (AccessibilityReader.swift):

    {"op": "tree", "pid": P, "app": "matchismo", "actions": false}: each
     node's actions only when "actions" is true
    {"op": "act", "pid": P, "app": ..., "name": N, "role": R or null,
     "index": I, "action": A or null (the first), "focus": false}
    {"op": "listened"}: the events some client (Orca) listens for, as the
     registry lists them ("Object:StateChanged:Focused")

    {"status": 0, "tree": {...}}  or  {"status": 3, "error": "..."}

A tree is as AccessibleNode.swift decodes it. Status 3: the app is not on the
bus; 4: no such node; 5: no such action, or the node refused it.
"""
import json
import os
import socket
import sys

from gi.repository import GLib

from atspi_bus import ACTION, COMPONENT, AppGone, a11y_connection, call, find_application
from atspi_tree import TreeReader

APP_NOT_FOUND, NODE_NOT_FOUND, NO_SUCH_ACTION = 3, 4, 5


class Failure(Exception):
    def __init__(self, status, message):
        super().__init__(message)
        self.status = status


class Reader:
    def __init__(self):
        self.connection = a11y_connection()
        self.apps = {}

    @staticmethod
    def key(request):
        """The app a request names: its process id, else its accessible name."""
        return request.get("pid") or 0, request.get("app") or ""

    def app(self, request):
        """The reader of the app the request names, found again if it left the bus."""
        key = self.key(request)
        reader = self.apps.get(key)
        if reader is None:
            bus_name = find_application(self.connection, *key)
            if bus_name is None:
                raise Failure(APP_NOT_FOUND, "application not on the accessibility bus")
            reader = self.apps[key] = TreeReader(self.connection, bus_name)
        return reader

    def tree(self, request):
        actions = bool(request.get("actions"))
        try:
            return self.app(request).tree(actions)
        except AppGone as gone:
            # A new process of the app (or none): look it up once more.
            self.apps.pop(self.key(request), None)
            try:
                return self.app(request).tree(actions)
            except AppGone:
                raise Failure(APP_NOT_FOUND, f"application left the accessibility bus: {gone}") from gone

    def act(self, request):
        reader = self.app(request)
        matches = []
        for path, node in reader.walk(self.tree(request)):
            if node["name"] == request["name"] and request.get("role") in (None, node["role"]):
                matches.append((path, node))
        index = request.get("index") or 0
        if len(matches) <= index:
            raise Failure(NODE_NOT_FOUND, f"{len(matches)} nodes named {request['name']!r}")
        path, node = matches[index]
        if request.get("focus"):
            try:
                took = reader.call(path, COMPONENT, "GrabFocus", None, "(b)")
            except GLib.Error:
                took = False
            if not took:
                raise Failure(NO_SUCH_ACTION, f"{request['name']!r} cannot take focus through AT-SPI")
            return []
        try:
            names = reader.actions_of(path)
        except GLib.Error:
            names = []
        wanted = request.get("action")
        number = (0 if names else -1) if wanted is None else (names.index(wanted) if wanted in names else -1)
        try:
            done = number >= 0 and reader.call(path, ACTION, "DoAction", GLib.Variant("(i)", (number,)), "(b)")
        except GLib.Error:
            done = False
        if not done:
            raise Failure(NO_SUCH_ACTION, f"{request['name']!r} has actions {names}, not {wanted or 'any'}")
        return names


def listened(reader):
    registered = call(reader.connection, "org.a11y.atspi.Registry", "/org/a11y/atspi/registry",
                      "org.a11y.atspi.Registry", "GetRegisteredEvents", None, "(a(ss))")[0]
    return sorted({event for _, event in registered})


def answer(reader, line):
    try:
        request = json.loads(line)
        if request["op"] == "tree":
            return {"status": 0, "tree": reader.tree(request)}
        if request["op"] == "act":
            return {"status": 0, "actions": reader.act(request)}
        if request["op"] == "listened":
            return {"status": 0, "events": listened(reader)}
        return {"status": 2, "error": f"no operation {request['op']!r}"}
    except Failure as failure:
        return {"status": failure.status, "error": str(failure)}
    except (GLib.Error, KeyError, ValueError) as error:
        return {"status": 1, "error": f"{type(error).__name__}: {error}"}


def main():
    channel = socket.socket(fileno=os.dup(0))
    requests = channel.makefile("r", encoding="utf-8")
    reader = Reader()
    for line in requests:
        channel.sendall((json.dumps(answer(reader, line)) + "\n").encode())


if __name__ == "__main__":
    sys.exit(main())
