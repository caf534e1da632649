#!/usr/bin/env bash
# Times the README's two quick-start commands as a new user meets them: in a
# bare Debian 12 root (debootstrap --variant=minbase bookworm) that has only
# what the Swift toolchain itself needs, with the toolchain of this machine
# (/opt/swift, bound read-only) and a fresh clone of this repository.
# Scripts/try.sh runs first, then Scripts/test.sh, as the README has them;
# each installs the Debian packages it misses, so their download and install
# are in its time. Prints both times. Runs as root (debootstrap, chroot);
# the root is made anew each run under $BOXRENDER_QUICK_START_ROOT (default
# /var/tmp/boxrender-quick-start) and removed at the end.
#
# SwiftPM takes the packages from this machine's cache (~/.cache/org.swift.swiftpm,
# bound in), as GitHub may not be reachable from the root; where it is, a
# first fetch adds a few seconds.
# Usage: Scripts/time-quick-start.sh
set -euo pipefail
cd "$(dirname "$0")/.."
repo=$PWD
[ "$(id -u)" -eq 0 ] || {
    echo "time-quick-start: run as root (debootstrap and chroot)" >&2
    exit 2
}
swift_root=$(dirname "$(dirname "$(readlink -f "$(command -v swift)")")")
mirror=${BOXRENDER_DEBIAN_MIRROR:-http://deb.debian.org/debian}
root=${BOXRENDER_QUICK_START_ROOT:-/var/tmp/boxrender-quick-start}
Scripts/install-dependencies.sh debootstrap

mounted=()
# Nothing is removed while anything is still mounted under the root: the
# binds are this machine's /dev and SwiftPM cache, and a removal through
# them would delete the machine's own files.
still_mounted() { findmnt -rn -o TARGET | grep -qF "$root/" || findmnt -rn -o TARGET | grep -qxF "$root"; }
remove_root() {
    if still_mounted; then
        echo "time-quick-start: something is still mounted under $root; unmount it, then remove $root" >&2
        return 1
    fi
    rm -rf --one-file-system "$root"
}
cleanup() {
    local failed=0
    for ((i = ${#mounted[@]} - 1; i >= 0; i--)); do umount "${mounted[i]}" || umount -l "${mounted[i]}" || failed=1; done
    [ "$failed" -eq 0 ] || echo "time-quick-start: could not unmount everything under $root; left it in place" >&2
    remove_root || true
}
trap cleanup EXIT
bind() { # bind SOURCE TARGET [ro]
    mkdir -p "$2"
    mount --bind "$1" "$2"
    mounted+=("$2")
    [ "${3:-}" != ro ] || mount -o remount,bind,ro "$2"
}

remove_root || exit 1
debootstrap --variant=minbase bookworm "$root" "$mirror" >/dev/null
cp /etc/resolv.conf "$root/etc/resolv.conf"
mount -t proc proc "$root/proc" && mounted+=("$root/proc")
bind /dev "$root/dev"
bind /dev/pts "$root/dev/pts"
bind "$swift_root" "$root$swift_root" ro
mkdir -p "$HOME/.cache/org.swift.swiftpm"
bind "$HOME/.cache/org.swift.swiftpm" "$root/root/.cache/org.swift.swiftpm"
# What swift.org's Debian 12 image installs for the toolchain: not timed,
# a Swift user has it.
chroot "$root" /usr/bin/env DEBIAN_FRONTEND=noninteractive sh -c '
    apt-get update -qq && apt-get install -y -qq --no-install-recommends binutils binutils-gold gcc git gnupg2 \
        libc6-dev libcurl4-openssl-dev libedit-dev libgcc-12-dev libicu-dev libncurses-dev libpython3-dev \
        libsqlite3-dev libstdc++-12-dev libxml2-dev libz3-dev pkg-config tzdata unzip uuid-dev zlib1g-dev \
        ca-certificates >/dev/null'
git clone -q "$repo" "$root/root/boxrender"

run() { # run SCRIPT: prints its wall time
    local start=$SECONDS
    chroot "$root" /usr/bin/env -i HOME=/root PATH="$swift_root/bin:/usr/sbin:/usr/bin:/sbin:/bin" \
        DEBIAN_FRONTEND=noninteractive sh -c "cd /root/boxrender && $1" >"$root/root/$(basename "$1").log" 2>&1 || {
        tail -20 "$root/root/$(basename "$1").log" >&2
        echo "time-quick-start: $1 failed in the bare root" >&2
        exit 1
    }
    local seconds=$((SECONDS - start))
    echo "$1: $((seconds / 60)) min $((seconds % 60)) s"
}
run Scripts/try.sh
run Scripts/test.sh
