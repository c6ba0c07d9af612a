"""Shared reading of display-list JSON (version 1) for the peer replayers."""
import json, os, re, statistics, sys, time

_TOKEN = re.compile(r"[MLQCZz]|[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?")


def parse_color(s):
    """'#RRGGBBAA' -> straight (r, g, b, a) floats in 0..1."""
    v = int(s[1:], 16)
    if len(s) == 7:
        v = (v << 8) | 0xFF
    return ((v >> 24) / 255, ((v >> 16) & 255) / 255, ((v >> 8) & 255) / 255, (v & 255) / 255)


def parse_path(d):
    """SVG path data (absolute M L Q C Z) -> list of (cmd, [floats])."""
    out, cmd, nums = [], None, []
    arity = {"M": 2, "L": 2, "Q": 4, "C": 6, "Z": 0}

    def flush():
        if cmd is None:
            return
        n = arity[cmd]
        if n == 0:
            out.append(("Z", []))
            return
        for i in range(0, len(nums), n):
            c = cmd if (cmd != "M" or i == 0) else "L"
            out.append((c, nums[i:i + n]))

    for t in _TOKEN.findall(d):
        if t in "MLQCZz":
            flush()
            cmd, nums = ("Z" if t == "z" else t), []
        else:
            nums.append(float(t))
    flush()
    return out


def load(path):
    with open(path) as fh:
        doc = json.load(fh)
    base = os.path.dirname(os.path.abspath(path))
    for op in doc["ops"]:
        for key in ("path",):
            if key in op:
                op["_path"] = parse_path(op[key])
        if "color" in op:
            op["_color"] = parse_color(op["color"])
        if op["op"] == "image":
            src = op["src"]
            op["_src"] = src if os.path.isabs(src) else os.path.join(base, src)
        if op["op"] == "glyphs":
            font = op["font"]
            op["_font"] = font if os.path.isabs(font) else os.path.join(base, font)
    return doc


def pixel_size(doc, scale=None):
    s = scale or doc["scale"]
    return int(round(doc["width"] * s)), int(round(doc["height"] * s)), s


def main(render, to_png):
    """The replay protocol shared with `viewraster raster`:
    SCENE.json [-o OUT.png] [--scale N] [--repeat N]; --repeat prints {"median_ms", "runs"}."""
    args = sys.argv[1:]
    out = scale = repeat = None
    scene = None
    i = 0
    while i < len(args):
        a = args[i]
        if a in ("-o", "--output"):
            out = args[i + 1]; i += 2
        elif a == "--scale":
            scale = float(args[i + 1]); i += 2
        elif a == "--repeat":
            repeat = int(args[i + 1]); i += 2
        else:
            scene = a; i += 1
    if scene is None or (out is None and repeat is None):
        sys.stderr.write("usage: SCENE.json [-o OUT.png] [--scale N] [--repeat N]\n")
        sys.exit(2)
    doc = load(scene)
    prepared = render.prepare(doc) if hasattr(render, "prepare") else None
    result = render(doc, scale, prepared)
    if repeat:
        times = []
        for _ in range(repeat):
            t0 = time.perf_counter_ns()
            result = render(doc, scale, prepared)
            times.append((time.perf_counter_ns() - t0) / 1e6)
        print(json.dumps({"median_ms": round(statistics.median(times), 4), "runs": repeat}))
    if out:
        to_png(result, out)
