#!/usr/bin/env bash
# The resource probe (issue 12): boxrender's worst-case inputs, each run through
# a release build of the CLI with its wall time and peak memory, printed as a
# Markdown table, then the asset sandbox raced by a process swapping a picture
# for a link out. Exits 1 if any case ends outside its time or memory budget,
# with the wrong status, or if any render drew the file outside.
#   Scripts/resource-probe.sh [CASE...]
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --product boxrender >&2
python3 Benchmarks/resource_probe.py .build/release/boxrender "$@"
