#!/usr/bin/env bash
# Runs every benchmark under Benchmarks/ in a release build and prints
# Markdown tables: layout alone (10k, 100k, 1M boxes), the whole CLI on a
# 1,000-box spec, and, when chromium-headless-shell is installed, the race
# against headless Chromium on the same pictures; when the typst package is
# installed (pip install typst), the race against Typst and the floor on the
# same pages. Figures for this machine are kept in Benchmarks/README.md.
# Usage: Scripts/bench.sh [LAYOUT_REPETITIONS [CLI_RUNS [RACE_RUNS]]]
set -euo pipefail
cd "$(dirname "$0")/.."
Scripts/install-dependencies.sh
echo "## Layout alone"
Scripts/bench-layout.sh "${1:-5}"
echo
echo "## Whole CLI, cold start to PNG"
swift build -c release --static-swift-stdlib --scratch-path .build-bench --product boxrender >&2
python3 Benchmarks/render_cli.py .build-bench/release/boxrender "${2:-15}"
echo
echo "## boxrender against headless Chromium, cold start to PNG"
if command -v chromium-headless-shell >/dev/null; then
    python3 Benchmarks/chromium_race.py .build-bench/release/boxrender "${3:-5}"
else
    echo "Skipped: chromium-headless-shell is not on PATH. To run this race, install it and the fonts both" \
        "programs draw with: apt-get install chromium-headless-shell fonts-roboto-unhinted fonts-liberation2"
fi
echo
echo "## boxrender against Typst and the floor, cold start to PNG"
if python3 -c "import typst" 2>/dev/null; then
    python3 Benchmarks/typst_race.py .build-bench/release/boxrender "${3:-5}"
else
    echo "Skipped: the typst package is missing. To run this race: pip install typst (and numpy, pillow and isal" \
        "for the floor)"
fi
