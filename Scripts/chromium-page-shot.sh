#!/usr/bin/env bash
# Screenshots an HTML page with headless Chromium at 2 pixels a point, WIDTH
# points wide and as tall as a boxrender picture drawn at scale 2 (LIKE.png),
# so that the compare scripts put two pictures of one size side by side.
# Usage: Scripts/chromium-page-shot.sh PAGE.html WIDTH LIKE.png OUT.png
set -euo pipefail
page=$1 width=$2 like=$3 out=$4
height=$(/usr/bin/python3 -c "from PIL import Image; print(Image.open('$like').height // 2)")
chromium-headless-shell --no-sandbox --disable-gpu --hide-scrollbars --allow-file-access-from-files \
    --force-device-scale-factor=2 --window-size="$width,$height" --virtual-time-budget=10000 \
    --screenshot="$out" "file://$page" >/dev/null 2>&1
