#!/usr/bin/env python3
"""Writes the benchmark display lists (version 1 JSON) into this folder. Deterministic:
the same files every run. Run: python3 Benchmarks/scenes/make_scenes.py"""
import json, math, os, random

HERE = os.path.dirname(os.path.abspath(__file__))
K = 0.5522847498307936


def f(v):
    v = round(v, 4)
    return str(int(v)) if v == int(v) else repr(v)


def rrect(x, y, w, h, r):
    r = max(0.0, min(r, w / 2, h / 2))
    if r == 0:
        return f"M{f(x)} {f(y)} L{f(x + w)} {f(y)} L{f(x + w)} {f(y + h)} L{f(x)} {f(y + h)} Z"
    k = r * K
    x1, y1 = x + w, y + h
    return " ".join([
        f"M{f(x + r)} {f(y)}", f"L{f(x1 - r)} {f(y)}",
        f"C{f(x1 - r + k)} {f(y)} {f(x1)} {f(y + r - k)} {f(x1)} {f(y + r)}",
        f"L{f(x1)} {f(y1 - r)}",
        f"C{f(x1)} {f(y1 - r + k)} {f(x1 - r + k)} {f(y1)} {f(x1 - r)} {f(y1)}",
        f"L{f(x + r)} {f(y1)}",
        f"C{f(x + r - k)} {f(y1)} {f(x)} {f(y1 - r + k)} {f(x)} {f(y1 - r)}",
        f"L{f(x)} {f(y + r)}",
        f"C{f(x)} {f(y + r - k)} {f(x + r - k)} {f(y)} {f(x + r)} {f(y)}", "Z"])


def circle(cx, cy, r):
    k = r * K
    return " ".join([
        f"M{f(cx + r)} {f(cy)}",
        f"C{f(cx + r)} {f(cy + k)} {f(cx + k)} {f(cy + r)} {f(cx)} {f(cy + r)}",
        f"C{f(cx - k)} {f(cy + r)} {f(cx - r)} {f(cy + k)} {f(cx - r)} {f(cy)}",
        f"C{f(cx - r)} {f(cy - k)} {f(cx - k)} {f(cy - r)} {f(cx)} {f(cy - r)}",
        f"C{f(cx + k)} {f(cy - r)} {f(cx + r)} {f(cy - k)} {f(cx + r)} {f(cy)}", "Z"])


def scene(width, height, scale, ops, background="#FFFFFFFF"):
    return {"format": "viewraster.displaylist/1", "width": width, "height": height, "scale": scale,
            "background": background, "ops": ops}


def fill(path, color, rule="nonzero"):
    return {"op": "fill", "path": path, "color": color, "rule": rule}


def main():
    scenes = {}
    scenes["rrect-256"] = scene(256, 256, 1, [fill(rrect(16, 16, 224, 224, 40), "#3366CC80")])
    scenes["rrect-64"] = scene(64, 64, 1, [fill(rrect(4, 4, 56, 56, 12), "#3366CC80")])

    # A UI-like screen: navigation bar, a grouped list of cells with icons, cards and buttons.
    rnd = random.Random(7)
    ops = [fill(rrect(0, 0, 375, 96, 0), "#F7F7F7FF"), fill(rrect(0, 95.5, 375, 0.5, 0), "#C6C6C8FF"),
           fill(rrect(16, 52, 90, 32, 8), "#007AFFFF"), fill(rrect(281, 52, 78, 32, 16), "#E5E5EAFF")]
    y = 112.0
    for row in range(10):
        ops.append(fill(rrect(16, y, 343, 44, 10 if row in (0, 9) else 0), "#FFFFFFFF"))
        hue = ["#FF3B30FF", "#FF9500FF", "#34C759FF", "#5856D6FF", "#007AFFFF"][row % 5]
        ops.append(fill(rrect(28, y + 8, 28, 28, 7), hue))
        ops.append(fill(rrect(68, y + 14, 120 + rnd.randint(0, 100), 8, 4), "#1C1C1E33"))
        ops.append(fill(rrect(330, y + 16, 12, 12, 6), "#C7C7CCFF"))
        if row < 9:
            ops.append(fill(rrect(68, y + 43.5, 291, 0.5, 0), "#C6C6C8FF"))
        y += 44
    for i in range(2):
        x = 16 + i * 175
        ops.append(fill(rrect(x, 570, 168, 80, 14), "#0000000D"))
        ops.append(fill(rrect(x, 568, 168, 80, 14), "#FFFFFFFF"))
        ops.append(fill(rrect(x + 12, 580, 60, 12, 6), "#007AFF80"))
        ops.append(fill(circle(x + 140, 608, 14), "#34C75999"))
    scenes["ui-screen"] = scene(375, 667, 2, ops, background="#F2F2F7FF")

    # Strokes: polylines with mixed joins and caps, cubics, thin and thick.
    ops = []
    rnd = random.Random(11)
    joins, caps = ["miter", "round", "bevel"], ["butt", "round", "square"]
    for i in range(24):
        pts = [(rnd.uniform(10, 390), rnd.uniform(10, 290)) for _ in range(5)]
        d = f"M{f(pts[0][0])} {f(pts[0][1])} " + " ".join(f"L{f(x)} {f(y)}" for x, y in pts[1:])
        ops.append({"op": "stroke", "path": d, "color": f"#{rnd.randint(0, 0xFFFFFF):06X}B0",
                    "width": [1, 2.5, 6, 12][i % 4], "cap": caps[i % 3] if i % 2 else "round",
                    "join": joins[(i // 3) % 3], "miterLimit": 4})
    for i in range(8):
        x0, y0 = rnd.uniform(0, 400), rnd.uniform(0, 300)
        d = f"M{f(x0)} {f(y0)} C{f(rnd.uniform(0, 400))} {f(rnd.uniform(0, 300))} {f(rnd.uniform(0, 400))} {f(rnd.uniform(0, 300))} {f(rnd.uniform(0, 400))} {f(rnd.uniform(0, 300))}"
        ops.append({"op": "stroke", "path": d, "color": "#202020C0", "width": 3, "cap": "round", "join": "round"})
    scenes["strokes"] = scene(400, 300, 2, ops)

    # A rotated group with a rounded clip and group opacity.
    c, s = math.cos(0.35), math.sin(0.35)
    cx, cy = 150, 150
    ops = [{"op": "save"},
           {"op": "concat", "matrix": [c, s, -s, c, cx - c * cx + s * cy, cy - s * cx - c * cy]},
           {"op": "clip", "path": rrect(40, 40, 220, 220, 36)},
           {"op": "beginGroup", "opacity": 0.8}]
    for i in range(12):
        ops.append(fill(rrect(20 + i * 20, 20 + (i % 4) * 60, 60, 60, 12), ["#FF2D55CC", "#5AC8FACC", "#FFCC00CC"][i % 3]))
    ops.append(fill(circle(150, 150, 70), "#00000040"))
    ops += [{"op": "endGroup"}, {"op": "restore"}]
    scenes["rotated-clip"] = scene(300, 300, 2, ops)

    # Even-odd concentric rings, one path.
    d = " ".join(circle(128, 128, r) for r in range(8, 124, 6))
    scenes["evenodd-rings"] = scene(256, 256, 2, [fill(d, "#8E44ADFF", "evenodd")])

    for name, s in scenes.items():
        with open(os.path.join(HERE, name + ".json"), "w") as fh:
            json.dump(s, fh, indent=1)
            fh.write("\n")


if __name__ == "__main__":
    main()
