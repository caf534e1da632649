#!/usr/bin/env python3
"""Checks an animated GIF or WebP that boxrender wrote against the frames it
should show, with Pillow as an independent reader: the frame count, each
frame's duration and their sum, the loop count, and every composed frame's
pixels against frame-NNN.png (what `--frames-dir` wrote).

Usage: python3 Scripts/check_gif_webp.py ANIM.gif|ANIM.webp FRAMES_DIR
           --fps F --duration D --hold H --plays N [--max-difference M]

The expected durations are worked out here from the animation's timing with
exact fractions, not read from boxrender: frame k starts at k / fps (the last
at the duration), the animation ends `hold` seconds after the last frame
starts, and each frame lasts from the tick nearest its start to the tick
nearest its end (ticks: hundredths for GIF, milliseconds for WebP; halves
round up), so the durations add up to duration + hold, rounded once.

--plays is the spec's `loop` (0 = forever). Pillow reports what the file
stores: a WebP's play count as it is; a GIF's NETSCAPE2.0 repeat count,
which is plays − 1, with no extension (no "loop") for one play.

Pixels: a WebP must match exactly. A GIF stores a pixel of alpha below 128 as
transparent and any other as opaque, its colour exact when its frame has at
most 256 colours: each pixel must be transparent where the frame's is below
128, opaque elsewhere, each channel within --max-difference (default 0) of
the frame's. Exits 0 with a summary, or 1 naming the first difference. Needs
Pillow (Debian: python3-pil)."""
import argparse
import math
from fractions import Fraction

from frame_checks import fail, frame_files, require_pillow

require_pillow()
import PIL.Image  # noqa: E402


def nearest(value):
    """The nearest whole number to a Fraction, halves up."""
    return math.floor(value + Fraction(1, 2))


def expected_durations(fps, duration, hold, ticks_per_second):
    """Each frame's duration in ticks, and the ticks in a millisecond of Pillow's."""
    intervals = math.ceil(duration * fps)
    starts = [min(Fraction(k) / fps, duration) for k in range(intervals + 1)] + [duration + hold]
    ticks = [nearest(start * ticks_per_second) for start in starts]
    return [b - a for a, b in zip(ticks, ticks[1:])]


def compare(got, want, threshold, lossy):
    """(x, y, got, wanted) of the first pixel out of bounds, and the largest channel difference."""
    largest = 0
    for index, (g, w) in enumerate(zip(got.getdata(), want.getdata())):
        if lossy and w[3] < 128:
            if g[3] != 0:
                return (index % got.width, index // got.width, g, w), largest
            continue
        if lossy and g[3] != 255:
            return (index % got.width, index // got.width, g, w), largest
        difference = max(abs(a - b) for a, b in zip(g[:3] if lossy else g, w[:3] if lossy else w))
        largest = max(largest, difference)
        if difference > threshold:
            return (index % got.width, index // got.width, g, w), largest
    return None, largest


def main():
    parser = argparse.ArgumentParser(description="Check an animated GIF or WebP's frames, durations and loop.")
    parser.add_argument("animation")
    parser.add_argument("frames_dir")
    parser.add_argument("--fps", type=Fraction, required=True)
    parser.add_argument("--duration", type=Fraction, required=True)
    parser.add_argument("--hold", type=Fraction, required=True)
    parser.add_argument("--plays", type=int, required=True, help="the spec's loop: plays, 0 = forever")
    parser.add_argument("--max-difference", type=int, default=0, help="GIF: the largest channel difference allowed")
    args = parser.parse_args()

    try:
        animation = PIL.Image.open(args.animation)
        animation.load()
    except (OSError, SyntaxError, ValueError) as error:
        fail(f"{args.animation}: not a readable picture ({error})")
    kind = animation.format
    if kind not in ("GIF", "WEBP"):
        fail(f"{args.animation}: Pillow reads it as {kind}, not GIF or WebP")
    gif = kind == "GIF"
    ticks_per_second = 100 if gif else 1000
    durations = expected_durations(args.fps, args.duration, args.hold, ticks_per_second)
    expected_ms = [d * 1000 // ticks_per_second for d in durations]
    total_ms = int((args.duration + args.hold) * 1000)

    files = frame_files(args.frames_dir)
    count = getattr(animation, "n_frames", 1)
    if count != len(files) or count != len(durations):
        fail(f"{args.animation} has {count} frames; {args.frames_dir} has {len(files)} frame files and the "
             f"timing gives {len(durations)}")

    if gif:
        want_loop = None if args.plays == 1 else (0 if args.plays == 0 else args.plays - 1)
    else:
        want_loop = args.plays
    if animation.info.get("loop") != want_loop:
        fail(f"loop is {animation.info.get('loop')}, expected {want_loop} for {args.plays} plays")

    got_ms = []
    largest = 0
    for index, path in enumerate(files):
        try:
            animation.seek(index)
            animation.load()
            got = animation.convert("RGBA")
        except (OSError, EOFError, ValueError) as error:
            fail(f"frame {index} cannot be read ({error})")
        got_ms.append(animation.info.get("duration"))
        with PIL.Image.open(path) as file:
            want = file.convert("RGBA")
        if got.size != want.size:
            fail(f"frame {index} is {got.size[0]}×{got.size[1]}; {path} is {want.size[0]}×{want.size[1]}")
        difference, frame_largest = compare(got, want, args.max_difference if gif else 0, gif)
        largest = max(largest, frame_largest)
        if difference:
            x, y, got_pixel, want_pixel = difference
            fail(f"frame {index} differs from {path} at ({x}, {y}): RGBA {got_pixel}, expected {want_pixel}")

    if got_ms != expected_ms:
        fail(f"durations are {got_ms} ms, expected {expected_ms} ms")
    if sum(got_ms) != total_ms:
        fail(f"the durations add up to {sum(got_ms)} ms, not the animation's {total_ms} ms with its end hold")

    pixels = "exactly" if largest == 0 else f"within {largest} a channel"
    print(f"{args.animation}: {kind}, {count} frames of {animation.width}×{animation.height} matching "
          f"{args.frames_dir} {pixels}; durations {','.join(str(d) for d in got_ms)} ms, {sum(got_ms)} ms in all; "
          f"loop {animation.info.get('loop')} ({args.plays} plays)")


if __name__ == "__main__":
    main()
