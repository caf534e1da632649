#!/usr/bin/env bash
# Checks animated output with readers other than boxrender's own (issue 13):
# the showcase animation is rendered as an APNG and as numbered frames, twice
# (the APNG must be byte-identical), then
#   - Pillow (python3-pil) reads the APNG: frame count, each frame's delay,
#     the loop count, and every composed frame's pixels against frame-NNN.png;
#   - the showcase APNG the README shows is checked the same way against these frames;
#   - chromium-headless-shell loads the APNG in a page and must decode it at
#     its natural size;
#   - `render --check` keeps outputs that real optimisers rewrote fresh:
#     apngopt on the animation, optipng on the stills; a changed picture is
#     still stale.
# Installs its test-only Debian packages when missing. Usage: Scripts/check-animation.sh
set -euo pipefail
cd "$(dirname "$0")/.."

Scripts/install-dependencies.sh python3-pil chromium-headless-shell apngopt optipng

swift build --product boxrender >&2
boxrender="$(swift build --show-bin-path)/boxrender"
spec=Fixtures/showcase/animation.json
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

"$boxrender" "$spec" -o "$work/animation.png" --frames-dir "$work/frames"
"$boxrender" "$spec" -o "$work/again.png"
cmp "$work/animation.png" "$work/again.png"
echo "the same spec gives the same APNG bytes"

# 0.3 s at 30 fps: nine frames of 1/30 s, then the 1.5 s hold; loop 0 (forever).
third=$(awk 'BEGIN { printf "%.15g", 1000 / 30 }')
delays="$third,$third,$third,$third,$third,$third,$third,$third,$third,1500"
/usr/bin/python3 Scripts/check_apng.py "$work/animation.png" "$work/frames" --delays "$delays" --loop 0
/usr/bin/python3 Scripts/check_apng.py snapshots/showcase/animation-animated.png "$work/frames" --delays "$delays" --loop 0

Scripts/chromium-decodes.sh "$work/animation.png" 640x520 APNG

# The optimisers store the same pictures in other bytes (apngopt: other frame
# rectangles, blending and disposal, identical frames merged; optipng: other
# filters and compression), which --check must see through.
mkdir -p "$work/specs"
cp "$spec" Fixtures/showcase/toolbar.json Fixtures/showcase/orientation.json "$work/specs/"
"$boxrender" render "$work/specs" --out-dir "$work/out" --quiet
before=$(cksum "$work/out/animation.png")
# apngopt takes an argument starting with / for an option: relative paths.
(cd "$work/out" && apngopt animation.png optimised.png >/dev/null && mv optimised.png animation.png)
optipng -quiet -o2 "$work/out/toolbar.png" "$work/out/orientation.png"
if [ "$(cksum "$work/out/animation.png")" = "$before" ]; then
    echo "apngopt left the APNG's bytes as they were: nothing to check" >&2
    exit 1
fi
"$boxrender" render "$work/specs" --out-dir "$work/out" --check --quiet
echo "render --check: the APNG apngopt rewrote and the PNGs optipng rewrote are fresh"
# A picture that changed is not: the animation drawn from another start.
sed 's/"Animated layout"/"Animated layouts"/' "$spec" > "$work/specs/animation.json"
if "$boxrender" render "$work/specs" --out-dir "$work/out" --check --quiet 2> "$work/check.txt"; then
    echo "render --check passed an APNG whose pictures changed" >&2
    exit 1
fi
grep -q "stale $work/out/animation.png (from $work/specs/animation.json): its picture at 0 s differs: " "$work/check.txt"
echo "render --check: a changed animation is stale"
