# shellcheck shell=bash
# Sourced by run.sh and packaging/windows/build-mingw.sh (bash): installs Debian packages
# that are missing, waiting (bounded) for another apt instead of failing at once.
#
#   install_missing PACKAGE...    PACKAGE may carry an architecture: wine32:i386
#   apt_get ARGS...               apt-get as root (sudo when needed), lock-tolerant
#
# On a fresh Ubuntu, unattended-upgrades holds the dpkg lock for the first minutes; on a
# shared machine another apt may run. apt-get install waits for the dpkg lock with
# DPkg::Lock::Timeout, but apt-get update does not wait for the lists lock (apt 2.6 fails
# at once with "Could not get lock /var/lib/apt/lists/lock"), so both are retried here until
# APT_LOCK_WAIT seconds (default 600) have passed, with a message when the wait begins.
# Messages go to standard error, prefixed with $apt_who (default: the script's name).

apt_lock_wait=${APT_LOCK_WAIT:-600}
apt_who=${apt_who:-$(basename "$0")}

apt_as_root() {
    if [ "$(id -u)" -eq 0 ]; then
        "$@"
    else
        sudo "$@"
    fi
}

# The first try does not wait, so that a busy lock is reported at once; the next ones let
# apt wait for the dpkg lock itself, and are repeated for the lists lock.
apt_get() {
    local deadline=$((SECONDS + apt_lock_wait)) log rc wait=0
    log=$(mktemp)
    while :; do
        rc=0
        apt_as_root env DEBIAN_FRONTEND=noninteractive \
            apt-get -o DPkg::Lock::Timeout="$wait" "$@" >"$log" 2>&1 || rc=$?
        if [ "$rc" -eq 0 ]; then
            rm -f "$log"
            return 0
        fi
        if ! grep -q "Could not get lock" "$log" || [ "$SECONDS" -ge "$deadline" ]; then
            cat "$log" >&2
            rm -f "$log"
            [ "$wait" -eq 0 ] || echo "$apt_who: gave up waiting for the apt lock after $apt_lock_wait s" >&2
            return "$rc"
        fi
        if [ "$wait" -eq 0 ]; then
            echo "$apt_who: another apt holds the lock ($(grep -m 1 -o 'held by process.*' "$log" || echo busy));" \
                "waiting up to $apt_lock_wait s (APT_LOCK_WAIT)" >&2
        else
            sleep 5
        fi
        wait=$((deadline - SECONDS))
        [ "$wait" -gt 0 ] || wait=1
    done
}

install_missing() {
    local missing=() p
    for p in "$@"; do
        dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "ok installed" || missing+=("$p")
    done
    [ ${#missing[@]} -eq 0 ] && return 0
    if ! command -v apt-get >/dev/null; then
        echo "$apt_who: please install: ${missing[*]} (this script knows apt only)" >&2
        return 1
    fi
    echo "$apt_who: installing ${missing[*]}" >&2
    # A mirror that fails one index (say a security suite for a foreign architecture) should
    # not stop the install: apt then says itself whether what we asked for can be had.
    apt_get update -qq ||
        echo "$apt_who: apt-get update failed (above); installing from the package lists there are" >&2
    apt_get install -y -qq --no-install-recommends "${missing[@]}" ||
        { echo "$apt_who: could not install ${missing[*]}" >&2; return 1; }
}
