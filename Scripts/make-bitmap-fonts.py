#!/usr/bin/env python3
"""Makes the two other bitmap fonts the font check's tests damage (issue 21),
beside Scripts/make-color-font.py's BoxTestEmoji.ttf:

Fixtures/fonts/BoxTestSbix.ttf, "Box Test Sbix": Apple's layout of colour
glyphs, an `sbix` table and no outlines. Two strikes (16 and 32 pixels per
em), five glyphs at U+E000 to U+E004: 1, 2 and 4 are PNG discs, 3 is a
`dupe` of 1 and 5 a `dupe` of 2.

Fixtures/fonts/BoxTestComposite.ttf, "Box Test Composite": a monochrome
EBLC/EBDT font (one 8-pixel strike of bit depth 1, no outlines) whose glyphs
are mostly composites, glyphs at U+E000 to U+E027: 1 (a ring) and 2 (a dot)
are bitmaps (image format 1); 3 is a composite of 1 and 2 (image format 8);
4 is 3 again, 5 is 4 and 2, and 6 to 40 are each the one before and 2
(image format 9), so composites name composites 38 deep. Changing the 2 in
each of 6 to 40 to the glyph before makes glyph 40 a tree of 2^35 loads:
FreeType bounds the depth of a composite (100), not how many glyphs it loads.

Deterministic: run it again and both files are byte-identical. Needs fontTools.
Usage: Scripts/make-bitmap-fonts.py [OUT_FOLDER]"""
import importlib.util
import os
import struct
import sys

from fontTools.fontBuilder import FontBuilder
from fontTools.pens.ttGlyphPen import TTGlyphPen
from fontTools.ttLib.tables.DefaultTable import DefaultTable

HERE = os.path.dirname(os.path.abspath(__file__))
_spec = importlib.util.spec_from_file_location("make_color_font", os.path.join(HERE, "make-color-font.py"))
color_font = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(color_font)

UNITS = 2048
DISCS = {1: (230, 60, 60), 2: (60, 160, 60), 4: (60, 60, 230)}
DUPES = {3: 1, 5: 2}
# The last glyph of the composite font's chain.
CHAIN_END = 40


def sbix_table(glyph_count):
    """Two strikes, each: ppem, ppi, glyph_count + 1 offsets from the strike's
    start, then the glyph records (origin x, origin y, graphic type, data)."""
    strikes = []
    for ppem in (16, 32):
        records = []
        for glyph in range(glyph_count):
            if glyph in DISCS:
                records.append(struct.pack(">hh4s", 0, -ppem // 8, b"png ")
                               + color_font.png(ppem, ppem, DISCS[glyph]))
            elif glyph in DUPES:
                records.append(struct.pack(">hh4sH", 0, 0, b"dupe", DUPES[glyph]))
            else:
                records.append(b"")
        offsets = [4 + 4 * (glyph_count + 1)]
        for record in records:
            offsets.append(offsets[-1] + len(record))
        strike = struct.pack(">HH", ppem, 72) + b"".join(struct.pack(">I", o) for o in offsets) + b"".join(records)
        strikes.append(strike + b"\0" * (-len(strike) % 4))
    header = struct.pack(">HHI", 1, 1, len(strikes))
    start = len(header) + 4 * len(strikes)
    starts = []
    for strike in strikes:
        starts.append(start)
        start += len(strike)
    return header + b"".join(struct.pack(">I", s) for s in starts) + b"".join(strikes)


def bitmap(rows, width):
    """Image format 1's data: each row padded to a byte, high bit first."""
    return b"".join(bytes([int(row.ljust(8 * ((width + 7) // 8), ".").replace(".", "0").replace("#", "1")[i:i + 8], 2)
                           for i in range(0, 8 * ((width + 7) // 8), 8)]) for row in rows)


RING = ["########", "#......#", "#......#", "#......#", "#......#", "#......#", "#......#", "########"]
DOT = ["####", "####", "####", "####"]
# Small metrics: height, width, bearingX, bearingY, advance; big adds vertBearingX, vertBearingY, vertAdvance.
SMALL_8 = struct.pack(">BBbbB", 8, 8, 0, 7, 9)
SMALL_4 = struct.pack(">BBbbB", 4, 4, 2, 5, 9)
BIG_8 = struct.pack(">BBbbBbbB", 8, 8, 0, 7, 9, -4, 0, 9)


def composite_tables():
    """EBDT and EBLC: one strike of bit depth 1; glyphs 1-2 index format 1 /
    image 1, glyph 3 index format 3 / image 8, glyphs 4-40 index format 1 / image 9."""
    ebdt = bytearray(struct.pack(">HH", 2, 0))

    def place(data):
        start = len(ebdt)
        ebdt.extend(data)
        return start

    def components(*parts):
        return struct.pack(">H", len(parts)) + b"".join(struct.pack(">Hbb", *part) for part in parts)

    subtables = []
    start = place(SMALL_8 + bitmap(RING, 8))
    place(SMALL_4 + bitmap(DOT, 4))
    subtables.append((1, 2, struct.pack(">HHI", 1, 1, start)
                      + struct.pack(">III", 0, 5 + 8, len(ebdt) - start)))
    start = place(SMALL_8 + b"\0" + components((1, 0, 0), (2, 2, 2)))
    subtables.append((3, 3, struct.pack(">HHI", 3, 8, start) + struct.pack(">HH", 0, len(ebdt) - start)))
    start = len(ebdt)
    offsets = [0]
    for glyph in range(4, CHAIN_END + 1):
        if glyph == 4:
            parts = [(3, 0, 0)]
        elif glyph == 5:
            parts = [(4, 0, 0), (2, 4, 4)]
        else:
            parts = [(glyph - 1, 0, 0), (2, 4, 0)]
        place(BIG_8 + components(*parts))
        offsets.append(len(ebdt) - start)
    subtables.append((4, CHAIN_END, struct.pack(">HHI", 1, 9, start) + b"".join(struct.pack(">I", o) for o in offsets)))

    array = bytearray()
    bodies = bytearray()
    for first, last, body in subtables:
        array.extend(struct.pack(">HHI", first, last, 8 * len(subtables) + len(bodies)))
        bodies.extend(body + b"\0" * (-len(body) % 4))
    lines = struct.pack(">bbBbbbbbbbbb", 7, -1, 9, 1, 0, 0, 0, 0, 7, -1, 0, 0)
    size_record = (struct.pack(">IIII", 8 + 48, len(array) + len(bodies), len(subtables), 0) + lines + lines
                   + struct.pack(">HHBBBb", 1, CHAIN_END, 8, 8, 1, 1))
    eblc = struct.pack(">HHI", 2, 0, 1) + size_record + bytes(array) + bytes(bodies)
    return bytes(ebdt), eblc


def build(path, family, glyph_count, tables):
    names = [".notdef"] + ["g%d" % glyph for glyph in range(1, glyph_count)]
    builder = FontBuilder(UNITS, isTTF=True)
    builder.setupGlyphOrder(names)
    builder.setupCharacterMap({0xE000 + glyph - 1: names[glyph] for glyph in range(1, glyph_count)})
    empty = TTGlyphPen(None).glyph()
    builder.setupGlyf({name: empty for name in names})
    builder.setupHorizontalMetrics({name: (UNITS, 0) for name in names})
    builder.setupHorizontalHeader(ascent=1900, descent=-500)
    builder.setupNameTable({"familyName": family, "styleName": "Regular"})
    builder.setupOS2(sTypoAscender=1900, sTypoDescender=-500, usWinAscent=1900, usWinDescent=500)
    builder.setupPost()
    font = builder.font
    # No outlines at all, only the bitmaps.
    del font["glyf"]
    del font["loca"]
    for tag, data in tables:
        table = DefaultTable(tag)
        table.data = data
        font[tag] = table
    font["head"].created = font["head"].modified = 0x7C259DC0  # 2000-01-01, so the file never changes
    font.save(path, reorderTables=True)


def main():
    out = sys.argv[1] if len(sys.argv) > 1 else os.path.join(HERE, "..", "Fixtures", "fonts")
    build(os.path.join(out, "BoxTestSbix.ttf"), "Box Test Sbix", 6, [("sbix", sbix_table(6))])
    ebdt, eblc = composite_tables()
    build(os.path.join(out, "BoxTestComposite.ttf"), "Box Test Composite", CHAIN_END + 1, [("EBDT", ebdt), ("EBLC", eblc)])


if __name__ == "__main__":
    main()
