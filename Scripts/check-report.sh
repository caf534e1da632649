#!/usr/bin/env bash
# Checks the HTML report of `boxrender render --check --report` in a real
# browser (issue 14): three fixtures are rendered, changed, checked with a
# report, and chromium-headless-shell loads the report from file:// — every
# picture must decode (naturalWidth > 0) and nothing may be logged to the
# console (Scripts/check-page.sh, which also checks its counts, changes, a
# filter and the keys). Then two shards are checked with a report each and merged with
# `boxrender merge --report`, and the merged report must pass the same.
# Installs chromium-headless-shell (test-only) when missing.
# Then Fixtures/localisation is drawn in one run (each overflow printed once
# per picture it is in, named), a colour changed and its report checked.
# Usage: Scripts/check-report.sh [SCREENSHOT.png [MERGED-SCREENSHOT.png [LOCALISATION-SCREENSHOT.png]]]
set -euo pipefail
cd "$(dirname "$0")/.."

Scripts/install-dependencies.sh chromium-headless-shell

swift build --product boxrender >&2
boxrender="$(swift build --show-bin-path)/boxrender"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
mkdir "$work/specs"
cp Fixtures/render/alpha.json Fixtures/render/borders.json Fixtures/render/zindex.json "$work/specs/"
"$boxrender" render "$work/specs" --out-dir "$work/out" --quiet
sed -i 's/#FF3B30/#3366FF/g' "$work/specs/alpha.json"
status=0
"$boxrender" render "$work/specs" --out-dir "$work/out" --check --report "$work/report" || status=$?
if [ "$status" -ne 3 ]; then
    echo "--check should have found the changed spec stale (exit 3), not exit $status" >&2
    exit 1
fi

# Each page is loaded in chromium-headless-shell by Scripts/check-page.sh:
# every picture decodes, nothing is logged, and the counts, the changes, the
# `fresh` filter and the `j` key do what they should.
Scripts/check-page.sh "$work/report" \
    "7 images, broken: none; counts: all=3 stale=1 missing=0 failed=0 orphaned=0 fresh=2 warnings=0; changes: 1; shown under fresh: 0; j: c1" \
    "${1:-}"

# Two shards checked with a report each (a second spec changed, so that
# stale outputs are likely in both), merged into one report by
# `boxrender merge`: the same page, with both stale outputs' pictures.
sed -i 's/#34C759/#FF2D55/g' "$work/specs/zindex.json"
if cmp -s Fixtures/render/zindex.json "$work/specs/zindex.json"; then
    echo "zindex.json did not change: pick another edit" >&2
    exit 1
fi
for shard in 1 2; do
    status=0
    "$boxrender" render "$work/specs" --out-dir "$work/out" --check --report "$work/report-$shard" \
        --shard "$shard/2" >/dev/null 2>&1 || status=$?
    if [ "$status" -ne 0 ] && [ "$status" -ne 3 ]; then
        echo "--check --shard $shard/2 exited $status" >&2
        exit 1
    fi
done
"$boxrender" merge "$work/report-1" "$work/report-2" --report "$work/merged" >&2
stale=$(grep -c '"status" : "stale"' "$work/merged/report.json" || true)
if [ "$stale" -ne 2 ] || [ "$(grep -c '"status" : ' "$work/merged/report.json")" -ne 3 ]; then
    echo "the merged report should list 3 outputs, 2 of them stale:" >&2
    cat "$work/merged/report.json" >&2
    exit 1
fi
Scripts/check-page.sh "$work/merged" \
    "14 images, broken: none; counts: all=3 stale=2 missing=0 failed=0 orphaned=0 fresh=1 warnings=0; changes: 2; shown under fresh: 0; j: c1" \
    "${2:-}"

# Issue 22: Fixtures/localisation (three screens × en, de, ar, ja × light,
# dark) at scales 1 and 2, one colour of the dark theme changed: the 24 dark
# pictures are stale, one change of three specs, and the 8 German pictures
# that overflow carry their warnings, each line naming its picture.
mkdir "$work/l10n"
cp -r Fixtures/localisation "$work/l10n/specs"
"$boxrender" render "$work/l10n/specs" --out-dir "$work/l10n/out" --scale 1,2 --quiet 2>"$work/l10n/warnings.txt"
for spec in pricing settings; do
    for output in "$spec-light-de.png" "$spec-light-de@2x.png" "$spec-dark-de.png" "$spec-dark-de@2x.png"; do
        if [ "$(grep -F "$spec.yaml: root.boxes[0].middleLines[0].right: warning: the text is cut short with …" \
            "$work/l10n/warnings.txt" | grep -c -F "[$output]")" -ne 1 ]; then
            echo "the localisation run should warn once per German picture, naming it ($output):" >&2
            cat "$work/l10n/warnings.txt" >&2
            exit 1
        fi
    done
done
if [ "$(grep -c ': warning: ' "$work/l10n/warnings.txt")" -ne 8 ]; then
    echo "the localisation run should print 8 warnings:" >&2
    cat "$work/l10n/warnings.txt" >&2
    exit 1
fi
sed -i 's/row: "#1C1C1E"/row: "#2C2C2E"/' "$work/l10n/specs/shared/themes.yaml"
status=0
"$boxrender" render "$work/l10n/specs" --out-dir "$work/l10n/out" --scale 1,2 --check --report "$work/l10n/report" \
    >/dev/null 2>&1 || status=$?
if [ "$status" -ne 3 ]; then
    echo "--check should have found the dark pictures stale (exit 3), not exit $status" >&2
    exit 1
fi
Scripts/check-page.sh "$work/l10n/report" \
    "7 images, broken: none; counts: all=48 stale=24 missing=0 failed=0 orphaned=0 fresh=24 warnings=8; changes: 1; shown under fresh: 0; j: c1" \
    "${3:-}"
