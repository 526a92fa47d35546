#!/usr/bin/env bash
# Runs a command (the test runner) with a private session bus and Xvfb, as
# the GTK tests inside the test process need; end-to-end tests start their
# own per test. One place for ./dev test, ./dev monkey and the app's
# sanitizer and Valgrind runs.
exec dbus-run-session -- \
    xvfb-run --auto-servernum --server-args="-screen 0 1280x1024x24 -nolisten tcp" "$@"
