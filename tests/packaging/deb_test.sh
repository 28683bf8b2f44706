#!/usr/bin/env bash
# The Debian package as a user gets it: cpack -G DEB from this build, unpacked with
# dpkg -x into a scratch root (no root rights, nothing touches the system), then the
# packaged gomoku answers --version and finds its packaged data with --check-assets.
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

(cd "$build" && cpack -G DEB -B "$work/out" >"$work/cpack.log") || { cat "$work/cpack.log"; exit 1; }
deb=$(ls "$work"/out/gomoku_*.deb)
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
for f in usr/bin/gomoku usr/share/applications/$app_id.desktop \
         usr/share/metainfo/$app_id.metainfo.xml \
         usr/share/icons/hicolor/scalable/apps/$app_id.svg \
         usr/share/icons/hicolor/48x48/apps/$app_id.png \
         usr/share/gomoku/assets/fonts/LICENSE.DejaVu usr/share/doc/gomoku/copyright; do
    [ -e "$root/$f" ] || { echo "FAIL: the package has no /$f"; exit 1; }
done

out=$("$root/usr/bin/gomoku" --version)
echo "$out"
[ "$out" = "gomoku $version" ] || { echo "FAIL: --version said '$out'"; exit 1; }

export SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy GOMOKU_PREF_DIR=$work/prefs
unset GOMOKU_ASSETS
out=$("$root/usr/bin/gomoku" --check-assets)
echo "$out"
[[ $out == *"$root/usr/share/gomoku/assets"* ]] || { echo "FAIL: not the packaged data folder"; exit 1; }

# The Gomocup engine goes in the same package when it is built.
if [ -e "$build/pbrain-gomoku" ]; then
    [ -x "$root/usr/bin/pbrain-gomoku" ] || { echo "FAIL: the package has no /usr/bin/pbrain-gomoku"; exit 1; }
    out=$(printf 'START 15\nEND\n' | "$root/usr/bin/pbrain-gomoku")
    echo "pbrain-gomoku: $out"
    [ "$out" = "OK" ] || { echo "FAIL: the packaged pbrain-gomoku answered '$out' to START"; exit 1; }
fi
