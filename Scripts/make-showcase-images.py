#!/usr/bin/env python3
"""Makes the pictures the showcase specs use: three photo-like squares for the
demo's photo grid, the "+" tile glyph, the grey arrow accessory, and a horse
for "My First Table". Deterministic; every image is the project's own.
Usage: Scripts/make-showcase-images.py [OUT_DIR]
       Scripts/make-showcase-images.py --docs   (Fixtures/docs/pictures)"""
import math
import os
import random
import sys

sys.path.insert(0, os.path.dirname(__file__))
from importlib import import_module

fixture_images = import_module("make-fixture-images")
write_png, clamp, plus_icon = fixture_images.write_png, fixture_images.clamp, fixture_images.plus_icon

SIZE = 296  # 148 points at 2x


def red_louvres(x, y):
    """Red slats receding to the left, like the demo's first photo."""
    depth = x / SIZE
    phase = (y + (SIZE - x) * 0.35 * math.sin(y / 90.0)) / (6 + 10 * depth)
    slat = 0.5 + 0.5 * math.sin(phase * math.pi)
    shade = 0.35 + 0.65 * depth
    return (clamp(40 + 200 * slat * shade), clamp(15 + 40 * slat * shade), clamp(15 + 30 * slat * shade), 255)


def motion_blur_trees(x, y):
    """Green and sky-blue streaks, a blurred park seen from a moving car."""
    rng = random.Random((x // 24) * 1000 + (y - x // 2) // 9)
    sky = rng.random() < 0.35
    base = (150, 185, 235) if sky else (60 + rng.randint(0, 60), 110 + rng.randint(0, 70), 40)
    t = y / SIZE
    return (clamp(base[0] * (1 - 0.3 * t)), clamp(base[1] * (1 - 0.2 * t)), clamp(base[2] * (1 - 0.3 * t)), 255)


def blue_bridge(x, y):
    """A footbridge with blue railings converging to a dark tunnel."""
    cx, horizon = SIZE / 2, SIZE * 0.42
    if y < horizon:
        rail = abs(x - cx) > (SIZE * 0.12 + (horizon - y) * 0.9)
        if rail:
            stripe = (x // 10) % 2
            return (20, 60 + 40 * stripe, 150 + 60 * stripe, 255)
        return (15, 25, 20, 255) if abs(x - cx) < 40 else (30, 70, 40, 255)
    spread = (y - horizon) / (SIZE - horizon)
    edge = SIZE * 0.12 + spread * SIZE * 0.45
    if abs(x - cx) > edge:
        return (190, 160, 110, 255) if (y // 8) % 2 else (70, 80, 140, 255)
    plank = (int((y - horizon) / (4 + spread * 14))) % 2
    return (clamp(90 + 90 * spread + 40 * plank),) * 3 + (255,)


def arrow_accessory(x, y, size=30):
    """The demo's grey disc with a white chevron: 15 points, drawn at 30
    pixels for 2x (15 and 45 for 1x and 3x, the chevron scaled alike)."""
    c = size / 2
    r = math.hypot(x + 0.5 - c, y + 0.5 - c)
    if r > c - 0.5:
        return (0, 0, 0, 0)
    k = size / 30
    px, py = (x + 0.5 - c) / k, (y + 0.5 - c) / k
    on_chevron = abs(abs(py) - (4 - px) * 1.0) < 2.2 and -4 <= px <= 5 and abs(py) <= 7
    return (255, 255, 255, 255) if on_chevron else (184, 184, 188, 255)


def horse(x, y, w=64, h=64):
    """A brown horse's head in profile: an ellipse for the head, a slanted one
    for the muzzle, a triangle for the ear, a dark mane."""
    def ellipse(cx, cy, rx, ry, angle=0.0):
        dx, dy = x + 0.5 - cx, y + 0.5 - cy
        ca, sa = math.cos(angle), math.sin(angle)
        u, v = dx * ca + dy * sa, -dx * sa + dy * ca
        return (u / rx) ** 2 + (v / ry) ** 2 <= 1

    ear = y >= 6 and y <= 18 and abs(x - 36) <= (y - 6) * 0.4
    neck = ellipse(40, 44, 14, 20)
    head = ellipse(30, 26, 14, 10, -0.6)
    muzzle = ellipse(18, 40, 8, 7)
    mane = ellipse(48, 34, 5, 20, 0.25) and x > 44
    eye = ellipse(31, 22, 2, 2)
    if eye:
        return (20, 10, 5, 255)
    if mane:
        return (60, 30, 15, 255)
    if head or muzzle or neck or ear:
        return (150, 90, 45, 255)
    return (0, 0, 0, 0)


def docs_pictures(out):
    """Fixtures/docs/pictures: the arrow at every scale a docs set is drawn
    at (name.png, name@2x.png, name@3x.png, UIImage's rule), and two photos."""
    os.makedirs(out, exist_ok=True)
    for scale, suffix in ((1, ""), (2, "@2x"), (3, "@3x")):
        size = 15 * scale
        write_png(os.path.join(out, f"arrow{suffix}.png"), size, size,
                  lambda x, y, size=size: arrow_accessory(x, y, size))
    write_png(os.path.join(out, "photo-park@2x.png"), SIZE, SIZE, motion_blur_trees)
    write_png(os.path.join(out, "photo-bridge@2x.png"), SIZE, SIZE, blue_bridge)


def main():
    if sys.argv[1:2] == ["--docs"]:
        docs_pictures(os.path.join(os.path.dirname(__file__), "..", "Fixtures", "docs", "pictures"))
        return
    out = sys.argv[1] if len(sys.argv) > 1 else os.path.join(
        os.path.dirname(__file__), "..", "Fixtures", "showcase", "assets")
    os.makedirs(out, exist_ok=True)
    write_png(os.path.join(out, "photo-louvres@2x.png"), SIZE, SIZE, red_louvres)
    write_png(os.path.join(out, "photo-park@2x.png"), SIZE, SIZE, motion_blur_trees)
    write_png(os.path.join(out, "photo-bridge@2x.png"), SIZE, SIZE, blue_bridge)
    write_png(os.path.join(out, "plus@2x.png"), 120, 120, plus_icon)
    write_png(os.path.join(out, "arrow@2x.png"), 30, 30, arrow_accessory)
    write_png(os.path.join(out, "horse@2x.png"), 64, 64, horse)


if __name__ == "__main__":
    main()
