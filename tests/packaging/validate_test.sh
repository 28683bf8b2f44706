#!/usr/bin/env bash
# Runs a validator over a packaging file; exit 77 (CTest: skipped) when it is not installed.
# Usage: validate_test.sh desktop FILE | appstream FILE VERSION
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
*)
    echo "usage: $0 desktop FILE | appstream FILE VERSION" >&2
    exit 2
    ;;
esac
