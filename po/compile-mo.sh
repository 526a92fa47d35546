#!/usr/bin/env bash
# Compiles each translation named in po/LINGUAS into OUTPUT/LANG/LC_MESSAGES/matchismo.mo,
# the layout gettext reads: ./dev compiles them into .build/locale, where a
# binary in .build finds them (see GLibKit's Gettext.localeDirectory).
#   po/compile-mo.sh OUTPUT
set -euo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
output=${1:?usage: po/compile-mo.sh OUTPUT}
while read -r lang; do
    [[ -z $lang || $lang == \#* ]] && continue
    mkdir -p "$output/$lang/LC_MESSAGES"
    msgfmt --check --output-file="$output/$lang/LC_MESSAGES/matchismo.mo" "$ROOT/po/$lang.po"
done < "$ROOT/po/LINGUAS"
