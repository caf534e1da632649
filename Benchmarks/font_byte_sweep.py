#!/usr/bin/env python3
"""Issue 21's search: sets each byte of a font's tables (CBLC and CBDT unless
named) to several values in turn, renders TEXT in the font's FAMILY with the
damaged font as the only file of a --font-dir, and prints every case that
crashed, ran past TIMEOUT seconds (default 5) or used more than 1 s of CPU or
300 MB. VALUES (default 0x00,0xff,0x80,0x7f,0x01) are the bytes tried.

    python3 Benchmarks/font_byte_sweep.py BINARY FONT FAMILY TEXT [TABLE...]
    python3 Benchmarks/font_byte_sweep.py .build/release/boxrender Fixtures/fonts/BoxTestEmoji.ttf \
        "Box Test Emoji" $'\ue000\ue001\ue002\ue003\ue004\ue005'
"""
import json
import os
import struct
import subprocess
import sys
import tempfile
import time

binary, font, family, text = sys.argv[1:5]
tables = sys.argv[5:] or ["CBLC", "CBDT"]
values = [int(v, 0) for v in os.environ.get("VALUES", "0x00,0xff,0x80,0x7f,0x01").split(",")]
timeout = float(os.environ.get("TIMEOUT", "5"))
data = open(font, "rb").read()
count = struct.unpack(">H", data[4:6])[0]
ranges = {}
for i in range(count):
    tag, _, off, length = struct.unpack(">4sIII", data[12 + 16 * i:28 + 16 * i])
    ranges[tag.decode()] = (off, length)
work = tempfile.mkdtemp(prefix="sweep-")
spec = os.path.join(work, "spec.json")
json.dump({"version": 1, "root": {"size": [240, 60], "type": "line", "middle": text,
                                  "font": family + " 32", "backgroundColor": "white"}}, open(spec, "w"))
env = {k: v for k, v in os.environ.items() if k not in ("HOME", "XDG_CACHE_HOME")}

def run(bytes_):
    fonts = tempfile.mkdtemp(dir=work)
    open(os.path.join(fonts, "f.ttf"), "wb").write(bytes_)
    started = time.monotonic()
    try:
        p = subprocess.run(["/usr/bin/time", "-f", "%U %S %M", binary, spec, "-o", os.path.join(fonts, "o.png"),
                            "--font-dir", fonts], capture_output=True, timeout=timeout, env=env)
        lines = p.stderr.decode(errors="replace").splitlines()
        fields = lines[-1].split() if lines else []
        user, system, kb = (float(fields[0]), float(fields[1]), int(fields[2])) if len(fields) == 3 else (0, 0, 0)
        cpu = user + system
        msg = next((l for l in lines[:-1] if l.strip() and not l.startswith("Command")), "")
        status = p.returncode
    except subprocess.TimeoutExpired:
        status, kb, msg, cpu = "TIMEOUT", 0, "", 0.0
    seconds = time.monotonic() - started
    subprocess.run(["rm", "-rf", fonts])
    return status, seconds, cpu, kb, msg

print("base", run(data), flush=True)
for tag in tables:
    off, length = ranges[tag]
    for pos in range(off, off + length):
        for value in values:
            if data[pos] == value: continue
            damaged = bytearray(data); damaged[pos] = value
            status, seconds, cpu, kb, msg = run(bytes(damaged))
            if status not in (0, 1) or cpu > 1.0 or kb > 300_000:
                print(f"{tag}+{pos - off} (file {pos}) {data[pos]:#04x}->{value:#04x}: status {status} "
                      f"{seconds:.2f} s wall {cpu:.2f} s CPU {kb // 1024} MiB {msg[:150]}", flush=True)
