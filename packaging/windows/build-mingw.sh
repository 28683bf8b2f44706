#!/usr/bin/env bash
# Cross-builds Gomoku for 64-bit Windows on Debian 12 and proves the result under wine:
#
#   1. installs the mingw-w64 (posix threads) compiler, wine and nsis when missing;
#   2. fetches Debian's source packages of freetype, SDL2, SDL2_image, SDL2_mixer and
#      SDL2_ttf (adding a deb-src line for bookworm if there is none) and builds them with
#      mingw into a local prefix ($WORK/prefix), with a mingw build of Catch2 v2's main;
#   3. cross-builds the game and its tests, runs the core and AI tests under wine;
#   4. makes the NSIS installer and the ZIP with CPack (into $WORK/out).
#
#   packaging/windows/build-mingw.sh            all of the above
#   packaging/windows/build-mingw.sh libs       only step 2
#   packaging/windows/build-mingw.sh shot       also unpack the ZIP, start gomoku.exe under
#                                               wine in Xvfb and save $WORK/out/title.png
#
# WORK defaults to /tmp/pkg-mingw; JOBS (default 2) limits parallel compiles. Time on two
# cores: 4 to 7 minutes the first time, depending on load (SDL2 alone 2 to 4), then about
# 1 minute for the game, since the libraries are kept in $WORK/prefix (delete it to
# rebuild them).
# Not part of ./run.sh test: it is slow, needs root for apt and downloads sources.
set -euo pipefail

here=$(cd "$(dirname "$0")" && pwd)
source_dir=$(cd "$here/../.." && pwd)
work=${WORK:-/tmp/pkg-mingw}
jobs=${JOBS:-2}
prefix=$work/prefix
toolchain=$here/mingw-w64-x86_64.cmake
export WINEPREFIX=${WINEPREFIX:-$work/wine}
export WINEDEBUG=${WINEDEBUG:--all}
wine_started=0

say() { printf '\n== %s\n' "$*"; }

cleanup() {
    # Leave no wineserver behind (it outlives the programs it ran by a few seconds).
    if [ "$wine_started" = 1 ] && command -v wineserver >/dev/null; then
        wineserver -k 2>/dev/null || true
    fi
}
trap cleanup EXIT

as_root() {
    if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi
}

install_missing() {
    local missing=()
    for p in "$@"; do
        dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "ok installed" || missing+=("$p")
    done
    [ ${#missing[@]} -eq 0 ] && return 0
    say "installing ${missing[*]}"
    as_root apt-get update -qq
    DEBIAN_FRONTEND=noninteractive as_root apt-get install -y -qq --no-install-recommends \
        "${missing[@]}" >/dev/null
}

# Source packages need a deb-src entry; Debian's images usually have none.
ensure_deb_src() {
    if grep -rqsE '^(deb-src|Types:.*deb-src)' /etc/apt/sources.list /etc/apt/sources.list.d/; then
        return 0
    fi
    say "adding a deb-src entry for bookworm"
    as_root tee /etc/apt/sources.list.d/gomoku-deb-src.sources >/dev/null <<'EOF'
Types: deb-src
URIs: http://deb.debian.org/debian
Suites: bookworm
Components: main
Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg
EOF
    as_root apt-get update -qq
}

# The unpacked source directory of a Debian source package (fetched once).
source_of() {
    local package=$1 dir
    mkdir -p "$work/src"
    dir=$(find "$work/src" -maxdepth 1 -type d -name "$package-[0-9]*" | head -n 1)
    if [ -z "$dir" ]; then
        ensure_deb_src
        (cd "$work/src" && apt-get source -qq "$package" >/dev/null 2>&1)
        dir=$(find "$work/src" -maxdepth 1 -type d -name "$package-[0-9]*" | head -n 1)
    fi
    [ -n "$dir" ] || { echo "build-mingw.sh: could not fetch the source of $package" >&2; exit 1; }
    echo "$dir"
}

# build_library NAME SOURCE_DIR [cmake options...]: configure, build, install into $prefix.
build_library() {
    local name=$1 src=$2
    shift 2
    if [ -f "$prefix/.done-$name" ]; then
        echo "$name: already in $prefix"
        return 0
    fi
    say "building $name for mingw"
    local start=$SECONDS
    cmake -S "$src" -B "$work/build-$name" -G "Unix Makefiles" \
        -DCMAKE_TOOLCHAIN_FILE="$toolchain" -DCMAKE_BUILD_TYPE=Release \
        -DCMAKE_INSTALL_PREFIX="$prefix" -DCMAKE_PREFIX_PATH="$prefix" "$@" >"$work/build-$name.log"
    cmake --build "$work/build-$name" -j "$jobs" >>"$work/build-$name.log"
    cmake --install "$work/build-$name" >>"$work/build-$name.log"
    touch "$prefix/.done-$name"
    echo "$name: $((SECONDS - start)) s"
}

build_libraries() {
    mkdir -p "$prefix"
    # FreeType, static, folded into SDL2_ttf.dll: one DLL fewer to ship.
    build_library freetype "$(source_of freetype)" -DBUILD_SHARED_LIBS=OFF \
        -DFT_DISABLE_ZLIB=ON -DFT_DISABLE_BZIP2=ON -DFT_DISABLE_PNG=ON \
        -DFT_DISABLE_HARFBUZZ=ON -DFT_DISABLE_BROTLI=ON
    build_library sdl2 "$(source_of libsdl2)" -DSDL_SHARED=ON -DSDL_STATIC=OFF -DSDL_TEST=OFF
    # PNG (and JPEG) through the bundled stb_image: no libpng to build.
    build_library sdl2-image "$(source_of libsdl2-image)" -DSDL2IMAGE_SAMPLES=OFF \
        -DSDL2IMAGE_VENDORED=OFF -DSDL2IMAGE_BACKEND_STB=ON -DSDL2IMAGE_TIF=OFF \
        -DSDL2IMAGE_WEBP=OFF -DSDL2IMAGE_AVIF=OFF -DSDL2IMAGE_JXL=OFF -DSDL2IMAGE_SVG=OFF
    # Its package config still asks for libjpeg and libpng, which stb_image replaces and
    # nothing links: find modules beside the config (it searches there) say they are found.
    for dep in JPEG PNG; do
        printf '# stb_image does %s in this SDL2_image build: nothing to find.\nset(%s_FOUND TRUE)\n' \
            "$dep" "$dep" >"$prefix/lib/cmake/SDL2_image/Find$dep.cmake"
    done
    # WAV is all the game plays; OGG (stb_vorbis) and MP3 (dr_mp3) come bundled, for free.
    build_library sdl2-mixer "$(source_of libsdl2-mixer)" -DSDL2MIXER_SAMPLES=OFF \
        -DSDL2MIXER_VENDORED=OFF -DSDL2MIXER_FLAC=OFF -DSDL2MIXER_MOD=OFF \
        -DSDL2MIXER_MIDI=OFF -DSDL2MIXER_OPUS=OFF -DSDL2MIXER_VORBIS=STB \
        -DSDL2MIXER_MP3=ON -DSDL2MIXER_MP3_MPG123=OFF
    build_library sdl2-ttf "$(source_of libsdl2-ttf)" -DSDL2TTF_SAMPLES=OFF \
        -DSDL2TTF_VENDORED=OFF -DSDL2TTF_HARFBUZZ=OFF
    # Their licences travel with the DLLs (zlib licence; FreeType's FTL asks for credit),
    # with the mingw runtime's (libstdc++, libgcc, winpthreads) from Debian's packages.
    mkdir -p "$prefix/licenses"
    cp "$(source_of libsdl2)/LICENSE.txt" "$prefix/licenses/SDL2.txt"
    cp "$(source_of libsdl2-image)/LICENSE.txt" "$prefix/licenses/SDL2_image.txt"
    cp "$(source_of libsdl2-mixer)/LICENSE.txt" "$prefix/licenses/SDL2_mixer.txt"
    cp "$(source_of libsdl2-ttf)/LICENSE.txt" "$prefix/licenses/SDL2_ttf.txt"
    cp "$(source_of freetype)/docs/FTL.TXT" "$prefix/licenses/FreeType.txt"
    cp /usr/share/doc/gcc-mingw-w64-base/copyright "$prefix/licenses/mingw-gcc-runtime.txt"
    cp /usr/share/doc/mingw-w64-common/copyright "$prefix/licenses/mingw-w64-winpthreads.txt"
    # Debian's Catch2 v2 is one header plus a Linux static library for main(): build that
    # main for mingw and describe both as Catch2::Catch2 / Catch2::Catch2WithMain.
    build_library catch2 "$here/catch2" -DCATCH2_HEADER_DIR=/usr/include
}

wine_init() {
    if [ "$wine_started" = 0 ]; then
        wine_started=1
        [ -d "$WINEPREFIX" ] || { say "creating the wine prefix (first time only)"; wineboot -i >/dev/null 2>&1 || true; }
    fi
}

build_game() {
    say "cross-building the game"
    local build=$work/build
    # A build folder made from another checkout cannot be reused: CMake refuses it.
    if [ -f "$build/CMakeCache.txt" ] &&
        ! grep -qx "CMAKE_HOME_DIRECTORY:INTERNAL=$source_dir" "$build/CMakeCache.txt"; then
        say "the game's build folder is from another checkout: starting it afresh"
        rm -rf "$build"
    fi
    cmake -S "$source_dir" -B "$build" -G "Unix Makefiles" \
        -DCMAKE_TOOLCHAIN_FILE="$toolchain" -DCMAKE_BUILD_TYPE=Release \
        -DCMAKE_PREFIX_PATH="$prefix" \
        -DGOMOKU_THIRD_PARTY_LICENSES="$(find "$prefix/licenses" -name '*.txt' | sort | paste -sd ';')" \
        >"$work/build-game.log"
    cmake --build "$build" -j "$jobs"

    say "core and AI tests under wine"
    wine_init
    # The tests find their DLLs (libstdc++, libwinpthread) through WINEPATH.
    WINEPATH="$(winepath_dirs)" ctest --test-dir "$build" -R '^(core|ai)_tests$' --output-on-failure

    say "packages: NSIS installer and ZIP"
    (cd "$build" && cpack -G "NSIS;ZIP" >"$work/cpack.log") || { cat "$work/cpack.log"; exit 1; }
    mkdir -p "$work/out"
    rm -f "$work/out"/gomoku-*
    cp "$build"/gomoku-*-win64.exe "$build"/gomoku-*-win64.zip "$work/out/"
    ls -l "$work/out"
}

# Where the mingw runtime DLLs are, as a Windows path list for WINEPATH.
winepath_dirs() {
    local gcc_dir
    gcc_dir=$(dirname "$(x86_64-w64-mingw32-g++-posix -print-file-name=libstdc++-6.dll)")
    printf 'Z:%s;Z:%s;Z:%s' "${gcc_dir//\//\\}" '\usr\x86_64-w64-mingw32\lib' "${prefix//\//\\}\\bin"
}

# Unpacks the ZIP somewhere new, starts gomoku.exe under wine in a virtual X screen and
# takes a screenshot of the title screen.
screenshot() {
    install_missing xvfb xauth imagemagick
    wine_init
    local dir=$work/unzipped
    rm -rf "$dir"
    mkdir -p "$dir"
    (cd "$dir" && cmake -E tar xf "$work"/out/gomoku-*-win64.zip)
    local exe
    exe=$(find "$dir" -name gomoku.exe | head -n 1)
    say "starting $exe under wine (no WINEPATH: every DLL must be beside it)"
    xvfb-run -a -s "-screen 0 1280x800x24" bash -c '
        wine "$1" --window 1000x700 >"$2/wine.log" 2>&1 &
        pid=$!
        sleep 15
        import -window root "$2/title.png"
        kill $pid 2>/dev/null || true
        wineserver -k 2>/dev/null || true' _ "$exe" "$work/out"
    echo "screenshot: $work/out/title.png (log: $work/out/wine.log)"
}

install_missing cmake make g++-mingw-w64-x86-64-posix wine wine64 nsis catch2 dpkg-dev
case "${1:-}" in
libs) build_libraries ;;
"") build_libraries && build_game ;;
shot) build_libraries && build_game && screenshot ;;
*) echo "usage: $0 [libs|shot]" >&2; exit 2 ;;
esac
