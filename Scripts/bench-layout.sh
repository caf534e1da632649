#!/usr/bin/env bash
# Builds LayoutBenchmark in release and prints a Markdown table of layout
# times and peak memory for table and grid trees of 10k, 100k and 1M boxes.
# Usage: Scripts/bench-layout.sh [REPETITIONS [PROCESSES]]
#   REPETITIONS: the fewest timed runs per process (default 5). A process
#   times one untimed warm-up and then as many runs as fit in about 0.5 s (at
#   most 200), so a 100,000-box case is the median of about two hundred runs.
#   PROCESSES: each case runs in this many fresh processes (default 3) and the
#   table shows the middle one. Where a million-box tree lands in physical
#   memory changes its time by several percent from one process to the next;
#   more runs in the same process cannot even that out.
# Set BENCH_SCRATCH to build elsewhere than .build-bench.
set -euo pipefail

cd "$(dirname "$0")/.."
repetitions="${1:-5}"
processes="${2:-3}"
scratch="${BENCH_SCRATCH:-.build-bench}"

swift build -c release --scratch-path "$scratch" --product LayoutBenchmark >&2
binary="$scratch/release/LayoutBenchmark"

# field NAME LINE: the value of NAME=… in a key=value line.
field() {
    tr ' ' '\n' <<<"$2" | sed -n "s/^$1=//p"
}

# middle_run ARGS…: the output line of the process with the middle median of
# $processes processes, each a fresh `LayoutBenchmark ARGS…`.
middle_run() {
    for _ in $(seq "$processes"); do
        line="$("$binary" "$@")"
        echo "$(field median_ms "$line") $line"
    done | sort -g | sed -n "$(((processes + 1) / 2))p" | cut -d' ' -f2-
}

ratio() {
    awk "BEGIN { printf \"%.2f\", $1 / $2 }"
}

declare -A warm_ms cold_ms
echo "| case | boxes | runs | median | median, caches flushed | first run | peak memory beyond tree | per box |"
echo "|---|---:|---:|---:|---:|---:|---:|---:|"
for mode in table grid; do
    for boxes in 10000 100000 1000000; do
        warm="$(middle_run "$mode" "$boxes" "$repetitions")"
        cold="$(middle_run "$mode" "$boxes" "$repetitions" --cold)"
        warm_ms["$mode$boxes"]="$(field median_ms "$warm")"
        cold_ms["$mode$boxes"]="$(field median_ms "$cold")"
        bytes="$(field peak_extra_bytes "$warm")"
        printf '| %s | %d | %d | %.2f ms | %.2f ms | %.2f ms | %.1f MB | %.1f B |\n' \
            "$mode" "$boxes" "$(field runs "$warm")" "${warm_ms[$mode$boxes]}" "${cold_ms[$mode$boxes]}" \
            "$(field first_ms "$warm")" "$(awk "BEGIN { print $bytes / 1000000 }")" \
            "$(field per_box_bytes "$warm")"
    done
done
echo
echo "Each row: the middle of $processes processes. Runs: timed runs in that process."
echo "First run: its warm-up, which also pays the page faults of fresh result arrays."
echo "Caches flushed: 128 MB read before each run, so no tree starts in the cache."
echo
for mode in table grid; do
    echo "$mode: 1M time ÷ 100k time = $(ratio "${warm_ms[${mode}1000000]}" "${warm_ms[${mode}100000]}")" \
        "(caches flushed: $(ratio "${cold_ms[${mode}1000000]}" "${cold_ms[${mode}100000]}"); 10 = linear)"
done
