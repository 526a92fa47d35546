#!/usr/bin/python3
"""Starts Debian's Orca (/usr/bin/orca) inside an end-to-end test session.

Usage: orca_launcher.py ORCA_OPTIONS...   (with --debug-file FILE and -u DIR)

`$NAME` in the options is replaced with the session's environment variable,
so a session can name files in its own directories before it knows them:
    orca_launcher.py --disable braille \\
        --debug-file '$XDG_STATE_HOME/orca/debug.log' -u '$XDG_STATE_HOME/orca/prefs'

Before Orca starts, the launcher writes what a machine without a sound card
and without a user's setup needs, unless the files already exist:
- $XDG_CONFIG_HOME/speech-dispatcher/speechd.conf: speech-dispatcher (which
  Orca starts on demand) renders with the espeak-ng module into ALSA's null
  device. With the system's configuration it finds no audio output and
  blocks Orca right after "Screen reader on.".
- DIR/user-settings.conf: speech on, braille, key echo and sounds off, so
  every SPEECH OUTPUT line comes from what the application shows.

Then it runs /usr/bin/orca's own main() with two changes:
- Orca writes its debug file (every utterance is a "SPEECH OUTPUT: '...'"
  line) through Python's default buffer and never flushes it. Here `open` is
  line-buffered for that one path, so a line is in the file once it is said.
- Orca looks for other processes named "orca" of the same user: it refuses
  to start beside one, and --replace kills them, which would reach the
  developer's own screen reader or another test session's Orca. Here it sees
  none: each session has its own display and buses, so its Orca is alone in
  it anyway, and needs no --replace.
GSETTINGS_BACKEND=memory keeps Orca from writing settings anywhere.
"""
import builtins
import json
import os
import sys

ORCA = "/usr/bin/orca"

SPEECHD_CONF = """\
# Written by orca_launcher.py: no sound card, so speak into ALSA's null device.
AudioOutputMethod "alsa"
AudioALSADevice "null"
AddModule "espeak-ng" "sd_espeak-ng" "espeak-ng.conf"
DefaultModule espeak-ng
LogDir "{log_dir}"
"""

DEFAULT_PROFILE = ["Default", "default"]

ORCA_SETTINGS = {
    "general": {
        "enableSpeech": True,
        "speechServerFactory": "speechdispatcherfactory",
        "enableBraille": False,
        "enableKeyEcho": False,
        "enableSound": False,
        "enableTutorialMessages": False,
        "speakDescription": True,
        "profile": DEFAULT_PROFILE,
        "activeProfile": DEFAULT_PROFILE,
        "startingProfile": DEFAULT_PROFILE,
    },
    "profiles": {"default": {"profile": DEFAULT_PROFILE}},
    "pronunciations": {},
    "keybindings": {},
}


def option_value(arguments, *names):
    """The value of the first of `names` given as `NAME VALUE` or `NAME=VALUE`."""
    for index, argument in enumerate(arguments):
        for name in names:
            if argument == name and index + 1 < len(arguments):
                return arguments[index + 1]
            if argument.startswith(name + "="):
                return argument.split("=", 1)[1]
    return None


def write_once(path, text):
    """Writes `text` to `path` unless the file exists; creates its folder."""
    if os.path.exists(path):
        return
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8") as file:
        file.write(text)


def line_buffered_open_for(path):
    """`open` that is line-buffered when it opens `path` as text."""
    real_open = builtins.open
    target = os.path.abspath(path)

    def open_(file, mode="r", buffering=-1, *args, **kwargs):
        if (buffering == -1 and "b" not in mode and isinstance(file, (str, bytes, os.PathLike))
                and os.path.abspath(os.fsdecode(file)) == target):
            buffering = 1
        return real_open(file, mode, buffering, *args, **kwargs)

    return open_


def main():
    arguments = [os.path.expandvars(argument) for argument in sys.argv[1:]]
    debug_file = option_value(arguments, "--debug-file")
    prefs_dir = option_value(arguments, "-u", "--user-prefs")
    if debug_file is None or prefs_dir is None:
        sys.stderr.write("orca_launcher.py: --debug-file FILE and -u DIR are required\n")
        return 2
    unset = [path for path in (debug_file, prefs_dir) if "$" in path]
    if unset:
        sys.stderr.write("orca_launcher.py: unset variable in %s\n" % ", ".join(unset))
        return 2
    config_home = os.environ.get("XDG_CONFIG_HOME") or os.path.expanduser("~/.config")
    state_home = os.environ.get("XDG_STATE_HOME") or os.path.expanduser("~/.local/state")
    speechd_logs = os.path.join(state_home, "speech-dispatcher")
    os.makedirs(speechd_logs, exist_ok=True)
    write_once(os.path.join(config_home, "speech-dispatcher", "speechd.conf"),
               SPEECHD_CONF.format(log_dir=speechd_logs))
    write_once(os.path.join(prefs_dir, "user-settings.conf"), json.dumps(ORCA_SETTINGS, indent=2) + "\n")
    os.makedirs(os.path.dirname(os.path.abspath(debug_file)), exist_ok=True)

    builtins.open = line_buffered_open_for(debug_file)
    os.environ["GSETTINGS_BACKEND"] = "memory"

    with open(ORCA, encoding="utf-8") as source:
        code = compile(source.read(), ORCA, "exec")
    namespace = {"__name__": "orca_launcher_main", "__file__": ORCA}
    sys.argv = [ORCA] + arguments
    exec(code, namespace)
    namespace["otherOrcas"] = lambda: []
    return namespace["main"]()


if __name__ == "__main__":
    sys.exit(main())
