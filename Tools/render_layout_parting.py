#!/usr/bin/env python3
"""Where do `render` and `layout` part on a set's xibs?

Takes the output folder of `Tools/measure_agreement.sh` (each xib's `layout --json --intrinsic
stored` and `render --intrinsic stored --frames-json` JSON) and lists every view that `layout`
gets right and `render` does not, in two kinds:

- drawn elsewhere: `render` drew the view off its stored frame. The file is copied (to a
  temporary folder, never into the repository) with its `toolsVersion` raised to a future
  Xcode's (40000: the metrics `render` draws with); `layout` on the copy either gives the frame
  `render` drew (an era: the file's Xcode's metric against today's), or not (a canvas path where
  `render` leaves `layout`: look at it). For an era, the copy is laid out again with the
  `toolsVersion` raised one threshold at a time; the first that moves the view off its stored
  frame names the metric (thresholds: `DeviceMetrics`'s Xcode versions and `NibCanvasMetrics`'s
  Xcode 9 line, 13000; `--thresholds` to change them).
- not drawn: a view of another top-level object than the one `render` draws; each top-level
  object is drawn with `render --object ID` and the view's agreement there is reported.

With `--check-all`, every `<document>` xib of the set is also checked as docs/nib-layout-
agreement.md "Session canvas8" does: on the future copy, `render --keep-placeholders` against
`layout`, every view, and the files with an edge more than `--tolerance` apart are printed.

Usage: Tools/render_layout_parting.py VIEWRASTER SET_DIR MEASURE_OUT_DIR [--check-all]
       [--tolerance 0.5] [--thresholds 13000,14800,...] [--tsv OUT]

Interface Builder 3 `<archive>` files have no `toolsVersion` to raise and are left out of the
checks (their views are still counted in the summary).
"""
import argparse
import collections
import json
import os
import re
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET

# Xcode 9 (NibCanvasMetrics), 11, 11.4, 12, 14, 14.1, 16.3, 26 betas, 26 (DeviceMetrics), future.
DEFAULT_THRESHOLDS = [13000, 14800, 16000, 17000, 21200, 21600, 23700, 24000, 24100, 40000]
FUTURE = 40000
TOOLS_VERSION = re.compile(r'(<document [^>]*?toolsVersion=")([0-9.]+)(")')
NOT_VIEWS = {"placeholder", "customObject", "image", "navigationItem", "barButtonItem"}


def tools_version_number(text):
    """A `toolsVersion` as a number: its first two parts, so a beta's placeholder
    `32700.99.1234` reads as 32700.99 (a third part is not a number `float` reads)."""
    return float(".".join(text.split(".")[:2]))


def load_frames(path):
    """id → view entry of a layout/render JSON, or None when it could not be read."""
    try:
        return {v["id"]: v for v in json.load(open(path))["views"]}
    except (OSError, ValueError, KeyError):
        return None


def close(a, b, tolerance):
    return a is not None and b is not None and all(abs(x - y) <= tolerance for x, y in zip(a, b))


def run(args, out=None):
    with open(out, "w") if out else open(os.devnull, "w") as sink:
        return subprocess.run(["timeout", "60"] + args, stdout=sink, stderr=subprocess.DEVNULL).returncode


class Copier:
    """Writes copies of a xib with another `toolsVersion` into a temporary folder."""

    def __init__(self, folder):
        self.folder = folder
        self.count = 0

    def copy(self, text, version, name):
        self.count += 1
        path = os.path.join(self.folder, "%d_%s" % (self.count, os.path.basename(name)))
        with open(path, "w", encoding="utf-8") as f:
            f.write(TOOLS_VERSION.sub(lambda m: m.group(1) + str(version) + m.group(3), text, count=1))
        return path


def layout_frames(bin_path, xib, json_path):
    run([bin_path, "layout", xib, "--json", "--intrinsic", "stored"], json_path)
    return load_frames(json_path) or {}


def render_frames(bin_path, xib, json_path, png, extra=()):
    rc = run([bin_path, "render", xib, "--intrinsic", "stored", "--frames-json", json_path, "-o", png] + list(extra))
    return (load_frames(json_path) or {}) if rc == 0 else {}


def top_level_objects(path, laid=None):
    """The ids `render --object` is asked to draw: the children of a `<document>`'s `<objects>`
    that are not placeholders or resources, then the top-level views `layout` reports
    (`topLevel` in its JSON, `laid`) not among them. The second covers Interface Builder 3
    `<archive>` files, whose root objects are `IBDocument.RootObjects`' entries, not children
    of an `<objects>` element (before, their views were reported as drawn by no object)."""
    ids = []
    try:
        objects = ET.parse(path).getroot().find("objects")
    except ET.ParseError:
        objects = None
    if objects is not None:
        ids = [o.attrib["id"] for o in objects if o.tag not in NOT_VIEWS and "id" in o.attrib]
    return ids + [i for i, v in (laid or {}).items() if v.get("topLevel") and i not in ids]


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("viewraster")
    ap.add_argument("set_dir")
    ap.add_argument("measure_out")
    ap.add_argument("--check-all", action="store_true")
    ap.add_argument("--tolerance", type=float, default=0.5)
    ap.add_argument("--thresholds", default=",".join(map(str, DEFAULT_THRESHOLDS)))
    ap.add_argument("--tsv", help="write one row per view here")
    a = ap.parse_args()
    thresholds = [int(t) for t in a.thresholds.split(",")]
    set_dir = a.set_dir.rstrip("/")
    rows = [line.rstrip("\n").split("\t")[0] for line in open(os.path.join(a.measure_out, "xib-render.tsv"))]
    out = []
    by_cause = collections.Counter()
    parted = []
    with tempfile.TemporaryDirectory() as tmp:
        copier = Copier(tmp)
        png = os.path.join(tmp, "drawn.png")
        scratch = os.path.join(tmp, "scratch.json")
        for rel in rows:
            key = rel.replace("/", "~")
            repo = rel.split("/")[0]
            laid = load_frames(os.path.join(a.measure_out, key + ".stored.json"))
            drawn = load_frames(os.path.join(a.measure_out, key + ".render.json"))
            if laid is None or drawn is None:
                continue
            path = os.path.join(set_dir, rel)
            text = open(path, encoding="utf-8", errors="replace").read()
            version = TOOLS_VERSION.search(text)
            right = [i for i, v in laid.items() if v.get("agrees") is True]
            elsewhere = [i for i in right if i in drawn and drawn[i].get("agrees") is not True]
            missing = [i for i in right if i not in drawn]
            if version and (elsewhere or a.check_all):
                future = copier.copy(text, FUTURE, rel)
                f_laid = layout_frames(a.viewraster, future, scratch)
                if a.check_all:
                    kept = render_frames(a.viewraster, future, scratch, png, ["--keep-placeholders"])
                    apart = [(i, f_laid[i]["frame"], kept[i]["frame"]) for i in kept
                             if i in f_laid and not close(f_laid[i]["frame"], kept[i]["frame"], a.tolerance)]
                    if apart:
                        parted.append((rel, apart))
                first = {}
                for t in thresholds:
                    if not elsewhere or t <= tools_version_number(version.group(2)) or len(first) == len(elsewhere):
                        continue
                    stepped = layout_frames(a.viewraster, copier.copy(text, t, rel), scratch)
                    for i in elsewhere:
                        if i not in first and i in stepped and not close(stepped[i]["frame"], laid[i]["stored"], a.tolerance):
                            first[i] = t
                for i in elsewhere:
                    era = i in f_laid and close(f_laid[i]["frame"], drawn[i]["frame"], a.tolerance)
                    cause = ("era %s" % first.get(i, "?")) if era else "canvas"
                    by_cause[(cause, repo)] += 1
                    out.append((rel, i, laid[i]["class"], "elsewhere", cause, laid[i]["stored"], drawn[i]["frame"]))
            elif elsewhere:
                for i in elsewhere:
                    by_cause[("archive", repo)] += 1
                    out.append((rel, i, laid[i]["class"], "elsewhere", "archive", laid[i]["stored"], drawn[i]["frame"]))
            if missing:
                found = {}
                for obj in top_level_objects(path, laid):
                    for i, v in render_frames(a.viewraster, path, scratch, png, ["--object", obj]).items():
                        if i in missing and i not in found:
                            found[i] = (obj, v)
                for i in missing:
                    obj, v = found.get(i, (None, None))
                    verdict = "no object draws it" if v is None else "agrees" if v.get("agrees") is True else "differs"
                    by_cause[("not drawn, --object " + verdict, repo)] += 1
                    out.append((rel, i, laid[i]["class"], "not drawn", "--object %s %s" % (obj, verdict), laid[i]["stored"],
                                v["frame"] if v else None))
    if a.tsv:
        with open(a.tsv, "w") as f:
            for r in out:
                f.write("\t".join(map(str, r)) + "\n")
    for (cause, repo), n in sorted(by_cause.items()):
        print("%5d  %-40s %s" % (n, cause, repo))
    for rel, apart in parted:
        print("render --keep-placeholders apart from layout on the future copy: %s %s" % (rel, apart[:4]))
    return 0


if __name__ == "__main__":
    sys.exit(main())
