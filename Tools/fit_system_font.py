#!/usr/bin/env python3
"""Fits San Francisco's advances from Interface Builder's stored label widths and writes
Sources/ViewRasterText/Font/SystemFontAdvances.swift (docs/system-font-metrics.md).

Input: TSVs that SystemFontWidthCorpusTests writes with VIEWRASTER_FONT_SAMPLES=FILE: one row per
single-line system-font label whose width IB took from its text, with the half of the corpus its
repository is in (A or B; "-" for a folder outside the corpus), the weight class, point size,
canvas scale, IB's stored width, the text shaped with the bundled face alone (Inter with its
kerning, no SF metrics) and the face's advance of each character in 2048ths of an em.

Model. IB's width is UIKit's intrinsic width rounded up to the canvas's pixels; UIKit's width is
the sum of SF's advances plus Apple's tracking for the size after every character, plus the
kerning (the face's is kept). SF's advance of a glyph is the face's times

    scale(weight) x ratio(weight, size)

- scale(weight): one factor per weight class, fitted from the weight's text-size labels (the
  closest open font, Inter, scaled by the best single factor per weight); weights without
  labels take the straight line between fitted ones (FittedAdvances.scale(forWeight:)).
- ratio(weight, size): SF Pro's optical sizes. 1 up to RAMP_FROM (17 pt), display(weight) from
  RAMP_FULL (28 pt), the straight line between: since iOS 14 SF Pro is one variable font whose
  design "varies smoothly between 17 and 28 points" (WWDC 2020, "The details of UI typography");
  Display's spacing is tighter. display(weight) can be fitted per group of weights
  (DISPLAY_GROUPS) and is interpolated like the scales; one group is fitted, as the display
  labels of every weight at 22 pt need the same ratio (docs/system-font-metrics.md).

Each parameter is chosen on a grid for the most fitted labels within 1 pt of the stored width
(ties: the value nearest 1, i.e. Inter's own advance, that keeps UIKit's "Label" at 17 pt =
41.33 pt), so a few stale frames (text IB measured in another font, edited after layout) cannot
pull it. Sets passed with --held-out are never fitted and are reported as held out.
(A factor for the digits and per-character corrections, a ridge fit toward 0, were tried: the
digits' plateau held 1.0 and the corrections raised no leave-one-out count, so the model has
neither.) Pure Python, no packages.

Usage: Tools/fit_system_font.py OUTPUT.swift --fit NAME=SAMPLES.tsv [--fit ...]
                                [--held-out NAME=SAMPLES.tsv ...] [--corpus-half A]
  --corpus-half A fits only half A of a set whose rows carry halves (the corpus) and reports
  half B as held out; without it every row of a --fit set is fitted.
"""
import argparse
import math
import os
import re

# Apple's SF Pro tracking table, read from SystemFontMetrics.trackingTable so the fit and the
# shaper share one table.
METRICS = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Sources", "ViewRasterText", "Font",
                       "SystemFontMetrics.swift")
with open(METRICS, encoding="utf-8") as _f:
    _source = _f.read()
_table = _source[_source.index("trackingTable"):_source.index("\n    ]", _source.index("trackingTable"))]
TRACKING = [(float(a), float(b)) for a, b in re.findall(r"\((\d+), (-?[\d.]+)\)", _table)]
# SF Pro's optical-size ramp (WWDC 2020): Text up to 17 pt, Display from 28 pt.
RAMP_FROM, RAMP_FULL = 17.0, 28.0
# The groups of weight classes [first, last) that take a display ratio each (one: every weight).
DISPLAY_GROUPS = [(0, 1000)]
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


def read(path, set_name):
    rows = []
    with open(path, encoding="utf-8") as f:
        header = f.readline().rstrip("\n").split("\t")
        for line in f:
            c = dict(zip(header, line.rstrip("\n").split("\t")))
            rows.append({"set": set_name, "file": c["file"], "half": c["half"], "weight": int(c["weight"]),
                         "size": float(c["size"]), "scale": float(c["scale"]), "stored": float(c["stored"]),
                         "ours": float(c["ours"]), "faceWidth": float(c["faceWidth"]),
                         "scalars": [int(s) for s in c["scalars"].split(",")],
                         "advances": [int(a) for a in c["faceAdvances"].split(",")]})
    return rows


def interpolate(table, weight):
    """A weight's value in {weight: value}: the straight line between rows, the nearest outside."""
    keys = sorted(table)
    if not keys:
        return 1.0
    if weight <= keys[0]:
        return table[keys[0]]
    if weight >= keys[-1]:
        return table[keys[-1]]
    for lo, hi in zip(keys, keys[1:]):
        if lo <= weight <= hi:
            return table[lo] + (table[hi] - table[lo]) * (weight - lo) / (hi - lo)
    return 1.0


class Model:
    def __init__(self, scales=None, display=None, ramp=(RAMP_FROM, RAMP_FULL)):
        self.scales, self.display, self.ramp = dict(scales or {}), dict(display or {}), ramp

    def scale(self, weight):
        return interpolate(self.scales, weight)

    def ratio(self, weight, size):
        lo, hi = self.ramp
        if size <= lo:
            return 1.0
        d = interpolate(self.display, weight)
        if size >= hi:
            return d
        return 1 + (d - 1) * (size - lo) / (hi - lo)

    def width(self, s):
        """The width before pixel rounding (FittedAdvances plus tracking, as Font.shape)."""
        k = s["size"] / 2048
        f = self.scale(s["weight"]) * self.ratio(s["weight"], s["size"])
        w = s["faceWidth"] + len(s["scalars"]) * tracking(s["size"])
        return w + sum(a * (f - 1) * k for a in s["advances"])

    def predict(self, s):
        return math.ceil(self.width(s) * s["scale"] - 1e-9) / s["scale"]

    def copy(self, scales=None, display=None):
        return Model({**self.scales, **(scales or {})}, {**self.display, **(display or {})}, self.ramp)


def within(model, rows):
    return sum(1 for s in rows if abs(model.predict(s) - s["stored"]) <= 1 + 1e-6)


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


def group_of(weight):
    for first, last in DISPLAY_GROUPS:
        if first <= weight < last:
            return first, last
    return DISPLAY_GROUPS[-1]


def fit(rows, ramp=(RAMP_FROM, RAMP_FULL), groups=None):
    """The model fitted on rows."""
    groups = DISPLAY_GROUPS if groups is None else groups
    model = Model(ramp=ramp)
    text = [s for s in rows if s["size"] <= ramp[0]]
    for w in sorted({s["weight"] for s in text}):
        sub = [s for s in text if s["weight"] == w]
        model.scales[w] = choose(grid(0.94, 1.06, 0.002), lambda g: model.copy(scales={w: g}), sub,
                                 keeps_label if w == 400 else (lambda m: True))
    display = [s for s in rows if s["size"] > ramp[0]]
    for first, last in groups:
        sub = [s for s in display if first <= s["weight"] < last]
        if not sub:
            continue
        # The group's ratio is its own at its weights: one row per weight fitted in the group.
        key = min(max(first, 100), 900) if first else 400
        model.display[key] = choose(grid(0.80, 1.00, 0.005), lambda r: model.copy(display={key: r}), sub)
    if not model.display:
        model.display[400] = 1.0
    return model


def leave_one_out(rows, **kw):
    """How many of rows a model fitted without each one puts within 1 pt of it."""
    hits = 0
    for i, s in enumerate(rows):
        m = fit(rows[:i] + rows[i + 1:], **kw)
        hits += abs(m.predict(s) - s["stored"]) <= 1 + 1e-6
    return hits


def bucket(size):
    return ("<=13" if size <= 13 else "14-16" if size <= 16 else "17" if size == 17 else "18-19" if size <= 19
            else "20-23" if size < 24 else "24-27" if size < 28 else ">=28")


def weight_name(w):
    return {400: "regular", 500: "medium", 600: "semibold", 700: "bold"}.get(w, str(w))


def report(model, parts):
    out = []
    for name, part in parts:
        if not part:
            continue
        errs = [model.predict(r) - r["stored"] for r in part]
        ok = sum(1 for e in errs if abs(e) <= 1 + 1e-6)
        out.append(f"{name}: {ok}/{len(part)} within 1 pt ({100 * ok / len(part):.1f} %), "
                   f"mean |error| {sum(abs(x) for x in errs) / len(errs):.2f} pt")
        groups = {}
        for r, x in zip(part, errs):
            groups.setdefault((r["weight"], bucket(r["size"])), []).append(x)
        for (w, b), xs in sorted(groups.items(), key=lambda kv: (kv[0][0], ["<=13", "14-16", "17", "18-19", "20-23", "24-27", ">=28"].index(kv[0][1]))):
            k = sum(1 for x in xs if abs(x) <= 1 + 1e-6)
            med = sorted(xs)[len(xs) // 2]
            out.append(f"  {weight_name(w):8} {b:>5} pt: {k}/{len(xs)} within 1 pt, median error {med:+.2f} pt")
    return out


def write_swift(model, path, described):
    scales = ", ".join(f"({w}, {g:.3f})" for w, g in sorted(model.scales.items()))
    display = ", ".join(f"({w}, {r:.3f})" for w, r in sorted(model.display.items()))
    out = ["// Generated by scripts/fit-system-font (Tools/fit_system_font.py) from the single-line labels",
           f"// of {described}; do not edit. docs/system-font-metrics.md describes the fit.",
           "",
           "extension SystemFontMetrics {",
           "    /// San Francisco's advances fitted from Interface Builder's stored label widths: Inter's",
           "    /// advances scaled per weight class and optical size (`FittedAdvances`).",
           "    static let fittedAdvances = FittedAdvances(",
           f"        weightScales: [{scales}],",
           f"        displayRatios: [{display}], rampFromSize: {model.ramp[0]:g}, rampFullSize: {model.ramp[1]:g})",
           "}",
           ""]
    with open(path, "w", encoding="utf-8") as f:
        f.write("\n".join(out))


def parse_sets(items):
    out = []
    for item in items or []:
        name, _, path = item.partition("=")
        out.append((name, read(path, name)))
    return out


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("output")
    p.add_argument("--fit", action="append", required=True, metavar="NAME=TSV")
    p.add_argument("--held-out", action="append", metavar="NAME=TSV")
    p.add_argument("--corpus-half", choices=["A"], help="fit only half A of sets with halves")
    p.add_argument("--leave-one-out", action="store_true", help="also count leave-one-out on the fitted rows")
    a = p.parse_args()
    fitted, held = [], []
    for name, rows in parse_sets(a.fit):
        if a.corpus_half:
            fitted.append((f"{name} half A", [r for r in rows if r["half"] in ("A", "-")]))
            held.append((f"{name} half B", [r for r in rows if r["half"] == "B"]))
        else:
            fitted.append((name, rows))
    held += parse_sets(a.held_out)
    train = [r for _, rows in fitted for r in rows]
    model = fit(train)
    parts = [(f"{n} (fitted)", rows) for n, rows in fitted] + [(f"{n} (held out)", rows) for n, rows in held]
    if a.leave_one_out:
        print(f"leave-one-out on the fitted rows: {leave_one_out(train)}/{len(train)}")
    print("Inter + tracking:")
    for line in report(Model(), parts):
        print("  " + line)
    print("fitted:")
    for line in report(model, parts):
        print("  " + line)
    print(f"scales {model.scales}, display ratios {model.display}, ramp {model.ramp}")
    for n, rows in parts:
        for r in rows:
            e = model.predict(r) - r["stored"]
            if abs(e) > 1 + 1e-6:
                text = "".join(map(chr, r["scalars"]))
                print(f"  off by {e:+.2f} pt: {n} {r['file']} {weight_name(r['weight'])} {r['size']:g} pt \"{text}\"")
    write_swift(model, a.output, " and ".join(f"{n} ({len(rows)} labels)" for n, rows in fitted))


if __name__ == "__main__":
    main()
