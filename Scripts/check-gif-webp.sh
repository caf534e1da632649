#!/usr/bin/env bash
# Checks GIF and WebP output with readers other than boxrender's own (issue
# 22, item 6): the showcase animation (0.3 s at 30 fps, held 1.5 s, looping
# forever, more than 256 colours a frame) and a small one on a transparent
# canvas (few colours, played 3 times) are rendered as GIF, WebP and numbered
# frames, twice (the bytes must be the same), then
#   - Pillow (python3-pil) reads each file (Scripts/check_gif_webp.py): frame
#     count, each frame's duration against the timing worked out with exact
#     fractions, their sum (the duration plus the end hold), the loop count,
#     and every composed frame's pixels against frame-NNN.png (WebP exactly;
#     GIF exactly where a frame has at most 256 colours, the showcase's
#     within a few levels a channel);
#   - chromium-headless-shell loads the GIF and the WebP in a page and must
#     decode them at their natural size;
#   - the animation guide's ffmpeg lines (Docs/Guides/Animations.md) make an MP4 that keeps every duration, 54
#     frames at 30 fps, 1.8 s: from --frames-dir's frames.ffconcat (each
#     frame where its time puts it) and from the animated PNG.
# Installs its test-only Debian packages when missing. Usage: Scripts/check-gif-webp.sh
set -euo pipefail
cd "$(dirname "$0")/.."

Scripts/install-dependencies.sh python3-pil chromium-headless-shell ffmpeg

swift build --product boxrender >&2
boxrender="$(swift build --show-bin-path)/boxrender"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

spec=Fixtures/showcase/animation.json
cat > "$work/clear.json" <<'JSON'
{ "animation": { "from": { "size": [120, 0], "boxes": [
      { "id": "a", "size": [120, 40], "backgroundColor": "#FF3B30", "cornerRadius": 10 },
      { "id": "b", "size": [120, 40], "backgroundColor": "#34C759" } ] },
    "duration": 0.25, "fps": 40, "loop": 3, "holdEnd": 0.5 },
  "root": { "size": [120, 0], "boxes": [
      { "id": "b", "size": [120, 40], "backgroundColor": "#34C759" },
      { "id": "a", "size": [120, 40], "backgroundColor": "#FF3B30", "cornerRadius": 10 } ] } }
JSON

for format in gif webp; do
    "$boxrender" "$spec" -o "$work/showcase.$format" --frames-dir "$work/showcase-frames"
    "$boxrender" "$spec" -o "$work/again.$format"
    cmp "$work/showcase.$format" "$work/again.$format"
    "$boxrender" "$work/clear.json" -o "$work/clear.$format" --frames-dir "$work/clear-frames"
done
echo "the same spec gives the same GIF and WebP bytes"

python=/usr/bin/python3
"$python" Scripts/check_gif_webp.py "$work/showcase.gif" "$work/showcase-frames" \
    --fps 30 --duration 0.3 --hold 1.5 --plays 0 --max-difference 12
"$python" Scripts/check_gif_webp.py "$work/showcase.webp" "$work/showcase-frames" \
    --fps 30 --duration 0.3 --hold 1.5 --plays 0
"$python" Scripts/check_gif_webp.py "$work/clear.gif" "$work/clear-frames" \
    --fps 40 --duration 0.25 --hold 0.5 --plays 3
"$python" Scripts/check_gif_webp.py "$work/clear.webp" "$work/clear-frames" \
    --fps 40 --duration 0.25 --hold 0.5 --plays 3

# As Scripts/check-animation.sh does for the APNG.
for format in gif webp; do
    Scripts/chromium-decodes.sh "$work/showcase.$format" 640x520 "$format"
done

# The guide's line, as frames.ffconcat's comment gives it.
grep -qF '#   ffmpeg -safe 0 -i frames.ffconcat -vf "fps=30,format=yuv420p" animation.mp4' \
    "$work/showcase-frames/frames.ffconcat"
(cd "$work/showcase-frames" &&
    ffmpeg -nostdin -v error -safe 0 -i frames.ffconcat -vf "fps=30,format=yuv420p" "$work/animation.mp4")
probe=$(ffprobe -v error -count_frames -select_streams v -show_entries stream=nb_read_frames,duration \
    -of csv=p=0 "$work/animation.mp4")
if [ "$probe" != "1.800000,54" ]; then
    echo "the MP4 from frames.ffconcat is not 1.8 s of 54 frames: $probe (duration,frames)" >&2
    exit 1
fi
# Each frame where its time puts it: frame 9 (0.3 s) is the MP4's frames 9 to 53, frame 8 its frame 8 only.
ffmpeg -nostdin -v error -i "$work/animation.mp4" -vf "select='eq(n\,8)+eq(n\,9)+eq(n\,53)'" -fps_mode passthrough \
    "$work/mp4-%d.png"
"$python" - "$work" <<'PYTHON'
import sys
from PIL import Image, ImageChops, ImageStat
work = sys.argv[1]
def distance(a, b):
    difference = ImageChops.difference(Image.open(a).convert("RGB"), Image.open(b).convert("RGB"))
    return sum(ImageStat.Stat(difference).mean) / 3
for picture, frame in [("mp4-1.png", 8), ("mp4-2.png", 9), ("mp4-3.png", 9)]:
    distances = {k: distance(f"{work}/{picture}", f"{work}/showcase-frames/frame-{k:03d}.png") for k in (7, 8, 9)}
    nearest = min(distances, key=distances.get)
    if nearest != frame:
        sys.exit(f"{picture} looks like frame {nearest}, not {frame}: {distances}")
PYTHON
echo "ffmpeg made an MP4 of 54 frames, 1.8 s, from frames.ffconcat, each frame at its time"

# The guide's other line: from the animated PNG, whose delays ffmpeg reads exactly.
"$boxrender" "$spec" -o "$work/showcase.png"
ffmpeg -nostdin -v error -i "$work/showcase.png" -vf "fps=30,format=yuv420p" "$work/from-apng.mp4"
probe=$(ffprobe -v error -count_frames -select_streams v -show_entries stream=nb_read_frames,duration \
    -of csv=p=0 "$work/from-apng.mp4")
if [ "$probe" != "1.800000,54" ]; then
    echo "the MP4 from the animated PNG is not 1.8 s of 54 frames: $probe (duration,frames)" >&2
    exit 1
fi
echo "ffmpeg made an MP4 of 54 frames, 1.8 s, from the animated PNG"
