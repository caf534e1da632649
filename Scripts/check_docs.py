#!/usr/bin/env python3
"""Runs the documentation: every spec, command and Swift snippet of README.md
and Docs/**/*.md is run, rendered, or found in a file the test suite runs, and
every relative link and picture resolves. For Scripts/check-docs.sh.

Pages: README.md and every *.md under Docs/ (recursively) but EXCLUDED below,
the reference copies, which are not ours to run (they may still be linked to).

Markers. A fenced block whose language (the info string's first word) is one
of sh bash shell console json yaml yml swift must carry a marker: an HTML
comment on its own line, before the fence, with only blank lines and other
markers between them. A marker belongs to the next fenced block; one that is
followed by anything else is a problem. Several markers may be stacked.

  <!-- run -->                       (sh, bash, shell) the block runs with
  <!-- run exit=N -->                `bash -euo pipefail` in the page's scratch
  <!-- run expect=OUT:PICTURE -->    folder and must exit N (default 0); each
                                     expect= (repeatable) then says that the
                                     scratch file OUT is the same bytes as the
                                     repository file PICTURE (for a PNG that
                                     differs, `boxrender diff` says by how
                                     many pixels).
  <!-- file: NAME -->                the block's text is written to the scratch
  <!-- file: NAME exit=N -->         file NAME before any of the page's run
                                     blocks runs. A .json/.yaml/.yml file that
                                     is a spec (a top-level `root` or `layouts`)
                                     is also rendered once by the checker,
                                     `boxrender NAME -o ….png` in the scratch
                                     folder, which must exit N (default 0;
                                     warnings allowed).
  <!-- same-as: PATH -->             the block's lines occur, in a row, in the
                                     repository file PATH, each line compared
                                     without its leading and trailing
                                     whitespace (an indented copy in a test
                                     matches; a blank line matches a blank one).
  <!-- not run: REASON -->           deliberately not run (apt-get, a release
                                     URL…); REASON must be given. Listed at the
                                     end.
  <!-- workflow -->                  a yaml block that starts with `jobs:`,
                                     linted by Scripts/check-workflows.sh; such
                                     a block must carry it, and only such a
                                     block may.

NAME, OUT: relative paths in the scratch folder. PATH, PICTURE: from the
repository's root. `run` and `not run` exclude each other; `file:`,
`same-as:` and `run` combine.

Scratch folder: one fresh temporary folder per page, holding copies of the
repository's SCRATCH_COPIES folders (Fixtures/, snapshots/), with `boxrender`
(the binary BOXRENDER names) first on PATH. Blocks of a page share it, in page
order; each run has a time limit (--timeout, 300 s).

Links: every relative link and picture outside code — `[text](path)`,
`![alt](path#anchor)`, reference definitions `[x]: path`, and `src`, `href`,
`srcset` of HTML tags — must name a file or folder inside the repository
(from the page's folder; a leading `/` from the root) that exists and that git
does not ignore, and an `#anchor` into a Markdown file (or `#anchor` alone, the
same page) must be one of its headings' GitHub anchors (lowercase, punctuation
but `-` and `_` dropped, spaces to `-`, repeats `-1`, `-2`…) or an `id` (an
`<a name>`) of its HTML. URLs with a scheme (https:, mailto:) are not checked.

Fences: ``` or ~~~, indented or not (in a list item); a block's text is its
lines with the fence's indentation taken off. A run block's standard input is
/dev/null, and whatever it leaves running is killed when it ends.

Lists the not-run blocks, then prints every problem as `PATH:LINE: message`
(all of them) and exits 1, or prints one summary line.

Usage:
  check_docs.py [--root DIR] [--boxrender PATH] [--timeout S] [--no-run] [PAGE.md...]
  check_docs.py --self-test       a fake repository, whole and then broken in
                                  each way this checks: it must pass, then
                                  fail naming the right PATH:LINE each time
  check_docs.py --list-pages      the pages, one a line (Scripts/check-workflows.sh)
BOXRENDER (or --boxrender) names the binary; else .build/debug/boxrender.
--no-run checks markers, same-as and links only, without the binary.
"""

import argparse
import concurrent.futures
import dataclasses
import html
import json
import os
import pathlib
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time
import unicodedata
import urllib.parse

# Copied reference material: linked to, never run or link-checked.
EXCLUDED = ("Docs/Reference/MGBox.md", "Docs/Reference/PeerLayouts.md")
# Repository folders every page's scratch folder gets a copy of.
SCRATCH_COPIES = ("Fixtures", "snapshots")
# Languages whose blocks must carry a marker.
MARKED_LANGUAGES = {"sh", "bash", "shell", "console", "json", "yaml", "yml", "swift"}
RUN_LANGUAGES = {"sh", "bash", "shell"}
SPEC_SUFFIXES = {".json", ".yaml", ".yml"}
DEFAULT_TIMEOUT = 300
TAIL_LINES = 15

FENCE = re.compile(r"^(\s*)(`{3,}|~{3,})(.*)$")
COMMENT_LINE = re.compile(r"^\s*<!--(.*?)-->\s*$")
LOOKS_LIKE_MARKER = re.compile(r"^(run|file|same[- ]as|not[- ]?run|workflow)\b", re.I)


@dataclasses.dataclass
class Marker:
    line: int
    kind: str  # run, file, same-as, not run, workflow
    exit: int = 0
    expects: list = dataclasses.field(default_factory=list)  # (OUT, PICTURE)
    name: str = ""  # file: NAME, same-as: PATH
    reason: str = ""


@dataclasses.dataclass
class Block:
    line: int  # the opening fence's line, from 1
    language: str
    lines: list  # the content, the fence's indentation taken off
    markers: list

    @property
    def text(self):
        return "".join(line + "\n" for line in self.lines)

    def marker(self, kind):
        return next((m for m in self.markers if m.kind == kind), None)


def parse_marker(body, line):
    """A Marker, an error message (str) for a malformed marker, or None for a
    comment that is no marker."""
    body = body.strip()
    match = re.fullmatch(r"run(\s+.*)?", body)
    if match:
        marker = Marker(line, "run")
        exits = 0
        for option in (match.group(1) or "").split():
            key, _, value = option.partition("=")
            if key == "exit" and re.fullmatch(r"\d{1,3}", value) and int(value) <= 255:
                marker.exit = int(value)
                exits += 1
            elif key == "expect" and re.fullmatch(r"[^:]+:[^:]+", value):
                marker.expects.append(tuple(value.split(":")))
            else:
                return f"run marker: option {option!r} is neither exit=N (0–255) nor expect=OUT:PICTURE"
        if exits > 1:
            return "run marker: exit= given twice"
        return marker
    match = re.fullmatch(r"file:\s*(\S+)(?:\s+exit=(\d{1,3}))?", body)
    if match:
        return Marker(line, "file", name=match.group(1), exit=int(match.group(2) or 0))
    match = re.fullmatch(r"same-as:\s*(\S+)", body)
    if match:
        return Marker(line, "same-as", name=match.group(1))
    match = re.fullmatch(r"not run:\s*(\S.*)", body)
    if match:
        return Marker(line, "not run", reason=match.group(1).strip())
    if body == "workflow":
        return Marker(line, "workflow")
    if LOOKS_LIKE_MARKER.match(body):
        return (
            f"malformed marker <!-- {body} -->: expected run [exit=N] [expect=OUT:PICTURE]…, "
            "file: NAME [exit=N], same-as: PATH, not run: REASON or workflow"
        )
    return None


def read_page(text):
    """The fenced blocks (with their markers) and the prose lines of a page."""
    blocks, prose, problems = [], [], []
    lines = text.split("\n")
    pending = []  # markers waiting for their block
    index = 0
    while index < len(lines):
        number, line = index + 1, lines[index]
        fence = FENCE.match(line)
        if fence and not (fence.group(2)[0] == "`" and "`" in fence.group(3)):
            indent, marks, info = len(fence.group(1)), fence.group(2), fence.group(3)
            closing = re.compile(r"^\s*" + re.escape(marks[0]) + "{" + str(len(marks)) + r",}\s*$")
            content = []
            index += 1
            while index < len(lines) and not closing.match(lines[index]):
                body = lines[index]
                strip = len(body) - len(body.lstrip(" "))
                content.append(body[min(strip, indent):])
                index += 1
            if index >= len(lines):
                problems.append((number, "this fenced block is never closed"))
            language = info.strip().split()[0].lower() if info.strip() else ""
            language = language.strip("{}.")
            blocks.append(Block(number, language, content, pending))
            pending = []
            index += 1
            continue
        comment = COMMENT_LINE.match(line)
        marker = parse_marker(comment.group(1), number) if comment else None
        if isinstance(marker, str):
            problems.append((number, marker))
        elif marker is not None:
            pending.append(marker)
        elif line.strip():
            for stray in pending:
                problems.append((stray.line, f"marker <!-- {stray.kind} … --> is not followed by a fenced block"))
            pending = []
        prose.append((number, line))
        index += 1
    for stray in pending:
        problems.append((stray.line, f"marker <!-- {stray.kind} … --> is not followed by a fenced block"))
    return blocks, prose, problems


def starts_with_jobs(block):
    return block.language in ("yaml", "yml") and bool(block.lines) and block.lines[0].startswith("jobs:")


def marker_problems(block):
    """Problems with a block's markers: missing, conflicting, misplaced."""
    problems = []
    kinds = [m.kind for m in block.markers]
    for kind in sorted(set(kinds)):
        if kinds.count(kind) > 1:
            problems.append(f"{kinds.count(kind)} {kind} markers on one block")
    if "not run" in kinds and ({"run", "file", "workflow"} & set(kinds)):
        problems.append("`not run` together with " + ", ".join(sorted({"run", "file", "workflow"} & set(kinds))))
    if "run" in kinds and block.language not in RUN_LANGUAGES:
        problems.append(f"a run marker on a ```{block.language or '(no language)'} block (only {' '.join(sorted(RUN_LANGUAGES))} run)")
    if starts_with_jobs(block) and "workflow" not in kinds:
        problems.append("a yaml block starting with `jobs:` needs <!-- workflow --> (Scripts/check-workflows.sh lints it)")
    if "workflow" in kinds and not starts_with_jobs(block):
        problems.append("<!-- workflow --> on a block that is not yaml starting with `jobs:`")
    if not kinds and block.language in MARKED_LANGUAGES and not starts_with_jobs(block):
        problems.append(
            f"```{block.language} block without a marker: put <!-- run -->, <!-- file: NAME -->, "
            "<!-- same-as: PATH --> or <!-- not run: REASON --> before it"
        )
    return problems


def list_pages(root):
    root = pathlib.Path(root)
    pages = ["README.md"] if (root / "README.md").is_file() else []
    if (root / "Docs").is_dir():
        pages += sorted(
            path.relative_to(root).as_posix()
            for path in (root / "Docs").rglob("*.md")
            if path.is_file() and path.relative_to(root).as_posix() not in EXCLUDED
        )
    return pages


# --- anchors -----------------------------------------------------------------


def github_slug(heading):
    """The anchor GitHub gives a heading (github-slugger's rule), before repeats."""
    text = re.sub(r"!\[[^\]]*\]\([^)]*\)", "", heading)
    text = re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", text)
    text = re.sub(r"\[([^\]]*)\]\[[^\]]*\]", r"\1", text)
    text = re.sub(r"<[^>]+>", "", text)
    parts = re.split(r"(`+)(.*?)\1", text)
    # re.split with two groups gives: text, ticks, code, text, ticks, code, …
    plain = []
    for index, part in enumerate(parts):
        if index % 3 == 0:
            part = re.sub(r"\\(.)", r"\1", part)
            part = re.sub(r"(?<![^\W_])_+|_+(?![^\W_])", "", part)
            part = part.replace("*", "")
            part = html.unescape(part)
        elif index % 3 == 1:
            continue
        plain.append(part)
    text = "".join(plain).strip().lower()
    kept = "".join(c for c in text if c in " -_" or unicodedata.category(c)[0] in "LMN")
    return kept.replace(" ", "-")


def anchors_of(text):
    """Every anchor a Markdown page offers: its headings' and its HTML ids."""
    anchors, occurrences = set(), {}

    def add(heading):
        slug = original = github_slug(heading)
        while slug in occurrences:
            occurrences[original] += 1
            slug = f"{original}-{occurrences[original]}"
        occurrences[slug] = 0
        anchors.add(slug)

    _, prose, _ = read_page(text)
    previous = None  # the previous prose line, if it was paragraph text
    last_number = None
    for number, line in prose:
        contiguous = last_number is not None and number == last_number + 1
        last_number = number
        atx = re.match(r"^ {0,3}(#{1,6})(?:[ \t]+(.*?))?(?:[ \t]+#+)?[ \t]*$", line)
        if atx:
            add(atx.group(2) or "")
            previous = None
            continue
        if contiguous and previous and re.match(r"^ {0,3}(=+|-+)[ \t]*$", line):
            add(previous)
            previous = None
            continue
        for match in re.finditer(r"<[A-Za-z][^>]*>", line):
            tag = match.group(0)
            for attribute in re.finditer(r"\b(id|name)\s*=\s*(?:\"([^\"]*)\"|'([^']*)')", tag):
                if attribute.group(1) == "id" or tag.lower().startswith("<a"):
                    anchors.add(attribute.group(2) if attribute.group(2) is not None else attribute.group(3))
        stripped = line.strip()
        paragraph = stripped and not re.match(r"^([-*+]\s|\d+[.)]\s|>|\||<|#)", stripped)
        previous = stripped if paragraph else None
    return anchors


# --- links -------------------------------------------------------------------

INLINE_LINK = re.compile(
    r"\]\(\s*(<[^<>\n]*>|(?:[^\s()\\]|\\.|\((?:[^\s()\\]|\\.)*\))*)"
    r"(?:\s+(?:\"[^\"]*\"|'[^']*'|\([^()]*\)))?\s*\)"
)
DEFINITION = re.compile(r"^ {0,3}\[([^\]]+)\]:[ \t]*(<[^<>\n]*>|\S+)", re.M)
HTML_TAG = re.compile(r"<[A-Za-z][A-Za-z0-9-]*\b[^>]*>")
HTML_URL = re.compile(r"\b(src|href|srcset)\s*=\s*(?:\"([^\"]*)\"|'([^']*)'|([^\s>\"']+))", re.I)


def blank_out(text, pattern):
    """text with each match of pattern replaced by spaces, newlines kept."""
    return pattern.sub(lambda m: re.sub(r"[^\n]", " ", m.group(0)), text)


def without_code_spans(text):
    result, index = [], 0
    for match in re.finditer(r"`+", text):
        if match.start() < index:
            continue
        ticks = match.group(0)
        close = re.compile(r"(?<!`)" + ticks + r"(?!`)").search(text, match.end())
        if not close:
            continue
        result.append(text[index : match.start()])
        result.append(re.sub(r"[^\n]", " ", text[match.start() : close.end()]))
        index = close.end()
    result.append(text[index:])
    return "".join(result)


def escaped(text, index):
    """Whether text[index] follows an odd number of backslashes."""
    slashes = 0
    while index - slashes - 1 >= 0 and text[index - slashes - 1] == "\\":
        slashes += 1
    return slashes % 2 == 1


def opening_bracket(text, close):
    """Where the `[` that the `]` at close matches is, or None (no link)."""
    depth = 0
    for index in range(close - 1, -1, -1):
        if text[index] not in "[]" or escaped(text, index):
            continue
        if text[index] == "]":
            depth += 1
        elif depth == 0:
            return index
        else:
            depth -= 1
    return None


def links_in(prose):
    """(line, destination) of every link, picture and HTML src/href outside code."""
    found = []
    paragraphs, current = [], []
    for number, line in prose:
        if line.strip() and current and number == current[-1][0] + 1:
            current.append((number, line))
        else:
            if current:
                paragraphs.append(current)
            current = [(number, line)] if line.strip() else []
    if current:
        paragraphs.append(current)
    for paragraph in paragraphs:
        first = paragraph[0][0]
        text = "\n".join(line for _, line in paragraph)
        text = without_code_spans(text)
        text = blank_out(text, re.compile(r"<!--.*?-->", re.S))
        spans = []
        for match in INLINE_LINK.finditer(text):
            if not escaped(text, match.start()) and opening_bracket(text, match.start()) is not None:
                spans.append((match.start(), match.group(1)))
        for match in DEFINITION.finditer(text):
            spans.append((match.start(), match.group(2)))
        for tag in HTML_TAG.finditer(text):
            for attribute in HTML_URL.finditer(tag.group(0)):
                value = next(v for v in attribute.group(2, 3, 4) if v is not None)
                position = tag.start() + attribute.start()
                if attribute.group(1).lower() == "srcset":
                    for candidate in value.split(","):
                        if candidate.strip():
                            spans.append((position, candidate.split()[0]))
                else:
                    spans.append((position, value))
        for position, destination in sorted(spans):
            found.append((first + text.count("\n", 0, position), destination))
    return found


class Checker:
    def __init__(self, root, boxrender=None, timeout=DEFAULT_TIMEOUT, run=True):
        self.root = pathlib.Path(root).resolve()
        self.boxrender = boxrender
        self.timeout = timeout
        self.run = run
        self.problems = []  # (page, line, message)
        self.not_run = []  # (page, line, reason)
        self.counts = dict(pages=0, run=0, files=0, specs=0, same_as=0, workflows=0, links=0, external=0)
        self._anchors = {}

    def problem(self, page, line, message):
        self.problems.append((page, line, message))

    # -- paths in the repository --

    def inside(self, path):
        """path made absolute and normal, or None when it leaves the root."""
        full = pathlib.Path(os.path.normpath(path))
        if full == self.root or self.root in full.parents:
            return full
        return None

    def repository_file(self, name):
        if os.path.isabs(name):
            return None
        return self.inside(self.root / name)

    def anchors(self, path):
        if path not in self._anchors:
            self._anchors[path] = anchors_of(path.read_text(encoding="utf-8", errors="replace"))
        return self._anchors[path]

    # -- the checks --

    def check_pages(self, pages):
        for page in pages:
            path = self.root / page
            if not path.is_file():
                self.problem(page, 0, "no such page")
                continue
            self.counts["pages"] += 1
            text = path.read_text(encoding="utf-8")
            blocks, prose, problems = read_page(text)
            for line, message in problems:
                self.problem(page, line, message)
            for block in blocks:
                for message in marker_problems(block):
                    self.problem(page, block.line, message)
                for marker in block.markers:
                    if marker.kind == "not run":
                        self.not_run.append((page, block.line, marker.reason))
                    elif marker.kind == "same-as":
                        self.check_same_as(page, block, marker)
                    elif marker.kind == "workflow":
                        self.counts["workflows"] += 1
            self.check_links(page, prose)
            if self.run:
                self.run_page(page, blocks)
        self.problems.sort(key=lambda p: (pages.index(p[0]) if p[0] in pages else -1, p[1]))

    def check_same_as(self, page, block, marker):
        self.counts["same_as"] += 1
        target = self.repository_file(marker.name)
        if target is None or not target.is_file():
            self.problem(page, block.line, f"same-as: {marker.name} is no file of the repository")
            return
        wanted = [line.strip() for line in block.lines]
        have = [line.strip() for line in target.read_text(encoding="utf-8", errors="replace").split("\n")]
        best, best_start = 0, None
        for start in range(len(have)):
            length = 0
            while length < len(wanted) and start + length < len(have) and have[start + length] == wanted[length]:
                length += 1
            if length > best:
                best, best_start = length, start
            if best == len(wanted):
                return
        if not wanted:
            return
        if best:
            lines = "its first line" if best == 1 else f"its first {best} lines"
            where = f" after {lines} (found at {marker.name}:{best_start + 1})"
        else:
            where = ""
        missing = block.lines[best].strip()
        self.problem(
            page,
            block.line + 1 + best,
            f"same-as: the block's line {best + 1} ({repr(missing) if missing else 'a blank line'}) "
            f"is not in {marker.name}{where}",
        )

    def check_links(self, page, prose):
        page_path = self.root / page
        existing = []  # (line, destination, path from the root) of links to files that exist
        for line, destination in links_in(prose):
            self.counts["links"] += 1
            destination = destination.strip()
            if destination.startswith("<") and destination.endswith(">"):
                destination = destination[1:-1]
            destination = re.sub(r"\\(.)", r"\1", destination)
            if not destination:
                self.problem(page, line, "empty link")
                continue
            if re.match(r"[A-Za-z][A-Za-z0-9+.-]*:", destination) or destination.startswith("//"):
                self.counts["external"] += 1
                continue
            path, _, anchor = destination.partition("#")
            path = urllib.parse.unquote(path.split("?")[0])
            anchor = urllib.parse.unquote(anchor)
            if not path:
                target = page_path
            else:
                base = self.root if path.startswith("/") else page_path.parent
                target = self.inside(base / path.lstrip("/"))
                if target is None:
                    self.problem(page, line, f"link {destination} leaves the repository")
                    continue
                if not target.exists():
                    self.problem(page, line, f"link {destination}: {target.relative_to(self.root).as_posix()} does not exist")
                    continue
                if target != self.root:
                    existing.append((line, destination, target.relative_to(self.root).as_posix()))
            if anchor and target.is_file() and target.suffix.lower() == ".md":
                if anchor not in self.anchors(target):
                    name = target.relative_to(self.root).as_posix()
                    self.problem(page, line, f"link {destination}: {name} has no heading or id with the anchor #{anchor}")
        ignored = self.git_ignored(sorted({name for _, _, name in existing}))
        for line, destination, name in existing:
            if name in ignored:
                self.problem(page, line, f"link {destination}: {name} is ignored by git, so not in the repository")

    def git_ignored(self, names):
        """The names (paths from the root) git ignores: here, but never committed.
        Nothing when the root is no git work tree or git is missing."""
        if not names or not (self.root / ".git").exists() or not shutil.which("git"):
            return set()
        result = subprocess.run(
            ["git", "-C", str(self.root), "check-ignore", "--stdin", "-z"],
            input="".join(name + "\0" for name in names),
            capture_output=True,
            text=True,
        )
        return set(filter(None, result.stdout.split("\0"))) if result.returncode in (0, 1) else set()

    # -- running --

    def run_page(self, page, blocks):
        files = [(b, m) for b in blocks for m in b.markers if m.kind == "file"]
        runs = [(b, b.marker("run")) for b in blocks if b.marker("run") and b.language in RUN_LANGUAGES]
        if not files and not runs:
            return
        if not self.boxrender or not os.access(self.boxrender, os.X_OK):
            self.problem(page, 0, f"cannot run the page's blocks: no boxrender binary at {self.boxrender}")
            return
        with tempfile.TemporaryDirectory(prefix="check-docs-") as work:
            work = pathlib.Path(work)
            scratch, tools = work / "scratch", work / "tools"
            scratch.mkdir()
            (tools / "bin").mkdir(parents=True)
            (tools / "bin" / "boxrender").symlink_to(os.path.abspath(self.boxrender))
            for folder in SCRATCH_COPIES:
                if (self.root / folder).is_dir():
                    shutil.copytree(self.root / folder, scratch / folder, symlinks=True)
            env = dict(os.environ, PATH=f"{tools / 'bin'}{os.pathsep}{os.environ.get('PATH', '')}")
            written = {}
            specs = []
            for block, marker in files:
                self.counts["files"] += 1
                name = os.path.normpath(marker.name)
                if os.path.isabs(marker.name) or name == ".." or name.startswith("../"):
                    self.problem(page, block.line, f"file: {marker.name} is not a path inside the scratch folder")
                    continue
                if name in written:
                    self.problem(
                        page,
                        block.line,
                        f"file: {marker.name} is written by line {written[name]} too; every file: block is "
                        "written before the first run block, so give each its own name",
                    )
                    continue
                written[name] = block.line
                (scratch / name).parent.mkdir(parents=True, exist_ok=True)
                (scratch / name).write_text(block.text, encoding="utf-8")
                if is_spec(name, block.text):
                    specs.append((block, marker, name))
            for index, (block, marker, name) in enumerate(specs):
                self.counts["specs"] += 1
                output = tools / f"rendered-{index}.png"
                status, out, err, timed_out = self.execute([self.boxrender, name, "-o", str(output)], scratch, env)
                if timed_out or status != marker.exit:
                    self.problem(
                        page,
                        block.line,
                        f"file: {marker.name}: `boxrender {name} -o OUT.png` "
                        + (f"took over {self.timeout:g} s" if timed_out else f"exited {status}, expected {marker.exit}")
                        + tails(out, err),
                    )
            for block, marker in runs:
                self.counts["run"] += 1
                script = tools / f"block-{block.line}.sh"
                script.write_text(block.text, encoding="utf-8")
                status, out, err, timed_out = self.execute(["bash", "-euo", "pipefail", str(script)], scratch, env)
                if timed_out:
                    self.problem(page, block.line, f"run: took over {self.timeout:g} s" + tails(out, err))
                    continue
                if status != marker.exit:
                    self.problem(page, block.line, f"run: exited {status}, expected {marker.exit}" + tails(out, err))
                    continue
                for output, picture in marker.expects:
                    self.check_expect(page, block, scratch, env, output, picture)

    def check_expect(self, page, block, scratch, env, output, picture):
        name = os.path.normpath(output)
        produced = scratch / name
        expected = self.repository_file(picture)
        if os.path.isabs(output) or name.startswith(".."):
            self.problem(page, block.line, f"expect={output}:{picture}: {output} is not inside the scratch folder")
        elif expected is None or not expected.is_file():
            self.problem(page, block.line, f"expect={output}:{picture}: {picture} is no file of the repository")
        elif not produced.is_file():
            self.problem(page, block.line, f"expect={output}:{picture}: the block wrote no {output}")
        elif produced.read_bytes() != expected.read_bytes():
            # Exact: the page's picture must be the very file its command
            # makes with this boxrender. For a PNG, `boxrender diff` at
            # threshold 0 then says how far off it is (for people; it excuses
            # anti-aliased pixels, so it cannot be the judge).
            said = ""
            if picture.lower().endswith(".png"):
                command = [self.boxrender, "diff", str(expected), name, "--threshold", "0"]
                _, out, err, _ = self.execute(command, scratch, env)
                lines = (out.strip() or err.strip()).splitlines()
                said = f" ({lines[-1]})" if lines else ""
            self.problem(page, block.line, f"expect={output}:{picture}: the bytes differ{said}")

    def execute(self, command, folder, env):
        """(status, stdout, stderr, timed out) of a command, its whole process
        group killed at the time limit."""
        process = subprocess.Popen(
            [str(part) for part in command],
            cwd=folder,
            env=env,
            stdin=subprocess.DEVNULL,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            start_new_session=True,
        )
        try:
            out, err = process.communicate(timeout=self.timeout)
            timed_out = False
        except subprocess.TimeoutExpired:
            os.killpg(process.pid, signal.SIGKILL)
            out, err = process.communicate()
            timed_out = True
        try:  # what the block left running in the background
            os.killpg(process.pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
        decode = lambda data: data.decode("utf-8", errors="replace")
        return process.returncode, decode(out), decode(err), timed_out

    # -- report --

    def report(self):
        """The not-run blocks and the summary on standard output; the
        problems, and then the summary, on standard error."""
        for page, line, reason in self.not_run:
            print(f"{page}:{line}: not run: {reason}")
        c = self.counts
        summary = (
            f"docs: {c['pages']} page{'' if c['pages'] == 1 else 's'}, {c['run']} blocks run, {c['files']} files ({c['specs']} specs rendered), "
            f"{c['same_as']} same-as, {c['workflows']} workflows (check-workflows.sh), "
            f"{len(self.not_run)} not run (listed), {c['links']} links ({c['external']} external, not checked)"
        )
        if not self.run:
            summary += ", nothing run (--no-run)"
        sys.stdout.flush()
        if self.problems:
            for page, line, message in self.problems:
                print(f"{page}:{line}: {message}", file=sys.stderr)
            count = len(self.problems)
            print(f"{summary}: {count} problem{'' if count == 1 else 's'}", file=sys.stderr)
        else:
            print(f"{summary}: all fine")


def is_spec(name, text):
    suffix = pathlib.PurePosixPath(name).suffix.lower()
    if suffix not in SPEC_SUFFIXES:
        return False
    if suffix == ".json":
        try:
            value = json.loads(text)
        except ValueError:
            return bool(re.search(r'"(root|layouts)"\s*:', text))
        return isinstance(value, dict) and ("root" in value or "layouts" in value)
    return bool(re.search(r"^(root|layouts)\s*:", text, re.M))


def tails(out, err):
    parts = []
    for label, text in (("stdout", out), ("stderr", err)):
        lines = text.rstrip("\n").splitlines()
        if lines:
            shown = lines[-TAIL_LINES:]
            more = f", last {len(shown)} of {len(lines)} lines" if len(lines) > len(shown) else ""
            parts.append(f"\n  {label}{more}:\n" + "\n".join("    | " + line for line in shown))
    return "".join(parts) if parts else "\n  (no output)"


# --- self-test ---------------------------------------------------------------

GOOD_README = """\
# Fake project

A [guide](Docs/Guide.md#the-guides-part), ![a picture](snapshots/tiny.png),
<img src="snapshots/tiny.png" width="20" alt="tiny"> and a [site](https://example.com).
Inline code is no link: `[x](missing.md)`.

## Quick start

<!-- file: spec.json -->
```json
{ "version": 1, "root": { "size": [20, 10], "backgroundColor": "#336699" } }
```

<!-- run expect=out.png:snapshots/tiny.png -->
```sh
boxrender spec.json -o out.png
```

<!-- run exit=1 -->
```sh
boxrender missing.json -o nothing.png
```

<!-- same-as: Tests/Example.swift -->
```swift
let x = 1

print(x)
```

<!-- not run: installs Debian packages -->
```sh
sudo apt-get install -y boxrender
```

<!-- workflow -->
```yaml
jobs:
  draw:
    runs-on: ubuntu-latest
```

```text
output listings need no marker
```
"""

GOOD_GUIDE = """\
# The guide's part

Back to the [quick start](../README.md#quick-start), to [here](#the-guides-part),
to [an id](#kept) and to [the README](/README.md).

<a id="kept"></a>

<!-- file: shapes/tile.yaml -->
```yaml
version: 1
root:
  size: [12, 12]
  backgroundColor: "#FF9500"
```

<!-- run -->
```bash
boxrender shapes/tile.yaml -o tile.png
test -s tile.png
cp Fixtures/tiny.json again.json
boxrender again.json -o again.png
```

<!-- run expect=again.png:snapshots/tiny.png -->
```sh
ls again.png
```
"""

GOOD_TEST = """\
import Testing

@Test func example() {
    let x = 1

    print(x)
}
"""

TINY_SPEC = '{ "version": 1, "root": { "size": [20, 10], "backgroundColor": "#336699" } }\n'
OTHER_SPEC = '{ "version": 1, "root": { "size": [20, 10], "backgroundColor": "#FF3B30" } }\n'


def line_of(text, needle, after=0):
    """The number of the first line from line `after` on that contains needle."""
    for number, line in enumerate(text.split("\n"), 1):
        if number >= after and needle in line:
            return number
    raise AssertionError(f"self-test: {needle!r} is not in the fake page")


def replace(text, old, new):
    assert old in text, f"self-test: {old!r} is not in the fake page"
    return text.replace(old, new, 1)


def fence_after(text, needle):
    """The line of the first fence after the line holding needle."""
    return line_of(text, "```", line_of(text, needle) + 1)


def breakages():
    """(what, page, edit of that page's text, expected line (from the edited
    text), words the problem must contain)."""
    readme, guide = "README.md", "Docs/Guide.md"
    unmarked = "\n## More\n\n{fence}\n{body}\n```\n"
    return [
        (
            "a run block whose command fails",
            readme,
            lambda t: replace(t, "boxrender spec.json -o out.png", "boxrender spec.json -o out.png --no-such-flag"),
            lambda t: fence_after(t, "run expect=out.png"),
            "exited 2, expected 0",
        ),
        (
            "a run block with the wrong exit=",
            readme,
            lambda t: replace(t, "<!-- run exit=1 -->", "<!-- run exit=3 -->"),
            lambda t: fence_after(t, "run exit=3"),
            "exited 1, expected 3",
        ),
        (
            "an expect= picture that differs",
            guide,
            lambda t: replace(t, "cp Fixtures/tiny.json again.json", "cp Fixtures/other.json again.json"),
            lambda t: fence_after(t, "run expect=again.png"),
            "the bytes differ",
        ),
        (
            "an expect= picture one colour level off (below diff's default tolerance)",
            guide,
            lambda t: replace(
                t, "cp Fixtures/tiny.json again.json", "sed 's/#336699/#336698/' Fixtures/tiny.json > again.json"
            ),
            lambda t: fence_after(t, "run expect=again.png"),
            "the bytes differ",
        ),
        (
            "an expect= picture the block did not write",
            readme,
            lambda t: replace(t, "expect=out.png:", "expect=elsewhere.png:"),
            lambda t: fence_after(t, "expect=elsewhere.png"),
            "wrote no elsewhere.png",
        ),
        (
            "a file: spec that does not decode",
            guide,
            lambda t: replace(t, "size: [12, 12]", "size: wide"),
            lambda t: fence_after(t, "file: shapes/tile.yaml"),
            "exited 1, expected 0",
        ),
        (
            "a file: JSON spec that is not JSON",
            readme,
            lambda t: replace(t, '"#336699" } }', '"#336699" }, }'),
            lambda t: fence_after(t, "file: spec.json"),
            "file: spec.json",
        ),
        (
            "a same-as block that is not in its file",
            readme,
            lambda t: replace(t, "print(x)\n```", "print(y)\n```"),
            lambda t: line_of(t, "print(y)"),
            "is not in Tests/Example.swift after its first 2 lines",
        ),
        (
            "a same-as block whose file is missing",
            readme,
            lambda t: replace(t, "same-as: Tests/Example.swift", "same-as: Tests/Missing.swift"),
            lambda t: fence_after(t, "same-as: Tests/Missing.swift"),
            "no file of the repository",
        ),
        (
            "an unmarked sh block",
            guide,
            lambda t: t + unmarked.format(fence="```sh", body="boxrender --help"),
            lambda t: line_of(t, "```sh", line_of(t, "## More")),
            "without a marker",
        ),
        (
            "an unmarked json block",
            readme,
            lambda t: t + unmarked.format(fence="```json", body="{}"),
            lambda t: line_of(t, "```json", line_of(t, "## More")),
            "without a marker",
        ),
        (
            "an unmarked swift block",
            readme,
            lambda t: t + unmarked.format(fence="```swift", body="print(1)"),
            lambda t: line_of(t, "```swift", line_of(t, "## More")),
            "without a marker",
        ),
        (
            "a marker replaced by an ordinary comment",
            readme,
            lambda t: replace(t, "<!-- same-as: Tests/Example.swift -->", "<!-- see the tests -->"),
            lambda t: fence_after(t, "see the tests"),
            "without a marker",
        ),
        (
            "a `jobs:` yaml block without <!-- workflow -->",
            readme,
            lambda t: replace(t, "<!-- workflow -->\n", ""),
            lambda t: line_of(t, "```yaml"),
            "needs <!-- workflow -->",
        ),
        (
            "<!-- workflow --> on a block that is no workflow",
            guide,
            lambda t: replace(t, "<!-- file: shapes/tile.yaml -->", "<!-- file: shapes/tile.yaml -->\n<!-- workflow -->"),
            lambda t: fence_after(t, "<!-- workflow -->"),
            "not yaml starting with `jobs:`",
        ),
        (
            "a not run marker without a reason",
            readme,
            lambda t: replace(t, "<!-- not run: installs Debian packages -->", "<!-- not run: -->"),
            lambda t: line_of(t, "<!-- not run: -->"),
            "malformed marker",
        ),
        (
            "a run marker with an unknown option",
            guide,
            lambda t: replace(t, "<!-- run -->", "<!-- run stdout=yes -->"),
            lambda t: line_of(t, "run stdout=yes"),
            "stdout=yes",
        ),
        (
            "a marker followed by no block",
            guide,
            lambda t: t + "\n<!-- run -->\nSome words.\n",
            lambda t: len(t.split("\n")) - 2,
            "not followed by a fenced block",
        ),
        (
            "a broken relative link",
            guide,
            lambda t: replace(t, "[the README](/README.md)", "[the README](../READ-ME.md)"),
            lambda t: line_of(t, "READ-ME.md"),
            "READ-ME.md does not exist",
        ),
        (
            "a link that leaves the repository",
            readme,
            lambda t: replace(t, "[guide](Docs/Guide.md#the-guides-part)", "[guide](../outside/Guide.md)"),
            lambda t: line_of(t, "../outside"),
            "leaves the repository",
        ),
        (
            "a broken anchor into another page",
            readme,
            lambda t: replace(t, "Docs/Guide.md#the-guides-part", "Docs/Guide.md#the-guide-s-part"),
            lambda t: line_of(t, "#the-guide-s-part"),
            "no heading or id with the anchor #the-guide-s-part",
        ),
        (
            "a broken anchor in the same page",
            guide,
            lambda t: replace(t, "[an id](#kept)", "[an id](#lost)"),
            lambda t: line_of(t, "#lost"),
            "#lost",
        ),
        (
            "a missing picture",
            readme,
            lambda t: replace(t, "![a picture](snapshots/tiny.png)", "![a picture](snapshots/tony.png)"),
            lambda t: line_of(t, "tony.png"),
            "snapshots/tony.png does not exist",
        ),
        (
            "a picture git ignores (here, but never committed)",
            readme,
            lambda t: replace(t, "![a picture](snapshots/tiny.png)", "![a picture](build/tiny.png)"),
            lambda t: line_of(t, "build/tiny.png"),
            "build/tiny.png is ignored by git",
        ),
        (
            "a missing HTML picture",
            readme,
            lambda t: replace(t, '<img src="snapshots/tiny.png"', '<img src="Docs/Images/tiny.png"'),
            lambda t: line_of(t, "Docs/Images/tiny.png"),
            "Docs/Images/tiny.png does not exist",
        ),
    ]


def self_test(boxrender, timeout):
    started = time.monotonic()
    failures = []
    with tempfile.TemporaryDirectory(prefix="check-docs-selftest-") as work:
        good = pathlib.Path(work) / "good"
        for name, text in {
            "README.md": GOOD_README,
            "Docs/Guide.md": GOOD_GUIDE,
            "Tests/Example.swift": GOOD_TEST,
            "Fixtures/tiny.json": TINY_SPEC,
            "Fixtures/other.json": OTHER_SPEC,
        }.items():
            (good / name).parent.mkdir(parents=True, exist_ok=True)
            (good / name).write_text(text, encoding="utf-8")
        (good / "snapshots").mkdir()
        for spec, picture in (("tiny.json", "tiny.png"), ("other.json", "other.png")):
            result = subprocess.run(
                [boxrender, good / "Fixtures" / spec, "-o", good / "snapshots" / picture], capture_output=True, text=True
            )
            if result.returncode != 0:
                print(f"self-test: {boxrender} could not draw {spec}:\n{result.stderr}", file=sys.stderr)
                return 1

        # A git work tree whose build/ is ignored, holding a picture.
        if not shutil.which("git"):
            print("self-test: git is missing (the link check asks it which files it ignores)", file=sys.stderr)
            return 1
        (good / ".gitignore").write_text("build/\n", encoding="utf-8")
        (good / "build").mkdir()
        shutil.copy(good / "snapshots" / "tiny.png", good / "build" / "tiny.png")
        subprocess.run(["git", "init", "-q", str(good)], check=True)

        checker = Checker(good, boxrender, timeout)
        checker.check_pages(list_pages(good))
        expected_counts = dict(pages=2, run=4, files=2, specs=2, same_as=1, workflows=1)
        wrong = {k: (checker.counts[k], v) for k, v in expected_counts.items() if checker.counts[k] != v}
        if checker.problems or wrong or len(checker.not_run) != 1:
            failures.append("the whole fake repository did not pass:")
            failures += [f"  {p}:{l}: {m}" for p, l, m in checker.problems]
            failures += [f"  count {k}: {got}, expected {want}" for k, (got, want) in wrong.items()]
        else:
            print(f"self-test: the whole fake repository passes ({checker.counts['links']} links)")

        def try_breakage(index, breakage):
            what, page, edit, expected_line, words = breakage
            broken = pathlib.Path(work) / f"broken-{index}"
            shutil.copytree(good, broken, symlinks=True)
            text = edit((broken / page).read_text(encoding="utf-8"))
            (broken / page).write_text(text, encoding="utf-8")
            line = expected_line(text)
            checker = Checker(broken, boxrender, timeout)
            checker.check_pages(list_pages(broken))
            shutil.rmtree(broken)
            found = [(p, l, m) for p, l, m in checker.problems if p == page and l == line and words in m]
            if found:
                return f"self-test: fails on {what}: {page}:{line}: {found[0][2].splitlines()[0]}", []
            return None, [f"{what}: expected a problem at {page}:{line} saying {words!r}; got:"] + (
                [f"  {p}:{l}: {m}" for p, l, m in checker.problems] or ["  (no problem: it passed)"]
            )

        # Each breakage in its own copy, a few at once (they wait on boxrender).
        with concurrent.futures.ThreadPoolExecutor(max_workers=min(8, 2 * (os.cpu_count() or 1))) as pool:
            for caught, missed in pool.map(try_breakage, *zip(*enumerate(breakages()))):
                if caught:
                    print(caught)
                failures += missed

        # The anchors GitHub makes.
        for heading, slug in [
            ("The guide's part", "the-guides-part"),
            ("`--scale` and @2x pictures", "--scale-and-2x-pictures"),
            ("1. Boxes — and *more*", "1-boxes--and-more"),
            ("snake_case_name and __bold__", "snake_case_name-and-bold"),
            ("[Links](x.md) & <b>tags</b>", "links--tags"),
            ("Größe: Übersicht", "größe-übersicht"),
        ]:
            if github_slug(heading) != slug:
                failures.append(f"anchor of {heading!r}: {github_slug(heading)!r}, expected {slug!r}")
        repeats = anchors_of("# A\n## A\n## A\nB\n-\n")
        if repeats != {"a", "a-1", "a-2", "b"}:
            failures.append(f"repeated headings gave {sorted(repeats)}, expected a, a-1, a-2, b")

    for failure in failures:
        print(f"self-test: {failure}", file=sys.stderr)
    seconds = time.monotonic() - started
    if failures:
        print(f"self-test: FAILED ({seconds:.1f} s)", file=sys.stderr)
        return 1
    print(f"self-test: passed, {len(breakages())} breakages each caught at the right line ({seconds:.1f} s)")
    return 0


def main():
    here = pathlib.Path(__file__).resolve().parent.parent
    parser = argparse.ArgumentParser(
        description="Runs and link-checks README.md and Docs/**/*.md.",
        epilog="Markers and rules: see this script's docstring.",
    )
    parser.add_argument("pages", nargs="*", metavar="PAGE.md", help="pages to check (default: all)")
    parser.add_argument("--root", default=str(here), help="the repository (default: this script's)")
    parser.add_argument("--boxrender", default=os.environ.get("BOXRENDER"), help="the binary (default $BOXRENDER)")
    parser.add_argument("--timeout", type=float, default=DEFAULT_TIMEOUT, help="seconds for each command")
    parser.add_argument("--no-run", action="store_true", help="check markers, same-as and links only")
    parser.add_argument("--self-test", action="store_true", help="prove the checker fails on broken pages")
    parser.add_argument("--list-pages", action="store_true", help="print the pages checked")
    arguments = parser.parse_args()
    root = pathlib.Path(arguments.root).resolve()
    boxrender = arguments.boxrender or str(root / ".build" / "debug" / "boxrender")

    if arguments.list_pages:
        print("\n".join(list_pages(root)))
        return 0
    needs_binary = arguments.self_test or not arguments.no_run
    if needs_binary and not os.access(boxrender, os.X_OK):
        print(f"check_docs: no boxrender binary at {boxrender} (set BOXRENDER or --boxrender)", file=sys.stderr)
        return 2
    boxrender = os.path.abspath(boxrender)
    if arguments.self_test:
        return self_test(boxrender, arguments.timeout)

    pages = list_pages(root)
    if arguments.pages:
        pages = []
        for page in arguments.pages:
            full = pathlib.Path(page).resolve()
            if root not in full.parents:
                print(f"check_docs: {page} is not inside {root}", file=sys.stderr)
                return 2
            pages.append(full.relative_to(root).as_posix())
    checker = Checker(root, boxrender, arguments.timeout, run=not arguments.no_run)
    checker.check_pages(pages)
    checker.report()
    return 1 if checker.problems else 0


if __name__ == "__main__":
    sys.exit(main())
