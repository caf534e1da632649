#!/usr/bin/env bash
# Runs every benchmark under Benchmarks/ in a release build and prints
# Markdown tables: layout alone (10k, 100k, 1M boxes) and the whole CLI on a
# 1,000-box spec. Figures for this machine are kept in Benchmarks/README.md.
set -euo pipefail
cd "$(dirname "$0")/.."
Scripts/install-dependencies.sh
echo "## Layout alone"
Scripts/bench-layout.sh "${1:-5}"
echo
echo "## Whole CLI, cold start to PNG"
swift build -c release --scratch-path .build-bench --product boxrender >&2
python3 Benchmarks/render_cli.py .build-bench/release/boxrender "${2:-15}"
