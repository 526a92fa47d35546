#!/usr/bin/python3
"""Cleans up after an end-to-end test session if the test process dies.

Reads lines from stdin, whose write end only the test process holds:
  group <pgid>   a process group to end
  dir <path>     a directory to remove
  env <entry>    end every process whose environment holds this NAME=value
  release        the session cleaned up by itself: exit without doing anything
At end of file without "release" (the test process crashed or was killed), it
sends SIGTERM to every group, SIGKILL to what is left two seconds later, does
the same to processes that left their groups but carry the session's
environment, and removes the directories.
"""
import os
import shutil
import signal
import sys
import time


def group_alive(pgid):
    """Whether a live (not zombie) process is left in the group."""
    try:
        os.killpg(pgid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/stat") as stat:
                fields = stat.read().rpartition(")")[2].split()
        except OSError:
            continue
        if len(fields) > 2 and int(fields[2]) == pgid and fields[0] not in ("Z", "X"):
            return True
    return False


def processes_with_environment(entry):
    marker = entry.encode()
    found = []
    for name in os.listdir("/proc"):
        if not name.isdigit() or int(name) == os.getpid():
            continue
        try:
            with open(f"/proc/{name}/environ", "rb") as environ:
                if marker in environ.read().split(b"\0"):
                    found.append(int(name))
        except OSError:
            continue
    return found


def main():
    # Our own group, so a Ctrl-C aimed at `swift test` does not stop us first.
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    signal.signal(signal.SIGHUP, signal.SIG_IGN)
    groups, dirs, entries = [], [], []
    for line in sys.stdin:
        kind, _, value = line.strip().partition(" ")
        if kind == "group":
            groups.append(int(value))
        elif kind == "dir":
            dirs.append(value)
        elif kind == "env":
            entries.append(value)
        elif kind == "release":
            return
    for sig in (signal.SIGTERM, signal.SIGKILL):
        for pgid in groups:
            if group_alive(pgid):
                try:
                    os.killpg(pgid, sig)
                except ProcessLookupError:
                    pass
        deadline = time.monotonic() + 2
        while any(map(group_alive, groups)) and time.monotonic() < deadline:
            time.sleep(0.05)
    for sig in (signal.SIGTERM, signal.SIGKILL):
        for entry in entries:
            for pid in processes_with_environment(entry):
                try:
                    os.kill(pid, sig)
                except ProcessLookupError:
                    pass
        time.sleep(0.2)
    for path in dirs:
        shutil.rmtree(path, ignore_errors=True)


if __name__ == "__main__":
    main()
