#!/usr/bin/python3
"""Writes the manifest of the local Flatpak build: the published one
(data/flatpak/io.github.matchismo.Matchismo.json) with only what must differ
here changed, so the two never drift apart.

- runtime, sdk, runtime-version: the Debian 13 pair Checks/flatpak/runtime.sh
  makes (org.debian.Platform, org.debian.Sdk, 13) instead of GNOME's;
- sdk-extensions: org.debian.Sdk.Extension.swift6, the host's Swift toolchain,
  mounted where Flathub's Swift extension is (/usr/lib/sdk/swift6), so the
  build options stay as published;
- the "dir" sources' paths, which are relative to the manifest's folder.

usage: local_manifest.py PUBLISHED OUTPUT
"""

import json
import os
import sys

LOCAL = {
    "runtime": "org.debian.Platform",
    "runtime-version": "13",
    "sdk": "org.debian.Sdk",
    "sdk-extensions": ["org.debian.Sdk.Extension.swift6"],
}


def main():
    published, output = sys.argv[1:3]
    with open(published, encoding="utf-8") as file:
        manifest = json.load(file)
    missing = [key for key in LOCAL if key not in manifest]
    if missing:
        sys.exit(f"local_manifest.py: the published manifest has no {', '.join(missing)}")
    manifest.update(LOCAL)
    here, there = os.path.dirname(os.path.abspath(published)), os.path.dirname(os.path.abspath(output))
    for module in manifest["modules"]:
        for source in module.get("sources", []):
            if source.get("type") == "dir":
                source["path"] = os.path.relpath(os.path.join(here, source["path"]), there)
    with open(output, "w", encoding="utf-8") as file:
        json.dump(manifest, file, indent=4)
        file.write("\n")


if __name__ == "__main__":
    main()
