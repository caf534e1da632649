#!/usr/bin/env bash
# Builds ScrollBenchmark in release and prints a Markdown table for a scroll
# view of 1,000, 100,000 and 1,000,000 rows of 320×44 points scrolled to the
# middle of its content, drawn as a 320×568-point viewport at scale 2 (issue
# 13): time to build the tree, to prepare (layout, scroll offsets, frames,
# culling, scene, frames document) and to draw the PNG; draw commands, rows
# drawn, PNG bytes, the tree's memory and the peak RSS. Each N runs in its own
# process, so each peak is its own. Exits 1 when drawing grows with N (other
# commands, rows or PNG, or a drawing time beyond noise).
# Usage: Scripts/bench-scroll.sh [RUNS [N,N,…]]
#   RUNS: timed prepare and draw runs per process (default 5; the median is shown).
#   N,N,…: the row counts (default 1000,100000,1000000; the first is the reference).
# Set BENCH_SCRATCH to build elsewhere than .build-bench.
set -euo pipefail

cd "$(dirname "$0")/.."
runs="${1:-5}"
boxes="${2:-1000,100000,1000000}"
scratch="${BENCH_SCRATCH:-.build-bench}"

swift build -c release --scratch-path "$scratch" --product ScrollBenchmark >&2
"$scratch/release/ScrollBenchmark" --runs "$runs" --boxes "$boxes"
