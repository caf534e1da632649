#!/usr/bin/env bash
# Runs the documentation (Scripts/check_docs.py), so that what README.md and
# Docs/**/*.md show is what boxrender does: every sh block marked
# <!-- run --> runs in a scratch folder with copies of Fixtures/ and
# snapshots/ (its exit status, and the pictures it draws against the
# committed ones, byte for byte), every spec saved by
# <!-- file: NAME --> renders, every <!-- same-as: PATH --> block is found in
# the test or fixture it was copied from, every sh, json, yaml or swift block
# carries one of those markers (or <!-- not run: REASON -->, listed at the
# end, or <!-- workflow -->, which Scripts/check-workflows.sh lints), and
# every relative link, picture and #anchor resolves. The two reference
# copies, Docs/Reference/MGBox.md and PeerLayouts.md, are left out.
#
# The self-test runs first: a fake repository that must pass, then broken in
# each way the check looks for (a failing command, a wrong exit status, a
# picture that differs, a spec that does not decode, a snippet not in its
# file, an unmarked block, a broken link, anchor or picture…), each of which
# must fail at the right file and line: the check is seen to fail on a broken
# example every time it runs: 5–8 s on this 2-core machine; the pages take
# 10–15 s more.
#
# Uses the boxrender binary BOXRENDER names, else .build/debug/boxrender (it
# does not build one), python3's standard library, and ffmpeg (the MP4 the
# animation guide makes), installed here when missing, as the other check
# scripts install what they need.
# Usage: Scripts/check-docs.sh [PAGE.md...]   (default: every page)
set -euo pipefail
# BOXRENDER as the caller wrote it, from the caller's folder.
boxrender="${BOXRENDER:-}"
if [ -n "$boxrender" ] && [[ "$boxrender" != /* ]]; then
    boxrender="$PWD/$boxrender"
fi
cd "$(dirname "$0")/.."

boxrender="${boxrender:-$PWD/.build/debug/boxrender}"
if [ ! -f "$boxrender" ] || [ ! -x "$boxrender" ]; then
    echo "check-docs: no boxrender binary at $boxrender: run \`swift build --product boxrender\`," \
        "or set BOXRENDER to one" >&2
    exit 1
fi
export BOXRENDER="$boxrender"
Scripts/install-dependencies.sh ffmpeg

python=/usr/bin/python3
[ -x "$python" ] || python="$(command -v python3)"

"$python" Scripts/check_docs.py --self-test
"$python" Scripts/check_docs.py "$@"
echo "check-docs: passed"
