#!/usr/bin/env bash
# Writes po/matchismo.pot from the files in po/POTFILES, with the keywords in
# po/xgettext-args (xgettext reads the Swift files as C: see GLibKit's Gettext).
#   po/update-pot.sh            rewrite po/matchismo.pot
#   po/update-pot.sh OUTPUT     write the template to OUTPUT instead
# Then `msgmerge --update po/LANG.po po/matchismo.pot` brings each translation up to date.
set -euo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$ROOT"
output=${1:-po/matchismo.pot}
mapfile -t args < po/xgettext-args
xgettext "${args[@]}" --files-from=po/POTFILES --output="$output" 2> >(grep -v "extension 'swift' is unknown; will try C" >&2)
