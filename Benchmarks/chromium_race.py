#!/usr/bin/env python3
"""Races boxrender against headless Chromium on the same pictures (issue "Ten
times faster than headless Chromium"): each page is made twice, as an HTML page
and as an equivalent boxrender spec, of the same canvas size. Both programs run
as whole processes, cold start to written PNG, alternately, and the script
prints a Markdown table of median wall times, peak memory and PNG sizes.

Usage: Benchmarks/chromium_race.py BOXRENDER_BINARY [RUNS] [--pages a,b] [--keep DIR]
  RUNS     timed runs of each program per page (default 5), after one warm-up each
  --pages  a comma-separated subset of: table12, mush1000, settings3x, grid1000
  --keep   write the pages and both programs' PNGs (boxrender-NAME.png,
           chromium-NAME.png) to DIR, to look at them side by side

Needs `chromium-headless-shell` on PATH and the fonts boxrender pins
(`apt-get install chromium-headless-shell fonts-roboto-unhinted fonts-liberation2`)
so that Chromium draws with the same faces."""
import argparse
import datetime
import html
import json
import os
import select
import shutil
import signal
import statistics
import struct
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass

CHROMIUM = "chromium-headless-shell"
SAMPLE_SECONDS = 0.002
RUN_TIMEOUT_SECONDS = 600
SCREENSHOT_GRACE_SECONDS = 10

# MGBox's styled look, as boxrender's StyledDefaults draws it, in CSS. The
# etched separators are drawn with inset shadows so that, as in boxrender, they
# lie inside the row and do not push its content down; the light one is white
# at alpha 0.5, the dark one the background less 0.16 at alpha 0.5.
ETCHED_TOP = "inset 0 1px rgba(255,255,255,.5)"
ETCHED_BOTTOM = "inset 0 -1px rgba(199,199,201,.5)"
BASE_CSS = f"""
html,body{{margin:0}}
body{{font:300 16px Roboto;color:#000;text-shadow:0 1px 0 #fff}}
.page{{display:flex;flex-wrap:wrap;align-items:flex-start;align-content:flex-start}}
.t{{margin:8px 0 0 8px;background:#f0f0f2;border-radius:4px;box-shadow:0 .5px 1px #1f1f1f;overflow:hidden}}
.r{{box-sizing:border-box;padding:0 16px;box-shadow:{ETCHED_TOP},{ETCHED_BOTTOM}}}
.r:first-child{{box-shadow:{ETCHED_BOTTOM}}}
.r:last-child{{box-shadow:{ETCHED_TOP}}}
.s{{display:flex;justify-content:space-between;align-items:center;line-height:20px;white-space:nowrap}}
"""

MUSH_TEXT = ("Row {n}: **bold** words, //italic// words, __underlined__ words, `monospace` words and "
             "{{#C0392B|coloured}} words, long enough to wrap onto a second line.|mush")
MUSH_HTML = ("Row {n}: <b>bold</b> words, <i>italic</i> words, <u>underlined</u> words, "
             "<code>monospace</code> words and <span style=\"color:#C0392B\">coloured</span> words, "
             "long enough to wrap onto a second line.")

SETTINGS = [
    [("Airplane Mode", "Off"), ("Wi-Fi", "Home"), ("Bluetooth", "On"),
     ("Mobile Data", "On"), ("Personal Hotspot", "Off"), ("VPN", "Not Connected")],
    [("Notifications", "12 apps"), ("Sounds & Haptics", "Default"), ("Focus", "Off"),
     ("Screen Time", "2h 14m"), ("Do Not Disturb", "Off"), ("Announce Calls", "Never")],
    [("General", "16.4"), ("Control Centre", "Custom"), ("Display & Brightness", "Auto"),
     ("Home Screen", "Pages"), ("Accessibility", "On"), ("Wallpaper", "Dunes")],
    [("Siri & Search", "Off"), ("Face ID & Passcode", "On"), ("Emergency SOS", "Call"),
     ("Exposure Logs", "Off"), ("Battery", "87 %"), ("Privacy & Security", "")],
    [("App Store", "Updates"), ("Wallet & Apple Pay", "2 cards"), ("Passwords", "214"),
     ("Mail", "3 accounts"), ("Contacts", "1,024"), ("Calendar", "Work")],
    [("Notes", "iCloud"), ("Reminders", "6 lists"), ("Voice Memos", "Off"),
     ("Phone", "+44 7700 900123"), ("Messages", "On"), ("FaceTime", "On")],
    [("Safari", "DuckDuckGo"), ("News", "Off"), ("Weather", "Celsius"),
     ("Translate", "English"), ("Maps", "Walking"), ("Compass", "True North")],
    [("Music", "Lossless"), ("TV", "Wi-Fi only"), ("Photos", "Optimise"),
     ("Camera", "HEIF"), ("Books", "Sepia"), ("Podcasts", "Daily")],
]


@dataclass(frozen=True)
class Page:
    """One picture twice: `html` for Chromium, `spec` for boxrender; both must
    fill a canvas of exactly `width` × `height` points at `scale`."""
    name: str
    width: int
    height: int
    scale: int
    html: str
    spec: dict

    @property
    def pixels(self):
        """The PNG's size in pixels, which both programs must produce."""
        return self.width * self.scale, self.height * self.scale


def html_document(css, body):
    """A complete page: the shared styled-table CSS, the page's own, its body."""
    return (f"<!doctype html><html><head><meta charset=\"utf-8\"><style>{BASE_CSS}{css}</style></head>"
            f"<body>{body}</body></html>")


def spec_document(width, height, scale, background, root):
    """A spec whose canvas is exactly the Chromium window, whatever the root's size."""
    return {"version": 1, "canvas": {"width": width, "height": height, "scale": scale, "background": background},
            "root": root}


def html_table(rows, width, row_height):
    """A styled table: `rows` are (left, right) texts; right may be empty."""
    lines = "".join(f"<div class=\"r s\" style=\"height:{row_height}px\"><span>{html.escape(left)}</span>"
                    f"<span>{html.escape(right)}</span></div>" for left, right in rows)
    return f"<div class=\"t\" style=\"width:{width}px\">{lines}</div>"


def spec_table(rows, width, row_height):
    """The styled table `html_table` draws, as MGBox's styledTable of styledLines."""
    lines = []
    for left, right in rows:
        line = {"type": "styledLine", "size": [width, row_height], "left": left}
        if right:
            line["right"] = right
        lines.append(line)
    return {"type": "styledTable", "size": [width, 0], "middleLines": lines}


def table_stack_height(tables, row_height, bottom_padding):
    """Height of a table-mode root: each table is 8 points down from the one
    above (its top margin) and exactly as tall as its rows."""
    return sum(8 + rows * row_height for rows in tables) + bottom_padding


def table12():
    """A 320×500-point screen at scale 2 holding one styled table of 12 rows:
    the small documentation picture, where process start-up dominates."""
    rows = [(f"Row {n}", "") for n in range(12)]
    body = f"<div class=\"page\" style=\"width:320px;flex-direction:column\">{html_table(rows, 304, 40)}</div>"
    root = {"size": [320, 0], "boxes": [spec_table(rows, 304, 40)]}
    return Page("table12", 320, 500, 2,
                html_document("body{background:#E5E5EA}", body),
                spec_document(320, 500, 2, "#E5E5EA", root))


def settings3x():
    """A phone settings screen at scale 3: eight styled tables of six rows of
    left and right text, 44-point rows, 375 points wide with 8-point margins
    on both sides of each table."""
    width, row_height, table_width = 375, 44, 375 - 16
    height = table_stack_height([len(section) for section in SETTINGS], row_height, 8)
    body = "".join(html_table(section, table_width, row_height) for section in SETTINGS)
    body = f"<div class=\"page\" style=\"width:{width}px;flex-direction:column;padding-bottom:8px\">{body}</div>"
    root = {"size": [width, 0], "padding": {"bottom": 8},
            "boxes": [spec_table(section, table_width, row_height) for section in SETTINGS]}
    return Page("settings3x", width, height, 3,
                html_document("body{background:#EFEFF4}", body),
                spec_document(width, height, 3, "#EFEFF4", root))


def mush1000():
    """1,000 multiline Mush rows in five styled tables side by side, 1600 points
    wide at scale 1: text laid out and wrapped by both engines. Rows are pinned
    at 100 points (four 19-point lines and 12-point padding; both engines wrap
    this text to four lines) with `maxHeight` and a CSS height, so the heights
    are known here instead of depending on where each engine wraps. Mush's bold
    is weight 700 (CSS's `bolder` of Light would be 400), and monospace runs
    must not make a CSS line box taller than Pango's 19 points."""
    width, columns, per_column, row_height = 1600, 5, 200, 100
    height = 8 + per_column * row_height + 8
    css = (".m{box-sizing:border-box;height:100px;padding:12px;line-height:19px;overflow:hidden}"
           "b{font-weight:700}code{font:16px/0 \"Liberation Mono\"}body{background:#6D7179}")
    tables_html, tables_spec = [], []
    for column in range(columns):
        numbers = range(column * per_column, (column + 1) * per_column)
        rows = "".join(f"<div class=\"r m\">{MUSH_HTML.format(n=n)}</div>" for n in numbers)
        tables_html.append(f"<div class=\"t\" style=\"width:304px\">{rows}</div>")
        lines = [{"type": "styledLine", "size": [304, row_height], "maxHeight": row_height, "padding": 12,
                  "multilineLeft": MUSH_TEXT.format(n=n)} for n in numbers]
        tables_spec.append({"type": "styledTable", "middleLines": lines})
    body = f"<div class=\"page\" style=\"width:{width}px;padding-bottom:8px\">{''.join(tables_html)}</div>"
    root = {"size": [width, 0], "contentLayoutMode": "grid", "padding": {"bottom": 8}, "boxes": tables_spec}
    return Page("mush1000", width, height, 1, html_document(css, body),
                spec_document(width, height, 1, "#6D7179", root))


def grid1000():
    """The README's grid pattern with 1,000 boxes: 100×100 blue tiles with
    10-point left and top margins, two to a 320-point row, a white top and a
    black bottom border, round corners; 500 rows make the page 55,010 pixels
    tall at scale 1, taller than boxrender's 32,767-pixel side limit. MGBox's
    borders are straight 1-point lines inside the box, not bent by its corner
    radius as CSS borders are, so the page draws them as pseudo-elements."""
    width, count, tile, gap = 320, 1000, 100, 10
    per_row = width // (tile + gap)
    height = -(-count // per_row) * (tile + gap) + gap
    css = (".b{position:relative;width:100px;height:100px;margin:10px 0 0 10px;background:#3478F6;border-radius:4px}"
           ".b::before,.b::after{content:\"\";position:absolute;left:0;right:0;height:1px}"
           ".b::before{top:0;background:#fff}.b::after{bottom:0;background:#000}body{background:#FFFFFF}")
    tiles = "<div class=\"b\"></div>" * count
    body = f"<div class=\"page\" style=\"width:{width}px;padding-bottom:{gap}px\">{tiles}</div>"
    box = {"size": [tile, tile], "margin": {"top": gap, "left": gap}, "backgroundColor": "#3478F6",
           "cornerRadius": 4, "borderColors": {"top": "#FFFFFF", "bottom": "#000000"}}
    root = {"size": [width, 0], "contentLayoutMode": "grid", "padding": {"bottom": gap}, "boxes": [box] * count}
    return Page("grid1000", width, height, 1, html_document(css, body),
                spec_document(width, height, 1, "#FFFFFF", root))


PAGES = {"table12": table12, "mush1000": mush1000, "settings3x": settings3x, "grid1000": grid1000}


@dataclass
class Run:
    """One process: wall seconds to a written file, peak memory in KiB, and why
    it failed (None when it did not)."""
    wall: float
    peak_kib: int
    failure: str | None = None


class GroupMemory:
    """Samples the proportional resident memory of every process in one
    process group, summed: Chromium is a browser process plus zygote, GPU and renderer helpers,
    all needed to draw the picture. Sampling runs every few milliseconds on a
    machine with two cores, so it remembers the processes already seen outside
    the group (a process's group does not change here) and reads only the
    /proc/PID/stat of new ones, which keeps a sample cheap."""

    def __init__(self, pgid):
        self.pgid = pgid
        self.outside = set()
        self.peak_kib = 0

    def sample(self):
        """Reads the group's current total, keeps the largest; returns the total."""
        total = 0
        for entry in os.scandir("/proc"):
            name = entry.name
            if not name.isdigit() or name in self.outside:
                continue
            try:
                if self.group_of(name) != self.pgid:
                    self.outside.add(name)
                    continue
                total += self.rss_kib(name)
            except (FileNotFoundError, ProcessLookupError):
                continue
        self.peak_kib = max(self.peak_kib, total)
        return total

    @staticmethod
    def group_of(pid):
        """Field 5 of /proc/PID/stat; the command name before it may hold spaces."""
        with open(f"/proc/{pid}/stat", "rb") as stat:
            return int(stat.read().rsplit(b")", 1)[1].split()[2])

    @staticmethod
    def rss_kib(pid):
        """The process's proportional set size (Pss of /proc/PID/smaps_rollup):
        its resident memory with each page shared by n processes counted 1/n,
        so that Chromium's helpers don't each count the shared libraries and the
        browser binary again; a zombie has none and counts 0."""
        with open(f"/proc/{pid}/smaps_rollup", "rb") as rollup:
            for line in rollup:
                if line.startswith(b"Pss:"):
                    return int(line.split()[1])
        return 0


def end_group(memory):
    """Kills what is left of a run's process group and waits until it is gone,
    so helpers of one run never overlap, or share memory figures with, the next."""
    try:
        os.killpg(memory.pgid, signal.SIGKILL)
    except ProcessLookupError:
        return
    deadline = time.monotonic() + 5
    while memory.sample() and time.monotonic() < deadline:
        time.sleep(SAMPLE_SECONDS)


def first_line(path):
    """The first non-empty line of a log file, to say why a run failed."""
    with open(path, errors="replace") as log:
        return next((line.strip() for line in log if line.strip()), "no message")


def run_measured(argv, out, log):
    """Runs `argv` in a process group of its own, from a cold start until the
    main process has exited and `out` exists. Peak memory is the larger of the
    process's own ru_maxrss and the largest sum of the group's resident memory
    seen while sampling every SAMPLE_SECONDS; exit is noticed at once through a
    pidfd, so sampling does not round the wall time up."""
    if os.path.exists(out):
        os.remove(out)
    with open(log, "w") as errors:
        start = time.perf_counter()
        process = subprocess.Popen(argv, stdout=subprocess.DEVNULL, stderr=errors, start_new_session=True)
    memory = GroupMemory(process.pid)
    pidfd = os.pidfd_open(process.pid)
    poller = select.poll()
    poller.register(pidfd, select.POLLIN)
    status, maxrss = None, 0
    deadline = start + RUN_TIMEOUT_SECONDS
    try:
        while status is None and time.perf_counter() < deadline:
            memory.sample()
            if poller.poll(SAMPLE_SECONDS * 1000):
                _, status, usage = os.wait4(process.pid, 0)
                maxrss = usage.ru_maxrss
        grace = time.perf_counter() + SCREENSHOT_GRACE_SECONDS
        while status is not None and not os.path.exists(out) and time.perf_counter() < grace:
            memory.sample()
            time.sleep(SAMPLE_SECONDS)
        wall = time.perf_counter() - start
    finally:
        os.close(pidfd)
        end_group(memory)
    if status is None:
        os.wait4(process.pid, 0)
        return Run(wall, memory.peak_kib, f"timed out after {RUN_TIMEOUT_SECONDS} s")
    process.returncode = os.waitstatus_to_exitcode(status)  # reaped here: Popen must not wait for it again
    if process.returncode != 0:
        return Run(wall, memory.peak_kib, f"exit {process.returncode}: {first_line(log)}")
    if not os.path.exists(out):
        return Run(wall, memory.peak_kib, "exited without writing the picture")
    return Run(wall, max(memory.peak_kib, maxrss))


def boxrender_argv(binary, spec, out):
    """boxrender as a documentation build runs it: the spec sets the canvas."""
    return [binary, spec, "-o", out]


def chromium_argv(page, html_path, out):
    """Chromium's one-shot screenshot of a window exactly the spec's canvas."""
    width, height = page.width, page.height
    return [CHROMIUM, "--no-sandbox", "--disable-gpu", "--hide-scrollbars", f"--window-size={width},{height}",
            f"--force-device-scale-factor={page.scale}", f"--screenshot={out}", f"file://{html_path}"]


def write_page(page, folder):
    """Writes the page's HTML and spec into `folder`; returns their paths."""
    html_path = os.path.join(folder, f"{page.name}.html")
    spec_path = os.path.join(folder, f"{page.name}.spec.json")
    with open(html_path, "w") as f:
        f.write(page.html)
    with open(spec_path, "w") as f:
        json.dump(page.spec, f)
    return html_path, spec_path


def race(page, binary, runs, folder):
    """Times one page: a warm-up of each program (page cache, font caches), then
    boxrender and Chromium alternately, so that whatever else the machine does
    falls on both alike. A boxrender refusal is kept and not retried; Chromium
    goes on alone. Returns both lists of counted runs and the two PNG paths."""
    html_path, spec_path = write_page(page, folder)
    outputs = {"boxrender": os.path.join(folder, f"boxrender-{page.name}.png"),
               "chromium": os.path.join(folder, f"chromium-{page.name}.png")}
    commands = {"boxrender": boxrender_argv(binary, spec_path, outputs["boxrender"]),
                "chromium": chromium_argv(page, html_path, outputs["chromium"])}
    log = os.path.join(folder, f"{page.name}.log")
    results = {"boxrender": [], "chromium": []}
    refused = None
    for round_number in range(runs + 1):
        for program in ("boxrender", "chromium"):
            if program == "boxrender" and refused:
                continue
            run = run_measured(commands[program], outputs[program], log)
            label = "warm-up" if round_number == 0 else f"run {round_number}/{runs}"
            outcome = run.failure or f"{run.wall * 1000:.0f} ms, {run.peak_kib / 1024:.1f} MiB"
            print(f"{page.name}: {program} {label}: {outcome}", file=sys.stderr)
            if run.failure and program == "boxrender":
                refused = run.failure
            elif run.failure:
                sys.exit(f"{page.name}: Chromium failed: {run.failure}")
            elif round_number > 0:
                results[program].append(run)
    os.remove(log)
    return results, refused, outputs


def png_size(path):
    """Width and height from a PNG's IHDR chunk, to show what each program
    actually produced."""
    with open(path, "rb") as f:
        header = f.read(24)
    return struct.unpack(">II", header[16:24])


def mib(kib):
    """KiB, as /proc and ru_maxrss give them, in the unit the README uses."""
    return f"{kib / 1024:.1f} MiB"


def table_row(page, results, refused, outputs):
    """One Markdown row; a canvas either program did not produce at the
    expected size is noted beside the expected one. Memory is the largest peak
    of the counted runs, time the median."""
    width, height = page.pixels
    pixels = f"{width}×{height}"
    for program, path in outputs.items():
        if os.path.exists(path) and png_size(path) != (width, height):
            pixels += " ({}: {}×{})".format(program, *png_size(path))
    chromium = results["chromium"]
    c_wall = statistics.median(r.wall for r in chromium)
    c_peak = max(r.peak_kib for r in chromium)
    c_bytes = os.path.getsize(outputs["chromium"])
    if refused:
        reason = refused.replace("|", "\\|")  # a message must not split the Markdown row
        cells = [f"refused: {reason}", f"{c_wall * 1000:.0f} ms", "—", "—", mib(c_peak), "—", "—",
                 f"{c_bytes:,}"]
    else:
        boxrender = results["boxrender"]
        b_wall = statistics.median(r.wall for r in boxrender)
        b_peak = max(r.peak_kib for r in boxrender)
        cells = [f"{b_wall * 1000:.0f} ms", f"{c_wall * 1000:.0f} ms", f"{b_wall / c_wall:.2f}", mib(b_peak),
                 mib(c_peak), f"{b_peak / c_peak:.2f}", f"{os.path.getsize(outputs['boxrender']):,}", f"{c_bytes:,}"]
    return "| " + " | ".join([f"`{page.name}`", pixels] + cells) + " |"


def parse_arguments():
    """The command line of the module docstring; refuses to start without Chromium."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("binary", help="the boxrender executable")
    parser.add_argument("runs", nargs="?", type=int, default=5, help="timed runs per program and page")
    parser.add_argument("--pages", default=",".join(PAGES), help="comma-separated: " + ", ".join(PAGES))
    parser.add_argument("--keep", metavar="DIR", help="keep pages and pictures in DIR")
    arguments = parser.parse_args()
    unknown = [name for name in arguments.pages.split(",") if name not in PAGES]
    if unknown:
        parser.error(f"unknown page(s): {', '.join(unknown)}; choose from {', '.join(PAGES)}")
    if not os.access(arguments.binary, os.X_OK):
        parser.error(f"{arguments.binary} is not an executable boxrender")
    if arguments.runs < 1:
        parser.error("RUNS must be at least 1")
    if shutil.which(CHROMIUM) is None:
        parser.error(f"{CHROMIUM} is not on PATH (apt-get install {CHROMIUM} fonts-roboto-unhinted fonts-liberation2)")
    return arguments


def chromium_version():
    """Which Chromium ran, for the figures' footnote."""
    result = subprocess.run([CHROMIUM, "--version"], capture_output=True, text=True)
    return result.stdout.strip() or "version unknown"


def main():
    arguments = parse_arguments()
    binary = os.path.abspath(arguments.binary)
    names = arguments.pages.split(",")
    with tempfile.TemporaryDirectory(prefix="chromium-race-") as scratch:
        folder = os.path.abspath(arguments.keep) if arguments.keep else scratch
        os.makedirs(folder, exist_ok=True)
        rows = []
        for name in names:
            page = PAGES[name]()
            rows.append(table_row(page, *race(page, binary, arguments.runs, folder)))
    print("| picture | pixels | boxrender (median wall) | Chromium (median wall) | ratio (boxrender/Chromium) "
          "| peak memory boxrender | peak memory Chromium | memory ratio | PNG bytes boxrender | PNG bytes Chromium |")
    print("|---|---|---:|---:|---:|---:|---:|---:|---:|---:|")
    print("\n".join(rows))
    print()
    print(f"{datetime.date.today().isoformat()}: {arguments.runs} timed runs of each program per page "
          f"(after one warm-up each, alternating), nproc {len(os.sched_getaffinity(0))}, {chromium_version()}; "
          "wall time from process start to written PNG, peak memory the largest sum of the process "
          "group's proportional set size (Pss; boxrender: or its ru_maxrss, if larger).")


if __name__ == "__main__":
    main()
