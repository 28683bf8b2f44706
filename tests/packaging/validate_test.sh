#!/usr/bin/env bash
# Runs a validator over a packaging file; exit 77 (CTest: skipped) when it is not installed.
# Usage: validate_test.sh desktop FILE | appstream FILE VERSION | man FILE...
set -euo pipefail
kind=$1
file=$2
case "$kind" in
desktop)
    command -v desktop-file-validate >/dev/null ||
        { echo "SKIPPED: desktop-file-validate is not installed (Debian: desktop-file-utils)"; exit 77; }
    desktop-file-validate "$file"
    echo "valid: $file"
    ;;
appstream)
    command -v appstreamcli >/dev/null ||
        { echo "SKIPPED: appstreamcli is not installed (Debian: appstream)"; exit 77; }
    appstreamcli validate --no-net --explain "$file"
    # The newest release must be the version being built.
    version=$3
    newest=$(sed -n 's/.*<release version="\([^"]*\)".*/\1/p' "$file" | head -n 1)
    [ "$newest" = "$version" ] ||
        { echo "FAIL: newest <release> is '$newest', the project is $version"; exit 1; }
    ;;
man)
    command -v man >/dev/null ||
        { echo "SKIPPED: man is not installed (Debian: man-db)"; exit 77; }
    shift
    # As lintian runs it: any message from groff or man is a fault of the page.
    for page in "$@"; do
        warnings=$(LC_ALL=C.UTF-8 MANROFFSEQ='' MANWIDTH=80 \
            man --warnings -E UTF-8 -l -Tutf8 -Z "$page" 2>&1 >/dev/null) ||
            { echo "FAIL: man could not format $page"; echo "$warnings"; exit 1; }
        [ -z "$warnings" ] || { echo "FAIL: $page:"; echo "$warnings"; exit 1; }
        echo "clean: $page ($(man -l "$page" 2>/dev/null | wc -l) lines)"
    done
    ;;
*)
    echo "usage: $0 desktop FILE | appstream FILE VERSION | man FILE..." >&2
    exit 2
    ;;
esac
