#!/usr/bin/env python3
"""Time and peak memory of `suture merge` on the largest hostile inputs of
crates/suture/tests/integration/hostile.rs (regenerated here, nothing is committed).

    scripts/measure-hostile.py [path/to/suture]   (default: target/release/suture)

Prints one line per case: wall seconds, peak RSS (MB), exit code, next to
`git merge-file --diff3` on the same files. Uses /usr/bin/time -v.
"""
import os
import re
import subprocess
import sys
import tempfile

SUTURE = sys.argv[1] if len(sys.argv) > 1 else os.path.join(
    os.environ.get("CARGO_TARGET_DIR", "target"), "release", "suture")
DEPTH = 100_000


def lines(n, f):
    return [f(i) for i in range(n)]


def join(ls):
    return ("\n".join(ls) + "\n").encode()


def edited(base, edits):
    ls = list(base)
    for at, line in edits:
        ls[at] = line
    return join(ls)


def cases():
    base = lines(850_000, lambda i: f"pub const C{i}: u32 = {i};")
    yield "20 MB Rust, 1 conflict", "rs", join(base), \
        edited(base, [(100, "pub const C100: u32 = 0;"), (400_000, "// left")]), \
        edited(base, [(800_000, "pub const C800000: u64 = 1;"), (400_000, "// right")])
    base = lines(2_000_000, lambda i: f"line {i}")
    yield "20 MB text, clean", "txt", join(base), edited(base, [(10, "left edit")]), \
        edited(base, [(1_999_990, "right edit")])
    arr = lambda a, b: f"[{a},{'1,' * 500_000}{b}]\n".encode()
    yield "1 MB single line JSON", "json", arr(0, 0), arr(7, 0), arr(0, 9)
    body = lambda side: b"fn f() {\n" + join(
        [f"    let v{i} = {side if i % 3 == 0 else ''}{i};" for i in range(30_000)]) + b"}\n"
    yield "10,000 conflicts Rust", "rs", body(""), body("1"), body("2")
    nest = lambda inner: f"{'[' * DEPTH}\n{inner}\n{']' * DEPTH}\n".encode()
    yield "JSON nested 100,000", "json", nest("1"), nest("2"), nest("3")
    nest = lambda inner: f"fn main() {'{' * DEPTH}\n{inner}\n{'}' * DEPTH}\n".encode()
    yield "Rust nested 100,000", "rs", nest("let x = 1;"), nest("let x = 2;"), nest("let x = 3;")


def timed(cmd, cwd):
    out = subprocess.run(["/usr/bin/time", "-v"] + cmd, cwd=cwd, capture_output=True)
    err = out.stderr.decode(errors="replace")
    wall = re.search(r"Elapsed \(wall clock\) time.*: (?:(\d+):)?(\d+):([\d.]+)", err)
    secs = (int(wall.group(1) or 0) * 3600 + int(wall.group(2)) * 60 + float(wall.group(3)))
    rss = int(re.search(r"Maximum resident set size \(kbytes\): (\d+)", err).group(1)) / 1024
    return secs, rss, out.returncode


for name, ext, b, l, r in cases():
    with tempfile.TemporaryDirectory() as d:
        for side, data in (("base", b), ("left", l), ("right", r)):
            open(os.path.join(d, f"{side}.{ext}"), "wb").write(data)
        s = timed([SUTURE, "merge", f"base.{ext}", f"left.{ext}", f"right.{ext}",
                   "-o", f"out.{ext}", "-p", f"file.{ext}"], d)
        g = timed(["sh", "-c", f"git merge-file -p --diff3 left.{ext} base.{ext} right.{ext} > git.{ext}"], d)
        same = open(os.path.join(d, f"out.{ext}"), "rb").read() == open(os.path.join(d, f"git.{ext}"), "rb").read()
        print(f"{name:24} suture {s[0]:6.2f} s {s[1]:7.1f} MB exit {s[2]} | "
              f"git {g[0]:6.2f} s {g[1]:7.1f} MB | same bytes as git: {same}", flush=True)
