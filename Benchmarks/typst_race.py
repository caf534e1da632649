#!/usr/bin/env python3
"""boxrender against Typst and against the floor, on chromium_race.py's pages.

Typst (Rust layout and typesetting, rasterised with tiny-skia) is the second
anchor beside Chromium: a modern engine drawing the same boxes, colours,
separators and text in the same Roboto and Liberation files. Each page's
Typst document is made from the page's spec and the frames boxrender lays it
out in (`--frames`), so the two draw the same geometry: every box, line and
label placed where boxrender puts it, a styled line's text over its white
shadow 1 point lower, Mush runs as Typst's bold, italic, underline, monospace
and colour. Typst has no blur: a shadow is stood in for by one translucent
ring, a point wide, around the table.

The floor is what no renderer can avoid: filling the canvas once (memset of
width × height × 4 bytes) plus compressing boxrender's own final pixels, as
unfiltered RGB rows, with the quickest encoder at hand (ISA-L's igzip level 1
through the `isal` package, else zlib level 1) on one thread.

Timing: whole cold processes, alternately (boxrender, Typst, an empty Python),
after a warm-up round; medians. Typst runs as `python3 -c` importing the
`typst` package (pip install typst) and compiling to PNG at 72 × scale ppi;
its time is that process's median less the empty Python's. Typst is given
the two font folders and ignores the system's fonts (scanning them all would
cost it some 20 ms a run).

Usage: typst_race.py BOXRENDER [RUNS] [--pages a,b] [--keep DIR]
"""

import argparse
import json
import os
import re
import statistics
import subprocess
import sys
import tempfile
import time
import zlib

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import chromium_race  # noqa: E402  (the pages, and how a program is run and timed)

FONT_FOLDERS = ["/usr/share/fonts/truetype/roboto/unhinted/RobotoTTF", "/usr/share/fonts/truetype/liberation2"]
LINE_BACKGROUND = "rgb(240, 240, 242)"  # #F0F0F2, MGLineStyled's and MGTableBoxStyled's
ETCHED_TOP = "rgb(255, 255, 255, 128)"
ETCHED_BOTTOM = "rgb(199, 199, 201, 128)"  # the background less 0.16, at half opacity
SHADOW_RING = "rgb(31, 31, 31, 85)"  # the styled table's shadow colour at a third

TYPST_PROGRAM = (
    "import sys, typst; typst.compile(sys.argv[1], output=sys.argv[2], format='png', ppi=float(sys.argv[3]), "
    "font_paths=sys.argv[4:], ignore_system_fonts=True)")


def typst_string(text):
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def color(value):
    digits = value.lstrip("#")
    return "rgb(" + ", ".join(str(int(digits[i:i + 2], 16)) for i in range(0, len(digits), 2)) + ")"


def mush_runs(text):
    """Mush markup (`**bold**`, `//italic//`, `__underline__`, `` `mono` ``,
    `{#RRGGBB|coloured}`) as (text, bold, italic, underline, mono, colour) runs."""
    runs, flags, colour = [], {"**": False, "//": False, "__": False, "`": False}, None
    for token in re.split(r"(\*\*|//|__|`|\{#[0-9A-Fa-f]{6}\||\})", text.removesuffix("|mush")):
        if token in flags:
            flags[token] = not flags[token]
        elif token.startswith("{#"):
            colour = token[1:-1]
        elif token == "}" and colour:
            colour = None
        elif token:
            runs.append((token, flags["**"], flags["//"], flags["__"], flags["`"], colour))
    return runs


def label_content(text, shadow):
    """A label's runs as Typst content; for its shadow, in white throughout."""
    parts = []
    for run, bold, italic, underline, mono, colour in mush_runs(text):
        arguments = []
        if mono:
            arguments += ['font: "Liberation Mono"', "weight: 400"]
        elif bold:
            arguments.append("weight: 700")
        if italic:
            arguments.append('style: "italic"')
        if colour and not shadow:
            arguments.append(f"fill: {color(colour)}")
        part = f"text({', '.join(arguments + [typst_string(run)])})"
        parts.append(f"underline({part})" if underline else part)
    return " + ".join(parts) or '""'


def spec_nodes(spec):
    """Each spec node by the path boxrender's frames name it by."""
    nodes = {}

    def walk(node, path):
        nodes[path] = node
        for key in ("boxes", "topLines", "middleLines", "bottomLines"):
            for index, child in enumerate(node.get(key, [])):
                walk(child, f"{path}.{key}[{index}]")

    walk(spec["root"], "root")
    return nodes


def typst_source(page, frames):
    """The page as a Typst document: every frame boxrender laid out, placed."""
    nodes = spec_nodes(page.spec)
    canvas = page.spec["canvas"]
    out = [f"#set page(width: {page.width}pt, height: {page.height}pt, margin: 0pt, fill: {color(canvas['background'])})",
           '#set text(font: "Roboto", weight: 300, size: 16pt, top-edge: 0.9375em, bottom-edge: -0.25em)',
           "#set par(leading: 0pt, spacing: 0pt, justify: false)"]

    def place(frame, body, dx=0, dy=0):
        out.append(f"#place(top + left, dx: {frame['x'] + dx}pt, dy: {frame['y'] + dy}pt, {body})")

    lines_of = {}
    for frame in frames["boxes"]:
        path, kind = frame["path"], frame["type"]
        if kind == "styledTable":
            lines = [k for k in ("topLines", "middleLines", "bottomLines") for _ in nodes[path].get(k, [])]
            lines_of[path] = len(lines)
            place(frame, f"rect(width: {frame['width'] + 1}pt, height: {frame['height'] + 1}pt, radius: 4.5pt, "
                  f"fill: {SHADOW_RING})", dx=-0.5)
            place(frame, f"rect(width: {frame['width']}pt, height: {frame['height']}pt, radius: 4pt, "
                  f"fill: {LINE_BACKGROUND})")
        elif kind == "styledLine":
            table, index = path.rsplit(".", 1)
            position = int(index.split("[")[1].rstrip("]"))
            if position > 0:
                place(frame, f"rect(width: {frame['width']}pt, height: 1pt, fill: {ETCHED_TOP})")
            if position < lines_of.get(table, 0) - 1:
                place(frame, f"rect(width: {frame['width']}pt, height: 1pt, fill: {ETCHED_BOTTOM})",
                      dy=frame["height"] - 1)
        elif kind == "label":
            line, side = path.rsplit(".", 1)
            text = nodes[line][side]
            width = f"{frame['width'] + 1}pt"
            place(frame, f"block(width: {width}, text(fill: white, {label_content(text, True)}))", dy=1)
            place(frame, f"block(width: {width}, {label_content(text, False)})")
        elif kind == "box" and path != "root":
            node = nodes[path]
            colours = node.get("borderColors", {})
            place(frame, f"rect(width: {frame['width']}pt, height: {frame['height']}pt, "
                  f"radius: {node.get('cornerRadius', 0)}pt, fill: {color(node['backgroundColor'])})")
            if "top" in colours:
                place(frame, f"rect(width: {frame['width']}pt, height: 1pt, fill: {color(colours['top'])})")
            if "bottom" in colours:
                place(frame, f"rect(width: {frame['width']}pt, height: 1pt, fill: {color(colours['bottom'])})",
                      dy=frame["height"] - 1)
    return "\n".join(out) + "\n"


def timed(argv, out):
    """One cold process to its written file: wall seconds, or an error."""
    if out and os.path.exists(out):
        os.remove(out)
    start = time.perf_counter()
    result = subprocess.run(argv, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    wall = time.perf_counter() - start
    if result.returncode != 0 or (out and not os.path.exists(out)):
        raise RuntimeError(f"{argv[0]} failed: {result.stderr.strip()[:300]}")
    return wall


def floor_ms(png_path):
    """memset of the canvas plus the quickest encoder of boxrender's pixels (best of 3)."""
    try:
        import numpy
        from PIL import Image
    except ImportError:
        return None, "numpy and Pillow missing (pip install numpy pillow)"
    try:
        from isal import isal_zlib as quickest
        encoder = "ISA-L igzip 1"
    except ImportError:
        quickest, encoder = zlib, "zlib 1"
    image = Image.open(png_path).convert("RGB")
    rows = numpy.asarray(image).reshape(image.height, -1)
    raw = numpy.concatenate([numpy.zeros((image.height, 1), numpy.uint8), rows], axis=1).tobytes()
    canvas = numpy.empty(image.width * image.height * 4, numpy.uint8)
    best = None
    for _ in range(3):
        start = time.perf_counter()
        canvas.fill(0)
        quickest.compress(raw, 1)
        elapsed = (time.perf_counter() - start) * 1000
        best = elapsed if best is None else min(best, elapsed)
    return best, encoder


def race(page, binary, runs, folder):
    _, spec_path = chromium_race.write_page(page, folder)
    frames_path = os.path.join(folder, f"{page.name}.frames.json")
    boxrender_png = os.path.join(folder, f"boxrender-{page.name}.png")
    timed([binary, spec_path, "-o", boxrender_png, "--frames", frames_path], boxrender_png)
    with open(frames_path) as file:
        frames = json.load(file)
    typ = os.path.join(folder, f"{page.name}.typ")
    with open(typ, "w") as file:
        file.write(typst_source(page, frames))
    typst_png = os.path.join(folder, f"typst-{page.name}.png")
    programs = {
        "boxrender": ([binary, spec_path, "-o", boxrender_png], boxrender_png),
        "typst": ([sys.executable, "-c", TYPST_PROGRAM, typ, typst_png, str(72 * page.scale)] + FONT_FOLDERS,
                  typst_png),
        "python": ([sys.executable, "-c", "import sys"], None),
    }
    times = {name: [] for name in programs}
    for round_index in range(runs + 1):
        for name, (argv, out) in programs.items():
            wall = timed(argv, out)
            if round_index > 0:
                times[name].append(wall)
    medians = {name: statistics.median(values) for name, values in times.items()}
    typst = max(0.0, medians["typst"] - medians["python"])
    floor, encoder = floor_ms(boxrender_png)
    return {"boxrender": medians["boxrender"], "typst": typst, "floor": floor, "encoder": encoder,
            "sizes": (os.path.getsize(boxrender_png), os.path.getsize(typst_png))}


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("boxrender")
    parser.add_argument("runs", nargs="?", type=int, default=5)
    parser.add_argument("--pages", default=",".join(chromium_race.PAGES))
    parser.add_argument("--keep", help="keep pages, .typ files and pictures in this folder")
    arguments = parser.parse_args()
    try:
        import typst  # noqa: F401
    except ImportError:
        sys.exit("typst_race.py: the typst package is missing: pip install typst")
    folder = arguments.keep or tempfile.mkdtemp(prefix="typst-race-")
    os.makedirs(folder, exist_ok=True)
    print("| page | pixels | boxrender s | Typst s | boxrender ÷ Typst | floor ms | boxrender ÷ floor | PNG KB boxrender | Typst |")
    print("|---|---|---:|---:|---:|---:|---:|---:|---:|")
    for name in arguments.pages.split(","):
        page = chromium_race.PAGES[name]()
        result = race(page, os.path.abspath(arguments.boxrender), arguments.runs, folder)
        width, height = page.pixels
        floor = result["floor"]
        floor_text = f"{floor:.2f} ({result['encoder']})" if floor is not None else result["encoder"]
        over_floor = f"{result['boxrender'] * 1000 / floor:.0f}×" if floor else "—"
        print(f"| `{name}` | {width}×{height} | {result['boxrender']:.3f} | {result['typst']:.3f} | "
              f"{result['boxrender'] / result['typst']:.2f} | {floor_text} | {over_floor} | "
              f"{result['sizes'][0] / 1000:,.1f} | {result['sizes'][1] / 1000:,.1f} |", flush=True)
    print(f"\n{arguments.runs} timed runs of each program per page after a warm-up, alternating; medians; "
          f"nproc {os.cpu_count()}. Pictures and .typ files in {folder}.")


if __name__ == "__main__":
    main()
