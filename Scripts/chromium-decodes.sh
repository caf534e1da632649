#!/usr/bin/env bash
# Checks that headless Chromium decodes a picture boxrender wrote, at the
# size it should have, as a user's browser would show it: what
# Scripts/check-animation.sh (the APNG) and Scripts/check-gif-webp.sh (the
# GIF and the WebP) both ask. A page beside the picture draws it onto a
# canvas in its load event (which waits for the picture), synchronously, so
# the result is in the page before --dump-dom reads it: the natural size,
# and the alpha of one pixel, which needs the picture decoded.
# The page is written beside the picture: give a picture in a scratch folder.
# Usage: Scripts/chromium-decodes.sh PICTURE WIDTHxHEIGHT WHAT
#   e.g. Scripts/chromium-decodes.sh "$work/animation.png" 640x520 APNG
set -euo pipefail
picture=$1
size=$2
what=$3
page="$(dirname "$picture")/decodes-$(basename "$picture").html"
cat >"$page" <<HTML
<!doctype html><html><body><img id="picture" src="$(basename "$picture")"><script>
window.addEventListener('load', () => {
  const picture = document.getElementById('picture');
  const canvas = document.createElement('canvas');
  canvas.width = picture.naturalWidth;
  canvas.height = picture.naturalHeight;
  const context = canvas.getContext('2d');
  context.drawImage(picture, 0, 0);
  const alpha = picture.naturalWidth > 0 ? context.getImageData(10, 10, 1, 1).data[3] : 0;
  document.body.setAttribute('data-result',
    (alpha === 255 ? 'decoded ' : 'not decoded ') + picture.naturalWidth + 'x' + picture.naturalHeight);
});
</script></body></html>
HTML
result=$(timeout 120 chromium-headless-shell --no-sandbox --disable-gpu --allow-file-access-from-files \
    --dump-dom "file://$page" 2>/dev/null |
    grep -o 'data-result="[^"]*"' || true)
if [ "$result" != "data-result=\"decoded $size\"" ]; then
    echo "chromium-headless-shell did not decode the $what at $size: ${result:-no result}" >&2
    exit 1
fi
echo "chromium-headless-shell decoded the $what at $size"
