#!/usr/bin/env bash
# Cross-builds Gomoku for 64-bit Windows on Debian 12 and proves the result under wine:
#
#   1. installs the mingw-w64 (posix threads) compiler, wine and nsis when missing;
#   2. fetches Debian's source packages of freetype, SDL2, SDL2_image, SDL2_mixer and
#      SDL2_ttf (adding a deb-src entry for bookworm if there is none) and builds them with
#      mingw into a local prefix ($WORK/prefix), with a mingw build of Catch2 v2's main;
#   3. cross-builds the game and its tests, runs the core and AI tests under wine;
#   4. makes the NSIS installer and the ZIP with CPack (into $WORK/out) and checks that
#      pbrain-gomoku.exe from the ZIP answers START and BEGIN under wine.
#
#   packaging/windows/build-mingw.sh            all of the above
#   packaging/windows/build-mingw.sh libs       only steps 1 and 2
#   packaging/windows/build-mingw.sh shot       all of the above, then, in a virtual X screen:
#       the unpacked ZIP's gomoku.exe starts ($WORK/out/zip-title.png); the installer runs
#       silently (/S) into a fresh wine prefix, its Start-menu shortcut and uninstaller
#       exist, the installed gomoku.exe starts ($WORK/out/installed-title.png), and the
#       silent uninstaller removes the program files. The installer is a 64-bit program,
#       so wine64 runs it: no 32-bit wine, no i386 architecture (multiarch) needed.
#
# WORK defaults to /tmp/pkg-mingw; JOBS (default 2) limits parallel compiles. The libraries
# stay in $WORK/prefix and are reused by the next run (delete it to rebuild them); one
# counts as built when its CMake config and its DLL (or static library) are there and its
# build finished. Logs: $WORK/logs. Every progress line goes to standard error; each step
# checks its result and the script stops at the first failure, naming the step.
# Time on two cores (shot, fresh Debian 12): about 12 minutes the first time, 80 s after.
# Not part of ./run.sh test: it is slow, needs root for apt and downloads sources.
set -Eeuo pipefail
shopt -s inherit_errexit # a failing $(...) fails the assignment that holds it

here=$(cd "$(dirname "$0")" && pwd)
source_dir=$(cd "$here/../.." && pwd)
work=${WORK:-/tmp/pkg-mingw}
jobs=${JOBS:-2}
prefix=$work/prefix
logs=$work/logs
out=$work/out
toolchain=$here/mingw-w64-x86_64.cmake
export WINEPREFIX=${WINEPREFIX:-$work/wine}
export WINEDEBUG=${WINEDEBUG:--all}
apt_who="build-mingw.sh"
# shellcheck source=packaging/apt_install.sh
source "$here/../apt_install.sh"

say() { printf '== %s\n' "$*" >&2; }
note() { printf '   %s\n' "$*" >&2; }
fail() {
    printf 'build-mingw.sh: %s\n' "$*" >&2
    exit 1
}

# step NAME FUNCTION [ARGS...]: runs FUNCTION in a subshell where errexit really acts (bash
# turns it off inside a condition, `f || ...`, and that reaches every function f calls),
# then stops the whole script, naming the step, if it failed. Never call step in a condition.
step() {
    local name=$1 rc=0 start=$SECONDS
    shift
    say "$name"
    set +e
    (
        set -e
        trap 'printf "build-mingw.sh: this failed (exit %s): %s\n" "$?" "$BASH_COMMAND" >&2' ERR
        "$@"
    )
    rc=$?
    set -e
    [ "$rc" -eq 0 ] || fail "step '$name' failed (exit $rc); logs in $logs"
    note "$name: done in $((SECONDS - start)) s"
}

# logged LOG COMMAND...: output into $logs/LOG; on failure its end is shown.
logged() {
    local log=$logs/$1 rc=0
    shift
    "$@" >>"$log" 2>&1 || rc=$?
    if [ "$rc" -ne 0 ]; then
        printf 'build-mingw.sh: %s failed (exit %s); the end of %s:\n' "$1" "$rc" "$log" >&2
        tail -n 30 "$log" >&2
    fi
    return "$rc"
}

installer_prefix=$work/wine-installer
cleanup() {
    # Leave no wineserver behind (it outlives the programs it ran by a few seconds). The
    # steps run in subshells, so the two prefixes this script uses are named here.
    local p
    for p in "$WINEPREFIX" "$installer_prefix"; do
        [ -d "$p" ] && WINEPREFIX=$p wineserver -k 2>/dev/null || true
    done
}
trap cleanup EXIT

# --- step 1: the tools -----------------------------------------------------------------------

install_tools() {
    install_missing cmake make g++-mingw-w64-x86-64-posix wine wine64 nsis catch2 dpkg-dev \
        debian-archive-keyring
}

# What the installer proof needs besides wine64: a virtual X screen, a window finder and a
# screenshot tool. No 32-bit wine: the installer is a 64-bit program (cmake/Packaging.cmake
# makes one where makensis has the amd64 stubs, as Debian's nsis does).
install_x_tools() {
    install_missing xvfb xauth xdotool imagemagick
}

# --- step 2: the libraries --------------------------------------------------------------------

# Source packages need a deb-src entry; Debian's images usually have none.
ensure_deb_src() {
    local list=/etc/apt/sources.list.d/gomoku-deb-src.sources
    if ! grep -rqsE '^(deb-src|Types:.*deb-src)' /etc/apt/sources.list /etc/apt/sources.list.d/; then
        note "adding a deb-src entry for bookworm ($list)"
        printf '%s\n' 'Types: deb-src' 'URIs: http://deb.debian.org/debian' 'Suites: bookworm' \
            'Components: main' 'Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg' |
            apt_as_root tee "$list.tmp" >/dev/null
        apt_as_root mv "$list.tmp" "$list"
    fi
    # An entry added by a run that stopped before apt-get update has no index yet.
    if ! apt-cache showsrc libsdl2 2>/dev/null | grep -q '^Package:'; then
        note "reading the source package lists"
        apt_get update -qq
    fi
}

# The unpacked source directory of a Debian source package; fetched once, into a scratch
# folder first, so an interrupted fetch never looks like a finished one.
unpacked_source() {
    find "$work/src" -maxdepth 1 -mindepth 1 -type d -name "$1-[0-9]*" | head -n 1
}

fetch_source() {
    local package=$1 scratch=$work/src/.fetching-$1 dir
    mkdir -p "$work/src"
    [ -z "$(unpacked_source "$package")" ] || return 0
    ensure_deb_src
    note "fetching the source of $package"
    rm -rf "$scratch"
    mkdir -p "$scratch"
    (cd "$scratch" && logged "source-$package.log" apt-get source "$package")
    dir=$(find "$scratch" -maxdepth 1 -mindepth 1 -type d -name "$package-[0-9]*" | head -n 1)
    [ -n "$dir" ] || { echo "apt-get source $package unpacked nothing" >&2; return 1; }
    mv "$dir" "$work/src/"
    rm -rf "$scratch"
}

# library_ready NAME FILE...: its build finished and the files it must leave are there.
library_ready() {
    local name=$1 f
    shift
    [ -f "$prefix/.done-$name" ] || return 1
    for f in "$@"; do
        compgen -G "$prefix/$f" >/dev/null || return 1
    done
}

# build_library NAME SOURCE_DIR PROOFS LICENCE [cmake options...]: configure, build and install
# into $prefix, unless library_ready NAME PROOFS (a space-separated list of globs). A library
# that is not ready is built again from a fresh build folder, so an interrupted or failed
# attempt leaves nothing behind that could fool the next one.
build_library() {
    local name=$1 src=$2 proofs=$3 licence=$4 build=$work/build-$1
    shift 4
    # shellcheck disable=SC2086 # the proofs are globs
    if library_ready "$name" $proofs; then
        note "$name: already in $prefix"
        return 0
    fi
    rm -f "$prefix/.done-$name" "$logs/build-$name.log"
    rm -rf "$build"
    mkdir -p "$prefix/licenses"
    note "building $name (log: $logs/build-$name.log)"
    logged "build-$name.log" cmake -S "$src" -B "$build" -G "Unix Makefiles" \
        -DCMAKE_TOOLCHAIN_FILE="$toolchain" -DCMAKE_BUILD_TYPE=Release \
        -DCMAKE_INSTALL_PREFIX="$prefix" -DCMAKE_PREFIX_PATH="$prefix" "$@"
    logged "build-$name.log" cmake --build "$build" -j "$jobs"
    logged "build-$name.log" cmake --install "$build"
    if [ -n "$licence" ]; then
        cp "$src/$licence" "$prefix/licenses/$name.txt"
    fi
    local f
    for f in $proofs; do
        compgen -G "$prefix/$f" >/dev/null || { echo "$name installed no $f" >&2; return 1; }
    done
    touch "$prefix/.done-$name"
}

library() {
    local name=$1 package=$2 src
    shift 2
    fetch_source "$package"
    src=$(unpacked_source "$package")
    build_library "$name" "$src" "$@"
}

build_freetype() {
    # Static, folded into SDL2_ttf.dll: one DLL fewer to ship. Its FTL asks for credit.
    library FreeType freetype "lib/libfreetype.a lib/cmake/freetype/freetype-config.cmake" \
        docs/FTL.TXT -DBUILD_SHARED_LIBS=OFF \
        -DFT_DISABLE_ZLIB=ON -DFT_DISABLE_BZIP2=ON -DFT_DISABLE_PNG=ON \
        -DFT_DISABLE_HARFBUZZ=ON -DFT_DISABLE_BROTLI=ON
}

build_sdl2() {
    library SDL2 libsdl2 "bin/SDL2.dll lib/cmake/SDL2/SDL2Config.cmake" LICENSE.txt \
        -DSDL_SHARED=ON -DSDL_STATIC=OFF -DSDL_TEST=OFF
}

build_sdl2_image() {
    # PNG (and JPEG) through the bundled stb_image: no libpng to build.
    library SDL2_image libsdl2-image "bin/SDL2_image.dll lib/cmake/SDL2_image/SDL2_imageConfig.cmake" \
        LICENSE.txt -DSDL2IMAGE_SAMPLES=OFF \
        -DSDL2IMAGE_VENDORED=OFF -DSDL2IMAGE_BACKEND_STB=ON -DSDL2IMAGE_TIF=OFF \
        -DSDL2IMAGE_WEBP=OFF -DSDL2IMAGE_AVIF=OFF -DSDL2IMAGE_JXL=OFF -DSDL2IMAGE_SVG=OFF
    # Its package config still asks for libjpeg and libpng, which stb_image replaces and
    # nothing links: find modules beside the config (it searches there) say they are found.
    local dep
    for dep in JPEG PNG; do
        printf '# stb_image does %s in this SDL2_image build: nothing to find.\nset(%s_FOUND TRUE)\n' \
            "$dep" "$dep" >"$prefix/lib/cmake/SDL2_image/Find$dep.cmake"
    done
}

build_sdl2_mixer() {
    # WAV is all the game plays; OGG (stb_vorbis) and MP3 (dr_mp3) come bundled, for free.
    library SDL2_mixer libsdl2-mixer "bin/SDL2_mixer.dll lib/cmake/SDL2_mixer/SDL2_mixerConfig.cmake" \
        LICENSE.txt -DSDL2MIXER_SAMPLES=OFF \
        -DSDL2MIXER_VENDORED=OFF -DSDL2MIXER_FLAC=OFF -DSDL2MIXER_MOD=OFF \
        -DSDL2MIXER_MIDI=OFF -DSDL2MIXER_OPUS=OFF -DSDL2MIXER_VORBIS=STB \
        -DSDL2MIXER_MP3=ON -DSDL2MIXER_MP3_MPG123=OFF
}

build_sdl2_ttf() {
    library SDL2_ttf libsdl2-ttf "bin/SDL2_ttf.dll lib/cmake/SDL2_ttf/SDL2_ttfConfig.cmake" \
        LICENSE.txt -DSDL2TTF_SAMPLES=OFF -DSDL2TTF_VENDORED=OFF -DSDL2TTF_HARFBUZZ=OFF
}

build_catch2() {
    # Debian's Catch2 v2 is one header plus a Linux static library for main(): build that
    # main for mingw and describe both as Catch2::Catch2 / Catch2::Catch2WithMain.
    build_library Catch2 "$here/catch2" "lib/libCatch2WithMain.a lib/cmake/Catch2/Catch2Config.cmake" "" \
        -DCATCH2_HEADER_DIR=/usr/include
}

# The mingw runtime (libstdc++, libgcc, winpthreads) ships too; its licences come from
# Debian's packages.
copy_runtime_licences() {
    mkdir -p "$prefix/licenses"
    cp /usr/share/doc/gcc-mingw-w64-base/copyright "$prefix/licenses/mingw-gcc-runtime.txt"
    cp /usr/share/doc/mingw-w64-common/copyright "$prefix/licenses/mingw-w64-winpthreads.txt"
}

build_libraries() {
    mkdir -p "$prefix" "$logs"
    step "FreeType for mingw" build_freetype
    step "SDL2 for mingw" build_sdl2
    step "SDL2_image for mingw" build_sdl2_image
    step "SDL2_mixer for mingw" build_sdl2_mixer
    step "SDL2_ttf for mingw" build_sdl2_ttf
    step "Catch2's main for mingw" build_catch2
    step "the mingw runtime's licences" copy_runtime_licences
}

# --- steps 3 and 4: the game, its tests, the packages ---------------------------------------

# make_wine_prefix DIR: a wine prefix made from nothing, marked ready only when complete.
make_wine_prefix() {
    local dir=$1
    [ -f "$dir/.gomoku-ready" ] && return 0
    note "creating the wine prefix $dir"
    rm -rf "$dir"
    # No Mono or Gecko (the game needs neither): without this, a new prefix in an X screen
    # opens a dialog offering to download them and waits for an answer.
    WINEPREFIX=$dir WINEDLLOVERRIDES="mscoree,mshtml=" logged "wineboot-$(basename "$dir").log" wineboot -i
    WINEPREFIX=$dir wineserver -w
    [ -f "$dir/system.reg" ] && [ -d "$dir/drive_c/windows" ] ||
        { echo "wineboot made no complete prefix in $dir" >&2; return 1; }
    touch "$dir/.gomoku-ready"
}

configure_game() {
    local build=$work/build
    # A build folder made from another checkout cannot be reused: CMake refuses it.
    if [ -f "$build/CMakeCache.txt" ] &&
        ! grep -qx "CMAKE_HOME_DIRECTORY:INTERNAL=$source_dir" "$build/CMakeCache.txt"; then
        note "the game's build folder is from another checkout: starting it afresh"
        rm -rf "$build"
    fi
    local licences
    licences=$(find "$prefix/licenses" -name '*.txt' | sort | paste -sd ';')
    rm -f "$logs/build-game.log"
    logged build-game.log cmake -S "$source_dir" -B "$build" -G "Unix Makefiles" \
        -DCMAKE_TOOLCHAIN_FILE="$toolchain" -DCMAKE_BUILD_TYPE=Release \
        -DCMAKE_PREFIX_PATH="$prefix" -DGOMOKU_THIRD_PARTY_LICENSES="$licences"
}

build_game() {
    logged build-game.log cmake --build "$work/build" -j "$jobs"
}

# Where the mingw runtime DLLs are, as a Windows path list for WINEPATH.
winepath_dirs() {
    local gcc_dir
    gcc_dir=$(dirname "$(x86_64-w64-mingw32-g++-posix -print-file-name=libstdc++-6.dll)")
    printf 'Z:%s;Z:%s;Z:%s' "${gcc_dir//\//\\}" '\usr\x86_64-w64-mingw32\lib' "${prefix//\//\\}\\bin"
}

test_game() {
    make_wine_prefix "$WINEPREFIX"
    # The tests find their DLLs (libstdc++, libwinpthread) through WINEPATH. A test
    # selection that matches nothing is a failure, not a pass. A failed test runs once more:
    # ai_tests holds time-budget checks that a loaded machine under wine can miss by a few
    # milliseconds; a real fault fails twice.
    local winepath
    winepath=$(winepath_dirs)
    WINEPATH=$winepath ctest --test-dir "$work/build" -R '^(core|ai)_tests$' \
        --no-tests=error --repeat until-pass:2 --output-on-failure >&2
}

make_packages() {
    rm -f "$work/build"/gomoku-*-win64.exe "$work/build"/gomoku-*-win64.zip
    rm -f "$logs/cpack.log"
    (cd "$work/build" && logged cpack.log cpack -G "NSIS;ZIP")
    mkdir -p "$out"
    rm -f "$out"/gomoku-*
    local exe zip
    exe=$(compgen -G "$work/build/gomoku-*-win64.exe")
    zip=$(compgen -G "$work/build/gomoku-*-win64.zip")
    # wine64 alone runs only a 64-bit installer (PE32+).
    x86_64-w64-mingw32-objdump -f "$exe" | grep -q 'file format pei-x86-64' ||
        { echo "$exe is not a 64-bit installer: $(x86_64-w64-mingw32-objdump -f "$exe" | grep format)" >&2; return 1; }
    cp "$exe" "$zip" "$out/"
    ls -l "$out"/gomoku-* >&2
}

# The ZIP unpacked somewhere new: everything must be in it (no WINEPATH from here on).
unpack_zip() {
    local dir=$work/unzipped
    rm -rf "$dir"
    mkdir -p "$dir"
    (cd "$dir" && cmake -E tar xf "$out"/gomoku-*-win64.zip)
    local f
    for f in gomoku.exe pbrain-gomoku.exe SDL2.dll SDL2_ttf.dll LICENSE.txt assets/stones/black.png; do
        [ -n "$(find "$dir" -path "*/$f" -print -quit)" ] || { echo "the ZIP has no $f" >&2; return 1; }
    done
}

# read_reply FD: sets reply to the engine's next line that is not a MESSAGE or DEBUG line
# (60 s at most). Not through $(...): a coprocess's descriptors are closed in subshells.
read_reply() {
    local line
    while IFS= read -r -t 60 -u "$1" line; do
        line=${line%$'\r'}
        case "$line" in
        MESSAGE* | DEBUG*) ;;
        *)
            reply=$line
            return 0
            ;;
        esac
    done
    echo "no answer from the engine within 60 s" >&2
    return 1
}

# pbrain-gomoku.exe from the ZIP speaks the Gomocup protocol under wine: START and BEGIN.
check_pbrain() {
    make_wine_prefix "$WINEPREFIX"
    local exe reply=
    exe=$(find "$work/unzipped" -name pbrain-gomoku.exe -print -quit)
    coproc pbrain { wine "$exe" 2>>"$logs/pbrain.log"; }
    printf 'START 15\n' >&"${pbrain[1]}"
    read_reply "${pbrain[0]}"
    note "START 15 -> $reply"
    [ "$reply" = OK ] || { echo "pbrain-gomoku.exe answered '$reply' to START 15" >&2; return 1; }
    printf 'INFO timeout_turn 500\nBEGIN\n' >&"${pbrain[1]}"
    read_reply "${pbrain[0]}"
    note "BEGIN -> $reply"
    [[ $reply =~ ^[0-9]+,[0-9]+$ ]] || { echo "pbrain-gomoku.exe answered '$reply' to BEGIN" >&2; return 1; }
    printf 'END\n' >&"${pbrain[1]}"
    # shellcheck disable=SC2154 # pbrain_PID is set by coproc
    wait "$pbrain_PID"
}

# --- shot: the ZIP and the installer, run in a virtual X screen -----------------------------

# In an X screen made by xvfb-run, the script calls itself with this internal mode.
in_x_screen() {
    xvfb-run -a -s "-screen 0 1280x800x24" "$here/build-mingw.sh" "$@"
}

# window_shot EXE PNG: starts EXE under wine, waits for its window, saves the screen to PNG
# and checks the picture is not blank; then stops the program. A second try is allowed:
# wine's first window in a prefix waits for its desktop process, which on a loaded machine
# can start too late ("Couldn't create window").
window_shot() {
    local exe=$1 png=$2 log
    log=$logs/wine-$(basename "$png" .png).log
    rm -f "$png" "$log"
    if ! window_shot_once "$exe" "$png" "$log"; then
        note "no window the first time (log: $log); once more"
        window_shot_once "$exe" "$png" "$log"
    fi
    local colours
    colours=$(identify -format '%k' "$png")
    note "screenshot $png: $colours colours"
    [ "$colours" -gt 50 ] || { echo "the screenshot $png looks blank ($colours colours)" >&2; return 1; }
}

window_shot_once() {
    local exe=$1 png=$2 log=$3 pid found=0
    (cd "$(dirname "$exe")" && exec wine "$exe" --window 1000x700) >>"$log" 2>&1 &
    pid=$!
    # Up to 90 s for the window; a program that has already given up fails at once.
    local waited
    for ((waited = 0; waited < 90; waited++)); do
        if xdotool search --onlyvisible --name '^Gomoku$' >/dev/null 2>&1; then
            found=1
            break
        fi
        kill -0 "$pid" 2>/dev/null || break
        sleep 1
    done
    if [ "$found" = 1 ]; then
        sleep 4 # the first frames: fonts, stones
        import -window root "$png"
    fi
    kill "$pid" 2>/dev/null || true
    wineserver -k 2>/dev/null || true
    wait "$pid" 2>/dev/null || true
    [ "$found" = 1 ] || { echo "no Gomoku window after $waited s: $(tail -n 1 "$log")" >&2; return 1; }
}

zip_shot() {
    make_wine_prefix "$WINEPREFIX"
    window_shot "$(find "$work/unzipped" -name gomoku.exe -print -quit)" "$out/zip-title.png"
}

# The installer as a player runs it, silently, into a prefix that has seen nothing else.
installed_dir() { printf '%s' "$installer_prefix/drive_c/Program Files/Gomoku"; }

run_installer() {
    rm -f "$installer_prefix/.gomoku-ready"
    make_wine_prefix "$installer_prefix"
    export WINEPREFIX=$installer_prefix
    local installer
    installer=$(compgen -G "$out/gomoku-*-win64.exe")
    logged installer.log timeout 300 wine "$installer" /S
    timeout 120 wineserver -w
    local dir
    dir=$(installed_dir)
    [ -f "$dir/gomoku.exe" ] || { echo "no $dir/gomoku.exe after the installer" >&2; return 1; }
    [ -f "$dir/Uninstall.exe" ] || { echo "no uninstaller in $dir" >&2; return 1; }
    local shortcut
    shortcut=$(find "$installer_prefix/drive_c" -path '*Start Menu/Programs/Gomoku/Gomoku.lnk' -print -quit)
    [ -n "$shortcut" ] || { echo "no Start-menu shortcut Gomoku/Gomoku.lnk" >&2; return 1; }
    note "installed: $dir ($(find "$dir" -type f | wc -l) files); shortcut: ${shortcut#"$installer_prefix/"}"
}

installed_shot() {
    export WINEPREFIX=$installer_prefix
    window_shot "$(installed_dir)/gomoku.exe" "$out/installed-title.png"
}

run_uninstaller() {
    export WINEPREFIX=$installer_prefix
    local dir
    dir=$(installed_dir)
    # The NSIS uninstaller copies itself to a temporary folder and runs from there: wait
    # for every program of the prefix to end, not just the first.
    logged uninstaller.log timeout 300 wine "$dir/Uninstall.exe" /S
    timeout 120 wineserver -w
    if [ -d "$dir" ]; then
        local left
        left=$(find "$dir" -type f | head -n 5)
        [ -z "$left" ] || { printf 'files left after the uninstaller:\n%s\n' "$left" >&2; return 1; }
    fi
    [ -z "$(find "$installer_prefix/drive_c" -path '*Start Menu/Programs/Gomoku*' -print -quit)" ] ||
        { echo "the Start-menu folder is still there" >&2; return 1; }
    note "uninstalled: $([ -d "$dir" ] && echo "no files left in $dir" || echo "$dir is gone"), no Start-menu folder"
}

# The installer's prefix (about 700 MB) is made afresh by every run; once the proof has
# passed there is nothing in it to look at. (A failed run leaves it for inspection.)
remove_installer_prefix() {
    WINEPREFIX=$installer_prefix wineserver -k 2>/dev/null || true
    rm -rf "$installer_prefix"
}

prove_in_x() {
    step "the unpacked ZIP's gomoku.exe starts under wine" zip_shot
    step "the installer, silently, into a fresh wine prefix" run_installer
    step "the installed gomoku.exe starts" installed_shot
    step "the uninstaller, silently" run_uninstaller
    step "removing the installer's wine prefix" remove_installer_prefix
}

build_everything() {
    step "tools: mingw-w64, wine, nsis" install_tools
    build_libraries
    step "configuring the game's cross build" configure_game
    step "cross-building the game" build_game
    step "core and AI tests under wine" test_game
    step "packages: NSIS installer and ZIP" make_packages
    step "the ZIP holds the programs, DLLs and data" unpack_zip
    step "pbrain-gomoku.exe from the ZIP answers START and BEGIN" check_pbrain
}

mkdir -p "$logs"
started=$SECONDS
case "${1:-}" in
libs)
    step "tools: mingw-w64, wine, nsis" install_tools
    build_libraries
    ;;
"")
    build_everything
    ;;
shot)
    build_everything
    step "tools for the proof: Xvfb, xdotool, ImageMagick" install_x_tools
    step "in a virtual X screen" in_x_screen _prove_in_x
    say "proven: $out/zip-title.png, $out/installed-title.png"
    ;;
_prove_in_x) # internal: the rest of shot, inside xvfb-run
    prove_in_x
    exit 0
    ;;
*)
    echo "usage: $0 [libs|shot]" >&2
    exit 2
    ;;
esac
say "done in $((SECONDS - started)) s; packages in $out"
