#!/usr/bin/env bash
# Quick start, step 2: installs what is missing and runs the whole test suite.
set -euo pipefail
cd "$(dirname "$0")/.."
Scripts/install-dependencies.sh
swift build --build-tests
swift test --skip-build
