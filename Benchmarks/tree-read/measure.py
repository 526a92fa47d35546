#!/usr/bin/python3
"""Times reads of the app's accessible tree, both ways the harness has read it:

  the reader: the end-to-end harness's one long-lived Scripts/atspi_reader.py
              a session, asked over its socket (three rounds of D-Bus calls);
  the peer:   a new python3 a read, walking the tree with pyatspi one call at
              a time (atspi_dump.py here, how the harness read it before).

    measure.py PID SCRIPTS READS

Prints the node count, then the median and 90th percentile in ms of the
reader as the tests read (no actions), the reader with every node's actions,
and the peer.
"""
import json
import os
import socket
import statistics
import subprocess
import sys
import time

pid, scripts, reads = int(sys.argv[1]), sys.argv[2], int(sys.argv[3])
here = os.path.dirname(os.path.abspath(__file__))


def count(node):
    return 1 + sum(count(child) for child in node["children"])


ours, theirs = socket.socketpair()
reader = subprocess.Popen(["/usr/bin/python3", os.path.join(scripts, "atspi_reader.py")], stdin=theirs)
theirs.close()
answers = ours.makefile("r", encoding="utf-8")
request = (json.dumps({"op": "tree", "pid": pid, "app": "matchismo"}) + "\n").encode()
# As the peer reads it: every node's actions too, which no test but the reader's own asks for.
request_with_actions = (json.dumps({"op": "tree", "pid": pid, "app": "matchismo", "actions": True}) + "\n").encode()


def read_once(asked=request):
    ours.sendall(asked)
    return json.loads(answers.readline())


# The app on the bus, and one read with actions, which names them once (the
# reader keeps the names), so that no timed read with actions pays for that.
deadline = time.monotonic() + 30
while (answer := read_once(request_with_actions))["status"] != 0:
    if time.monotonic() > deadline:
        sys.exit(f"tree-read: the app is not on the accessibility bus: {answer}")
    time.sleep(0.05)
nodes = count(answer["tree"])

times, with_actions = [], []
for _ in range(reads):
    start = time.perf_counter()
    assert read_once()["status"] == 0
    times.append((time.perf_counter() - start) * 1000)
    start = time.perf_counter()
    assert read_once(request_with_actions)["status"] == 0
    with_actions.append((time.perf_counter() - start) * 1000)
answers.close()
ours.close()
reader.wait()

peer = []
for _ in range(max(3, reads // 4)):
    start = time.perf_counter()
    subprocess.run(["/usr/bin/python3", os.path.join(here, "atspi_dump.py"), "--pid", str(pid)],
                   check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    peer.append((time.perf_counter() - start) * 1000)


def figures(values):
    ordered = sorted(values)
    return statistics.median(ordered), ordered[min(len(ordered) - 1, int(len(ordered) * 0.9))]


print(nodes)
print("%.1f %.1f %d" % (*figures(times), len(times)))
print("%.1f %.1f %d" % (*figures(with_actions), len(with_actions)))
print("%.1f %.1f %d" % (*figures(peer), len(peer)))
