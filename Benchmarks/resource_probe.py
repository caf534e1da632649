#!/usr/bin/env python3
"""The resource probe: boxrender's worst cases, each run through the CLI with
its wall time and peak memory measured, printed as a Markdown table.

Each case is an input built to make one stage spend as much as the default
limits let it (issue 12's classes: work that grows faster than the input,
memory that grows with canvas × nesting, inputs with no size limit). A case
passes when it ends within its time and memory budget with the exit status it
should have; the table says which did not, and the script exits 1 if any.

    python3 Benchmarks/resource_probe.py BOXRENDER [CASE...]
"""
import hashlib
import json
import os
import re
import struct
import subprocess
import sys
import tempfile
import time
import zlib

# Every case must end within these unless it says otherwise.
DEFAULT_SECONDS = 10.0
DEFAULT_MEGABYTES = 1024


def png(width, height, rows):
    """A PNG of 8-bit RGBA whose IDAT is the zlib stream `rows` (bytes)."""
    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))
    header = struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", rows) + chunk(b"IEND", b"")


def plain_png(width, height, colour=(200, 40, 40, 255), last_row=None):
    """One colour; `last_row`, if given, the colour of the bottom row."""
    row = b"\x00" + bytes(colour) * width
    last = b"\x00" + bytes(last_row or colour) * width
    compressor = zlib.compressobj(9)
    data = b"".join(compressor.compress(row) for _ in range(height - 1))
    return png(width, height, data + compressor.compress(last) + compressor.flush())


def inflating_png(width, height, extra_bytes):
    """A small picture whose compressed data goes on far past its pixels:
    zeros that inflate to `extra_bytes` more than the header declares."""
    compressor = zlib.compressobj(9)
    chunks = []
    total = (1 + 4 * width) * height + extra_bytes
    block = bytes(1 << 20)
    while total > 0:
        n = min(total, len(block))
        chunks.append(compressor.compress(block[:n]))
        total -= n
    chunks.append(compressor.flush())
    return png(width, height, b"".join(chunks))


def animated_png(width, height, frames):
    """An animated PNG of `frames` frames on a width × height canvas: the
    first a whole transparent canvas (zeros, a few hundred KB however large),
    each later one a single pixel; small on disk, all canvas when decoded."""
    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))

    def control(sequence, w, h):
        return struct.pack(">IIIIIHHBB", sequence, w, h, 0, 0, 1, 10, 0, 0)
    compressor = zlib.compressobj(9)
    row = bytes(1 + 4 * width)
    first = b"".join(compressor.compress(row) for _ in range(height)) + compressor.flush()
    dot = zlib.compress(b"\x00" + bytes(4))
    parts = [b"\x89PNG\r\n\x1a\n", chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0)),
             chunk(b"acTL", struct.pack(">II", frames, 0)), chunk(b"fcTL", control(0, width, height)),
             chunk(b"IDAT", first)]
    for k in range(1, frames):
        parts.append(chunk(b"fcTL", control(2 * k - 1, 1, 1)))
        parts.append(chunk(b"fdAT", struct.pack(">I", 2 * k) + dot))
    return b"".join(parts + [chunk(b"IEND", b"")])


def spec(root, **extra):
    document = {"version": 1, "root": root}
    document.update(extra)
    return json.dumps(document)


def write(folder, name, data):
    path = os.path.join(folder, name)
    with open(path, "wb" if isinstance(data, bytes) else "w") as file:
        file.write(data)
    return path


# (name, what it is, build(folder) -> argv after the binary, expected statuses,
#  seconds budget, megabytes budget)
def cases():
    def mush(text):
        def build(folder):
            return [write(folder, "mush.json", spec({"size": [320, 100], "boxes": [
                {"type": "line", "size": [320, 100], "multilineLeft": text + "|mush"}]})), "-o", "out.png"]
        return build

    def shadows(count, size, radius, canvas):
        def build(folder):
            boxes = [{"size": [size + i, size], "margin": {"top": -size}, "backgroundColor": "white",
                      "shadow": {"color": "black", "opacity": 0.5, "radius": radius}} for i in range(count)]
            return [write(folder, "shadows.json", spec({"size": [canvas, canvas], "boxes": boxes})), "-o", "out.png"]
        return build

    def attached_chain(folder):
        boxes = [{"id": "b0", "size": [4, 4]}]
        boxes += [{"id": f"b{i}", "attachedTo": f"b{i-1}", "size": [4, 4]} for i in range(1, 20_000)]
        return [write(folder, "chain.json", spec({"size": [320, 320], "boxes": boxes})), "-o", "out.png"]

    def attached_unknown(folder):
        boxes = [{"attachedTo": f"nowhere{i}", "size": [4, 4]} for i in range(20_000)]
        return [write(folder, "unknown.json", spec({"size": [320, 320], "boxes": boxes})), "-o", "out.png"]

    def template_long_string(folder):
        templates = {"row": {"type": "line", "size": [320, 20], "left": "${t}"}}
        rows = [{"use": "row", "with": {"t": "${long}"}} for _ in range(5_000)]
        root = {"use": "table", "with": {"long": "x" * 99_000}}
        templates["table"] = {"type": "table", "size": [320, 0], "middleLines": rows}
        return [write(folder, "long.json", spec(root, templates=templates)), "-o", "out.png"]

    def template_refused(folder):
        templates = {"t0": {"size": [1, 1]}}
        for level in range(1, 40):
            templates[f"t{level}"] = {"size": [1, 1], "boxes": [{"use": f"t{level-1}"}] * 10}
        return [write(folder, "bomb.json", spec({"use": "t39"}, templates=templates)), "-o", "out.png"]

    def include_diamond(levels):
        def build(folder):
            # Both files of each level include both files of the next: 2^levels paths to the last level.
            for level in range(1, levels + 1):
                for side in "ab":
                    text = "params: { p%d%s: 1 }\n" % (level, side)
                    if level < levels:
                        text += "include: [l%da.yaml, l%db.yaml]\n" % (level + 1, level + 1)
                    write(folder, "l%d%s.yaml" % (level, side), text)
            return [write(folder, "spec.yaml", "include: [l1a.yaml, l1b.yaml]\nroot: { size: [4, 4] }\n"),
                    "-o", "out.png"]
        return build

    def matrix_axes(count):
        def build(folder):
            names = ["p%d" % index for index in range(count)]
            params = ", ".join("%s: x" % name for name in names)
            spec_path = write(folder, "spec.yaml", "params: { %s }\nroot: { size: [4, 4] }\n" % params)
            return ["render", spec_path, "--out-dir", "out"] + [word for name in names
                                                               for word in ("--matrix", name + "=x,y")]
        return build

    def warnings_as_json(folder):
        boxes = [{"boxLayoutMode": "none", "frame": [50, 50, 2, 2], "backgroundColor": "red"}] * 100_000
        return [write(folder, "off.json", spec({"size": [10, 10], "boxes": boxes})), "-o", "out.png",
                "--json-errors"]

    def combining_marks(count):
        def build(folder):
            label = {"type": "line", "size": [320, 100], "left": "a" + "\u0301" * count}
            return [write(folder, "marks.json", spec({"size": [320, 100], "boxes": [label]})), "-o", "out.png"]
        return build

    def unknown_types(folder):
        # Each is decoded all the same, so its MGBox key is reported too: 200,000 errors, 100 shown.
        boxes = [{"type": "MGScrollView", "size": [4, 4], "boxes": [{"type": "MGLine", "leftItems": ["a"]}]}
                 for _ in range(50_000)]
        return [write(folder, "ported.json", spec({"size": [320, 320], "boxes": boxes})), "-o", "out.png"]

    def template_chain(count, nested):
        def build(folder):
            # Template k holds template k-1 in its `boxes`, or is it with a `size` of its own.
            templates = {"t0": {"size": [1, 1]}}
            for level in range(1, count):
                use = {"use": "t%d" % (level - 1)}
                templates["t%d" % level] = {"size": [1, 1], "boxes": [use]} if nested else dict(use, size=[1, 1])
            return [write(folder, "chain.json", spec({"use": "t%d" % (count - 1)}, templates=templates)),
                    "-o", "out.png"]
        return build

    def template_with_many_params(folder):
        # Every use's `with` used to copy all 20,000 params.
        params = {"p%d" % index: index for index in range(20_000)}
        templates = {"row": {"size": [1, 1], "zIndex": "${z}"}}
        boxes = [{"use": "row", "with": {"z": index}} for index in range(15_000)]
        return [write(folder, "params.json", spec({"size": [10, 10], "boxes": boxes}, params=params,
                                                  templates=templates)), "-o", "out.png"]

    def many_big_shadows(folder):
        boxes = [{"size": [10, 10], "margin": {"top": -10}, "backgroundColor": "white",
                  "shadow": {"color": "black", "opacity": 0.5, "radius": 1000}} for _ in range(400)]
        return [write(folder, "shadows.json", spec({"size": [2000, 2000], "boxes": boxes})), "-o", "out.png"]

    def picture_many_times(fmt):
        def build(folder):
            write(folder, "big.png", plain_png(2000, 2000))
            # Fixed at one place (negative margins would stack them off the canvas).
            boxes = [{"size": [100 + i % 7, 100], "image": "big.png", "fixedPosition": [i % 10, 0]}
                     for i in range(2_000)]
            return [write(folder, "pictures.json", spec({"size": [120, 120], "boxes": boxes})),
                    "-o", "out." + fmt]
        return build

    def pictures_at_total_limit(folder):
        # Four different 7000×7000 pictures: 196 M pixels, just under the
        # 200 M of all a spec's pictures; each drawn small and large.
        boxes = []
        for index in range(4):
            write(folder, f"p{index}.png", plain_png(7000, 7000, (40 * index, 100, 200 - 40 * index, 255)))
            boxes.append({"size": [100, 100], "image": f"p{index}.png", "fixedPosition": [index * 100, 0]})
            boxes.append({"size": [400, 400], "image": f"p{index}.png", "fixedPosition": [0, 100]})
        return [write(folder, "pictures.json", spec({"size": [400, 500], "boxes": boxes})), "-o", "out.png"]

    def nested_translucent(levels, side=9000):
        def build(folder):
            node = {"size": [side, side], "alpha": 0.9, "backgroundColor": "#FF000010"}
            for _ in range(levels - 1):
                node = {"size": [side, side], "alpha": 0.9, "boxes": [node]}
            return [write(folder, f"nested{levels}.json", spec(node)), "-o", "out.png"]
        return build

    def wide_shadow(radius):
        def build(folder):
            root = {"size": [30000, 1200], "boxes": [
                {"size": [29000, 100], "margin": {"top": 500, "left": 500}, "backgroundColor": "white",
                 "shadow": {"color": "black", "opacity": 0.5, "radius": radius}}]}
            return [write(folder, "wide.json", spec(root)), "-o", "out.png"]
        return build

    def shadow_near_limit(folder):
        root = {"size": [9900, 9900], "backgroundColor": "white", "boxes": [
            {"size": [9800, 9800], "backgroundColor": "white",
             "shadow": {"color": "black", "opacity": 0.5, "radius": 30}}]}
        return [write(folder, "shadow.json", spec(root)), "-o", "out.png"]

    def screenshot_near_limit(folder):
        root = {"size": [9800, 9800], "backgroundColor": "white"}
        return [write(folder, "screenshot.json", spec(root, screenshot=True)), "-o", "out.png"]

    def spec_with_blanks(folder):
        path = os.path.join(folder, "blanks.json")
        with open(path, "w") as file:
            file.write(spec({"size": [10, 10]}))
            file.truncate(1_200_000_000)  # a sparse file of zeros after the spec
        return [path, "-o", "out.png"]

    def png_inflating(command):
        def build(folder):
            write(folder, "bomb.png", inflating_png(64, 64, 4 << 30))
            if command == "diff":
                write(folder, "small.png", plain_png(64, 64))
                return ["diff", "small.png", "bomb.png"]
            return [write(folder, "bomb.json", spec({"size": [64, 64], "image": "bomb.png"})), "-o", "out.png"]
        return build

    def diff_of(side):
        def build(folder):
            write(folder, "a.png", plain_png(side, side))
            write(folder, "b.png", plain_png(side, side, (0, 0, 0, 255)))
            return ["diff", "a.png", "b.png", "-o", "diff.png"]
        return build

    def animation(side, frames, *extra):
        # A box sliding across the canvas: every frame differs.
        def build(folder):
            def root(left):
                return {"size": [side, side], "backgroundColor": "red", "boxes": [
                    {"id": "dot", "size": [100, 100], "backgroundColor": "white", "margin": {"left": left}}]}
            document = spec(root(side - 100), animation={"from": root(0), "duration": (frames - 1) / 10, "fps": 10})
            path = write(folder, "animation.json", document)
            if extra and extra[0] == "--check":
                os.mkdir(os.path.join(folder, "out"))
                write(folder, "out/animation.png", b"not the animation")
                return ["render", path, "--out-dir", "out", "--check"]
            return [path, "-o", "out.png"] + list(extra)
        return build

    def diff_animations(side, frames):
        def build(folder):
            write(folder, "a.png", animated_png(side, side, frames))
            write(folder, "b.png", animated_png(side, side, frames))
            return ["diff", "a.png", "b.png"]
        return build

    def big_glow(folder):
        root = {"type": "gridView", "size": [9000, 9000], "cellSize": [9000, 9000], "selectedIndex": 0,
                "selectionGlowShadowRadius": 1000, "cells": [{"size": [9000, 9000], "backgroundColor": "white"}]}
        return [write(folder, "glow.json", spec(root)), "-o", "out.png"]

    def glows_past_blur_budget(folder):
        # 100 grid views of one selected 1000×1000 cell each, glow radius 300, all on the canvas.
        grids = [{"type": "gridView", "size": [1000, 1000], "cellSize": [1000, 1000], "selectedIndex": 0,
                  "selectionGlowShadowRadius": 300, "fixedPosition": [1000 + 70 * i, 1000],
                  "cells": [{"size": [1000, 1000], "backgroundColor": "white"}]} for i in range(100)]
        return [write(folder, "glows.json", spec({"size": [9000, 9000], "boxes": grids})), "-o", "out.png"]

    def translucent_picture_many_times(fmt):
        # Opaque but for its last row, so that Cairo's scan for alpha, which
        # stops at the first translucent pixel, reads all of it.
        def build(folder):
            write(folder, "big.png", plain_png(7000, 7000, last_row=(200, 40, 40, 128)))
            boxes = [{"size": [10, 10], "image": "big.png", "fixedPosition": [i % 10, 0]} for i in range(2_000)]
            return [write(folder, "pictures.json", spec({"size": [20, 20], "boxes": boxes})), "-o", "out." + fmt]
        return build

    def translucent_picture_near_size(fmt, draws, extra=()):
        # Drawn at more than a quarter of its size, so from the picture itself:
        # each draw would have Cairo read all 49 million pixels.
        def build(folder):
            write(folder, "big.png", plain_png(7000, 7000, last_row=(200, 40, 40, 128)))
            boxes = [{"size": [2000, 2000], "image": "big.png", "fixedPosition": [0, 0]} for _ in range(draws)]
            return [write(folder, "pictures.json", spec({"size": [2000, 2000], "boxes": boxes})),
                    "-o", "out." + fmt, *extra]
        return build

    def stdin_zero(folder):
        return ["/bin/sh", "-c", 'exec "$0" - -o out.png < /dev/zero']

    def owned_manifest(folder, outputs):
        """specs/a.json and out/ whose manifest lists `outputs` ({path: file hash}) as a.json's."""
        os.makedirs(os.path.join(folder, "specs"))
        os.makedirs(os.path.join(folder, "out"))
        write(folder, "specs/a.json", spec({"size": [8, 8], "backgroundColor": "red"}))
        entries = {path: {"made": "x " + hashed, "spec": "../specs/a.json", "scale": 0}
                   for path, hashed in outputs.items()}
        write(folder, "out/.boxrender-manifest.json", json.dumps({"version": 2, "outputs": entries}))

    def manifest_through_links(folder):
        owned_manifest(folder, {"zero.png": "0" * 64, "fifo.png": "0" * 64, "up/victim.png": "0" * 64})
        os.symlink("/dev/zero", os.path.join(folder, "out/zero.png"))
        os.mkfifo(os.path.join(folder, "out/fifo.png"))
        os.symlink("..", os.path.join(folder, "out/up"))
        return ["render", os.path.join(folder, "specs"), "--out-dir", os.path.join(folder, "out")]

    def output_link_to_zero(folder):
        owned_manifest(folder, {})
        os.symlink("/dev/zero", os.path.join(folder, "out/a.png"))
        return ["render", os.path.join(folder, "specs"), "--out-dir", os.path.join(folder, "out")]

    def merge_large(size):
        def build(folder):
            shard = os.path.join(folder, "shard")
            os.makedirs(shard)
            block = bytes(range(256)) * 4096
            digest = hashlib.sha256(struct.pack(">Q", size))
            with open(os.path.join(shard, "a.png"), "wb") as file:
                for _ in range(size // len(block)):
                    file.write(block)
                    digest.update(block)
            write(shard, ".boxrender-manifest.json", json.dumps({"version": 2, "outputs": {
                "a.png": {"made": "x " + digest.hexdigest(), "spec": "../a.json", "scale": 0}}}))
            return ["merge", shard, "--out-dir", os.path.join(folder, "merged")]
        return build

    def merge_report_pictures(count, size):
        def build(folder):
            report = os.path.join(folder, "report")
            os.makedirs(os.path.join(report, "files"))
            entries = []
            block = bytes(1 << 20)
            for index in range(count):
                output = f"o{index}.png"
                key = hashlib.sha256(struct.pack(">Q", len(output)) + output.encode()).hexdigest()[:24]
                names = {kind: f"{key}.{kind}.png" for kind in ("expected", "difference", "actual")}
                for name in names.values():
                    with open(os.path.join(report, "files", name), "wb") as file:
                        for _ in range(size >> 20):
                            file.write(block)
                entries.append({"status": "stale", "output": output, "spec": "a.json", "detail": "d",
                                "pictures": dict(names, differingPixels=1)})
            write(report, "report.json", json.dumps({"version": 1, "summary": "s", "specs": count,
                                                     "entries": entries}))
            return ["merge", report, "--report", os.path.join(folder, "merged")]
        return build

    def font_folder(kind):
        def build(folder):
            fonts = os.path.join(folder, "fonts")
            os.makedirs(fonts)
            if kind == "zero":
                os.symlink("/dev/zero", os.path.join(fonts, "zero.ttf"))
            else:
                os.mkfifo(os.path.join(fonts, "x.ttf"))
            return ["fonts", "--font-dir", fonts]
        return build

    def damaged_font(fixture, family, code_points, edits):
        """Fixtures/fonts/`fixture` with `edits` ((table, offset, bytes), each
        written at `offset` in `table`) in a --font-dir, drawn by a label of
        `code_points` in `family` at 32 pt."""
        def build(folder):
            fonts = os.path.join(folder, "fonts")
            os.makedirs(fonts)
            source = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Fixtures", "fonts", fixture)
            with open(source, "rb") as file:
                font = bytearray(file.read())
            starts = {}
            for index in range(struct.unpack(">H", font[4:6])[0]):
                tag, _, start, _ = struct.unpack(">4sIII", font[12 + 16 * index:28 + 16 * index])
                starts[tag.decode()] = start
            for table, offset, data in edits:
                font[starts[table] + offset:starts[table] + offset + len(data)] = data
            write(fonts, "Font.ttf", bytes(font))
            root = {"size": [240, 60], "type": "line", "middle": "".join(map(chr, code_points)),
                    "font": family + " 32"}
            return [write(folder, "font.json", spec(root)), "-o", "out.png", "--font-dir", fonts]
        return build

    def damaged_color_font(table, offset, value):
        """Fixtures/fonts/BoxTestEmoji.ttf (six PNG glyphs at U+E000 on) with the
        byte at `offset` in `table` set to `value`, drawn by a label in its family."""
        return damaged_font("BoxTestEmoji.ttf", "Box Test Emoji", range(0xE000, 0xE006),
                            [(table, offset, bytes([value]))])

    def damaged_sbix_font(*edits):
        """Fixtures/fonts/BoxTestSbix.ttf (two strikes of five glyphs at U+E000
        on, 3 and 5 `dupe`s of 1 and 2) with `edits` to its sbix table."""
        return damaged_font("BoxTestSbix.ttf", "Box Test Sbix", range(0xE000, 0xE005),
                            [("sbix", offset, data) for offset, data in edits])

    def damaged_composite_font(*edits):
        """Fixtures/fonts/BoxTestComposite.ttf (EBDT composites 3 to 40, each of
        6 to 40 the glyph before and a dot) with `edits` to its EBDT table,
        drawing glyphs 6 and 40 (U+E005, U+E027)."""
        return damaged_font("BoxTestComposite.ttf", "Box Test Composite", [0xE005, 0xE027],
                            [("EBDT", offset, data) for offset, data in edits])

    # Glyphs 6 to 40 each the glyph before, twice: glyph 40 loads 2^35 glyphs.
    doubling = [(74 + 18 * (glyph - 6) + 14, bytes([0, glyph - 1, 0, 0])) for glyph in range(6, 41)]

    return [
        ("mush-16600-spans", "a line of 16,600 Mush spans", mush("**a** " * 16_600), {1}, None, None),
        ("mush-2000-runs", "2,000 runs (the limit), each a new colour and face",
         mush("".join("{#%s|**a**}b " % ("f00" if i % 2 else "00f") for i in range(1000))), {0}, None, None),
        ("attached-chain-20000", "20,000 boxes each attached to the one before", attached_chain, {0}, None, None),
        ("attached-unknown-20000", "20,000 unknown attachedTo ids", attached_unknown, {1}, None, None),
        ("template-long-string", "a 99,000-character value spliced into 5,000 rows", template_long_string, {1}, None,
         None),
        ("template-refused", "10^39 boxes by templates, refused", template_refused, {1}, None, None),
        ("include-diamond-40", "a diamond of includes 40 levels deep (80 files, 2^40 paths)", include_diamond(40),
         {0}, None, None),
        ("matrix-24-axes", "24 --matrix axes of two values (16 million cells), refused", matrix_axes(24), {2}, None,
         None),
        ("json-warnings-100000", "--json-errors with 100,000 boxes off the canvas (100 warnings and a count)",
         warnings_as_json, {0}, None, None),
        ("combining-marks-99000", "one `a` and 99,000 combining marks (U+0301), refused", combining_marks(99_000),
         {1}, None, None),
        ("combining-marks-30", "one `a` and 30 combining marks (the limit), drawn", combining_marks(30), {0}, None,
         None),
        ("unknown-types-100000", "50,000 MGScrollViews each holding an MGLine with `leftItems`", unknown_types, {1},
         None, None),
        ("template-chain-10000", "10,000 templates, each holding the one before in its boxes (refused at the depth "
         "limit)", template_chain(10_000, True), {1}, None, None),
        ("template-chain-10000-flat", "10,000 templates, each using the one before", template_chain(10_000, False),
         {0}, None, None),
        ("template-with-20000-params", "15,000 uses with `with` beside 20,000 params", template_with_many_params, {0},
         None, None),
        ("shadows-400-radius-1000", "400 shadows of radius 1,000", many_big_shadows, {1}, None, None),
        ("shadows-past-blur-budget", "400 different shadows of radius 300, 9000×9000", shadows(400, 1000, 300, 9000),
         {1}, None, None),
        ("shadows-within-blur-budget", "30 different shadows of radius 300 (just under the budget)",
         shadows(30, 1000, 300, 9000), {0}, None, None),
        ("picture-2000-png", "a 2000×2000 picture drawn 2,000 times, PNG", picture_many_times("png"), {0}, None, None),
        ("picture-2000-pdf", "the same, PDF", picture_many_times("pdf"), {0}, None, None),
        ("picture-2000-svg", "the same, SVG", picture_many_times("svg"), {0}, None, None),
        ("pictures-at-total-limit", "four 7000×7000 pictures (the total pixel limit), drawn small",
         pictures_at_total_limit, {0}, 60, 1536),
        ("nested-alpha-8", "8 nested translucent 9000×9000 boxes", nested_translucent(8), {0}, None, None),
        ("nested-alpha-24", "24 nested translucent 9000×9000 boxes (just under the layer budget)",
         nested_translucent(24), {0}, None, None),
        ("nested-alpha-30", "30 nested translucent 9000×9000 boxes", nested_translucent(30), {1}, None, None),
        ("nested-alpha-200", "200 nested translucent 9000×9000 boxes", nested_translucent(200), {1}, None, None),
        ("nested-alpha-200-small", "200 nested translucent 3000×3000 boxes (layers held at once)",
         nested_translucent(200, 3000), {0}, 30, None),
        ("shadow-near-limit", "a 9800×9800 box with a shadow", shadow_near_limit, {0}, 60, None),
        ("wide-shadow", "a 29,000-wide shadow of radius 250", wide_shadow(250), {1}, None, None),
        ("wide-shadow-largest", "a 29,000-wide shadow of radius 60 (about the largest blur buffer)", wide_shadow(60),
         {0}, 30, None),
        ("screenshot-near-limit", "a screenshot of a 9800×9800 root", screenshot_near_limit, {0}, 60, None),
        ("spec-then-1.2GB-of-zeros", "a spec followed by 1.2 GB of zero bytes", spec_with_blanks, {1}, None, None),
        ("png-inflates-4GB", "a 64×64 PNG whose data inflates to 4 GB", png_inflating("render"), {1}, None, None),
        ("diff-png-inflates-4GB", "`diff` of that PNG", png_inflating("diff"), {1}, None, None),
        ("diff-20000x20000", "`diff` of two 20,000×20,000 PNGs", diff_of(20_000), {1}, None, None),
        ("diff-7000x7000", "`diff -o` of two 7,000×7,000 PNGs (the pixel limit)", diff_of(7_000), {3}, 60, 1536),
        ("stdin-dev-zero", "`boxrender - < /dev/zero`", stdin_zero, {1}, None, None),
        ("manifest-through-links", "a committed manifest naming a link to /dev/zero, a FIFO and a link out",
         manifest_through_links, {1}, None, None),
        ("output-link-to-zero", "an output in OUT that is a link to /dev/zero", output_link_to_zero, {1}, None, None),
        ("merge-1GiB-output", "`merge` of a shard holding a 1 GiB output (streamed, hashed as copied)",
         merge_large(1 << 30), {0}, None, None),
        ("merge-report-3x600MiB", "`merge --report` of a report whose stale output has three 600 MiB pictures (streamed)",
         merge_report_pictures(1, 600 << 20), {0}, 30, None),
        ("font-dir-zero", "`--font-dir` holding zero.ttf -> /dev/zero", font_folder("zero"), {1}, None, None),
        ("font-dir-fifo", "`--font-dir` holding a FIFO named x.ttf", font_folder("fifo"), {1}, None, None),
        ("animation-10000x10000-599", "599 frames of a 10000×10000 canvas (frames × pixels past the budget)",
         animation(10_000, 599), {1}, None, None),
        ("check-animation-10000x10000-599", "`render --check` of that animation", animation(10_000, 599, "--check"),
         {1}, None, None),
        ("animation-at-budget", "600 frames of 1290×1290 (just under the 10^9 frames × pixels budget)",
         animation(1290, 600), {0}, 60, None),
        ("diff-apng-7000x7000-600", "`diff` of two 600-frame 7000×7000 animated PNGs", diff_animations(7000, 600),
         {1}, None, None),
        ("glow-radius-1000", "a 9000×9000 grid view cell selected, glow radius 1,000", big_glow, {1}, None, None),
        ("glows-past-blur-budget", "100 grid views' 1000×1000 glows of radius 300", glows_past_blur_budget, {1},
         None, None),
        ("translucent-picture-2000-pdf", "a translucent 7000×7000 picture drawn 2,000 times at 10×10, PDF",
         translucent_picture_many_times("pdf"), {0}, None, None),
        ("translucent-picture-2000-svg", "the same, SVG", translucent_picture_many_times("svg"), {0}, None, None),
        ("translucent-picture-near-size-2000-pdf",
         "a translucent 7000×7000 picture drawn 2,000 times at 2000×2000, PDF (refused by --max-picture-reads)",
         translucent_picture_near_size("pdf", 2_000), {1}, None, None),
        ("translucent-picture-near-size-at-budget-svg",
         "the same drawn 20 times as SVG, 980 million pixels read: within --max-picture-reads",
         translucent_picture_near_size("svg", 20), {0}, None, None),
        ("font-dir-color-font", "`--font-dir` holding a 1.6 KB CBDT colour font, six glyphs drawn",
         damaged_color_font("CBDT", 0, 3), {0}, None, None),
        ("font-dir-color-png-checksum", "the same font, one glyph PNG's checksum byte changed",
         damaged_color_font("CBDT", 127, 0), {1}, None, None),
        ("font-dir-color-glyph-range", "the same font, an index subtable's first glyph 3 -> 0",
         damaged_color_font("CBLC", 73, 0), {1}, None, None),
        ("font-dir-color-empty-image", "the same font, an index format 4 glyph's image 0 bytes long",
         damaged_color_font("CBLC", 163, 0), {1}, None, None),
        ("font-dir-sbix-font", "`--font-dir` holding a 1.6 KB sbix colour font, five glyphs drawn",
         damaged_sbix_font(), {0}, None, None),
        ("font-dir-sbix-png-checksum", "the same font, one glyph PNG's checksum byte changed",
         damaged_sbix_font((170, b"\0")), {1}, None, None),
        ("font-dir-sbix-offset", "the same font, a glyph offset's first byte 0 -> 1",
         damaged_sbix_font((28, b"\1")), {1}, None, None),
        ("font-dir-sbix-dupe-cycle", "the same font, glyphs 3 and 5 each a `dupe` of the other",
         damaged_sbix_font((302, b"\0\5"), (435, b"\0\3")), {1}, None, None),
        ("font-dir-sbix-strike-past-end", "the same font, strike 2's offset past the table's end",
         damaged_sbix_font((12, b"\x7f")), {1}, None, None),
        ("font-dir-sbix-jpg", "the same font, a glyph's graphic type `png ` -> `jpg `",
         damaged_sbix_font((52, b"jpg ")), {1}, None, None),
        ("font-dir-composite-font", "`--font-dir` holding a 1.9 KB EBDT font of composites 38 deep",
         damaged_composite_font(), {0}, None, None),
        ("font-dir-composite-doubling", "the same font, each of composites 6 to 40 the one before, twice",
         damaged_composite_font(*doubling), {1}, None, None),
        ("font-dir-composite-cycle", "the same font, composite 6 a component of itself",
         damaged_composite_font((84, b"\0\6")), {1}, None, None),
    ]


def run(argv, folder):
    started = time.monotonic()
    process = subprocess.run(["/usr/bin/time", "-f", "%M"] + argv, cwd=folder, stdin=subprocess.DEVNULL,
                             stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, timeout=600)
    seconds = time.monotonic() - started
    lines = process.stderr.decode("utf-8", "replace").splitlines()
    kilobytes = int(lines[-1]) if lines and lines[-1].isdigit() else 0
    message = next((line for line in lines[:-1] if line.strip() and not line.startswith("Command ")), "")
    return process.returncode, seconds, kilobytes / 1024, message


def sandbox_race(binary, renders=200):
    """The asset sandbox against a process that keeps swapping the spec's
    picture for a link to a file outside its folder: every render must draw
    the real picture or refuse the swapped one, never draw the outside one."""
    import threading
    with tempfile.TemporaryDirectory(prefix="probe-race-") as root:
        folder = os.path.join(root, "spec")
        os.mkdir(folder)
        real = plain_png(8, 8, (0, 200, 0, 255))
        write(root, "secret.png", plain_png(8, 8, (200, 0, 0, 255)))
        write(folder, "real.png", real)
        spec_path = write(folder, "spec.json", spec({"size": [8, 8], "image": "photo.png"}))
        photo = os.path.join(folder, "photo.png")
        write(folder, "photo.png", real)
        expected = subprocess.run([binary, spec_path, "-o", "-"], capture_output=True).stdout
        stop = threading.Event()

        # The link is in place a quarter of the time, in stretches shorter
        # than a render, so some renders see no swap at all.
        def swap():
            while not stop.is_set():
                link = photo + ".link"
                os.symlink(os.path.join(root, "secret.png"), link)
                os.replace(link, photo)
                time.sleep(0.002)
                copy = photo + ".copy"
                with open(copy, "wb") as file:
                    file.write(real)
                os.replace(copy, photo)
                time.sleep(0.006)

        swapper = threading.Thread(target=swap)
        swapper.start()
        counts = {"drew the real picture": 0, "refused": 0, "drew the outside picture": 0}
        try:
            for _ in range(renders):
                result = subprocess.run([binary, spec_path, "-o", "-"], capture_output=True)
                if result.returncode != 0:
                    counts["refused"] += 1
                elif result.stdout == expected:
                    counts["drew the real picture"] += 1
                else:
                    counts["drew the outside picture"] += 1
        finally:
            stop.set()
            swapper.join()
        return counts


def main():
    binary = os.path.abspath(sys.argv[1])
    wanted = set(sys.argv[2:])
    rows = []
    failed = 0
    for name, what, build, statuses, seconds_budget, megabytes_budget in cases():
        if wanted and name not in wanted:
            continue
        with tempfile.TemporaryDirectory(prefix="probe-") as folder:
            try:
                argv = build(folder)
                # A shell case runs the binary as its $0.
                argv = argv[:3] + [binary] if argv[0] == "/bin/sh" else [binary] + argv
                status, seconds, megabytes, message = run(argv, folder)
            except subprocess.TimeoutExpired:
                status, seconds, megabytes, message = -1, 600.0, 0.0, "timed out"
        ok = (status in statuses and seconds <= (seconds_budget or DEFAULT_SECONDS)
              and megabytes <= (megabytes_budget or DEFAULT_MEGABYTES))
        failed += not ok
        message = re.sub(r"\s+", " ", message)[:110].replace("|", "\\|")
        rows.append(f"| {name} | {what} | {status} | {seconds:.2f} s | {megabytes:.0f} MiB | "
                    f"{'ok' if ok else 'OVER'} | {message} |")
        print(rows[-1], file=sys.stderr, flush=True)
    print("| case | input | exit | wall time | peak memory | within budget | first line of standard error |")
    print("|---|---|---|---|---|---|---|")
    print("\n".join(rows))
    if not wanted or "sandbox-race" in wanted:
        counts = sandbox_race(binary)
        print()
        print("Sandbox race, 200 renders while another thread swaps the picture for a link out: "
              + ", ".join(f"{name} {count}" for name, count in counts.items()))
        failed += counts["drew the outside picture"] > 0
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
