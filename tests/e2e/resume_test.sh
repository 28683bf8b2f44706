#!/usr/bin/env bash
# End to end: nothing lost. Three moves with the keyboard in the real gomoku (Xvfb), kill -9,
# start it again with no game on the command line: the same stones are back, in the same
# picture. Usage: resume_test.sh path/to/gomoku output-dir
set -euo pipefail
if [ -z "${GOMOKU_E2E_INSIDE:-}" ]; then
    GOMOKU_E2E_INSIDE=1 exec xvfb-run -a -s "-screen 0 1280x800x24" bash "$0" "$@"
fi
game=$1
out=$2
mkdir -p "$out"
work=$(mktemp -d)
pid=""
cleanup() {
    [ -n "$pid" ] && kill -9 "$pid" 2>/dev/null || true
    rm -rf "$work"
}
trap cleanup EXIT
export GOMOKU_PREF_DIR=$work/prefs

# Starts gomoku with the given options; sets pid and wid, focused for the keyboard.
start() {
    "$game" --verbose --window 1000x700 "$@" >>"$work/log" 2>>"$work/err" &
    pid=$!
    wid=$(timeout 20 xdotool search --sync --onlyvisible --pid "$pid" | head -n 1)
    [ -n "$wid" ] || { echo "no window appeared"; cat "$work/err"; return 1; }
    xdotool windowfocus --sync "$wid" 2>/dev/null || true
    # The pointer rests on the empty side panel, so no hover stone differs between runs.
    xdotool mousemove --window "$wid" 900 250
    sleep 0.7 # the first frames
}

keys() {
    for k in "$@"; do
        xdotool key --delay 60 "$k"
        sleep 0.12
    done
}

wait_for() { # pattern in the log
    for _ in $(seq 50); do
        grep -q "$1" "$work/log" && return 0
        sleep 0.1
    done
    echo "FAIL: never saw '$1'"; cat "$work/log"; return 1
}

inner() {
    start --play both
    # Enter shows the cursor at h8; then i8, g8 and h8 (the cursor ends where it started).
    keys Return Right Return Left Left Return Right Return
    wait_for '^move 3: Black h8 (player)$'
    sleep 0.4
    keys Right Left # a visible cursor on h8, as after the restart below
    sleep 0.4
    import -window "$wid" "$out/e2e_before_kill.png"
    kill -9 "$pid"
    wait "$pid" 2>/dev/null || true
    pid=""

    start
    wait_for '^resumed game: 3 moves$'
    keys Return # shows the cursor (on h8, taken: no move)
    sleep 0.4
    import -window "$wid" "$out/e2e_after_restart.png"
    kill -TERM "$pid"
    wait "$pid" || { echo "FAIL: gomoku did not exit cleanly"; cat "$work/err"; return 1; }
    pid=""
    cat "$work/log"
    grep -q '^move 4' "$work/log" && { echo "FAIL: a key played a fourth move"; return 1; }
    # The two pictures must be the same, up to a few pixels of smoothing.
    local differ
    differ=$(compare -metric AE -fuzz 8% "$out/e2e_before_kill.png" "$out/e2e_after_restart.png" \
        "$out/e2e_resume_diff.png" 2>&1 || true)
    echo "pixels that differ: $differ"
    [ "${differ%%.*}" -lt 200 ] || { echo "FAIL: the board after the restart is not the same"; return 1; }
    echo "screenshots: $out/e2e_before_kill.png $out/e2e_after_restart.png"
}
inner
