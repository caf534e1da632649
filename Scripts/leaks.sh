#!/usr/bin/env bash
# Renders a spec (default: the README's first showcase) COUNT times in one
# process built with AddressSanitizer's LeakSanitizer and reports the bytes
# leaked (never freed and no longer referenced) at exit. Any leak outside
# fontconfig fails the script. fontconfig's per-face pattern caches, filled by
# Pango once per process, show as leaks too (LeakSanitizer cannot follow
# fontconfig's references); they are suppressed (Fuzz/lsan.supp) and only
# reported, for one render and for COUNT: the same few tens of kilobytes
# however many renders, varying a little with thread timing.
#
# (valgrind 3.19, Debian 12's, cannot read the Swift 6 runtime's debug info
# and gives up, so LeakSanitizer does the job.)
#
#   Scripts/leaks.sh [SPEC] [COUNT]        defaults: Fixtures/showcase/first-table.json 200
set -euo pipefail

cd "$(dirname "$0")/.."
spec=${1:-Fixtures/showcase/first-table.json}
count=${2:-200}
scratch=.build-leaks

swift build -c release --scratch-path "$scratch" --product RenderLoop -Xswiftc -sanitize=address

leaked() { # COUNT [LSAN_OPTIONS] → bytes leaked by a run rendering the spec COUNT times
    local log=$scratch/lsan-$1${2:+-suppressed}.log
    ASAN_OPTIONS=detect_leaks=1 LSAN_OPTIONS=${2:-} "$scratch/release/RenderLoop" "$spec" "$1" >"$log" 2>&1 || true
    grep -q "^rendered " "$log" || { cat "$log" >&2; echo "RenderLoop failed; see $log" >&2; exit 1; }
    local bytes
    bytes=$(sed -n 's/^SUMMARY: AddressSanitizer: \([0-9]*\) byte(s) leaked.*/\1/p' "$log")
    echo "${bytes:-0}"
}

suppressions="suppressions=$PWD/Fuzz/lsan.supp:print_suppressions=0"
ours=$(leaked "$count" "$suppressions")
fontconfig_once=$(leaked 1)
fontconfig_many=$(leaked "$count")
echo "$spec, $count renders in one process:"
echo "  leaked outside fontconfig: $ours bytes"
echo "  fontconfig's caches (suppressed): $fontconfig_once bytes after 1 render, $fontconfig_many after $count"
if [ "$ours" -ne 0 ]; then
    echo "leaks found: see $scratch/lsan-$count-suppressed.log" >&2
    exit 1
fi
echo "no leaks"
