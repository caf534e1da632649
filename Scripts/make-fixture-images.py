#!/usr/bin/env python3
"""Makes the pictures the fixtures use, so that every image in the repository
is one the project made itself. Deterministic: run it again and the files are
byte-identical. Usage: Scripts/make-fixture-images.py [OUT_DIR] (without
OUT_DIR, the languages fixture's chevron too)"""
import math
import os
import struct
import sys
import zlib


def write_png(path, width, height, pixel):
    """Writes an 8-bit RGBA PNG; pixel(x, y) returns (r, g, b, a) in 0..255."""
    rows = bytearray()
    for y in range(height):
        rows.append(0)  # filter: none
        for x in range(width):
            rows.extend(pixel(x, y))

    def chunk(kind, data):
        body = kind + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body) & 0xFFFFFFFF)

    header = struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0)
    with open(path, "wb") as f:
        f.write(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header)
                + chunk(b"IDAT", zlib.compress(bytes(rows), 9)) + chunk(b"IEND", b""))


def clamp(v):
    return max(0, min(255, int(round(v))))


def sunset(x, y, w=200, h=100):
    """A 2:1 landscape: sky gradient, a sun, dark hills. Its left half and right
    half look different, so a picture shows which content mode cropped what."""
    t = y / (h - 1)
    r, g, b = 255 - 60 * t, 140 + 60 * t, 60 + 150 * t
    if math.hypot(x - 150, y - 40) < 18:
        r, g, b = 255, 230, 120
    hill = 70 + 12 * math.sin(x / 16.0)
    if y > hill:
        r, g, b = 40, 70 + (x % 20), 50
    if x < 4 or y < 4 or x >= w - 4 or y >= h - 4:  # a frame marks the picture's edge
        r, g, b = 30, 30, 120
    return (clamp(r), clamp(g), clamp(b), 255)


def plus_icon(x, y, size=120):
    """The demo's grey "+" tile glyph, drawn at 2x (120 px = 60 pt), with a
    transparent background and a soft edge."""
    c = size / 2
    arm, half = 0.36 * size, 0.08 * size
    dx, dy = abs(x + 0.5 - c), abs(y + 0.5 - c)
    inside = (dx <= arm and dy <= half) or (dy <= arm and dx <= half)
    return (140, 140, 140, 255) if inside else (0, 0, 0, 0)


def stripes(x, y):
    """Portrait 60x90: red and dark stripes like the demo's first photo."""
    band = (x + y // 3) % 12
    return (200, 40, 30, 255) if band < 7 else (60, 20, 20, 255)


def chevron(x, y, size=26):
    """A disclosure chevron "›" pointing right, at 2x (13 pt), grey with a
    soft edge on a transparent background: the accessory a right-to-left
    canvas mirrors (`flipsForRightToLeft`)."""
    px, py = x + 0.5, y + 0.5
    # Two strokes from (9, 5) to (17, 13) and on to (9, 21), 3 px wide.
    def distance(ax, ay, bx, by):
        t = max(0.0, min(1.0, ((px - ax) * (bx - ax) + (py - ay) * (by - ay)) / ((bx - ax) ** 2 + (by - ay) ** 2)))
        return math.hypot(px - (ax + t * (bx - ax)), py - (ay + t * (by - ay)))
    d = min(distance(9, 5, 17, 13), distance(17, 13, 9, 21))
    coverage = max(0.0, min(1.0, 2.0 - d))
    return (199, 199, 204, clamp(255 * coverage))


def main():
    out = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(__file__), "..", "Fixtures", "render", "assets")
    os.makedirs(out, exist_ok=True)
    write_png(os.path.join(out, "sunset.png"), 200, 100, sunset)
    write_png(os.path.join(out, "plus@2x.png"), 120, 120, plus_icon)
    write_png(os.path.join(out, "stripes.png"), 60, 90, stripes)
    # The languages fixture's accessory, in its own folder (a spec reads only beneath its own).
    languages = os.path.join(os.path.dirname(__file__), "..", "Fixtures", "languages", "shared")
    if len(sys.argv) <= 1:
        os.makedirs(languages, exist_ok=True)
        write_png(os.path.join(languages, "chevron@2x.png"), 26, 26, chevron)


if __name__ == "__main__":
    main()
