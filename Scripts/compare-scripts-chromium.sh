#!/usr/bin/env bash
# Renders the rows of Fixtures/render/scripts.json twice — with boxrender, and
# with headless Chromium using the very same font files (@font-face with
# file:// URLs, in the order of boxrender's fallback chain) — and puts the two
# side by side, row by row, in one PNG to look at: glyph shapes, shaping and
# right-to-left order should match; line metrics and exact positions may not.
# Not run in CI (it needs chromium-headless-shell, installed when missing).
#
# Usage: Scripts/compare-scripts-chromium.sh [OUT.png]   (default .build/compare-scripts.png)
set -euo pipefail

cd "$(dirname "$0")/.."
output=${1:-.build/compare-scripts.png}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

Scripts/install-dependencies.sh chromium-headless-shell

spec=Fixtures/render/scripts.json
swift build --product boxrender >&2
.build/debug/boxrender "$spec" -o "$work/boxrender.png" --frames "$work/frames.json"

# The page: one 36-point row per line of the spec, the label in Roboto Regular
# 12, the text in Roboto Light 18 (HelveticaNeue-Light), bold rows in Roboto
# Bold; every other character from the fallbacks, in boxrender's order. Each
# text is `dir=auto`: its direction from its first strong letter, as a label's.
/usr/bin/python3 - "$spec" "$work/page.html" <<'PY'
import html, json, re, sys
spec = json.load(open(sys.argv[1]))
roboto = "/usr/share/fonts/truetype/roboto/unhinted/RobotoTTF/"
noto = "/usr/share/fonts/truetype/noto/"
faces = [("Roboto", roboto + "Roboto-Regular.ttf", 400), ("Roboto", roboto + "Roboto-Light.ttf", 300),
         ("Roboto", roboto + "Roboto-Bold.ttf", 700)]
chain = [
    ("Noto Sans Symbols", ["NotoSansSymbols-Regular.ttf", "NotoSansSymbols-Bold.ttf"]),
    ("Noto Sans Symbols2", ["NotoSansSymbols2-Regular.ttf"]),
    ("Noto Color Emoji", ["NotoColorEmoji.ttf"]),
    ("Noto Sans Arabic", ["NotoSansArabic-Regular.ttf", "NotoSansArabic-Bold.ttf"]),
    ("Noto Sans Hebrew", ["NotoSansHebrew-Regular.ttf", "NotoSansHebrew-Bold.ttf"]),
    ("Noto Sans Devanagari", ["NotoSansDevanagari-Regular.ttf", "NotoSansDevanagari-Bold.ttf"]),
    ("Noto Sans Thai", ["NotoSansThai-Regular.ttf", "NotoSansThai-Bold.ttf"]),
]
for family, files in chain:
    for file in files:
        faces.append((family, noto + file, 700 if "Bold" in file else 400))
faces.append(("Noto Sans CJK SC", "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc", 400))
faces.append(("Noto Sans CJK SC", "/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc", 700))
css = "".join(
    f"@font-face {{ font-family: 'cmp {f}'; src: url('file://{path}'); font-weight: {w}; }}\n" for f, path, w in faces)
stack = ", ".join(f"'cmp {f}'" for f in ["Roboto"] + [c[0] for c in chain] + ["Noto Sans CJK SC"])
rows = []
for line in spec["root"]["boxes"]:
    text = line["middle"]
    bold = text.endswith("|mush") and text.startswith("**")
    text = re.sub(r"^\*\*(.*)\*\*\|mush$", r"\1", text)
    rows.append(f"<div class=row><span class=label>{html.escape(line['left'])}</span>"
                f"<span class=text dir=auto style='font-weight:{700 if bold else 300}'>{html.escape(text)}</span></div>")
# Chromium takes a collection's first face (Noto Sans CJK JP); the page's
# language makes its Han characters the Simplified Chinese forms boxrender
# draws for a label without `lang`.
open(sys.argv[2], "w").write(f"""<!doctype html><html lang=zh-Hans><meta charset=utf-8><style>
{css}
html, body {{ margin: 0; background: #fff; }}
body {{ padding: 8px 0; width: 360px; font-family: {stack}; color: #6D7179; }}
.row {{ height: 36px; display: flex; align-items: center; margin-left: 8px; white-space: nowrap; overflow: hidden; }}
.label {{ width: 80px; flex: none; font-size: 12px; font-weight: 400; }}
.text {{ font-size: 18px; }}
</style>{''.join(rows)}""")
PY

Scripts/chromium-page-shot.sh "$work/page.html" 360 "$work/boxrender.png" "$work/chromium.png"

# Side by side, each 72-pixel row of boxrender next to Chromium's.
mkdir -p "$(dirname "$output")"
/usr/bin/python3 - "$work/boxrender.png" "$work/chromium.png" "$output" <<'PY'
import sys
from PIL import Image, ImageDraw
ours, theirs = (Image.open(p).convert("RGB") for p in sys.argv[1:3])
width = ours.width + theirs.width + 12
out = Image.new("RGB", (width, max(ours.height, theirs.height) + 28), "white")
draw = ImageDraw.Draw(out)
draw.text((8, 6), "boxrender", fill="black")
draw.text((ours.width + 20, 6), "Chromium, same font files", fill="black")
out.paste(ours, (0, 28))
out.paste(theirs, (ours.width + 12, 28))
draw.line([(ours.width + 5, 0), (ours.width + 5, out.height)], fill="#FF3B30", width=2)
for y in range(28 + 16, out.height, 72):
    draw.line([(0, y), (width, y)], fill="#E0E0E6")
out.save(sys.argv[3])
PY
echo "$output"
