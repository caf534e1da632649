#!/usr/bin/env bash
# Quick start, step 1: installs what is missing and renders an example spec to
# example.png (override with: Scripts/try.sh SPEC OUT.png).
set -euo pipefail
cd "$(dirname "$0")/.."
Scripts/install-dependencies.sh
spec=${1:-Fixtures/showcase/first-table.json}
out=${2:-example.png}
# The Swift runtime and Foundation linked in: a cold start takes ~21 ms instead
# of ~36 ms of dynamic linking (Benchmarks/README.md).
swift build -c release --static-swift-stdlib --product boxrender
.build/release/boxrender "$spec" -o "$out" --frames "${out%.png}.frames.json"
echo "Rendered $spec to $out (frames in ${out%.png}.frames.json)"
