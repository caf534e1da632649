#!/usr/bin/env bash
# Draws the strings of Fixtures/languages (nine languages) twice — with
# boxrender, each row a label with the variant's `lang` and direction, and
# with headless Chromium, each row a `<span lang=… dir=…>` in the same font
# files (@font-face with file:// URLs, in the order of boxrender's fallback
# chain) — and puts the two side by side, row by row, in one PNG to look at:
# forms of Han characters, shaping, right-to-left order and line-breaking
# should match; exact positions may not. Not run in CI (it needs
# chromium-headless-shell, installed when missing).
#
# Usage: Scripts/compare-languages-chromium.sh [OUT.png]   (default .build/compare-languages.png)
set -euo pipefail

cd "$(dirname "$0")/.."
output=${1:-.build/compare-languages.png}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

Scripts/install-dependencies.sh chromium-headless-shell python3-yaml

swift build --product boxrender >&2

# The rows: per language, its name and three strings (a title in bold, a
# row's label, the intro sentence), as a spec and as a page.
/usr/bin/python3 - Fixtures/languages/shared/languages.yaml "$work/rows.json" "$work/page.html" <<'PY'
import html, json, sys
import yaml
strings = yaml.safe_load(open(sys.argv[1]))
base = strings["params"]
rows = []
for variant in strings["variants"]:
    values = dict(base, **{k: v for k, v in variant.items() if k != "$name"})
    rows.append((variant["$name"], values["lang"], values["direction"],
                 f"**{values['settings']}** {values['updates']} · {values['intro']}"))
spec = {
    "canvas": {"width": 720, "background": "#FFFFFF", "scale": 2},
    "root": {"size": [720, 0], "padding": {"top": 8}, "boxes": [
        {"type": "line", "size": [720, 36], "leftWidth": 64, "textShadowColor": "clear", "textColor": "#6D7179",
         "left": {"text": name, "font": "HelveticaNeue 12", "lang": "en", "direction": "ltr"},
         "middle": {"text": text + "|mush", "font": "HelveticaNeue-Light 18", "lang": lang, "direction": direction}}
        for name, lang, direction, text in rows]},
}
json.dump(spec, open(sys.argv[2], "w"), ensure_ascii=False)
roboto = "/usr/share/fonts/truetype/roboto/unhinted/RobotoTTF/"
noto = "/usr/share/fonts/truetype/noto/"
cjk = "/usr/share/fonts/opentype/noto/"
faces = [("Roboto", roboto + "Roboto-Regular.ttf", 400), ("Roboto", roboto + "Roboto-Light.ttf", 300),
         ("Roboto", roboto + "Roboto-Bold.ttf", 700)]
for family, files in [("Noto Sans Arabic", ["NotoSansArabic-Regular.ttf", "NotoSansArabic-Bold.ttf"]),
                      ("Noto Sans Hebrew", ["NotoSansHebrew-Regular.ttf", "NotoSansHebrew-Bold.ttf"]),
                      ("Noto Sans Devanagari", ["NotoSansDevanagari-Regular.ttf", "NotoSansDevanagari-Bold.ttf"]),
                      ("Noto Sans Thai", ["NotoSansThai-Regular.ttf", "NotoSansThai-Bold.ttf"])]:
    for file in files:
        faces.append((family, noto + file, 700 if "Bold" in file else 400))
faces += [("Noto Sans CJK", cjk + "NotoSansCJK-Regular.ttc", 400), ("Noto Sans CJK", cjk + "NotoSansCJK-Bold.ttc", 700)]
css = "".join(f"@font-face {{ font-family: 'cmp {f}'; src: url('file://{p}'); font-weight: {w}; }}\n" for f, p, w in faces)
stack = ", ".join(f"'cmp {f}'" for f in ["Roboto", "Noto Sans Arabic", "Noto Sans Hebrew", "Noto Sans Devanagari",
                                          "Noto Sans Thai", "Noto Sans CJK"])
body = []
for name, lang, direction, text in rows:
    title, _, rest = text[2:].partition("** ")
    body.append(f"<div class=row><span class=label>{html.escape(name)}</span><span class=text lang={lang} "
                f"dir={direction}><b>{html.escape(title)}</b> {html.escape(rest)}</span></div>")
open(sys.argv[3], "w").write(f"""<!doctype html><meta charset=utf-8><style>
{css}
html, body {{ margin: 0; background: #fff; }}
body {{ padding: 8px 0; width: 720px; font-family: {stack}; color: #6D7179; }}
.row {{ height: 36px; display: flex; align-items: center; white-space: nowrap; overflow: hidden; }}
.label {{ width: 64px; flex: none; font-size: 12px; font-weight: 400; }}
.text {{ font-size: 18px; font-weight: 300; flex: 1; text-align: center; }}
b {{ font-weight: 700; }}
</style>{''.join(body)}""")
PY
.build/debug/boxrender "$work/rows.json" -o "$work/boxrender.png"

Scripts/chromium-page-shot.sh "$work/page.html" 720 "$work/boxrender.png" "$work/chromium.png"

# One above the other, so that each language's two rows are easy to compare.
mkdir -p "$(dirname "$output")"
/usr/bin/python3 - "$work/boxrender.png" "$work/chromium.png" "$output" <<'PY'
import sys
from PIL import Image, ImageDraw
ours, theirs = (Image.open(p).convert("RGB") for p in sys.argv[1:3])
rows = (ours.height - 16) // 72
out = Image.new("RGB", (max(ours.width, theirs.width), rows * 150 + 8), "white")
draw = ImageDraw.Draw(out)
for row in range(rows):
    top = 16 + row * 72
    out.paste(ours.crop((0, top, ours.width, top + 72)), (0, row * 150))
    out.paste(theirs.crop((0, top, theirs.width, top + 72)), (0, row * 150 + 74))
    draw.text((ours.width - 150, row * 150 + 2), "boxrender", fill="#FF3B30")
    draw.text((ours.width - 150, row * 150 + 76), "Chromium", fill="#007AFF")
    draw.line([(0, row * 150 + 148), (out.width, row * 150 + 148)], fill="#C0C0C8", width=2)
out.save(sys.argv[3])
PY
echo "$output"
