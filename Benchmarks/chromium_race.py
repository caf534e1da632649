#!/usr/bin/env python3
"""Races boxrender against headless Chromium on the same pictures (issue "Ten
times faster than headless Chromium"): each page is made twice, as an HTML page
and as an equivalent boxrender spec, of the same canvas size. Both programs run
as whole processes, cold start to written PNG, alternately, and the script
prints a Markdown table of median wall times, peak memory and PNG sizes.

Timing and memory are measured in separate runs: peak memory needs the Pss of
every process in the group (Chromium runs ~7) read from /proc every 2 ms, which
keeps one of this 2-core machine's cores busy and would slow the very runs
being timed. So the timed runs only wait for the process and its PNG, and after
them one more run of each program per page is sampled for memory.

Usage: Benchmarks/chromium_race.py BOXRENDER_BINARY [RUNS] [--pages a,b] [--keep DIR]
  RUNS     timed runs of each program per page (default 5), after one warm-up each;
           then one memory run of each
  --pages  a comma-separated subset of: table12, mush1000, settings3x, grid1000
  --keep   write the pages and both programs' PNGs (boxrender-NAME.png,
           chromium-NAME.png) to DIR, to look at them side by side

Needs `chromium-headless-shell` on PATH and the fonts boxrender pins
(`apt-get install chromium-headless-shell fonts-roboto-unhinted fonts-liberation2`)
so that Chromium draws with the same faces."""
import argparse
import ctypes
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
SAMPLE_SECONDS = 0.002  # how often a memory run sums the group's Pss
POLL_SECONDS = 0.002  # how often a wait looks again for the picture or for the group's end
RUN_TIMEOUT_SECONDS = 600
SCREENSHOT_GRACE_SECONDS = 10
PR_SET_CHILD_SUBREAPER = 36  # from <linux/prctl.h>

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
    """One process: wall seconds to a written file; the main process's
    ru_maxrss in KiB; in a memory run, the largest sampled sum of its group's
    Pss in KiB (None in a timed run, which does not sample); and why it failed
    (None when it did not)."""
    wall: float
    maxrss_kib: int
    pss_kib: int | None = None
    failure: str | None = None

    def outcome(self):
        """The progress line's account of the run, as it happens."""
        if self.failure:
            return self.failure
        if self.pss_kib is None:
            return f"{self.wall * 1000:.0f} ms"
        wall = f"wall {self.wall * 1000:.0f} ms, not counted"
        return f"{mib(self.pss_kib)} Pss, ru_maxrss {mib(self.maxrss_kib)} ({wall})"


class GroupMemory:
    """Samples the proportional resident memory of every process in one
    process group, summed: Chromium is a browser process plus zygote, GPU and
    renderer helpers, all needed to draw the picture. Only memory runs sample,
    every few milliseconds on a machine with two cores, so it remembers the
    processes already seen outside the group (a process's group does not change
    here) and reads only the /proc/PID/stat of new ones, which keeps a sample
    cheap; reading ~7 Chromium processes' smaps_rollup still keeps a core
    busy, which is why timed runs do not sample at all."""

    def __init__(self, pgid):
        self.pgid = pgid
        self.outside = set()
        self.peak_kib = 0

    def sample(self):
        """Reads the group's current total and keeps the largest."""
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


def adopt_orphans():
    """Makes this script the child subreaper of everything it starts. Chromium's
    browser process exits before its zygote helpers, which are then handed to
    PID 1; on this machine PID 1 collects dead processes only every second or
    two, and until then their zombies keep the process group alive, so
    end_group would wait that long after every Chromium run. Handed to this
    script instead, they are collected by end_group at once."""
    libc = ctypes.CDLL(None, use_errno=True)
    if libc.prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0) != 0:
        raise OSError(ctypes.get_errno(), "prctl(PR_SET_CHILD_SUBREAPER) failed")


def collect_dead(pgid):
    """Collects the group's members that have died as this script's children
    (see adopt_orphans): a zombie still counts as a member of its group."""
    try:
        while os.waitpid(-pgid, os.WNOHANG)[0]:
            pass
    except ChildProcessError:
        pass


def end_group(process):
    """Kills what is left of a run's process group and waits, at most 5 s,
    until it is gone, so helpers of one run never overlap, or share memory
    figures with, the next. It asks the kernel whether the group is gone
    (signal 0), not /proc, so that timed runs never read /proc; the main process
    is reaped first if it was not (a timeout), as its zombie would keep the group."""
    try:
        os.killpg(process.pid, signal.SIGKILL)
    except ProcessLookupError:
        return
    if process.returncode is None:
        process.wait()
    deadline = time.monotonic() + 5
    while time.monotonic() < deadline:
        collect_dead(process.pid)
        try:
            os.killpg(process.pid, 0)
        except ProcessLookupError:
            return
        time.sleep(POLL_SECONDS)


def first_line(path):
    """The first non-empty line of a log file, to say why a run failed."""
    with open(path, errors="replace") as log:
        return next((line.strip() for line in log if line.strip()), "no message")


def wait_for_exit(process, deadline, sample=None):
    """Waits until the main process exits, or `deadline`; returns wait4's status
    (None on timeout) and ru_maxrss. Exit is noticed at once through a pidfd,
    so waiting does not round the wall time up. `sample`, when given, is called
    every SAMPLE_SECONDS meanwhile; without it the wait just blocks, leaving
    both cores to the program being timed."""
    pidfd = os.pidfd_open(process.pid)
    try:
        poller = select.poll()
        poller.register(pidfd, select.POLLIN)
        while (remaining := deadline - time.perf_counter()) > 0:
            if sample:
                sample()
            if poller.poll((SAMPLE_SECONDS if sample else remaining) * 1000):
                _, status, usage = os.wait4(process.pid, 0)
                process.returncode = os.waitstatus_to_exitcode(status)  # reaped here: Popen must not wait again
                return status, usage.ru_maxrss
        return None, 0
    finally:
        os.close(pidfd)


def wait_for_file(out, sample=None):
    """Chromium's browser process may exit just before its screenshot is on
    disk: waits up to SCREENSHOT_GRACE_SECONDS for `out` to appear, looking
    every POLL_SECONDS and calling `sample`, when given, each time."""
    grace = time.perf_counter() + SCREENSHOT_GRACE_SECONDS
    while not os.path.exists(out) and time.perf_counter() < grace:
        if sample:
            sample()
        time.sleep(POLL_SECONDS)


def run_process(argv, out, log, sample_memory=False):
    """Runs `argv` in a session, and so a process group, of its own, from a
    cold start until the main process has exited and `out` exists, then ends
    the rest of the group. A timed run (the default) only waits and records
    the wall time and ru_maxrss; a memory run also sums the group's Pss every
    SAMPLE_SECONDS, which takes CPU the program would otherwise have, so its
    wall time is not counted."""
    if os.path.exists(out):
        os.remove(out)
    with open(log, "w") as errors:
        start = time.perf_counter()
        process = subprocess.Popen(argv, stdout=subprocess.DEVNULL, stderr=errors, start_new_session=True)
    memory = GroupMemory(process.pid) if sample_memory else None
    sample = memory.sample if memory else None
    try:
        status, maxrss = wait_for_exit(process, start + RUN_TIMEOUT_SECONDS, sample)
        if status is not None:
            wait_for_file(out, sample)
        wall = time.perf_counter() - start
    finally:
        end_group(process)
    run = Run(wall, maxrss, memory.peak_kib if memory else None)
    if status is None:
        run.failure = f"timed out after {RUN_TIMEOUT_SECONDS} s"
    elif process.returncode != 0:
        run.failure = f"exit {process.returncode}: {first_line(log)}"
    elif not os.path.exists(out):
        run.failure = "exited without writing the picture"
    return run


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


class Contest:
    """One page's two commands, their outputs, and boxrender's refusal if it
    refused: a refusal is kept and not retried, and Chromium goes on alone."""

    def __init__(self, page, binary, folder):
        html_path, spec_path = write_page(page, folder)
        self.page = page
        self.outputs = {"boxrender": os.path.join(folder, f"boxrender-{page.name}.png"),
                        "chromium": os.path.join(folder, f"chromium-{page.name}.png")}
        self.commands = {"boxrender": boxrender_argv(binary, spec_path, self.outputs["boxrender"]),
                         "chromium": chromium_argv(page, html_path, self.outputs["chromium"])}
        self.log = os.path.join(folder, f"{page.name}.log")
        self.refused = None

    def round(self, label, sample_memory=False):
        """Runs boxrender (unless it has refused) and then Chromium once each,
        printing each outcome as it happens; returns the runs that succeeded,
        by program. A Chromium failure ends the script: there is nothing to
        race against."""
        runs = {}
        for program in ("boxrender", "chromium"):
            if program == "boxrender" and self.refused:
                continue
            run = run_process(self.commands[program], self.outputs[program], self.log, sample_memory)
            print(f"{self.page.name}: {program} {label}: {run.outcome()}", file=sys.stderr)
            if run.failure and program == "boxrender":
                self.refused = run.failure
            elif run.failure:
                sys.exit(f"{self.page.name}: Chromium failed: {run.failure}")
            else:
                runs[program] = run
        return runs


def race(page, binary, runs, folder):
    """Races one page. Timing: a warm-up of each program (page cache, font
    caches), then boxrender and Chromium alternately, so that whatever else the
    machine does falls on both alike. Memory: afterwards one more run of each,
    sampled, kept apart from the timed runs because sampling slows the program
    it watches. Returns the counted timed runs and the memory runs, both by
    program, boxrender's refusal (or None) and the two PNG paths."""
    contest = Contest(page, binary, folder)
    timed = {"boxrender": [], "chromium": []}
    for round_number in range(runs + 1):
        label = "warm-up" if round_number == 0 else f"run {round_number}/{runs}"
        for program, run in contest.round(label).items():
            if round_number > 0:
                timed[program].append(run)
    memory = contest.round("memory run", sample_memory=True)
    os.remove(contest.log)
    return timed, memory, contest.refused, contest.outputs


def png_size(path):
    """Width and height from a PNG's IHDR chunk, to show what each program
    actually produced."""
    with open(path, "rb") as f:
        header = f.read(24)
    return struct.unpack(">II", header[16:24])


def mib(kib):
    """KiB, as /proc and ru_maxrss give them, in the unit the README uses."""
    return f"{kib / 1024:.1f} MiB"


def boxrender_peak(timed, memory_run):
    """boxrender's peak memory: the sampled Pss of its memory run, or its
    ru_maxrss over its timed and memory runs if larger, since sampling every 2 ms
    can miss a short peak that the kernel's high-water mark keeps. boxrender is
    one process, so its RSS and Pss hardly differ; Chromium's ru_maxrss is its
    browser process's alone, so Chromium's peak is its memory run's Pss only."""
    return max([memory_run.pss_kib] + [run.maxrss_kib for run in timed + [memory_run]])


def table_row(page, timed, memory, refused, outputs):
    """One Markdown row; a canvas either program did not produce at the
    expected size is noted beside the expected one. Time is the median of the
    timed runs, memory the peak of the memory runs (see boxrender_peak)."""
    width, height = page.pixels
    pixels = f"{width}×{height}"
    for program, path in outputs.items():
        if os.path.exists(path) and png_size(path) != (width, height):
            pixels += " ({}: {}×{})".format(program, *png_size(path))
    c_wall = statistics.median(run.wall for run in timed["chromium"])
    c_peak = memory["chromium"].pss_kib
    c_bytes = os.path.getsize(outputs["chromium"])
    if refused:
        reason = refused.replace("|", "\\|")  # a message must not split the Markdown row
        cells = [f"refused: {reason}", f"{c_wall * 1000:.0f} ms", "—", "—", mib(c_peak), "—", "—",
                 f"{c_bytes:,}"]
    else:
        b_wall = statistics.median(run.wall for run in timed["boxrender"])
        b_peak = boxrender_peak(timed["boxrender"], memory["boxrender"])
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
    adopt_orphans()
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
          "wall time from process start to written PNG, in runs that do not sample memory (reading /proc "
          "every 2 ms keeps a core busy and would slow what is timed); peak memory from one further run of "
          "each program per page: the largest sum of the process group's proportional set size (Pss), sampled "
          "every 2 ms (boxrender: or its ru_maxrss over all its runs, if larger).")


if __name__ == "__main__":
    main()
