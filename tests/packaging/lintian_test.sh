#!/usr/bin/env bash
# lintian on the Debian package that package_deb made (BUILD_DIR/package-test/): no error.
# The warnings are printed; the known ones are explained below.
# Usage: lintian_test.sh BUILD_DIR
set -euo pipefail
build=$1
command -v lintian >/dev/null || { echo "SKIPPED: lintian is not installed (Debian: lintian)"; exit 77; }
deb=$(find "$build/package-test" -maxdepth 1 -name 'gomoku_*.deb' 2>/dev/null | head -n 1)
[ -n "$deb" ] || { echo "FAIL: no package in $build/package-test (the package_deb test makes it)"; exit 1; }

echo "lintian $(lintian --version | awk '{print $2}') on $(basename "$deb")"
rc=0
report=$(lintian --fail-on error "$deb" 2>&1) || rc=$?
echo "$report"
[ "$rc" -eq 0 ] || { echo "FAIL: lintian reports errors (exit $rc)"; exit 1; }
# Warnings do not fail the test (another lintian may add some); the ones known to stay:
# duplicate-font-file: the game ships its own DejaVu Sans, so that every package (DEB, TGZ,
# Windows, macOS) loads the same, known file from its data folder.
echo "lintian: no error"
