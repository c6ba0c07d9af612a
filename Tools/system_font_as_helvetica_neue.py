#!/usr/bin/env python3
"""Copies a set's files saved before Xcode 7 twice, to see how they measure in Helvetica Neue.

iOS 7 and 8 drew the system font in Helvetica Neue. This copies every .xib and .storyboard of
SET/xib and SET/storyboard whose toolsVersion is below 8000 (NibCanvasMetrics.xcode7) into
OUT/orig/<kind>/ unchanged and into OUT/hn/<kind>/ with each system <fontDescription> (not a named
font or a text style) naming Helvetica Neue of the weight asked: regular, -Medium for medium and
semibold, -Bold for bold, heavy, black and boldSystem, -Light, -Thin, -UltraLight, -Italic for
italicSystem. Lay both out with `viewraster layout FILE --json --intrinsic fonts` and compare the
views agreeing (docs/system-font-metrics.md, "Files before Xcode 7: Helvetica Neue").

Usage: Tools/system_font_as_helvetica_neue.py SET_DIR OUT_DIR
"""
import os
import re
import shutil
import sys

FACE_OF_WEIGHT = {None: "HelveticaNeue", "regular": "HelveticaNeue", "medium": "HelveticaNeue-Medium",
                  "semibold": "HelveticaNeue-Medium", "bold": "HelveticaNeue-Bold", "heavy": "HelveticaNeue-Bold",
                  "black": "HelveticaNeue-Bold", "light": "HelveticaNeue-Light", "thin": "HelveticaNeue-Thin",
                  "ultraLight": "HelveticaNeue-UltraLight"}
FONT_DESCRIPTION = re.compile(r'<fontDescription\b([^>]*?)(/?)>')
XCODE7 = 8000


def as_helvetica_neue(match):
    """The <fontDescription> naming Helvetica Neue, or the element unchanged when it names a font or a style."""
    attributes = match.group(1)
    if 'name="' in attributes or 'style="' in attributes:
        return match.group(0)
    kind = re.search(r'type="(\w+)"', attributes)
    weight = re.search(r'weight="(\w+)"', attributes)
    kind = kind.group(1) if kind else "system"
    if kind == "boldSystem":
        name = "HelveticaNeue-Bold"
    elif kind == "italicSystem":
        name = "HelveticaNeue-Italic"
    else:
        name = FACE_OF_WEIGHT.get(weight.group(1) if weight else None, "HelveticaNeue")
    attributes = re.sub(r'\s*(type|weight)="\w+"', '', attributes)
    return '<fontDescription%s name="%s" family="Helvetica Neue"%s>' % (attributes, name, match.group(2))


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    source, out = sys.argv[1], sys.argv[2]
    copied = 0
    for kind in ("xib", "storyboard"):
        folder = os.path.join(source, kind)
        if not os.path.isdir(folder):
            continue
        for name in sorted(os.listdir(folder)):
            text = open(os.path.join(folder, name), encoding="utf-8", errors="surrogateescape").read()
            version = re.search(r'toolsVersion="(\d+)', text)
            if not version or int(version.group(1)) >= XCODE7:
                continue
            for variant in ("orig", "hn"):
                os.makedirs(os.path.join(out, variant, kind), exist_ok=True)
            shutil.copy(os.path.join(folder, name), os.path.join(out, "orig", kind, name))
            with open(os.path.join(out, "hn", kind, name), "w", encoding="utf-8", errors="surrogateescape") as f:
                f.write(FONT_DESCRIPTION.sub(as_helvetica_neue, text))
            copied += 1
    print(copied, "files before Xcode 7")


if __name__ == "__main__":
    main()
