#!/usr/bin/env bash
# Builds LayoutBenchmark in release and runs every case in its own process
# (so each peak-memory figure is its own), printing a Markdown table.
# Usage: Scripts/bench-layout.sh [REPETITIONS]   (default 5; the median is shown)
set -euo pipefail

cd "$(dirname "$0")/.."
repetitions="${1:-5}"
scratch=.build-bench

swift build -c release --scratch-path "$scratch" --product LayoutBenchmark >&2
binary="$scratch/release/LayoutBenchmark"

# field NAME LINE: the value of NAME=… in a key=value line.
field() {
    tr ' ' '\n' <<<"$2" | sed -n "s/^$1=//p"
}

declare -A median_ms
echo "| case | boxes | layout time (median of $repetitions) | peak memory beyond tree | per box |"
echo "|---|---:|---:|---:|---:|"
for mode in table grid; do
    for boxes in 10000 100000 1000000; do
        line="$("$binary" "$mode" "$boxes" "$repetitions")"
        ms="$(field median_ms "$line")"
        bytes="$(field peak_extra_bytes "$line")"
        per_box="$(field per_box_bytes "$line")"
        median_ms["$mode$boxes"]="$ms"
        printf '| %s | %d | %.2f ms | %.1f MB | %.1f B |\n' \
            "$mode" "$boxes" "$ms" "$(awk "BEGIN { print $bytes / 1000000 }")" "$per_box"
    done
done
echo
for mode in table grid; do
    ratio="$(awk "BEGIN { printf \"%.2f\", ${median_ms[${mode}1000000]} / ${median_ms[${mode}100000]} }")"
    echo "$mode: 1M time ÷ 100k time = $ratio (10 = linear)"
done
