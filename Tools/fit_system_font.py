#!/usr/bin/env python3
"""Fits San Francisco's advances from Interface Builder's stored label widths and writes
Sources/ViewRasterText/Font/SystemFontAdvances.swift (docs/system-font-metrics.md).

Input: the TSV that SystemFontWidthCorpusTests writes with VIEWRASTER_FONT_SAMPLES=FILE: one row
per single-line system-font label of the corpus whose width IB took from its text, with the half
of the corpus its repository is in (A or B), the weight class, point size, canvas scale, IB's
stored width, the text shaped with the bundled face alone (Inter with its kerning, no SF metrics)
and the face's advance of each character in 2048ths of an em.

Model. IB's width is UIKit's intrinsic width rounded up to the canvas's pixels; UIKit's width is
the sum of SF's advances plus Apple's tracking for the size after every character, plus the
kerning (the face's is kept). SF's advance of a glyph is the face's times

    scale(weight) x ratio(size)

- scale(weight): one factor per weight class, fitted from the weight's text-size labels (the
  closest open font, Inter, scaled by the best single factor per weight); weights without
  labels take the straight line between fitted ones (FittedAdvances.scale(forWeight:)).
- ratio(size): 1 up to 19 pt (SF Pro Text's sizes), DISPLAY_RATIO from 28 pt, the straight
  line between (SF Pro's optical sizes: Display's spacing is tighter).

Each parameter is chosen on a grid for the most labels of half A within 1 pt of the stored
width (ties: the smaller clipped squared error, then the value nearest 1, i.e. Inter's own
advance), so a few stale frames (text IB measured in another font, edited after layout) cannot
pull it. Half B is never fitted and is reported as held out. (A factor for the digits and
per-character corrections, a ridge fit toward 0, were tried: the digits' plateau held 1.0 and
the corrections raised no leave-one-out count on half A, so the model has neither.)
Pure Python, no packages. Usage: Tools/fit_system_font.py SAMPLES.tsv OUTPUT.swift
"""
import math
import os
import re
import sys

# Apple's SF Pro tracking table, read from SystemFontMetrics.trackingTable so the fit and the
# shaper share one table.
METRICS = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Sources", "ViewRasterText", "Font",
                       "SystemFontMetrics.swift")
with open(METRICS, encoding="utf-8") as _f:
    _source = _f.read()
_table = _source[_source.index("trackingTable"):_source.index("\n    ]", _source.index("trackingTable"))]
TRACKING = [(float(a), float(b)) for a, b in re.findall(r"\((\d+), (-?[\d.]+)\)", _table)]
DISPLAY_FROM, DISPLAY_FULL = 19.0, 28.0
# Inter Regular's advances of "Label" in 2048ths (its kerning adds nothing to this pair run).
LABEL_ADVANCES = [1152, 1155, 1271, 1193, 486]
LABEL_UNITS = sum(LABEL_ADVANCES)


def tracking(size):
    """SystemFontMetrics.tracking(forSize:)."""
    if size <= 0:
        return 0.0
    if size <= TRACKING[0][0]:
        return TRACKING[0][1] * size / TRACKING[0][0]
    if size >= TRACKING[-1][0]:
        return 0.0
    lower = TRACKING[0]
    for row in TRACKING:
        if row[0] == size:
            return row[1]
        if row[0] > size:
            return lower[1] + (row[1] - lower[1]) * (size - lower[0]) / (row[0] - lower[0])
        lower = row
    return 0.0


def read(path):
    rows = []
    with open(path, encoding="utf-8") as f:
        header = f.readline().rstrip("\n").split("\t")
        for line in f:
            c = dict(zip(header, line.rstrip("\n").split("\t")))
            rows.append({"file": c["file"], "half": c["half"], "weight": int(c["weight"]),
                         "size": float(c["size"]), "scale": float(c["scale"]), "stored": float(c["stored"]),
                         "faceWidth": float(c["faceWidth"]),
                         "scalars": [int(s) for s in c["scalars"].split(",")],
                         "advances": [int(a) for a in c["faceAdvances"].split(",")]})
    return rows


class Model:
    def __init__(self, scales=None, display=1.0):
        self.scales, self.display = dict(scales or {}), display

    def scale(self, weight):
        keys = sorted(self.scales)
        if not keys:
            return 1.0
        if weight <= keys[0]:
            return self.scales[keys[0]]
        if weight >= keys[-1]:
            return self.scales[keys[-1]]
        for lo, hi in zip(keys, keys[1:]):
            if lo <= weight <= hi:
                return self.scales[lo] + (self.scales[hi] - self.scales[lo]) * (weight - lo) / (hi - lo)
        return 1.0

    def ratio(self, size):
        if size <= DISPLAY_FROM:
            return 1.0
        if size >= DISPLAY_FULL:
            return self.display
        return 1 + (self.display - 1) * (size - DISPLAY_FROM) / (DISPLAY_FULL - DISPLAY_FROM)

    def units(self, s, face):
        return face * self.scale(s["weight"]) * self.ratio(s["size"])

    def width(self, s):
        """The width before pixel rounding (FittedAdvances plus tracking, as Font.shape)."""
        k = s["size"] / 2048
        w = s["faceWidth"] + len(s["scalars"]) * tracking(s["size"])
        return w + sum((self.units(s, a) - a) * k for a in s["advances"])

    def predict(self, s):
        return math.ceil(self.width(s) * s["scale"] - 1e-9) / s["scale"]

    def copy(self, **changes):
        m = Model(self.scales, self.display)
        for k, v in changes.items():
            setattr(m, k, v)
        return m


def errors(model, rows):
    return [model.predict(s) - s["stored"] for s in rows]


def within(model, rows):
    return sum(1 for e in errors(model, rows) if abs(e) <= 1 + 1e-6)


def choose(values, make, rows, allowed=lambda model: True):
    """Of the values whose models put the most of rows within 1 pt (the plateau the labels
    cannot tell apart), the one nearest 1 (Inter's own advance, the prior) whose model keeps
    UIKit's published measurements (`allowed`)."""
    counts = {v: within(make(v), rows) for v in values}
    best = max(counts.values())
    plateau = [v for v in values if counts[v] == best]
    kept = [v for v in plateau if allowed(make(v))] or plateau
    return min(kept, key=lambda v: (abs(v - 1), v))


def keeps_label(model):
    """UIKit: "Label" in the 17 pt system font is 41.33 pt wide at @3x (IB's stored width)."""
    s = {"weight": 400, "size": 17.0, "scale": 3.0, "faceWidth": LABEL_UNITS * 17 / 2048,
         "scalars": [ord(c) for c in "Label"], "advances": LABEL_ADVANCES}
    return abs(model.predict(s) - 124 / 3) < 1e-6


def grid(lo, hi, step):
    n = int(round((hi - lo) / step))
    return [round(lo + i * step, 6) for i in range(n + 1)]


def fit(rows):
    """The model fitted on rows (half A)."""
    model = Model()
    text = [s for s in rows if s["size"] <= DISPLAY_FROM]
    for w in sorted({s["weight"] for s in text}):
        sub = [s for s in text if s["weight"] == w]
        model.scales[w] = choose(grid(0.94, 1.06, 0.002), lambda g: model.copy(scales={w: g}), sub,
                                 keeps_label if w == 400 else (lambda m: True))
    display = [s for s in rows if s["size"] > DISPLAY_FROM]
    if display:
        model.display = choose(grid(0.80, 1.00, 0.005), lambda r: model.copy(display=r), display)
    return model


def leave_one_out(rows):
    """How many of rows a model fitted without each one puts within 1 pt of it."""
    hits = 0
    for i, s in enumerate(rows):
        m = fit(rows[:i] + rows[i + 1:])
        hits += abs(m.predict(s) - s["stored"]) <= 1 + 1e-6
    return hits


def bucket(size):
    return "<=13" if size <= 13 else "14-16" if size <= 16 else "17" if size == 17 else "18-19" if size <= 19 else "20-27" if size < 28 else ">=28"


def report(model, rows, label):
    out = []
    for half in ("A", "B"):
        part = [r for r in rows if r["half"] == half]
        if not part:
            continue
        e = errors(model, part)
        out.append(f"{label} half {half}: {within(model, part)}/{len(part)} within 1 pt, "
                   f"mean |error| {sum(abs(x) for x in e) / len(e):.2f} pt")
        groups = {}
        for r, x in zip(part, e):
            groups.setdefault((r["weight"], bucket(r["size"])), []).append(x)
        for (w, b), xs in sorted(groups.items()):
            ok = sum(1 for x in xs if abs(x) <= 1 + 1e-6)
            out.append(f"  weight {w} size {b}: {ok}/{len(xs)} within 1 pt, mean error {sum(xs) / len(xs):+.2f} pt")
    return out


def write_swift(model, path, train):
    scales = ", ".join(f"({w}, {g:.3f})" for w, g in sorted(model.scales.items()))
    out = ["// Generated by scripts/fit-system-font (Tools/fit_system_font.py) from the single-line labels",
           f"// of half A of the corpus ({train} labels); do not edit. docs/system-font-metrics.md describes the fit.",
           "",
           "extension SystemFontMetrics {",
           "    /// San Francisco's advances fitted from Interface Builder's stored label widths (half A",
           "    /// of the corpus's repositories): Inter's advances scaled per weight class and optical",
           "    /// size (`FittedAdvances`).",
           "    static let fittedAdvances = FittedAdvances(",
           f"        weightScales: [{scales}],",
           f"        displayRatio: {model.display:.3f}, displayFromSize: {DISPLAY_FROM:g}, displayFullSize: {DISPLAY_FULL:g})",
           "}",
           ""]
    with open(path, "w", encoding="utf-8") as f:
        f.write("\n".join(out))


def main():
    if len(sys.argv) != 3:
        sys.exit("usage: fit_system_font.py SAMPLES.tsv OUTPUT.swift")
    rows = read(sys.argv[1])
    train = [r for r in rows if r["half"] == "A"]
    model = fit(train)
    print(f"leave-one-out on A: {leave_one_out(train)}/{len(train)}")
    for line in report(Model(), rows, "Inter + tracking") + report(model, rows, "fitted"):
        print(line)
    print(f"scales {model.scales}, display ratio {model.display}")
    for r in rows:
        e = model.predict(r) - r["stored"]
        if abs(e) > 1 + 1e-6:
            text = "".join(map(chr, r["scalars"]))
            print(f"  off by {e:+.2f} pt: {r['file']} ({r['half']}) weight {r['weight']} {r['size']:g} pt \"{text}\"")
    write_swift(model, sys.argv[2], len(train))


if __name__ == "__main__":
    main()
