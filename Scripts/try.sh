#!/usr/bin/env bash
# Quick start, step 1: installs what is missing and renders an example spec to
# example.png (override with: Scripts/try.sh SPEC OUT.png).
set -euo pipefail
cd "$(dirname "$0")/.."
Scripts/install-dependencies.sh
spec=${1:-Fixtures/showcase/first-table.json}
out=${2:-example.png}
# A debug build: 35 s here against 100 s for an optimised one, the same
# pixels, and what Scripts/test.sh builds next. For speed, build the release
# CLI (Docs/Contributing.md, "Performance").
swift build --product boxrender
.build/debug/boxrender "$spec" -o "$out" --frames "${out%.png}.frames.json"
echo "Rendered $spec to $out (frames in ${out%.png}.frames.json)"
