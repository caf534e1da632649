#!/usr/bin/env python3
"""Times the whole CLI, a cold process start to a written PNG, as a
documentation build runs it: a 1,000-box spec, and 1,000 multiline Mush rows.
Prints a Markdown table row per case with the median wall time of several runs
and the peak resident memory of the process.

Usage: Benchmarks/render_cli.py BOXRENDER_BINARY [RUNS]"""
import json
import os
import statistics
import sys
import tempfile
import time

COLORS = ["#FF3B30", "#FF9500", "#FFCC00", "#34C759", "#5AC8FA", "#007AFF", "#5856D6", "#FF2D55"]


def thousand_box_spec():
    """A 320-point page: 40 styled cards (rounded, shadowed, bordered), each a
    grid of 24 small boxes — 1,001 nodes in all, every drawing feature used."""
    cards = []
    for card in range(40):
        cells = [{"size": [30, 30], "margin": {"top": 4, "left": 4},
                  "backgroundColor": COLORS[(card + cell) % len(COLORS)],
                  "cornerRadius": 4 if cell % 2 else 0}
                 for cell in range(24)]
        cards.append({"size": [304, 0], "margin": {"top": 8, "left": 8},
                      "contentLayoutMode": "grid", "padding": {"bottom": 4},
                      "backgroundColor": [0.94, 0.94, 0.95], "cornerRadius": 4,
                      "borderStyle": ["etchedTop", "etchedBottom"],
                      "shadow": {"color": {"white": 0.12}, "opacity": 1, "offset": [0, 0.5], "radius": 1},
                      "boxes": cells})
    return {"version": 1, "canvas": {"background": "#E5E5EA", "scale": 1},
            "root": {"size": [320, 0], "padding": {"bottom": 8}, "boxes": cards}}


def mush_rows_spec():
    """1,000 multiline Mush rows in five columns of styled tables, 200 rows
    each: text measured and wrapped by Pango, markup parsed, every row drawn."""
    text = ("Row {n}: **bold** words, //italic// words, __underlined__ words, `monospace` words and "
            "{{#C0392B|coloured}} words, long enough to wrap onto a second line.|mush")
    tables = []
    for column in range(5):
        rows = [{"type": "styledLine", "size": [304, 0], "padding": 12, "minHeight": 40,
                 "multilineLeft": text.format(n=column * 200 + row)} for row in range(200)]
        tables.append({"type": "styledTable", "middleLines": rows})
    return {"version": 1, "canvas": {"background": "#6D7179", "scale": 1},
            "root": {"size": [1600, 0], "contentLayoutMode": "grid", "padding": {"bottom": 8}, "boxes": tables}}


def run_once(binary, spec, out):
    start = time.perf_counter()
    pid = os.fork()
    if pid == 0:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, 1)
        os.execv(binary, [binary, spec, "-o", out])
    _, status, usage = os.wait4(pid, 0)
    elapsed = time.perf_counter() - start
    if os.waitstatus_to_exitcode(status) != 0:
        sys.exit(f"boxrender failed on {spec}")
    return elapsed, usage.ru_maxrss  # KiB on Linux


def main():
    binary = os.path.abspath(sys.argv[1])
    runs = int(sys.argv[2]) if len(sys.argv) > 2 else 15
    cases = [("1,000 boxes, cold start → PNG", "1001 nodes", thousand_box_spec()),
             ("1,000 multiline Mush rows → PNG", "1,000 rows", mush_rows_spec())]
    print("| case | size | median | min | peak RSS |")
    print("|---|---|---|---|---|")
    with tempfile.TemporaryDirectory() as folder:
        for name, size, document in cases:
            spec = os.path.join(folder, "spec.json")
            with open(spec, "w") as f:
                json.dump(document, f)
            out = os.path.join(folder, "out.png")
            run_once(binary, spec, out)  # warm the page cache, not the process
            results = [run_once(binary, spec, out) for _ in range(runs)]
            times = sorted(r[0] for r in results)
            peak = max(r[1] for r in results)
            print(f"| {name} | {size} | {statistics.median(times) * 1000:.1f} ms "
                  f"| {times[0] * 1000:.1f} ms | {peak / 1024:.1f} MiB |")


if __name__ == "__main__":
    main()
