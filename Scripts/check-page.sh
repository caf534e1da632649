#!/usr/bin/env bash
# Loads a check page (a `--check --report` folder's index.html, or the page
# a golden-test run leaves in its failure folder) in chromium-headless-shell
# from file://, with a probe that runs once everything has loaded:
# - every picture must decode (naturalWidth > 0) and nothing may be logged
#   to the console;
# - the page's counts, its changes, what the `fresh` filter leaves of them
#   and the first change `j` steps to must be those expected (issue 22).
# The probe's line is `N images, broken: none; counts: all=… stale=… …;
# changes: C; shown under fresh: F; j: ID`.
#
#   Scripts/check-page.sh FOLDER EXPECTED-LINE [SCREENSHOT.png [HASH]]
#
# SCREENSHOT: where to write a screenshot (1280 wide), of FOLDER/index.html#HASH when HASH is given.
set -euo pipefail

folder=$1
expected=$2
screenshot=${3:-}
hash=${4:-}
work=$(mktemp -d)
trap 'rm -rf "$work"; rm -f "$folder/probe.html"' EXIT

cp "$folder/index.html" "$folder/probe.html"
cat >>"$folder/probe.html" <<'HTML'
<script>
window.addEventListener('load', () => {
  const images = [...document.images];
  const broken = images.filter((image) => !(image.complete && image.naturalWidth > 0)).map((image) => image.getAttribute('src'));
  const counts = [...document.querySelectorAll('.counts a')].map((link) => link.dataset.status + '=' + link.querySelector('b').textContent).join(' ');
  const changes = document.querySelectorAll('section.change');
  const fresh = document.querySelector('.counts a[data-status="fresh"]');
  fresh.click();
  const shown = [...changes].filter((change) => change.offsetParent !== null).length;
  document.querySelector('.counts a[data-status="all"]').click();
  document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'j', bubbles: true }));
  const current = document.querySelector('.step.current');
  const step = current ? (current.id || current.tagName.toLowerCase()) : 'none';
  document.body.setAttribute('data-result', images.length + ' images, broken: ' + (broken.join(' ') || 'none')
    + '; counts: ' + counts + '; changes: ' + changes.length + '; shown under fresh: ' + shown + '; j: ' + step);
});
</script>
HTML
result=$(timeout 120 chromium-headless-shell --no-sandbox --disable-gpu --allow-file-access-from-files \
    --enable-logging=stderr --v=0 --dump-dom "file://$folder/probe.html" 2>"$work/console.txt" |
    grep -o 'data-result="[^"]*"' | sed 's/^data-result="//; s/"$//' || true)
if [ "$result" != "$expected" ]; then
    echo "$folder/index.html: the page is not as expected in Chromium" >&2
    echo "  expected: $expected" >&2
    echo "  found:    ${result:-no result}" >&2
    exit 1
fi
if grep -q ":CONSOLE" "$work/console.txt"; then
    echo "$folder/index.html: the page logged to the console:" >&2
    grep ":CONSOLE" "$work/console.txt" >&2
    exit 1
fi
if [ -n "$screenshot" ]; then
    timeout 120 chromium-headless-shell --no-sandbox --disable-gpu --allow-file-access-from-files \
        --window-size=1280,1400 --screenshot="$screenshot" "file://$folder/index.html${hash:+#$hash}" >/dev/null 2>&1
fi
echo "chromium-headless-shell: $folder/index.html: $result"
