#!/usr/bin/env bash
# The Debian package as a user gets it: cpack -G DEB from this build, unpacked with
# dpkg -x into a scratch root (no root rights, nothing touches the system), then the
# packaged gomoku answers --version and finds its packaged data with --check-assets.
# The package stays in BUILD_DIR/package-test/ for the lintian test (lintian_test.sh).
# Usage: deb_test.sh BUILD_DIR VERSION APP_ID
set -euo pipefail
build=$1
version=$2
app_id=$3
for tool in dpkg-deb dpkg-shlibdeps; do
    command -v $tool >/dev/null ||
        { echo "SKIPPED: $tool is not installed (Debian: dpkg-dev)"; exit 77; }
done
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

out=$build/package-test
rm -rf "$out"
(cd "$build" && cpack -G DEB -B "$out" >"$work/cpack.log") || { cat "$work/cpack.log"; exit 1; }
deb=$(ls "$out"/gomoku_*.deb)
echo "package: $(basename "$deb")"
dpkg-deb -f "$deb" Package Version Depends

# Dependencies come from dpkg-shlibdeps, so the SDL libraries must be listed.
depends=$(dpkg-deb -f "$deb" Depends)
for lib in libsdl2-2.0-0 libsdl2-image-2.0-0 libsdl2-mixer-2.0-0 libsdl2-ttf-2.0-0; do
    [[ $depends == *"$lib"* ]] || { echo "FAIL: Depends lacks $lib"; exit 1; }
done
[ "$(dpkg-deb -f "$deb" Version)" = "$version" ] || { echo "FAIL: version is not $version"; exit 1; }

root=$work/root
dpkg -x "$deb" "$root"
# Debian's games live in /usr/games; the data path relative to the program is the same.
for f in usr/games/gomoku usr/share/applications/$app_id.desktop \
         usr/share/metainfo/$app_id.metainfo.xml \
         usr/share/icons/hicolor/scalable/apps/$app_id.svg \
         usr/share/icons/hicolor/48x48/apps/$app_id.png \
         usr/share/gomoku/assets/fonts/LICENSE.DejaVu \
         usr/share/gomoku/assets/fonts/NotoSansSC-Subset.otf \
         usr/share/gomoku/assets/fonts/LICENSE.NotoSansCJK usr/share/gomoku/assets/locale/zh_CN.po \
         usr/share/doc/gomoku/copyright \
         usr/share/doc/gomoku/changelog.gz usr/share/man/man6/gomoku.6.gz; do
    [ -e "$root/$f" ] || { echo "FAIL: the package has no /$f"; exit 1; }
done
[ ! -e "$root/usr/bin" ] || { echo "FAIL: the package still has /usr/bin"; exit 1; }

# The copyright file is machine-readable (DEP-5) and the changelog's newest entry is this
# version, so a new version needs a changelog entry.
head -n 1 "$root/usr/share/doc/gomoku/copyright" | grep -q '^Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/' ||
    { echo "FAIL: copyright is not in the DEP-5 format"; exit 1; }
newest=$(gzip -dc "$root/usr/share/doc/gomoku/changelog.gz" | head -n 1)
[[ $newest == "gomoku ($version) "* ]] ||
    { echo "FAIL: the changelog's newest entry is '$newest', the package is $version"; exit 1; }

out=$("$root/usr/games/gomoku" --version)
echo "$out"
[ "$out" = "gomoku $version" ] || { echo "FAIL: --version said '$out'"; exit 1; }

export SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy GOMOKU_PREF_DIR=$work/prefs
unset GOMOKU_ASSETS
out=$("$root/usr/games/gomoku" --check-assets)
echo "$out"
[[ $out == *"$root/usr/share/gomoku/assets"* ]] || { echo "FAIL: not the packaged data folder"; exit 1; }

# The Gomocup engine goes in the same package when it is built.
if [ -e "$build/pbrain-gomoku" ]; then
    for f in usr/games/pbrain-gomoku usr/share/man/man6/pbrain-gomoku.6.gz; do
        [ -e "$root/$f" ] || { echo "FAIL: the package has no /$f"; exit 1; }
    done
    out=$(printf 'START 15\nEND\n' | "$root/usr/games/pbrain-gomoku")
    echo "pbrain-gomoku: $out"
    [ "$out" = "OK" ] || { echo "FAIL: the packaged pbrain-gomoku answered '$out' to START"; exit 1; }
fi
