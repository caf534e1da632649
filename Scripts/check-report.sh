#!/usr/bin/env bash
# Checks the HTML report of `boxrender render --check --report` in a real
# browser (issue 14): three fixtures are rendered, changed, checked with a
# report, and chromium-headless-shell loads the report from file:// — every
# picture must decode (naturalWidth > 0) and nothing may be logged to the
# console. Installs chromium-headless-shell (test-only) when missing.
# Usage: Scripts/check-report.sh [SCREENSHOT.png]
set -euo pipefail
cd "$(dirname "$0")/.."

if ! dpkg-query -W -f='${Status}' chromium-headless-shell 2>/dev/null | grep -q "install ok installed"; then
    sudo=()
    [ "$(id -u)" -eq 0 ] || sudo=(sudo)
    "${sudo[@]}" apt-get update -qq
    "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends chromium-headless-shell >&2
fi

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

# The report as the browser sees it, plus a probe that runs once everything has loaded.
cp "$work/report/index.html" "$work/report/probe.html"
cat >> "$work/report/probe.html" <<'HTML'
<script>
window.addEventListener('load', () => {
  const images = [...document.images];
  const broken = images.filter((image) => !(image.complete && image.naturalWidth > 0)).map((image) => image.getAttribute('src'));
  document.body.setAttribute('data-result', images.length + ' images, broken: ' + (broken.join(' ') || 'none'));
});
</script>
HTML
result=$(timeout 120 chromium-headless-shell --no-sandbox --disable-gpu --allow-file-access-from-files \
    --enable-logging=stderr --v=0 --dump-dom "file://$work/report/probe.html" 2>"$work/console.txt" |
    grep -o 'data-result="[^"]*"' || true)
if [ "$result" != 'data-result="7 images, broken: none"' ]; then
    echo "the report's pictures did not all decode: ${result:-no result}" >&2
    exit 1
fi
if grep -q ":CONSOLE" "$work/console.txt"; then
    echo "the report logged to the console:" >&2
    grep ":CONSOLE" "$work/console.txt" >&2
    exit 1
fi
if [ $# -gt 0 ]; then
    timeout 120 chromium-headless-shell --no-sandbox --disable-gpu --allow-file-access-from-files \
        --window-size=1280,1400 --screenshot="$1" "file://$work/report/index.html" >/dev/null 2>&1
fi
echo "chromium-headless-shell: the report's 7 pictures decoded, nothing logged to the console"
