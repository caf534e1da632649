#!/usr/bin/env bash
# Renders specs COUNT times each in one process built with AddressSanitizer's
# LeakSanitizer, as PNG, SVG, PDF, GIF and WebP (an animated spec also whole,
# in the first two rounds), with a few bad specs refused every round
# (their error paths must not leak either), and reports the bytes definitely
# lost (LeakSanitizer's direct leaks: blocks nothing points to any more) at
# exit. Any such leak of boxrender's fails the script.
#
# Two leaks of the libraries underneath are suppressed (Fuzz/lsan.supp) and
# only reported, for 1 round and for COUNT:
# - fontconfig's per-face pattern caches, filled by Pango once per process
#   (LeakSanitizer cannot follow fontconfig's references); the script fails if
#   they grow with the rounds;
# - cairo 1.16's SVG surface, about 470 bytes (and what they hold) for every
#   translucent group in an SVG document, lost inside cairo_surface_destroy.
#
# (valgrind 3.19, Debian 12's, cannot read the Swift 6 runtime's debug info
# and gives up, so LeakSanitizer does the job.)
#
#   Scripts/leaks.sh [COUNT] [SPEC...]     defaults: 200, every showcase spec
set -euo pipefail

cd "$(dirname "$0")/.."
count=${1:-200}
case $count in
    '' | *[!0-9]*) echo "usage: Scripts/leaks.sh [COUNT] [SPEC...]: COUNT is a number of rounds, not '$count'" >&2; exit 2 ;;
esac
shift || true
if [ $# -gt 0 ]; then specs=("$@"); else specs=(Fixtures/showcase/*.json); fi
# A corrupt picture, an unknown font, a decompression bomb, a syntax error, a template loop.
bad=(corrupt-image unknown-font limit-image-pixels syntax-trailing-comma template-recursion)
bad_arguments=()
for name in "${bad[@]}"; do bad_arguments+=(--bad "Fixtures/invalid/$name.json"); done
scratch=.build-leaks

swift build -c release --scratch-path "$scratch" --product RenderLoop -Xswiftc -sanitize=address

run() { # ROUNDS → the log of a run of ROUNDS rounds
    local log=$scratch/lsan-$1.log status=0
    # The slow unwinder sees through cairo's frames to the suppressed function.
    ASAN_OPTIONS=detect_leaks=1:fast_unwind_on_malloc=0:exitcode=23 \
        LSAN_OPTIONS="suppressions=$PWD/Fuzz/lsan.supp:print_suppressions=1" \
        "$scratch/release/RenderLoop" --count "$1" "${bad_arguments[@]}" "${specs[@]}" >"$log" 2>&1 || status=$?
    grep -q "^rendered " "$log" || { cat "$log" >&2; echo "RenderLoop failed; see $log" >&2; exit 1; }
    # LeakSanitizer exits 23 (exitcode) when it reports leaks, 0 when all are suppressed;
    # anything else (or no table of suppressions: fontconfig's always has
    # some) means it did not check, and "no leaks" would be a lie.
    if { [ "$status" -ne 0 ] && [ "$status" -ne 23 ]; } || ! grep -q "^Suppressions used:" "$log"; then
        cat "$log" >&2
        echo "LeakSanitizer did not finish its check (exit $status); see $log" >&2
        exit 1
    fi
    echo "$log"
}
sum() { awk '{ total += $1 } END { print total + 0 }'; }
direct() { sed -n 's/^Direct leak of \([0-9]*\) byte.*/\1/p' "$1" | sum; }
indirect() { sed -n 's/^Indirect leak of \([0-9]*\) byte.*/\1/p' "$1" | sum; }
suppressed() { awk -v pattern="$2" '$3 == pattern { print $2 }' "$1" | sum; }

start=$(date +%s)
many=$(run "$count")
seconds=$(($(date +%s) - start))
once=$(run 1)
lost=$(direct "$many")
fontconfig_once=$(suppressed "$once" libfontconfig.so)
fontconfig_many=$(suppressed "$many" libfontconfig.so)
echo "${#specs[@]} specs as PNG, SVG, PDF, GIF and WebP and ${#bad[@]} bad specs, $count rounds in one process (${seconds} s):"
echo "  definitely lost (direct leaks): $lost bytes; indirectly lost behind suppressed ones: $(indirect "$many") bytes"
echo "  fontconfig's caches (suppressed): $fontconfig_once bytes after 1 round, $fontconfig_many after $count"
echo "  cairo's SVG groups (suppressed): $(suppressed "$once" cairo_surface_destroy) bytes after 1 round, $(suppressed "$many" cairo_surface_destroy) after $count"
if [ "$lost" -ne 0 ]; then
    echo "leaks found: see $many" >&2
    exit 1
fi
# The caches belong to the faces used, not the renders: more rounds may only
# shift them by thread timing, never multiply them.
if [ "$fontconfig_many" -gt $((fontconfig_once * 2)) ]; then
    echo "fontconfig's share grows with the rounds: see $many" >&2
    exit 1
fi
echo "no leaks of boxrender's"
