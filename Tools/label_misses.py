#!/usr/bin/env python3
"""Lists the single-line labels off by more than 1 pt in SystemFontWidthCorpusTests' samples, by cause.

Input: TSVs that SystemFontWidthCorpusTests writes with VIEWRASTER_FONT_SAMPLES=FILE (every
sample of a folder: `VIEWRASTER_LABEL_WIDTH_DIR=DIR VIEWRASTER_FONT_SAMPLES=FILE swift test -c
release --filter SystemFontWidthCorpusTests`). For each file it prints the Latin figure (labels
whose every character Inter has: the issue's first figure), the all-scripts figure (labels whose
other characters the fallback faces draw), and each miss in the first cause that fits it:

  wrapping label   numberOfLines other than 1 showing one line (the sampler takes them; their
                   stored widths miss more often and by more: session 34 found four not their
                   text's, 4.5 to 102 pt off)
  stale frame      more than 5 pt off (another text or font)
  Helvetica Neue   a file of Xcode 6 or earlier (toolsVersion below 8000): iOS 8's system font
  emoji            a character drawn by the color emoji face
  other script     another character the Latin face lacks (CJK, Hangul, Arabic …)
  display size     above 17 pt
  digits           a digit, at a text size
  other            the rest

docs/system-font-metrics.md ("The read sets' label misses (session 34)") gives the classes.
Usage: Tools/label_misses.py SAMPLES.tsv [SAMPLES.tsv ...]
"""
import collections
import sys


def read(path):
    rows = []
    with open(path, encoding="utf-8") as f:
        header = f.readline().rstrip("\n").split("\t")
        for line in f:
            c = dict(zip(header, line.rstrip("\n").split("\t")))
            rows.append({
                "file": c["file"], "weight": int(c["weight"]), "size": float(c["size"]),
                "scale": float(c["scale"]), "stored": float(c["stored"]), "ours": float(c["ours"]),
                "text": "".join(chr(int(s)) for s in c["scalars"].split(",")),
                "toolsVersion": int(c.get("toolsVersion") or 0),
                # columns written since session 34 (older files: Latin, one line)
                "latin": c.get("latinFace", "1") == "1", "wraps": c.get("wraps", "0") == "1"})
    return rows


def is_emoji(ch):
    return 0x1F000 <= ord(ch) <= 0x1FAFF or 0x2600 <= ord(ch) <= 0x27BF


def cause(r):
    d = r["ours"] - r["stored"]
    if r["wraps"]:
        return "wrapping label"
    if abs(d) > 5:
        return "stale frame"
    if 0 < r["toolsVersion"] < 8000:
        return "Helvetica Neue"
    if not r["latin"]:
        return "emoji" if any(is_emoji(ch) for ch in r["text"]) else "other script"
    if r["size"] > 17:
        return "display size"
    if any(ch.isdigit() for ch in r["text"]):
        return "digits"
    return "other"


def within(rows):
    return sum(abs(r["ours"] - r["stored"]) <= 1 + 1e-6 for r in rows)


def main(paths):
    for path in paths:
        rows = read(path)
        latin = [r for r in rows if r["latin"]]
        print(f"{path}: Latin {within(latin)}/{len(latin)}, all scripts {within(rows)}/{len(rows)}")
        misses = collections.defaultdict(list)
        for r in rows:
            if abs(r["ours"] - r["stored"]) > 1 + 1e-6:
                misses[cause(r)].append(r)
        for name, group in sorted(misses.items(), key=lambda kv: -len(kv[1])):
            print(f"  {name}: {len(group)}")
            for r in group:
                print(f"    {r['file']} w{r['weight']} {r['size']:g} pt @{r['scale']:g} {r['toolsVersion']} "
                      f"{r['text']!r}: ours {r['ours']:.2f}, IB {r['stored']:g} ({r['ours'] - r['stored']:+.2f})")


if __name__ == "__main__":
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    main(sys.argv[1:])
