#!/bin/bash
# Extracts every text the game shows from src/app into po/gomoku.pot, the template for
# catalogs (xgettext, from Debian's gettext package). The keywords are the Translator's:
#   tr("text")  tr("text", "context")  plural("one", "many", n)
# Then, for each catalog, `msgmerge --update po/zh_CN.po po/gomoku.pot` brings in the new texts.
#
#   po/update_pot.sh            rewrites po/gomoku.pot
#   po/update_pot.sh OUT.pot    writes OUT.pot instead (the check in tests/i18n compares)
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(dirname "$here")
out=${1:-$here/gomoku.pot}
cd "$root"
# Sorted, so the template does not depend on the file system's order.
mapfile -t sources < <(LC_ALL=C ls src/app/*.cpp src/app/*.hpp | LC_ALL=C sort)
LC_ALL=C.UTF-8 xgettext --language=C++ --from-code=UTF-8 --add-comments=TRANSLATORS: \
    --keyword= --keyword=tr:1,1t --keyword=tr:1,2c,2t --keyword=plural:1,2,3t \
    --package-name=gomoku --msgid-bugs-address=https://github.com/gomoku/gomoku/issues \
    --no-wrap --sort-by-file --add-location=file -o "$out.body" "${sources[@]}" 2> "$out.log" ||
    { cat "$out.log" >&2; exit 1; }
# xgettext warns about every msgid with a character beyond ASCII (×, ·): the catalogs are
# UTF-8, so only its other messages are shown.
grep -v -e 'non-ASCII characters' -e 'This will cause problems' -e 'different from yours' \
    -e 'Consider using a pure ASCII' -e '^ \{20,\}' "$out.log" >&2 || true
rm -f "$out.log"
# A fixed header, with no date: the file only changes when the texts do.
{
    cat <<'HEADER'
# Gomoku: the texts the game shows, extracted by po/update_pot.sh. Do not edit by hand.
# This file is distributed under the same licence as the game (MIT).
msgid ""
msgstr ""
"Project-Id-Version: gomoku\n"
"Report-Msgid-Bugs-To: https://github.com/gomoku/gomoku/issues\n"
"Language: \n"
"MIME-Version: 1.0\n"
"Content-Type: text/plain; charset=UTF-8\n"
"Content-Transfer-Encoding: 8bit\n"
"Plural-Forms: nplurals=INTEGER; plural=EXPRESSION;\n"

HEADER
    # xgettext's own header (dated) is the first entry: everything up to the first blank line.
    sed '1,/^$/d' "$out.body"
} > "$out"
rm -f "$out.body"
