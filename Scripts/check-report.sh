#!/usr/bin/env bash
# Checks the HTML report of `boxrender render --check --report` in a real
# browser (issue 14): three fixtures are rendered, changed, checked with a
# report, and chromium-headless-shell loads the report from file:// — every
# picture must decode (naturalWidth > 0) and nothing may be logged to the
# console. Then two shards are checked with a report each and merged with
# `boxrender merge --report`, and the merged report must pass the same.
# Installs chromium-headless-shell (test-only) when missing.
# Usage: Scripts/check-report.sh [SCREENSHOT.png [MERGED-SCREENSHOT.png]]
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

# Loads a report in chromium-headless-shell, as the browser sees it plus a
# probe that runs once everything has loaded: every picture must decode
# (naturalWidth > 0; $2 of them) and nothing may be logged to the console.
# $3, when given: where to write a screenshot of it.
check_in_browser() {
    local report="$1" images="$2" screenshot="${3:-}"
    cp "$report/index.html" "$report/probe.html"
    cat >>"$report/probe.html" <<'HTML'
<script>
window.addEventListener('load', () => {
  const images = [...document.images];
  const broken = images.filter((image) => !(image.complete && image.naturalWidth > 0)).map((image) => image.getAttribute('src'));
  document.body.setAttribute('data-result', images.length + ' images, broken: ' + (broken.join(' ') || 'none'));
});
</script>
HTML
    local result
    result=$(timeout 120 chromium-headless-shell --no-sandbox --disable-gpu --allow-file-access-from-files \
        --enable-logging=stderr --v=0 --dump-dom "file://$report/probe.html" 2>"$work/console.txt" |
        grep -o 'data-result="[^"]*"' || true)
    rm "$report/probe.html"
    if [ "$result" != "data-result=\"$images images, broken: none\"" ]; then
        echo "$report: the report's pictures did not all decode: ${result:-no result}" >&2
        exit 1
    fi
    if grep -q ":CONSOLE" "$work/console.txt"; then
        echo "$report: the report logged to the console:" >&2
        grep ":CONSOLE" "$work/console.txt" >&2
        exit 1
    fi
    if [ -n "$screenshot" ]; then
        timeout 120 chromium-headless-shell --no-sandbox --disable-gpu --allow-file-access-from-files \
            --window-size=1280,1400 --screenshot="$screenshot" "file://$report/index.html" >/dev/null 2>&1
    fi
}

check_in_browser "$work/report" 7 "${1:-}"
echo "chromium-headless-shell: the report's 7 pictures decoded, nothing logged to the console"

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
check_in_browser "$work/merged" 14 "${2:-}"
echo "chromium-headless-shell: the merged report's 14 pictures decoded, nothing logged to the console"
