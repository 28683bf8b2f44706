#!/usr/bin/env bash
# An installed tree is relocatable: install into one prefix, move the whole tree somewhere
# else, and the program still finds all of its data (--check-assets loads every file).
# Without the data folder it must fail with a message that says what it looked for.
# Usage: relocated_test.sh BUILD_DIR
set -euo pipefail
build=$1
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

cmake --install "$build" --prefix "$work/first" >"$work/install.log"
mv "$work/first" "$work/moved"
program=$(find "$work/moved" -type f \( -name gomoku -o -name gomoku.exe \) | head -n 1)
[ -n "$program" ] || { echo "FAIL: no installed gomoku"; cat "$work/install.log"; exit 1; }
# The manual pages and Debian's documents come along (cmake/Install.cmake, Unix but macOS).
for f in share/man/man6/gomoku.6.gz share/man/man6/pbrain-gomoku.6.gz \
         share/doc/gomoku/copyright share/doc/gomoku/changelog.gz; do
    [ -f "$work/moved/$f" ] || { echo "FAIL: the installed tree has no $f"; exit 1; }
done

export SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy GOMOKU_PREF_DIR=$work/prefs
unset GOMOKU_ASSETS
out=$("$program" --check-assets)
echo "$out"
[[ $out == *"$work/moved/"* ]] || { echo "FAIL: the data was not found in the moved tree"; exit 1; }

# Take the data away: a clear message and exit code 1, not a crash.
data=$(dirname "$(find "$work/moved" -path '*/stones/black.png' | head -n 1)")
rm -rf "$(dirname "$data")"
rc=0
err=$("$program" --check-assets 2>&1) || rc=$?
echo "$err"
[ "$rc" -eq 1 ] || { echo "FAIL: exit code $rc without data"; exit 1; }
[[ $err == *"cannot find the game's data folder"* && $err == *"GOMOKU_ASSETS"* ]] ||
    { echo "FAIL: unclear message"; exit 1; }
