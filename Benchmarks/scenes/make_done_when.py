#!/usr/bin/env python3
"""Writes done-when.json: the scene issue 2's accuracy criterion names — rounded rects, strokes
with round caps and mixed joins, a rotated shape, nested clips, an even-odd ring and a
half-transparent group — separated as a UI would draw them (no pile of overlapping translucent
strokes, unlike strokes.json). Run from this folder: python3 make_done_when.py"""
import json, math

def rr(x, y, w, h, r):
    k = 0.5522847498 * r
    return (f"M{x+r} {y} L{x+w-r} {y} C{x+w-r+k} {y} {x+w} {y+r-k} {x+w} {y+r} L{x+w} {y+h-r} "
            f"C{x+w} {y+h-r+k} {x+w-r+k} {y+h} {x+w-r} {y+h} L{x+r} {y+h} C{x+r-k} {y+h} {x} {y+h-r+k} {x} {y+h-r} "
            f"L{x} {y+r} C{x} {y+r-k} {x+r-k} {y} {x+r} {y} Z")

def circle(cx, cy, r):
    k = 0.5522847498 * r
    return (f"M{cx+r} {cy} C{cx+r} {cy+k} {cx+k} {cy+r} {cx} {cy+r} C{cx-k} {cy+r} {cx-r} {cy+k} {cx-r} {cy} "
            f"C{cx-r} {cy-k} {cx-k} {cy-r} {cx} {cy-r} C{cx+k} {cy-r} {cx+r} {cy-k} {cx+r} {cy} Z")

ops = []
for x, y, w, h, r, c in [(12, 12, 110, 60, 10, "#FF9500FF"), (132, 12, 110, 60, 18, "#34C759FF"), (252, 12, 110, 60, 30, "#007AFFCC")]:
    ops.append({"op": "fill", "path": rr(x, y, w, h, r), "color": c})
ops.append({"op": "stroke", "path": "M20 110 L80 90 L140 130 L200 95", "color": "#1C1C1EFF", "width": 6, "cap": "round", "join": "round"})
ops.append({"op": "stroke", "path": "M220 95 L260 135 L300 92 L350 125", "color": "#AF52DEFF", "width": 5, "cap": "square", "join": "miter", "miterLimit": 4})
ops.append({"op": "stroke", "path": "M30 160 C80 140 120 200 170 165", "color": "#FF3B30FF", "width": 4, "cap": "round", "join": "bevel"})
ops += [{"op": "save"}, {"op": "concat", "matrix": [math.cos(0.4), math.sin(0.4), -math.sin(0.4), math.cos(0.4), 260, 170]},
        {"op": "fill", "path": rr(-40, -18, 80, 36, 8), "color": "#5856D6FF"}, {"op": "restore"}]
ops += [{"op": "save"}, {"op": "clip", "path": circle(90, 250, 50)}, {"op": "save"}, {"op": "clip", "path": rr(60, 205, 90, 90, 12)},
        {"op": "fill", "path": "M0 190 L200 190 L200 320 L0 320 Z", "color": "#FFCC00FF"}, {"op": "restore"}, {"op": "restore"}]
ops.append({"op": "fill", "path": circle(220, 255, 45) + " " + circle(220, 255, 28), "color": "#32ADE6FF", "rule": "evenodd"})
ops += [{"op": "beginGroup", "opacity": 0.5}, {"op": "fill", "path": circle(310, 240, 30), "color": "#FF2D55FF"},
        {"op": "fill", "path": rr(300, 250, 55, 45, 9), "color": "#FF9500FF"}, {"op": "endGroup"}]
doc = {"format": "viewraster.displaylist/1", "width": 375, "height": 320, "scale": 2, "background": "#FFFFFFFF", "ops": ops}
json.dump(doc, open("done-when.json", "w"), indent=1)
