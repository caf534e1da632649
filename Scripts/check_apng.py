#!/usr/bin/env python3
"""Checks an animated PNG against the frames it should show, with Pillow as an
independent reader (its own chunk parsing, disposal and blending), so that a
test of boxrender's APNG encoder does not rely on boxrender's own decoding.

Usage: python3 Scripts/check_apng.py ANIM.png FRAMES_DIR [--delays d0,d1,...] [--loop N]

FRAMES_DIR holds frame-NNN.png, one per frame the animation shows, in name
order. --delays gives each frame's expected delay in milliseconds (what
Pillow reports as info["duration"]); --loop the expected play count (0 =
forever). Exits 0 with a one-line summary, or 1 naming the first difference.
Needs Pillow (Debian: python3-pil)."""
import argparse

from frame_checks import fail, frame_files, require_pillow

require_pillow()
import PIL.Image  # noqa: E402


def first_difference(got, want):
    """(x, y, got pixel, wanted pixel) of the first pixel that differs, or None."""
    got_bytes, want_bytes = got.tobytes(), want.tobytes()
    if got_bytes == want_bytes:
        return None
    index = next(i for i in range(len(got_bytes)) if got_bytes[i] != want_bytes[i]) // 4
    x, y = index % got.width, index // got.width
    return x, y, tuple(got_bytes[index * 4:index * 4 + 4]), tuple(want_bytes[index * 4:index * 4 + 4])


def main():
    parser = argparse.ArgumentParser(description="Check an APNG's composed frames, delays and loop count.")
    parser.add_argument("animation")
    parser.add_argument("frames_dir")
    parser.add_argument("--delays", help="expected delays in milliseconds, comma-separated")
    parser.add_argument("--loop", type=int, help="expected loop count (0 = forever)")
    args = parser.parse_args()

    expected_frames = frame_files(args.frames_dir)
    delays = None
    if args.delays is not None:
        try:
            delays = [float(d) for d in args.delays.split(",")]
        except ValueError:
            fail(f"--delays {args.delays!r} is not a comma-separated list of numbers")
        if len(delays) != len(expected_frames):
            fail(f"--delays gives {len(delays)} delays for {len(expected_frames)} frame files")

    try:
        animation = PIL.Image.open(args.animation)
        animation.load()
    except (OSError, SyntaxError, ValueError) as error:
        fail(f"{args.animation}: not a readable PNG ({error})")
    if animation.format != "PNG":
        fail(f"{args.animation}: Pillow reads it as {animation.format}, not PNG")
    count = getattr(animation, "n_frames", 1)
    if count != len(expected_frames):
        fail(f"{args.animation} has {count} frames; {args.frames_dir} has {len(expected_frames)} frame files")
    if args.loop is not None and animation.info.get("loop") != args.loop:
        fail(f"loop count is {animation.info.get('loop')}, expected {args.loop}")

    for index, path in enumerate(expected_frames):
        try:
            animation.seek(index)
            got = animation.convert("RGBA")
        except (OSError, EOFError, ValueError) as error:
            fail(f"frame {index} cannot be read ({error})")
        with PIL.Image.open(path) as file:
            want = file.convert("RGBA")
        if got.size != want.size:
            fail(f"frame {index} is {got.size[0]}×{got.size[1]}; {path} is {want.size[0]}×{want.size[1]}")
        difference = first_difference(got, want)
        if difference:
            x, y, got_pixel, want_pixel = difference
            fail(f"frame {index} differs from {path} first at ({x}, {y}): RGBA {got_pixel}, expected {want_pixel}")
        if delays is not None:
            duration = animation.info.get("duration")
            if duration is None or abs(float(duration) - delays[index]) > 1e-3:
                fail(f"frame {index} lasts {duration} ms, expected {delays[index]:g} ms")

    summary = f"{args.animation}: {count} frames of {animation.width}×{animation.height} match {args.frames_dir}"
    if delays is not None:
        summary += ", delays " + ",".join(f"{d:.10g}" for d in delays) + " ms"
    if args.loop is not None:
        summary += f", loop {args.loop}"
    print(summary)


if __name__ == "__main__":
    main()
