#!/usr/bin/env python3
"""Makes Fixtures/fonts/BoxTestEmoji.ttf: a small colour-bitmap font laid out
like Noto Color Emoji (no outlines; one strike of PNG glyphs in CBDT, indexed
by CBLC; six glyphs, at U+1F600 to U+1F605 and at U+E000 to U+E005), with one glyph for each index subtable format (1 to 5) and each
image format (17, 18, 19), so the font check and the resource probe can damage
every kind of record. Deterministic: run it again and the file is
byte-identical. Needs fontTools (pip install fonttools) for the other tables.
Usage: Scripts/make-color-font.py [OUT_FILE]"""
import os
import struct
import sys
import zlib

from fontTools.fontBuilder import FontBuilder
from fontTools.pens.ttGlyphPen import TTGlyphPen
from fontTools.ttLib.tables.DefaultTable import DefaultTable

FAMILY = "Box Test Emoji"
PPEM = 16
UNITS = 2048
# (glyph, code point, colour); glyph i + 1 is the i-th.
GLYPHS = [("u1F600", 0x1F600, (230, 60, 60)), ("u1F601", 0x1F601, (60, 160, 60)),
          ("u1F602", 0x1F602, (60, 60, 230)), ("u1F603", 0x1F603, (230, 160, 30)),
          ("u1F604", 0x1F604, (160, 60, 200)), ("u1F605", 0x1F605, (30, 180, 200))]


def png(width, height, colour):
    """A PNG of 8-bit RGBA: a disc of `colour` on transparent."""
    rows = bytearray()
    for y in range(height):
        rows.append(0)
        for x in range(width):
            inside = (x - width / 2 + 0.5) ** 2 + (y - height / 2 + 0.5) ** 2 <= (width / 2) ** 2
            rows.extend(bytes(colour) + b"\xff" if inside else b"\x00\x00\x00\x00")

    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))
    header = struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(bytes(rows), 9))
            + chunk(b"IEND", b""))


SMALL = struct.pack(">BBbbB", PPEM, PPEM, 0, 14, PPEM)  # height, width, bearingX, bearingY, advance
BIG = struct.pack(">BBbbBbbB", PPEM, PPEM, 0, 14, PPEM, -8, 0, PPEM)


def color_tables():
    """CBDT and CBLC: one strike; glyph 1 index format 1 / image 17, 2 index 3 /
    image 18, 3 index 2 / image 19, 4 index 4 / image 17, 5 and 6 index 5 / image 19."""
    images = [png(PPEM, PPEM, colour) for _, _, colour in GLYPHS]
    cbdt = bytearray(struct.pack(">HH", 3, 0))
    subtables = []  # (first, last, bytes)

    def place(data):
        start = len(cbdt)
        cbdt.extend(data)
        return start

    start = place(SMALL + struct.pack(">I", len(images[0])) + images[0])
    subtables.append((1, 1, struct.pack(">HHI", 1, 17, start) + struct.pack(">II", 0, len(cbdt) - start)))
    start = place(BIG + struct.pack(">I", len(images[1])) + images[1])
    subtables.append((2, 2, struct.pack(">HHI", 3, 18, start) + struct.pack(">HH", 0, len(cbdt) - start)))
    start = place(struct.pack(">I", len(images[2])) + images[2])
    subtables.append((3, 3, struct.pack(">HHI", 2, 19, start) + struct.pack(">I", len(cbdt) - start) + BIG))
    start = place(SMALL + struct.pack(">I", len(images[3])) + images[3])
    subtables.append((4, 4, struct.pack(">HHI", 4, 17, start) + struct.pack(">I", 1)
                      + struct.pack(">HHHH", 4, 0, 0, len(cbdt) - start)))
    # Format 5: every image the same size, so both are padded to the longer.
    size = max(len(images[4]), len(images[5])) + 4
    start = place(b"".join(struct.pack(">I", size - 4) + image.ljust(size - 4, b"\0") for image in images[4:6]))
    subtables.append((5, 6, struct.pack(">HHI", 5, 19, start) + struct.pack(">I", size) + BIG
                      + struct.pack(">I", 2) + struct.pack(">HH", 5, 6)))

    array = bytearray()
    bodies = bytearray()
    for first, last, body in subtables:
        array.extend(struct.pack(">HHI", first, last, 8 * len(subtables) + len(bodies)))
        bodies.extend(body + b"\0" * (-len(body) % 4))
    lines = struct.pack(">bbBbbbbbbbbb", 14, -2, PPEM, 1, 0, 0, 0, 0, 14, -2, 0, 0)
    size_record = (struct.pack(">IIII", 8 + 48, len(array) + len(bodies), len(subtables), 0) + lines + lines
                   + struct.pack(">HHBBBb", 1, len(GLYPHS), PPEM, PPEM, 32, 1))
    cblc = struct.pack(">HHI", 3, 0, 1) + size_record + bytes(array) + bytes(bodies)
    return bytes(cbdt), cblc


def main():
    out = sys.argv[1] if len(sys.argv) > 1 else os.path.join(
        os.path.dirname(os.path.abspath(__file__)), "..", "Fixtures", "fonts", "BoxTestEmoji.ttf")
    names = [".notdef"] + [name for name, _, _ in GLYPHS]
    builder = FontBuilder(UNITS, isTTF=True)
    builder.setupGlyphOrder(names)
    # Pango draws a run of emoji in the family "emoji" (Noto Color Emoji),
    # whatever was asked for: the same glyphs at U+E000 on are drawn in this font.
    characters = {code: name for name, code, _ in GLYPHS}
    characters.update({0xE000 + index: name for index, (name, _, _) in enumerate(GLYPHS)})
    builder.setupCharacterMap(characters)
    empty = TTGlyphPen(None).glyph()
    builder.setupGlyf({name: empty for name in names})
    builder.setupHorizontalMetrics({name: (UNITS, 0) for name in names})
    builder.setupHorizontalHeader(ascent=1900, descent=-500)
    builder.setupNameTable({"familyName": FAMILY, "styleName": "Regular"})
    builder.setupOS2(sTypoAscender=1900, sTypoDescender=-500, usWinAscent=1900, usWinDescent=500)
    builder.setupPost()
    font = builder.font
    # Like Noto Color Emoji: no outlines at all, only the bitmaps.
    del font["glyf"]
    del font["loca"]
    cbdt, cblc = color_tables()
    for tag, data in (("CBDT", cbdt), ("CBLC", cblc)):
        table = DefaultTable(tag)
        table.data = data
        font[tag] = table
    font["head"].created = font["head"].modified = 0x7C259DC0  # 2000-01-01, so the file never changes
    font.save(out, reorderTables=True)


if __name__ == "__main__":
    main()
