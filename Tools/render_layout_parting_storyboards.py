#!/usr/bin/env python3
"""Where do `render` and `layout` part on a set's storyboards?

`Tools/measure_agreement.sh` has no `render` column for storyboards, and
`Tools/render_layout_parting.py` reads xibs only. This copies every `.storyboard` under a folder
(to a temporary folder, never into the repository) with its `toolsVersion` raised to a future
Xcode's (40000: the metrics `render` draws with), then compares, view by view, the frames
`render --keep-placeholders --intrinsic stored --frames-json` draws for the scene it draws (and
the containers it shows it in) with the frames `layout --json --intrinsic stored` gives every
scene. A top-level view counts by its size only (where `render` places a root is its screen,
not its layout). With the Xcode era taken out by the copy, what is left apart is a canvas path:
IB's canvas laying a scene out alone where a running app (`render`) lays it out in its
containers, an ambiguous view, or a rule one of them lacks. Session layout23
(`docs/nib-layout-agreement.md`) read the corpus's 18 with it.

Usage: Tools/render_layout_parting_storyboards.py VIEWRASTER SET_DIR [--tolerance 0.5]
Prints one line per storyboard (views compared, views apart, the first few apart as
id, class, layout's frame, render's frame) and the totals.
"""
import argparse
import json
import os
import re
import subprocess
import sys
import tempfile

TOOLS_VERSION = re.compile(r'(<document [^>]*?toolsVersion=")([0-9.]+)(")')
FUTURE = "40000"


def frames(path):
    """id → (class, frame) of a layout/render JSON; None when it could not be read."""
    try:
        views = json.load(open(path))["views"]
    except (OSError, ValueError, KeyError):
        return None
    out = {}
    for v in views:
        f = v.get("frame")
        if f and len(f) == 4:
            out[v["id"]] = (v.get("class"), [0, 0, f[2], f[3]] if v.get("topLevel") else f)
    return out


def edges(r):
    return [r[0], r[1], r[0] + r[2], r[1] + r[3]]


def run(args, out=None):
    with open(out, "w") if out else open(os.devnull, "w") as sink:
        subprocess.run(["timeout", "60"] + args, stdout=sink, stderr=subprocess.DEVNULL)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("viewraster")
    ap.add_argument("set_dir")
    ap.add_argument("--tolerance", type=float, default=0.5)
    a = ap.parse_args()
    compared = apart_total = 0
    with tempfile.TemporaryDirectory() as tmp:
        for root, _, names in sorted(os.walk(a.set_dir)):
            for name in sorted(n for n in names if n.endswith(".storyboard")):
                path = os.path.join(root, name)
                text = open(path, encoding="utf-8", errors="replace").read()
                copy = os.path.join(tmp, name)
                with open(copy, "w", encoding="utf-8") as f:
                    f.write(TOOLS_VERSION.sub(lambda m: m.group(1) + FUTURE + m.group(3), text, count=1))
                laid_json, drawn_json = os.path.join(tmp, "layout.json"), os.path.join(tmp, "render.json")
                if os.path.exists(drawn_json):
                    os.remove(drawn_json)
                run([a.viewraster, "layout", copy, "--json", "--intrinsic", "stored"], laid_json)
                run([a.viewraster, "render", copy, "--keep-placeholders", "--intrinsic", "stored",
                     "--frames-json", drawn_json, "-o", os.path.join(tmp, "drawn.png")])
                laid, drawn = frames(laid_json), frames(drawn_json)
                rel = os.path.relpath(path, a.set_dir)
                if laid is None or drawn is None:
                    print("%-70s not read (%s)" % (rel, "layout" if laid is None else "render"))
                    continue
                common = [i for i in drawn if i in laid]
                apart = [(i, drawn[i][0], laid[i][1], drawn[i][1]) for i in common
                         if any(abs(x - y) > a.tolerance + 1e-6 for x, y in zip(edges(laid[i][1]), edges(drawn[i][1])))]
                compared += len(common)
                apart_total += len(apart)
                print("%-70s %4d compared %3d apart" % (rel, len(common), len(apart)))
                for row in apart[:6]:
                    print("      %s %s layout %s render %s" % row)
    print("total: %d views compared, %d apart" % (compared, apart_total))
    return 0


if __name__ == "__main__":
    sys.exit(main())
