#!/usr/bin/env python3
"""Peer for the Layout benchmarks: the systems of Benchmarks/layout/README.md built and solved
with kiwisolver (PyPI), timed with a monotonic clock.

Each view has four variables x, y, w, h in root coordinates; the root's are pinned to
(0, 0, W, H). For every system we time
  build : create the solver, add every constraint, update_variables()
  edit  : change one constant (remove the constraint, add the new one), update_variables()
and print one JSON object per system (median milliseconds over --repeat runs) plus checksums
(sum of all solved values) so the Swift side can check it solves the same system.

Usage: python3 Benchmarks/peers/kiwi_layout.py [--repeat 5] [--views 1000] [--out FILE]
"""
import argparse
import json
import statistics
import sys
import time

import kiwisolver as kiwi

W, H = 10000.0, 1000.0
WEAK = kiwi.strength.create(0, 0, 250)      # UIKit defaultLow in kiwi's single-weight scheme
STRONG = kiwi.strength.create(0, 750, 0)    # UIKit defaultHigh


class Box:
    __slots__ = ("x", "y", "w", "h")

    def __init__(self, name):
        self.x = kiwi.Variable(name + ".x")
        self.y = kiwi.Variable(name + ".y")
        self.w = kiwi.Variable(name + ".w")
        self.h = kiwi.Variable(name + ".h")


def root_pins(root):
    return [root.x == 0, root.y == 0, root.w == W, root.h == H]


def chain(n):
    """n views in a row: x_i = x_{i-1} + w_{i-1} + 1, w_i = 5, y_i = i % 10, h_i = H / 2."""
    root = Box("root")
    cs = root_pins(root)
    boxes = []
    prev = None
    for i in range(n):
        b = Box(f"v{i}")
        cs.append(b.x == (prev.x + prev.w + 1 if prev else root.x + 1))
        cs.append(b.w == 5)
        cs.append(b.y == root.y + (i % 10))
        cs.append(b.h == 0.5 * root.h)
        boxes.append(b)
        prev = b
    edit = (5, lambda: boxes[0].w == 9)  # index of the constraint to replace, its replacement
    return root, boxes, cs, edit


def grid(n, cols=40):
    """n cells, `cols` per row: x = left neighbour's x + w + 2 (or root.x + 2), widths equal
    along a row with the first cell's w = 20, y = upper neighbour's y + h + 2 (or root.y + 2),
    h = 10."""
    root = Box("root")
    cs = root_pins(root)
    cells = []
    for i in range(n):
        r, c = divmod(i, cols)
        b = Box(f"c{r}_{c}")
        left = cells[i - 1] if c > 0 else None
        up = cells[i - cols] if r > 0 else None
        cs.append(b.x == (left.x + left.w + 2 if left else root.x + 2))
        cs.append(b.w == (cells[i - c].w if c > 0 else 20))
        cs.append(b.y == (up.y + up.h + 2 if up else root.y + 2))
        cs.append(b.h == 10)
        cells.append(b)
    edit = (5, lambda: cells[0].w == 24)
    return root, cells, cs, edit


def nested(n):
    """A ternary tree of n views (parent of i is (i-1)//3, view 0's parent is the root):
    x = parent.x + 4, y = parent.y + 4 (required), w <= parent.w - 8 (required),
    w == 200 (weak, 250), h == 0.5 * parent.h (required): 5 constraints per view."""
    root = Box("root")
    cs = root_pins(root)
    boxes = []
    for i in range(n):
        p = boxes[(i - 1) // 3] if i > 0 else root
        b = Box(f"n{i}")
        cs.append(b.x == p.x + 4)
        cs.append(b.y == p.y + 4)
        cs.append(b.w <= p.w - 8)
        cs.append((b.w == 200) | WEAK)
        cs.append(b.h == 0.5 * p.h)
        boxes.append(b)
    edit = (4, lambda: boxes[0].x == root.x + 10)
    return root, boxes, cs, edit


def checksum(root, boxes):
    return round(sum(v.value() for b in [root] + boxes for v in (b.x, b.y, b.w, b.h)), 3)


def run(make, n, repeat):
    builds, edits = [], []
    sums = None
    for _ in range(repeat):
        root, boxes, cs, (index, replacement) = make(n)
        t0 = time.perf_counter()
        s = kiwi.Solver()
        for c in cs:
            s.addConstraint(c)
        s.updateVariables()
        t1 = time.perf_counter()
        before = checksum(root, boxes)
        new = replacement()
        t2 = time.perf_counter()
        s.removeConstraint(cs[index])
        s.addConstraint(new)
        s.updateVariables()
        t3 = time.perf_counter()
        builds.append((t1 - t0) * 1e3)
        edits.append((t3 - t2) * 1e3)
        sums = (before, checksum(root, boxes))
    return {
        "system": make.__name__, "views": n, "constraints": len(cs),
        "build_ms": statistics.median(builds), "edit_ms": statistics.median(edits),
        "checksum_before": sums[0], "checksum_after": sums[1],
    }


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--repeat", type=int, default=5)
    ap.add_argument("--views", type=int, default=1000)
    ap.add_argument("--out")
    args = ap.parse_args()
    results = [run(make, args.views, args.repeat) for make in (chain, grid, nested)]
    # Scaling: unrelated constraints, 400 vs 4000 (the Swift solver should be ~10x too).
    for n in (100, 1000):
        def unrelated(k, n=n):
            root = Box("root")
            cs = root_pins(root)
            boxes = []
            for i in range(k):
                b = Box(f"u{i}")
                cs += [b.x >= 0, b.w == 10 + i % 7, b.x + b.w <= 1000, (b.x == i) | WEAK]
                boxes.append(b)
            return root, boxes, cs, (5, lambda: boxes[0].w == 12)
        unrelated.__name__ = f"unrelated{4 * n}"
        results.append(run(unrelated, n, args.repeat))
    for r in results:
        print(json.dumps(r))
    if args.out:
        with open(args.out, "w") as f:
            json.dump({"peer": "kiwisolver " + kiwi.__version__, "results": results}, f, indent=2)
    return 0


if __name__ == "__main__":
    sys.exit(main())
