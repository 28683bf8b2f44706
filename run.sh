#!/usr/bin/env bash
# One entry point for players and developers on Debian/Ubuntu:
#   ./run.sh [game options]   install what is missing, build, start the game
#   ./run.sh test             install what is missing, build, run every test (also under
#                             ThreadSanitizer and AddressSanitizer+UBSan)
#   ./run.sh bench frames     build and print the frame-time benchmark
set -euo pipefail
cd "$(dirname "$0")"

jobs=${JOBS:-2}
game_packages=(g++ make cmake pkg-config libsdl2-dev libsdl2-image-dev libsdl2-mixer-dev
               libsdl2-ttf-dev)
# lintian and man-db: the package tests check the .deb and the manual pages with them;
# gettext: the i18n test extracts the texts again (xgettext) to check po/gomoku.pot.
test_packages=(catch2 xvfb xauth xdotool imagemagick desktop-file-utils appstream dpkg-dev file gettext
               lintian man-db)

# install_missing PACKAGE...: apt-get (through sudo when not root) for what is not installed,
# waiting up to APT_LOCK_WAIT seconds (default 600) when another apt holds the lock.
apt_who="run.sh"
# shellcheck source=packaging/apt_install.sh
source packaging/apt_install.sh

# build DIR TARGET [cmake options...]   (TARGET all: everything)
build() {
    local dir=$1 target=$2
    shift 2
    cmake -S . -B "$dir" -DCMAKE_BUILD_TYPE=Release "$@" >/dev/null
    cmake --build "$dir" -j "$jobs" --target "$target"
}

# The sanitizer trees: the tests' own files and the game's scenes at -O0 (most of the build
# time otherwise, see tests/CMakeLists.txt and cmake/App.cmake; the engine keeps -O2) and
# line tables only (-g1): enough for the reports' stack traces.
sanitized=(-DCMAKE_BUILD_TYPE=RelWithDebInfo "-DCMAKE_CXX_FLAGS_RELWITHDEBINFO=-O2 -g1 -DNDEBUG"
    -DGOMOKU_TEST_COMPILE_OPTIONS=-O0 -DGOMOKU_APP_COMPILE_OPTIONS=-O0)

run_tests() {
    install_missing "${game_packages[@]}" "${test_packages[@]}"
    build build all -DGOMOKU_TEST_COMPILE_OPTIONS=-O0
    ctest --test-dir build --output-on-failure -j "$jobs"

    echo "== ThreadSanitizer: the tests labelled 'threads' (the AI workers, and the game's scenes with them)"
    build build-tsan threads_checks "${sanitized[@]}" \
        -DCMAKE_CXX_FLAGS="-fsanitize=thread -fno-omit-frame-pointer"
    TSAN_OPTIONS="halt_on_error=1" ctest --test-dir build-tsan --output-on-failure -j "$jobs" -L threads

    echo "== AddressSanitizer + UndefinedBehaviorSanitizer: every test"
    build build-asan all "${sanitized[@]}" -DGOMOKU_BUILD_BENCH=OFF \
        -DCMAKE_CXX_FLAGS="-fsanitize=address,undefined -fno-sanitize-recover=undefined -fno-omit-frame-pointer"
    # X11's libdbus keeps a few bytes for the process lifetime: not ours to fix.
    ASAN_OPTIONS="detect_leaks=1" UBSAN_OPTIONS="print_stacktrace=1" \
        LSAN_OPTIONS="suppressions=$PWD/tests/lsan.supp" \
        ctest --test-dir build-asan --output-on-failure -j "$jobs"
}

case "${1:-play}" in
test)
    run_tests
    ;;
bench)
    shift
    install_missing "${game_packages[@]}"
    build build all
    exec build/gomoku-bench "$@"
    ;;
play)
    shift || true
    install_missing "${game_packages[@]}"
    build build all
    exec build/gomoku "$@"
    ;;
*)
    install_missing "${game_packages[@]}"
    build build all
    exec build/gomoku "$@"
    ;;
esac
