#!/bin/sh
# Wait until no other package manager holds the locks apt-get needs, and say plainly who holds them.
#   sh packaging/wait_for_apt.sh [SECONDS [LOCK ...]]
# SECONDS: how long to wait at most (default 300); LOCK: the lock files (default dpkg's and apt's own).
# While a lock is held it says once what holds it and that it waits; if the lock is still held after SECONDS it
# names the process (pid, name, command line) and exits 1, so that dev.sh stops with that instead of apt's raw
# "Could not get lock /var/lib/dpkg/lock-frontend". The holder is read from /proc/locks (the lock itself, with no
# tool needed), else from the processes that have the file open (/proc/PID/fd).
set -eu

timeout=${1:-300}
[ $# -gt 0 ] && shift
if [ $# -eq 0 ]; then
    set -- /var/lib/dpkg/lock-frontend /var/lib/dpkg/lock /var/lib/apt/lists/lock /var/cache/apt/archives/lock
fi

# "major:minor:inode" of a file as /proc/locks writes it (major and minor in hex), or nothing if it is missing.
lock_key() {
    [ -e "$1" ] || return 0
    dev=$((0x$(stat -c %D "$1")))
    printf '%02x:%02x:%s' $(((dev >> 8) & 0xfff)) $(((dev & 0xff) | ((dev >> 12) & 0xfff00))) "$(stat -c %i "$1")"
}

# Whether file $1 is locked now: /proc/locks has a lock on it (a line with "->" is a process waiting for one).
is_locked() {
    key=$(lock_key "$1")
    [ -n "$key" ] || return 1
    awk -v key="$key" '$0 !~ /->/ && $6 == key {found = 1} END {exit !found}' /proc/locks
}

# The pids that hold the lock on file $1, one a line. A lock whose owner /proc/locks does not name (an open file
# description lock: pid -1) is put down to the processes that have the file open.
holders() {
    key=$(lock_key "$1")
    pids=$(awk -v key="$key" '$0 !~ /->/ && $6 == key {print $5}' /proc/locks | sort -u)
    echo "$pids" | grep -v -e '^-1$' -e '^$' || true
    if echo "$pids" | grep -q '^-1$'; then
        find /proc/[0-9]*/fd -lname "$(readlink -f "$1")" 2>/dev/null | cut -d/ -f3 | sort -u
    fi
}

# One line about a process: its pid, name and command line.
describe() {
    name=$(cat "/proc/$1/comm" 2>/dev/null || echo "?")
    command=$(tr '\0\n' '  ' <"/proc/$1/cmdline" 2>/dev/null | cut -c 1-200 | sed 's/ *$//')
    printf 'process %s (%s: %s)' "$1" "$name" "${command:-its command line cannot be read}"
}

said=no
start=$(date +%s)
while :; do
    lock=
    for candidate in "$@"; do
        if is_locked "$candidate"; then
            lock=$candidate
            break
        fi
    done
    [ -n "$lock" ] || break
    who=""
    for pid in $(holders "$lock"); do
        who="${who:+$who, }$(describe "$pid")"
    done
    who=${who:-a process this user cannot see}
    waited=$(($(date +%s) - start))
    if [ "$said" = no ]; then
        echo "Waiting for another package manager to finish (up to $timeout s): $who holds $lock …" >&2
        said=yes
    fi
    if [ "$waited" -ge "$timeout" ]; then
        echo "Another package manager still holds $lock after $waited s: $who." >&2
        echo "Let it finish (or stop it), then run this again." >&2
        exit 1
    fi
    sleep 1
done
[ "$said" = yes ] && echo "The other package manager has finished; going on." >&2
exit 0
