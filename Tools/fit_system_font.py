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
- char(c): a factor per character on top of both (fit_characters), for the characters with
  enough labels behind them: a ridge fit toward 1 of what each label still needs. On the corpus
  and set C alone (179 labels) it raised no leave-one-out count; on the corpus and sets C-I
  (414 labels, 36 repositories) it puts 355 labels within 1 pt leaving out a repository at a time,
  where the weight-and-size model puts 346 (docs/system-font-metrics.md).

Pure Python, no packages.

Usage: Tools/fit_system_font.py OUTPUT.swift --fit NAME=SAMPLES.tsv [--fit ...]
                                [--held-out NAME=SAMPLES.tsv ...] [--corpus-half A]
                                [--leave-one-repository-out] [--characters] [--by-era]
                                [--refit-display WEIGHT | --refit-character CHAR | --refit-text-character CHAR |
                                 --refit-text-spacing |
                                 --refit-scales WEIGHT,... | --refit-digit-display | --refit-digits]
  --corpus-half A fits only half A of a set whose rows carry halves (the corpus) and reports
  half B as held out; without it every row of a --fit set is fitted.
  --by-era prints the signed error by weight, size and the file's era (toolsVersion below or from
  17000, the variable SF Pro of iOS 14), from the samples' toolsVersion column.
  --refit-display and --refit-character keep OUTPUT's model and fit only one weight's display
  ratio or one character's factor (the period's, session text11: plateau of most labels within
  1 pt on CHARACTER_GRID, nearest 1, keeping UIKit's "Label"); --refit-scales fits only the
  named weight classes' text-size scales (session labels21: semibold and bold);
  --refit-text-character fits only one character's factor at text sizes (optical size up to 17 pt) up
  to the regular weight, in place of its --refit-character factor there (session textAM: the asterisk);
  --refit-digit-display fits only the digits' display ratio (Model.digits,
  FittedAdvances.digitDisplayRatio) on the display-size labels with a digit (session labels22);
  --refit-digits fits one factor shared by the ten digits (their characterScales) at text sizes,
  their display advance kept, on the labels with a digit (session labels28: tried, not taken).
"""
import argparse
import math
import os
import re
import statistics

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
# A weight class's scale is fitted from at least this many text-size labels; one with fewer takes
# the straight line between (or the nearest of) the fitted weights, as FittedAdvances does.
MIN_WEIGHT_LABELS = 5
# Per-character factors (fit_characters): a character takes one only when at least
# CHARACTER_MIN_LABELS fitted labels from CHARACTER_MIN_REPOSITORIES repositories have it; labels
# the weight-and-size model puts more than CHARACTER_OUTLIER pt from their stored width (stale
# frames, text IB measured in another font) are left out; CHARACTER_RIDGE pulls every factor
# toward 1 (the weight-and-size model). The three were chosen by leave-one-repository-out counts
# of labels within 1 pt (docs/system-font-metrics.md).
CHARACTER_MIN_LABELS, CHARACTER_MIN_REPOSITORIES = 20, 3
CHARACTER_OUTLIER, CHARACTER_RIDGE = 1.5, 100.0
# Characters set with another's advance in Inter and SF (FittedAdvances.sharedAdvances): each takes
# that character's factor unless it has its own. The colon is the period's.
SHARED_ADVANCES = {0x3A: 0x2E}
# The values --refit-character tries for one character's factor: 0.80 to 2.00 (session labels19 took it past
# 1.25, below which the typographic apostrophe's labels have no plateau; session textAE down from 0.90, as
# the asterisk's labels need 0.82-0.88).
CHARACTER_GRID = [round(0.80 + 0.01 * i, 2) for i in range(121)]
# The values --refit-text-spacing tries for SF Pro Text's spacing, in 2048ths of an em per glyph.
SPACING_GRID = list(range(0, 21))
# The digits 0-9, which may take a display ratio of their own (--refit-digit-display, session labels22).
DIGITS = list(range(0x30, 0x3A))
# The period and colon, which take the figure factor beside a digit at bold (FittedAdvances.figurePunctuation).
FIGURE_PUNCTUATION = {0x2E, 0x3A}
# Inter Regular's advances of "Label" in 2048ths (its kerning adds nothing to this pair run).
# SFOpticalSizing.textBelowDisplaySize: the toolsVersions of Xcode 7 to 11 and SF Pro Display's first size.
XCODE7, XCODE12, DISPLAY_FROM = 8000, 17000, 20

LABEL_ADVANCES = [1152, 1155, 1271, 1193, 486]
LABEL_UNITS = sum(LABEL_ADVANCES)

# SF UI Display's capitals over SF Pro Display's (our Display end), by weight class —
# SystemFontMetrics.sfUIDisplayCapitalFactors, measured from the font files (session textAN); a static
# face the samples call "uiDisplay" ("SFUIDisplay-..." names) takes them for capitals its own table
# (SF_UI_DISPLAY_TABLES, session textAS) lacks.
SF_UI_DISPLAY_CAPITALS = {300: 1.034, 400: 1.055, 700: 1.023, 800: 1.009}


def read_sf_ui_display_tables():
    """IOSFamilyAdvances.sfUIDisplay(weight:)'s tables, read from their Swift sources: weight class ->
    {scalar: units of 2048} (ASCII, Latin-1 and the common marks of SF UI Display's 2015 file)."""
    folder = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Sources", "ViewRasterText", "Font")
    weights = {"Ultralight": 100, "Thin": 200, "Light": 300, "Regular": 400, "Medium": 500, "Semibold": 600,
               "Bold": 700, "Heavy": 800, "Black": 900}
    tables = {}
    for name in ("IOSFamilyAdvances+SFUIDisplay.swift", "IOSFamilyAdvances+SFUIDisplayHeavier.swift"):
        text = open(os.path.join(folder, name), encoding="utf-8").read()
        for m in re.finditer(r'name: "SFUIDisplay-(\w+)".*?ascii: \[(.*?)\].*?latin1: \[(.*?)\].*?others: \[(.*?)\]\)',
                             text, re.S):
            ascii_ = [int(x) for x in m.group(2).replace("\n", " ").split(",") if x.strip()]
            latin1 = [int(x) for x in m.group(3).replace("\n", " ").split(",") if x.strip()]
            t = {0x20 + i: a for i, a in enumerate(ascii_) if a}
            t.update({0xA0 + i: a for i, a in enumerate(latin1) if a})
            t.update({int(k, 16): int(v) for k, v in re.findall(r"0x([0-9A-Fa-f]+): (\d+)", m.group(4))})
            tables[weights[m.group(1)]] = t
    return tables


SF_UI_DISPLAY_TABLES = read_sf_ui_display_tables()


def sf_ui_display_units(u, weight):
    """The advance SF UI Display's own table gives scalar u at the table nearest to weight (halfway,
    the heavier), in 2048ths, or None (IOSFamilyAdvances.sfUIDisplay(weight:))."""
    nearest = min(900, max(100, int(math.floor((weight - 100) / 100 + 0.5)) * 100 + 100))
    return SF_UI_DISPLAY_TABLES[nearest].get(u)


def sf_ui_display_factor(u, weight):
    """SystemFontMetrics.sfUIDisplayFactor(of:weight:): a Latin capital's factor (U+0041-U+024F),
    1 for anything else."""
    if 0x41 <= u <= 0x24F and chr(u).isupper():
        return interpolate(SF_UI_DISPLAY_CAPITALS, weight)
    return 1.0


# SF's slash over the model's, by weight class — SystemFontMetrics.slashFactors, measured from SF Pro
# Text's font files (session textAO); every sample's slash takes it.
SLASH_FACTORS = {100: 0.839, 200: 0.835, 300: 0.852, 400: 0.858, 500: 0.853, 600: 0.843, 700: 0.836,
                 800: 0.828, 900: 0.816}


def slash_factor(u, weight):
    """SystemFontMetrics.slashFactor(of:weight:): the solidus's factor, 1 for anything else."""
    return interpolate(SLASH_FACTORS, weight) if u == 0x2F else 1.0


# SF's underscore from iOS 14 on over the model's, by weight class — SystemFontMetrics.underscoreFactorsFromIOS14,
# measured from SF Pro Text 16's font files (session readAT); the system font's underscore takes it in files
# of Xcode 12 on and in those without a toolsVersion, not in files of Xcode 7 to 11 nor in a static face.
UNDERSCORE_FACTORS = {100: 1.363, 200: 1.340, 300: 1.318, 400: 1.297, 500: 1.295, 600: 1.288, 700: 1.283,
                      800: 1.272, 900: 1.256}


def underscore_factor(u, s):
    """SystemFontMetrics.underscoreFactor(of:weight:sizing:) for sample s: the low line's factor in the
    system font of iOS 14 on, 1 for anything else."""
    if u != 0x5F or s.get("static", "-") != "-" or XCODE7 <= s.get("toolsVersion", 0) < XCODE12:
        return 1.0
    return interpolate(UNDERSCORE_FACTORS, s["weight"])


# SF draws the rupee sign (U+20B9) as wide as the dollar sign — SystemFontMetrics.advanceCharacter(of:),
# read from SF Pro's font files (session textAU): the sign takes the bundled face's '$' in place of its
# own '₹'. A sample's advances are the face's '₹', so the model scales them by the face's '$' over its
# '₹' (Inter's hmtx by weight: regular 1,796 / 1,520, bold 1,844 / 1,616); '$' has no factor of its own.
RUPEE_AS_DOLLAR = {100: 1724 / 1338, 200: 1748 / 1399, 300: 1772 / 1459, 400: 1796 / 1520, 500: 1812 / 1552,
                   600: 1828 / 1584, 700: 1844 / 1616, 800: 1860 / 1648, 900: 1876 / 1680}


def rupee_factor(u, weight):
    """The rupee sign's advance as the dollar sign's (the bundled face's '$' over its '₹'), 1 for anything else."""
    return interpolate(RUPEE_AS_DOLLAR, weight) if u == 0x20B9 else 1.0


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


# SF Pro Text's tracking at 17 pt before iOS 14 (SystemFontMetrics.textTrackingAt17BeforeIOS14, thousandths
# of an em), which files of Xcode 7 to 11 take (SFOpticalSizing.tracking(at:), session textAL).
with open(os.path.join(os.path.dirname(METRICS), "SystemFontMetrics+TrackingBeforeIOS14.swift"), encoding="utf-8") as _f:
    TRACKING_AT_17_BEFORE_IOS14 = float(re.search(r"textTrackingAt17BeforeIOS14: CGFloat = (-?[\d.]+)", _f.read()).group(1))


# SF Pro Display's tracking (its 'trak' table, 2048ths of an em by point size) from 20 pt to the ramp's end, which
# files of Xcode 7 to 11 take there (SystemFontMetrics.displayTrackingUnitsBeforeIOS14, session textMid48).
# And SF Pro Display 13's advances by class of character (capitals, digits, space, the rest) over the scaled face's
# (SystemFontMetrics.displayClassRatiosBeforeIOS14): weight class -> (capitals, digits, space, lowercase).
with open(os.path.join(os.path.dirname(METRICS), "SystemFontMetrics+DisplayFaceBeforeIOS14.swift"), encoding="utf-8") as _f:
    _display_source = _f.read()
_display = _display_source[_display_source.index("= [", _display_source.index("let displayTrackingUnitsBeforeIOS14")):]
DISPLAY_TRACKING_BEFORE_IOS14 = [(float(a), float(b)) for a, b in
                                 re.findall(r"\((\d+), (-?[\d.]+)\)", _display[:_display.index("]")])]
_classes = _display_source[_display_source.index("= [", _display_source.index("let displayClassRatiosBeforeIOS14")):]
DISPLAY_CLASSES_BEFORE_IOS14 = {int(w): tuple(float(x) for x in rest) for w, *rest in re.findall(
    r"\((\d+), ([\d.]+), ([\d.]+), ([\d.]+), ([\d.]+)\)", _classes[:_classes.index("\n    ]")])}


def display_face_factor(model, u, weight):
    """SystemFontMetrics.displayFaceFactorBeforeIOS14(of:weight:): the class's ratio over the model's Display end."""
    if not min(DISPLAY_CLASSES_BEFORE_IOS14) <= weight <= max(DISPLAY_CLASSES_BEFORE_IOS14):
        return 1  # a weight whose files were not read keeps the fitted Display end
    column = 0 if 0x41 <= u <= 0x5A else 1 if u in DIGITS else 2 if u == 0x20 else 3
    own = interpolate({w: c[column] for w, c in DISPLAY_CLASSES_BEFORE_IOS14.items()}, weight)
    return own / model.ratio(weight, model.ramp[1], u)


def display_tracking_before_ios14(size):
    """SystemFontMetrics.displayTrackingBeforeIOS14(forSize:): the straight line between rows, the nearest outside."""
    rows = DISPLAY_TRACKING_BEFORE_IOS14
    units = rows[0][1] if size <= rows[0][0] else rows[-1][1]
    for (a, x), (b, y) in zip(rows, rows[1:]):
        if a < size <= b:
            units = x + (y - x) * (size - a) / (b - a)
    return units * size / 2048


def tracking_before_ios14(size):
    """SystemFontMetrics.trackingBeforeIOS14(forSize:)."""
    if 17 <= size < 18:
        return TRACKING_AT_17_BEFORE_IOS14 * size / 1000
    if DISPLAY_FROM <= size < RAMP_FULL:
        return display_tracking_before_ios14(size)
    return tracking(size)


def sample_tracking(s):
    """The tracking after each character of a sample's system font: iOS 9-13's at 17 pt in files of
    Xcode 7 to 11 (SFOpticalSizing.textBelowDisplaySize), today's otherwise."""
    if XCODE7 <= s.get("toolsVersion", 0) < XCODE12:
        return tracking_before_ios14(s["size"])
    return tracking(s["size"])


def read(path, set_name):
    rows = []
    with open(path, encoding="utf-8") as f:
        header = f.readline().rstrip("\n").split("\t")
        for line in f:
            c = dict(zip(header, line.rstrip("\n").split("\t")))
            # labels with a character the Latin face lacks (the all-scripts figure's, drawn by
            # a fallback face) are not the system font's Latin advances: not fitted
            if c.get("latinFace", "1") == "0":
                continue
            rows.append({"set": set_name, "file": c["file"], "half": c["half"], "weight": int(c["weight"]),
                         "size": float(c["size"]), "scale": float(c["scale"]), "stored": float(c["stored"]),
                         "ours": float(c["ours"]), "faceWidth": float(c["faceWidth"]),
                         "scalars": [int(s) for s in c["scalars"].split(",")],
                         "advances": [int(a) for a in c["faceAdvances"].split(",")],
                         # the file's toolsVersion (0: none, or samples written before the column)
                         "toolsVersion": int(c.get("toolsVersion") or 0),
                         # one of SF's static faces asked for by name ("text", "display",
                         # "uiDisplay" for SF UI Display's "SFUIDisplay-..." names; "-": the
                         # system font, or samples written before the column): SFStaticFace
                         "static": c.get("staticFace") or "-"})
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
    def __init__(self, scales=None, display=None, ramp=(RAMP_FROM, RAMP_FULL), chars=None, spacing=0.0, digits=None):
        self.scales, self.display, self.ramp = dict(scales or {}), dict(display or {}), ramp
        # The digits' own display ratio at every weight (None: their weight's, as every glyph's;
        # FittedAdvances.digitDisplayRatio, session labels22).
        self.digits = digits
        # SF's advance of a character over the scaled face's, by Unicode scalar (1 when absent).
        self.chars = dict(chars or {})
        # SF Pro Text's spacing: 2048ths of an em on every glyph with an advance at text sizes,
        # none from RAMP_FULL (FittedAdvances.textSpacingUnits).
        self.spacing = spacing
        # The period's and colon's factor beside a digit from a weight class on, as
        # (factor, weight) or None (FittedAdvances.figurePunctuationScale, session textAJ).
        self.figure = None
        # A character's factor at text sizes (optical size at or below the ramp's start) up to a
        # weight class, in place of its own (FittedAdvances.textCharacterScales and
        # textCharacterThroughWeight, session textAM: the asterisk at regular).
        self.text_chars, self.text_through = {}, 400

    def spacing_units(self, size):
        lo, hi = self.ramp
        if size <= lo:
            return self.spacing
        if size >= hi:
            return 0.0
        return self.spacing * (hi - size) / (hi - lo)

    def scale(self, weight):
        return interpolate(self.scales, weight)

    def char(self, u):
        """A character's factor: its own, else the one whose advance it shares, else 1."""
        return self.chars.get(u, self.chars.get(SHARED_ADVANCES.get(u), 1.0))

    def char_at(self, scalars, i, weight, size=None):
        """The factor of the character at index i of a label at `size` (its optical size): `char`,
        the figure punctuation's beside a digit, or the text sizes' own up to a weight class
        (FittedAdvances.characterScale(of:weight:size:besideDigit:))."""
        u = scalars[i]
        if self.figure is not None and u in FIGURE_PUNCTUATION and weight >= self.figure[1] and (
                (i > 0 and scalars[i - 1] in DIGITS) or (i + 1 < len(scalars) and scalars[i + 1] in DIGITS)):
            return self.figure[0]
        if size is not None and size <= self.ramp[0] and weight <= self.text_through and u in self.text_chars:
            return self.text_chars[u]
        return self.char(u)

    def ratio(self, weight, size, scalar=None):
        lo, hi = self.ramp
        if size <= lo:
            return 1.0
        d = self.digits if self.digits is not None and scalar in DIGITS else interpolate(self.display, weight)
        if size >= hi:
            return d
        return 1 + (d - 1) * (size - lo) / (hi - lo)

    def optical_size(self, s):
        """The size whose advances a sample takes: its own, or for one of SF's static faces the
        end of the ramp the face is pinned to (SFStaticFace.opticalSize)."""
        static = s.get("static", "-")
        if static == "text":
            return min(s["size"], self.ramp[0])
        if static in ("display", "uiDisplay"):
            return max(s["size"], self.ramp[1])
        # files of Xcode 7 to 11: iOS 9-13's SF Pro Text below 20 pt (SFOpticalSizing, session textAK) and
        # SF Pro Display from 20 pt, the Display end of the ramp (session textMid48)
        if XCODE7 <= s.get("toolsVersion", 0) < XCODE12:
            return min(s["size"], self.ramp[0]) if s["size"] < DISPLAY_FROM else max(s["size"], self.ramp[1])
        return s["size"]

    def width(self, s):
        """The width before pixel rounding (FittedAdvances plus tracking, as Font.shape — iOS 9-13's
        at 17 pt in files of Xcode 7 to 11; a static face's advances at its optical size and no
        tracking)."""
        k = s["size"] / 2048
        g = self.scale(s["weight"])
        size = self.optical_size(s)
        f, fd = g * self.ratio(s["weight"], size), g * self.ratio(s["weight"], size, DIGITS[0])
        w = s["faceWidth"] + (0 if s.get("static", "-") != "-" else len(s["scalars"]) * sample_tracking(s))
        spaced = sum(1 for a in s["advances"] if a > 0) * self.spacing_units(size) * k
        sc = s["scalars"]
        ui = s.get("static") == "uiDisplay"
        # files of Xcode 7 to 11 from 20 pt: SF Pro Display's advances by class (session textMid48)
        display_face = s.get("static", "-") == "-" and XCODE7 <= s.get("toolsVersion", 0) < XCODE12 and s["size"] >= DISPLAY_FROM
        own = [sf_ui_display_units(u, s["weight"]) if ui else None for u in sc]
        return w + spaced + sum((own[i] - a) * k if own[i] is not None else
                                a * ((fd if u in DIGITS else f) * self.char_at(sc, i, s["weight"], size)
                                     * (sf_ui_display_factor(u, s["weight"]) if ui else 1)
                                     * slash_factor(u, s["weight"]) * underscore_factor(u, s) * rupee_factor(u, s["weight"])
                                     * (display_face_factor(self, u, s["weight"]) if display_face else 1) - 1) * k
                                for i, (u, a) in enumerate(zip(sc, s["advances"])))

    def predict(self, s):
        return math.ceil(self.width(s) * s["scale"] - 1e-9) / s["scale"]

    def copy(self, scales=None, display=None, chars=None, spacing=None, digits=None):
        m = Model({**self.scales, **(scales or {})}, {**self.display, **(display or {})}, self.ramp,
                     {**self.chars, **(chars or {})}, self.spacing if spacing is None else spacing,
                     self.digits if digits is None else digits)
        m.figure = self.figure
        m.text_chars, m.text_through = dict(self.text_chars), self.text_through
        return m


def within(model, rows):
    return sum(1 for s in rows if abs(model.predict(s) - s["stored"]) <= 1 + 1e-6)


def choose(values, make, rows, allowed=lambda model: True):
    """Of the values whose models put the most of rows within 1 pt (the plateau the labels
    cannot tell apart), the one nearest 1 (Inter's own advance, the prior) whose model keeps
    UIKit's published measurements (`allowed`)."""
    # UIKit's measurements are a hard rule: the plateau is taken among the values that keep them
    # (session labels21; before, a plateau none of whose values kept "Label" was taken whole, which
    # broke "Label" at 5 units of text spacing: session spacing20). Only when no value on the grid
    # keeps them does every value count (and main() warns).
    kept = [v for v in values if allowed(make(v))] or values
    counts = {v: within(make(v), rows) for v in kept}
    best = max(counts.values())
    plateau = [v for v in kept if counts[v] == best]
    return min(plateau, key=lambda v: (abs(v - 1), v))


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
        if len(sub) < MIN_WEIGHT_LABELS:
            continue
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


def read_generated(path):
    """The model SystemFontAdvances.swift holds now (its weight scales and display ratios)."""
    with open(path, encoding="utf-8") as f:
        text = f.read()
    def rows(key):
        part = text[text.index(key):]
        part = part[:part.index("]")]
        return {int(w): float(v) for w, v in re.findall(r"\((\d+), ([\d.]+)\)", part)}
    ramp = re.search(r"rampFromSize: ([\d.]+), rampFullSize: ([\d.]+)", text)
    part = text[text.index("characterScales"):]
    chars = {int(u, 16): float(c) for u, c in re.findall(r"0x([0-9A-F]+): ([\d.]+)", part[:part.index("]")])}
    spacing = re.search(r"textSpacingUnits: (-?[\d.]+)", text)
    digits = re.search(r"digitDisplayRatio: ([\d.]+)", text)
    figure = re.search(r"figurePunctuationScale: ([\d.]+), figurePunctuationFromWeight: (\d+)", text)
    m = Model(rows("weightScales"), rows("displayRatios"), (float(ramp.group(1)), float(ramp.group(2))), chars,
              float(spacing.group(1)) if spacing else 0.0, float(digits.group(1)) if digits else None)
    m.figure = (float(figure.group(1)), int(figure.group(2))) if figure else None
    text_chars = re.search(r"textCharacterScales: \[([^\]]*)\], textCharacterThroughWeight: (\d+)", text)
    if text_chars:
        m.text_chars = {int(u, 16): float(c) for u, c in re.findall(r"0x([0-9A-F]+): ([\d.]+)", text_chars.group(1))}
        m.text_through = int(text_chars.group(2))
    return m


def refit_display(base, rows, weight):
    """base with only the display ratio of weight class `weight` fitted on rows: the display-size
    labels heavier than base's lightest display row, whose ratio the new row moves (a weight
    between two rows takes the straight line between them, as FittedAdvances does)."""
    lightest = min(base.display)
    sub = [s for s in rows if s["size"] > base.ramp[0] and s["weight"] > lightest]
    return base.copy(display={weight: choose(grid(0.80, 1.00, 0.005), lambda r: base.copy(display={weight: r}), sub)})


def refit_digit_display(base, rows):
    """base with only the digits' display ratio (Model.digits) fitted on rows: the display-size
    labels with a digit, on the grid 0.85-1.00, the plateau of the most within 1 pt, the value
    nearest 1 (session labels22: display-size labels of digits are narrow at the letters' ratio)."""
    sub = [s for s in rows if s["size"] > base.ramp[0] and any(u in DIGITS for u in s["scalars"])]
    return base.copy(digits=choose(grid(0.85, 1.00, 0.005), lambda r: base.copy(digits=r), sub))


def refit_character(base, rows, scalar):
    """base with only the factor of one character (`scalar`) fitted on rows: on the grid
    CHARACTER_GRID, the plateau of the most rows within 1 pt, the value nearest 1 that keeps
    UIKit's "Label" at 17 pt (session text11: the period)."""
    return base.copy(chars={scalar: choose(CHARACTER_GRID, lambda c: base.copy(chars={scalar: c}), rows, keeps_label)})


def refit_text_character(base, rows, scalar):
    """base with only one character's factor at text sizes up to base's weight class (regular)
    fitted on rows (session textAM: the asterisk, whose ×0.86 was fitted on medium, bold and
    display-size labels): the plateau of the most rows within 1 pt on CHARACTER_GRID that keeps
    UIKit's "Label", and on it the value with the most rows on IB's pixel (within half a point, the
    layout comparison's tolerance), nearest 1 among those."""
    def make(c):
        m = base.copy()
        m.text_chars = {**base.text_chars, scalar: c}
        return m
    rows = [s for s in rows if scalar in s["scalars"]]   # the others do not move
    kept = [c for c in CHARACTER_GRID if keeps_label(make(c))] or CHARACTER_GRID
    counts = {c: within(make(c), rows) for c in kept}
    plateau = [c for c in kept if counts[c] == max(counts.values())]
    on_pixel = {c: sum(1 for s in rows if abs(make(c).predict(s) - s["stored"]) <= 0.5 + 1e-6) for c in plateau}
    best = max(on_pixel.values())
    return make(min((c for c in plateau if on_pixel[c] == best), key=lambda c: (abs(c - 1), c)))


def refit_digits(base, rows):
    """base with one factor for the ten digits 0-9 (their advance over the scaled face's at text
    sizes) fitted on rows, their display-size advance kept: the digits' display ratio becomes
    base's display advance over the factor (4 decimals), so from RAMP_FULL a digit is as wide as
    before and the ramp goes from the factor to it. On CHARACTER_GRID, the plateau of the most
    labels with a digit within 1 pt, the value nearest 1 that keeps UIKit's "Label" (session
    labels28: text-size labels of digits lean narrow in six repositories; session labels22's
    display ratio was fitted on sets no longer on hand). Tried, not taken: it gains labels left
    out a repository at a time (677 -> 684 of 804) but loses views with our fonts on two read sets
    (docs/system-font-metrics.md, "The capitals, and set AB's label misses")."""
    display = (base.digits if base.digits is not None else interpolate(base.display, 400)) * base.char(DIGITS[0])
    sub = [s for s in rows if any(u in DIGITS for u in s["scalars"])]
    make = lambda c: base.copy(chars={d: c for d in DIGITS}, digits=round(display / c, 4))
    return make(choose(CHARACTER_GRID, make, sub, keeps_label))


def refit_scales(base, rows, weights):
    """base with only the text-size scales of the weight classes `weights` fitted on rows, as fit
    fits each (that weight's labels up to RAMP_FROM, the plateau rule, keeping UIKit's "Label"),
    the other scales, display ratios and character factors kept (session labels21: semibold and
    bold)."""
    model = base
    for w in sorted(weights):
        sub = [s for s in rows if s["weight"] == w and s["size"] <= base.ramp[0]]
        if len(sub) >= MIN_WEIGHT_LABELS:
            model = model.copy(scales={w: choose(grid(0.94, 1.06, 0.002), lambda g: model.copy(scales={w: g}),
                                                 sub, keeps_label)})
    return model


def refit_scale_every_size(base, rows, weight):
    """base with only the scale of weight class `weight` fitted on that weight's labels at every
    size (a display-size label's advance is the scale times the weight's display ratio, which is
    kept), on the grid 0.94-1.14, the plateau of the most within 1 pt, the value nearest 1
    (session labels27: black, whose labels are too few at text sizes alone and need more than
    refit_scales' grid reaches)."""
    sub = [s for s in rows if s["weight"] == weight]
    if not sub:
        return base
    return base.copy(scales={weight: choose(grid(0.94, 1.14, 0.002), lambda g: base.copy(scales={weight: g}), sub)})


def refit_text_spacing(base, rows):
    """base with SF Pro Text's spacing (Model.spacing) and the weight scales fitted on rows, the
    display ratios and character factors kept: for each spacing on SPACING_GRID, each weight
    class's scale (of base's rows, lightest first) on the plateau rule over all the rows, keeping
    UIKit's "Label"; then the spacing whose model puts the most rows within 1 pt, the one nearest
    0 (the face's own spacing) of a tie. Session labels19: labels of narrow letters need more of
    the face's advance at text sizes than labels of wide ones (docs/system-font-metrics.md)."""
    best = None
    for units in SPACING_GRID:
        model = base.copy(spacing=units)
        for w in sorted(base.scales):
            model = model.copy(scales={w: choose(grid(0.94, 1.06, 0.002), lambda g: model.copy(scales={w: g}),
                                                 rows, keeps_label)})
        n = within(model, rows)
        if best is None or n > best[0] or (n == best[0] and abs(units) < abs(best[1].spacing)):
            best = (n, model)
    return best[1]


def halves_by_repository(rows):
    """Two splits of rows by repository (alternate repositories in name order, and alternate
    pairs), each as {name: (fitted rows, held-out rows)} both ways round."""
    repos = sorted({repository(r) for r in rows})
    out = {}
    for name, pick in (("odd repositories", lambda i: i % 2 == 1), ("odd pairs", lambda i: (i // 2) % 2 == 1)):
        chosen = {rp for i, rp in enumerate(repos) if pick(i)}
        a = [r for r in rows if repository(r) in chosen]
        b = [r for r in rows if repository(r) not in chosen]
        out[f"{name} -> the others"], out[f"the others -> {name}"] = (a, b), (b, a)
    return out


def repository(row):
    """The repository of a sample: its file's name up to "__" (the corpus's and the older sets'
    flattened names, `repo__path`) or up to "~" (the newer sets' hard-link folders,
    `owner+repo~path`), whichever comes first; the whole name when it has neither."""
    name = row["file"]
    cuts = [i for i in (name.find("__"), name.find("~")) if i > 0]
    return name[:min(cuts)] if cuts else name


def fit_characters(model, rows):
    """Per-character factors on top of model (its weight scales and optical sizes fixed).

    Each label's residual is what its stored width needs beyond the model's width (the stored
    width less half a canvas pixel, as IB's width is UIKit's rounded up to the pixel grid); a
    character's factor c moves the label's width by (c - 1) x the character's scaled advances
    in it. The factors are the ridge solution (least squares plus CHARACTER_RIDGE x the squared
    distance of every factor from 1) over the labels within CHARACTER_OUTLIER pt, for the
    characters with enough labels behind them; the others keep 1. Squared error finds the
    direction; how much to trust it (the ridge, the outlier bound, the label count) was chosen
    by labels within 1 pt, left out a repository at a time. UIKit's own measurement, "Label" in
    the 17 pt system font 41.33 pt wide at @3x, is kept: it counts as as many labels as it takes."""
    uikit = {"file": "UIKit__", "weight": 400, "size": 17.0, "scale": 3.0, "stored": 124 / 3,
             "faceWidth": LABEL_UNITS * 17 / 2048, "scalars": [ord(c) for c in "Label"], "advances": LABEL_ADVANCES}
    weight = 0
    while True:
        out = _ridge_characters(model, list(rows) + [uikit] * weight)
        if keeps_label(out) or weight >= 4096:
            return out
        weight = max(1, weight * 2)


def _ridge_characters(model, rows):
    """fit_characters' ridge solution on rows."""
    res = []
    for s in rows:
        w = model.width(s)
        need = s["stored"] - 0.5 / s["scale"] - w
        if abs(need) > CHARACTER_OUTLIER:
            continue
        f = model.scale(s["weight"]) * model.ratio(s["weight"], s["size"]) * s["size"] / 2048
        x = {}
        for u, a in zip(s["scalars"], s["advances"]):
            x[u] = x.get(u, 0.0) + a * f * model.char(u)
        res.append((s, need, x))
    labels, repos = {}, {}
    for s, _, x in res:
        for u in x:
            labels[u] = labels.get(u, 0) + 1
            repos.setdefault(u, set()).add(repository(s))
    chosen = sorted(u for u in labels
                    if labels[u] >= CHARACTER_MIN_LABELS and len(repos[u]) >= CHARACTER_MIN_REPOSITORIES)
    d = {u: 0.0 for u in chosen}
    uses = {u: [i for i, (_, _, x) in enumerate(res) if u in x] for u in chosen}
    fitted = [0.0] * len(res)
    for _ in range(60):   # coordinate descent; converges well within this
        for u in chosen:
            num = den = 0.0
            for i in uses[u]:
                xu = res[i][2][u]
                num += xu * (res[i][1] - fitted[i] + xu * d[u])
                den += xu * xu
            new = num / (den + CHARACTER_RIDGE)
            for i in uses[u]:
                fitted[i] += res[i][2][u] * (new - d[u])
            d[u] = new
    out = model.copy()
    out.chars = {u: round(model.char(u) * (1 + v), 3) for u, v in d.items() if abs(v) >= 0.0005}
    return out


def leave_one_repository_out(rows, characters, fitter=None):
    """How many of rows a model fitted without each row's repository puts within 1 pt of it
    (fitted by `fitter(train)`, default `fit`)."""
    hits = 0
    for name in sorted({repository(r) for r in rows}):
        train = [r for r in rows if repository(r) != name]
        m = (fitter or fit)(train)
        if characters:
            m = fit_characters(m, train)
        hits += sum(1 for s in rows if repository(s) == name and abs(m.predict(s) - s["stored"]) <= 1 + 1e-6)
    return hits


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


# Files from this toolsVersion on were laid out by Xcode 12 and later, whose IB measures with the
# variable SF Pro of iOS 14 (continuous optical sizes); earlier ones with SF Pro Text and Display.
VARIABLE_SF_TOOLS_VERSION = 17000


def report_by_era(model, rows):
    """The signed error before pixel rounding (the model's width less IB's stored width less half
    a pixel) by weight, text or display size (17 pt and below, above) and the file's era (before
    or from VARIABLE_SF_TOOLS_VERSION): labels, repositories and the median, the table
    docs/system-font-metrics.md ("By era") gives. Rows without a toolsVersion are left out."""
    groups = {}
    for r in rows:
        if not r["toolsVersion"]:
            continue
        era = "iOS 14 on" if r["toolsVersion"] >= VARIABLE_SF_TOOLS_VERSION else "before iOS 14"
        size = "<= 17 pt" if r["size"] <= 17 else "> 17 pt"
        error = model.width(r) - (r["stored"] - 0.5 / r["scale"])
        groups.setdefault((r["weight"], size, era), []).append((error, repository(r)))
    out = []
    for (w, size, era), xs in sorted(groups.items()):
        median = statistics.median(e for e, _ in xs)
        out.append(f"{weight_name(w):8} {size:>8} {era:13}: {len(xs)} labels ({len({r for _, r in xs})} repositories), "
                   f"median {median:+.2f} pt")
    return out


def _ratio(value):
    """A ratio as the generated table writes it: three decimals, four when the fourth is not 0
    (the digits' display ratio over their factor, refit_digits)."""
    text = f"{value:.4f}"
    return text[:-1] if text.endswith("0") else text


def write_swift(model, path, described):
    scales = ", ".join(f"({w}, {g:.3f})" for w, g in sorted(model.scales.items()))
    display = ", ".join(f"({w}, {r:.3f})" for w, r in sorted(model.display.items()))
    entries = [f"0x{u:04X}: {c:.3f}" for u, c in sorted(model.chars.items())]
    chars = ",\n            ".join(", ".join(entries[i:i + 6]) for i in range(0, len(entries), 6))
    names = " ".join(repr(chr(u))[1:-1] if chr(u) != " " else "space" for u in sorted(model.chars))
    words, lines = f"of {described}; do not edit. docs/system-font-metrics.md describes the fit.".split(), [""]
    for word in words:
        if len(lines[-1]) + len(word) > 95:
            lines.append("")
        lines[-1] += (" " if lines[-1] else "") + word
    out = ["// Generated by scripts/fit-system-font (Tools/fit_system_font.py) from the single-line labels"]
    out += [f"// {line}" for line in lines]
    out += ["",
           "extension SystemFontMetrics {",
           "    /// San Francisco's advances fitted from Interface Builder's stored label widths: Inter's",
           *(["    /// advances scaled per weight class and optical size, and per character for the characters",
              f"    /// with enough labels ({names}) (`FittedAdvances`)."] if chars else
             ["    /// advances scaled per weight class and optical size (`FittedAdvances`); no character factors."]),
           "    static let fittedAdvances = FittedAdvances(",
           f"        weightScales: [{scales}],",
           f"        displayRatios: [{display}], rampFromSize: {model.ramp[0]:g}, rampFullSize: {model.ramp[1]:g},",
           (f"        characterScales: [\n            {chars}\n        ]" if chars else "        characterScales: [:]")
           + (f",\n        textSpacingUnits: {model.spacing:g}" if model.spacing else "")
           + (f",\n        digitDisplayRatio: {_ratio(model.digits)}" if model.digits is not None else "")
           + (f",\n        figurePunctuationScale: {model.figure[0]:.3f}, figurePunctuationFromWeight: {model.figure[1]}"
              if model.figure is not None else "")
           + (",\n        textCharacterScales: [" + ", ".join(f"0x{u:04X}: {c:.3f}" for u, c in sorted(model.text_chars.items()))
              + f"], textCharacterThroughWeight: {model.text_through}" if model.text_chars else "") + ")",
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
    p.add_argument("--leave-one-repository-out", action="store_true",
                   help="also count, leaving out one repository at a time, with and without character factors")
    p.add_argument("--characters", action="store_true",
                   help="also fit per-character factors (tried, not taken: docs/system-font-metrics.md)")
    p.add_argument("--refit-display", type=int, metavar="WEIGHT",
                   help="keep OUTPUT's model and fit only the display ratio of this weight class "
                        "(the heavier weights' display labels; docs/system-font-metrics.md, session 16)")
    p.add_argument("--refit-character", metavar="CHAR",
                   help="keep OUTPUT's model and fit only this character's factor on the fitted rows "
                        "(how session text11 fitted the period's; docs/system-font-metrics.md)")
    p.add_argument("--refit-scales", metavar="WEIGHT,...",
                   help="keep OUTPUT's model and fit only these weight classes' text-size scales "
                        "(session labels21: 600,700; docs/system-font-metrics.md)")
    p.add_argument("--refit-text-spacing", action="store_true",
                   help="keep OUTPUT's display ratios and character factors and fit SF Pro Text's spacing "
                        "with the weight scales (session labels19; docs/system-font-metrics.md)")
    p.add_argument("--refit-digit-display", action="store_true",
                   help="keep OUTPUT's model and fit only the digits' display ratio (session labels22; "
                        "docs/system-font-metrics.md)")
    p.add_argument("--refit-text-character", metavar="CHAR",
                   help="keep OUTPUT's model and fit only this character's factor at text sizes up to the "
                        "regular weight (session textAM: the asterisk; docs/system-font-metrics.md)")
    p.add_argument("--refit-digits", action="store_true",
                   help="keep OUTPUT's model and fit only one factor shared by the digits 0-9 at every size "
                        "(session labels28; docs/system-font-metrics.md)")
    p.add_argument("--refit-scale-every-size", type=int, metavar="WEIGHT",
                   help="keep OUTPUT's model and fit only this weight class's scale on its labels at every "
                        "size (session labels27: black, 900; docs/system-font-metrics.md)")
    p.add_argument("--by-era", action="store_true",
                   help="also print today's signed error by weight, size and the file's era (toolsVersion "
                        "below or from 17000; samples with a toolsVersion column)")
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
    base = (read_generated(a.output) if a.refit_display or a.refit_character or a.refit_text_spacing or a.refit_scales
            or a.refit_digit_display or a.refit_scale_every_size or a.refit_digits or a.refit_text_character else None)
    if a.refit_text_character:
        text_scalar = ord(a.refit_text_character)
        fitter = lambda rows: refit_text_character(base, rows, text_scalar)
    elif a.refit_digits:
        fitter = lambda rows: refit_digits(base, rows)
    elif a.refit_scale_every_size:
        fitter = lambda rows: refit_scale_every_size(base, rows, a.refit_scale_every_size)
    elif a.refit_digit_display:
        fitter = lambda rows: refit_digit_display(base, rows)
    elif a.refit_scales:
        weights = [int(w) for w in a.refit_scales.split(",")]
        fitter = lambda rows: refit_scales(base, rows, weights)
    elif a.refit_text_spacing:
        fitter = lambda rows: refit_text_spacing(base, rows)
    elif a.refit_character:
        scalar = ord(a.refit_character)
        fitter = lambda rows: refit_character(base, rows, scalar)
    elif base:
        fitter = lambda rows: refit_display(base, rows, a.refit_display)
    else:
        fitter = fit
    model = fitter(train)
    if base:
        print(f"today's model {base.scales} {base.display}: " +
              ", ".join(f"{n} {within(base, rows)}/{len(rows)}" for n, rows in fitted + held))
        if not a.refit_text_spacing:   # its fit is too slow to repeat per repository: halves instead
            print(f"leaving out a repository at a time: today's {leave_one_repository_out(train, False, lambda _: base)}"
                  f"/{len(train)}, refitted {leave_one_repository_out(train, False, fitter)}/{len(train)}")
        if a.refit_text_spacing or a.refit_scales or a.refit_digit_display or a.refit_scale_every_size or a.refit_digits:
            for name, (one, other) in halves_by_repository(train).items():
                m = fitter(one)
                print(f"{name}: fitted on {len(one)} labels (text spacing {m.spacing:g}, scales {m.scales}, "
                      f"digits' display ratio {m.digits}), "
                      f"the other {len(other)}: today's {within(base, other)}, refitted {within(m, other)}")
    if a.characters:
        model = fit_characters(model, train)
    parts = [(f"{n} (fitted)", rows) for n, rows in fitted] + [(f"{n} (held out)", rows) for n, rows in held]
    if a.leave_one_out:
        print(f"leave-one-out on the fitted rows: {leave_one_out(train)}/{len(train)}")
    if a.leave_one_repository_out:
        print(f"leaving out a repository at a time: {leave_one_repository_out(train, False)}/{len(train)} "
              f"by weight and size, {leave_one_repository_out(train, True)}/{len(train)} with character factors")
    if a.by_era:
        print("by era (today's model, every set):")
        for line in report_by_era(base or read_generated(a.output), [r for _, rows in fitted + held for r in rows]):
            print("  " + line)
    print("Inter + tracking:")
    for line in report(Model(), parts):
        print("  " + line)
    print("fitted:")
    for line in report(model, parts):
        print("  " + line)
    print(f"scales {model.scales}, display ratios {model.display}, ramp {model.ramp}, text spacing {model.spacing:g}, "
          f"digits' display ratio {model.digits}")
    if not keeps_label(model):   # the plateau rule takes every value only when none on the grid keeps "Label"
        print("WARNING: this model does not keep UIKit's \"Label\" at 17 pt (41.33 pt at @3x; "
              "docs/system-font-metrics.md, session spacing20)")
    print("character factors " + " ".join(f"{chr(u)!r} {c:.3f}" for u, c in sorted(model.chars.items(), key=lambda kv: kv[1])))
    for n, rows in parts:
        for r in rows:
            e = model.predict(r) - r["stored"]
            if abs(e) > 1 + 1e-6:
                text = "".join(map(chr, r["scalars"]))
                print(f"  off by {e:+.2f} pt: {n} {r['file']} {weight_name(r['weight'])} {r['size']:g} pt \"{text}\"")
    described = " and ".join(f"{n} ({len(rows)} labels)" for n, rows in fitted)
    if base:
        with open(a.output, encoding="utf-8") as f:
            header = " ".join(line[3:] for line in f.read().split("\n") if line.startswith("// "))
        last = header.split("single-line labels of ", 1)[-1].split("; do not edit", 1)[0]
        last = last.split(" (the last full fit")[0]
        what = (f"the factor of {a.refit_character!r}, refitted by --refit-character" if a.refit_character
                else f"the factor of {a.refit_text_character!r} at regular text sizes, refitted by --refit-text-character"
                if a.refit_text_character
                else "the weight scales and the text spacing, refitted by --refit-text-spacing" if a.refit_text_spacing
                else f"the scales of weights {a.refit_scales.replace(',', ' and ')}, refitted by --refit-scales"
                if a.refit_scales
                else "the digits' display ratio, refitted by --refit-digit-display" if a.refit_digit_display
                else "the factor of the digits 0-9, refitted by --refit-digits" if a.refit_digits
                else f"the scale of weight {a.refit_scale_every_size}, refitted by --refit-scale-every-size"
                if a.refit_scale_every_size
                else f"the display ratio of weight {a.refit_display}, refitted by --refit-display")
        # Every earlier refit's note is kept, but the one this refit replaces (the same thing
        # refitted: the text before ", refitted by" is the same).
        notes = header.split(" (the last full fit), but for ", 1)
        earlier_notes = notes[1].split("; do not edit", 1)[0].split("; ") if len(notes) > 1 else []
        refitted = what.split(", refitted by", 1)[0]
        earlier = "".join(f"; {n}" for n in earlier_notes if n and n.split(", refitted by", 1)[0] != refitted)
        described = f"{last} (the last full fit), but for {what} on {described}{earlier}"
    write_swift(model, a.output, described)


if __name__ == "__main__":
    main()
