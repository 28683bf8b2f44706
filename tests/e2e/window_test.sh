#!/usr/bin/env bash
# End to end: the real gomoku in a real X window (Xvfb). Click the centre point, wait for
# the computer's answer, save a screenshot, close the window, check the exit code.
# Usage: window_test.sh path/to/gomoku output-dir
set -euo pipefail
if [ -z "${GOMOKU_E2E_INSIDE:-}" ]; then
    # Run this same script again inside a fresh virtual X server.
    GOMOKU_E2E_INSIDE=1 exec xvfb-run -a -s "-screen 0 1280x800x24" bash "$0" "$@"
fi
game=$1
out=$2
mkdir -p "$out"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export GOMOKU_PREF_DIR=$work/prefs

inner() {
    "$game" --verbose --play black --level easy --window 1000x700 >"$work/log" 2>"$work/err" &
    local pid=$!
    local wid
    wid=$(timeout 20 xdotool search --sync --onlyvisible --pid "$pid" | head -n 1)
    [ -n "$wid" ] || { echo "no window appeared"; cat "$work/err"; return 1; }
    # The game prints where the centre point is, in window coordinates.
    local xy=""
    for _ in $(seq 50); do
        xy=$(sed -n 's/^layout: .* at \([0-9]*\),\([0-9]*\)$/\1 \2/p' "$work/log" | tail -n 1)
        [ -n "$xy" ] && break
        sleep 0.1
    done
    [ -n "$xy" ] || { echo "no layout line"; cat "$work/log"; return 1; }
    sleep 0.5
    # shellcheck disable=SC2086
    xdotool mousemove --window "$wid" $xy click 1
    for _ in $(seq 100); do
        grep -q '^move 2: White .* (computer)$' "$work/log" && break
        sleep 0.1
    done
    sleep 0.5 # a few frames for the reply to be drawn
    import -window "$wid" "$out/e2e_game.png" || import -window root "$out/e2e_game.png"
    # SIGTERM is what a desktop session sends at logout: SDL turns it into a quit event.
    kill -TERM "$pid"
    local rc=0
    wait "$pid" || rc=$?
    cat "$work/log"
    grep -q '^move 1: Black h8 (player)$' "$work/log" || { echo "FAIL: the click placed no stone at h8"; return 1; }
    grep -q '^move 2: White .* (computer)$' "$work/log" || { echo "FAIL: the computer did not answer"; return 1; }
    [ "$rc" -eq 0 ] || { echo "FAIL: gomoku exited with $rc"; cat "$work/err"; return 1; }
    [ -s "$out/e2e_game.png" ] || { echo "FAIL: no screenshot"; return 1; }
    echo "screenshot: $out/e2e_game.png"
}
inner
