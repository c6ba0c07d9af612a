#!/usr/bin/env python3
"""Accuracy against exact coverage: each scene is drawn by Skia at 16x its scale and box-filtered
down (premultiplied average of 16x16 samples) as the reference; ours (viewraster raster), cairo
and Skia at the normal scale are compared with it. The figure is the percentage of pixels whose
premultiplied channels are all within 2/255 of the reference.

Usage: accuracy.py --bin PATH/TO/viewraster SCENE.json [SCENE.json ...]   (prints JSON lines)"""
import json, os, struct, subprocess, sys, tempfile, zlib
import numpy as np

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import displaylist  # noqa: E402
import cairo_replay  # noqa: E402
import skia_replay  # noqa: E402

SUPER = 16
TOLERANCE = 2


def read_png_rgba8(path):
    """Decodes an 8-bit RGBA, non-interlaced PNG (what viewraster writes) to straight RGBA."""
    data = open(path, "rb").read()
    assert data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
    pos, idat, w = 8, b"", None
    while pos < len(data):
        n, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + n]
        if kind == b"IHDR":
            w, h, depth, color, _, _, interlace = struct.unpack(">IIBBBBB", body)
            assert depth == 8 and color == 6 and interlace == 0, "expected 8-bit RGBA, non-interlaced"
        elif kind == b"IDAT":
            idat += body
        pos += 12 + n
    raw = zlib.decompress(idat)
    stride = w * 4
    out = np.zeros((h, stride), dtype=np.int32)
    prev = np.zeros(stride, dtype=np.int32)
    for y in range(h):
        f = raw[y * (stride + 1)]
        line = np.frombuffer(raw, dtype=np.uint8, count=stride, offset=y * (stride + 1) + 1).astype(np.int32)
        if f == 0:
            cur = line
        elif f == 2:
            cur = (line + prev) & 255
        else:  # sub, average, paeth: per byte
            cur = np.zeros(stride, dtype=np.int32)
            for x in range(stride):
                a = cur[x - 4] if x >= 4 else 0
                b = prev[x]
                c = prev[x - 4] if x >= 4 else 0
                if f == 1:
                    p = a
                elif f == 3:
                    p = (a + b) // 2
                else:
                    pa, pb, pc = abs(b - c), abs(a - c), abs(a + b - 2 * c)
                    p = a if pa <= pb and pa <= pc else (b if pb <= pc else c)
                cur[x] = (line[x] + p) & 255
        out[y] = cur
        prev = cur
    return out.reshape(h, w, 4)


def premultiply(rgba):
    """mul255 rule: round(c * a / 255)."""
    a = rgba[:, :, 3:4].astype(np.int32)
    t = rgba[:, :, :3].astype(np.int32) * a + 128
    rgb = (t + (t >> 8)) >> 8
    return np.concatenate([rgb, a], axis=2)


def reference(doc, prep):
    w, h, s = displaylist.pixel_size(doc)
    out = np.zeros((h, w, 4), dtype=np.int32)
    band = 32
    for y0 in range(0, h, band):
        rows = min(band, h - y0)
        hi = skia_replay.render_band(doc, prep, s * SUPER, y0 * SUPER, rows * SUPER).astype(np.float64)
        hi = hi[:, : w * SUPER]
        avg = hi.reshape(rows, SUPER, w, SUPER, 4).mean(axis=(1, 3))
        out[y0:y0 + rows] = np.floor(avg + 0.5).astype(np.int32)
    return out


def score(img, ref):
    if img is None or img.shape != ref.shape:
        return None
    ok = (np.abs(img.astype(np.int32) - ref).max(axis=2) <= TOLERANCE)
    return round(100.0 * ok.mean(), 3)


def measure(binary, scene):
    doc = displaylist.load(scene)
    ref = reference(doc, skia_replay.prepare(doc))
    results = {}
    with tempfile.TemporaryDirectory() as tmp:
        out = os.path.join(tmp, "ours.png")
        r = subprocess.run([binary, "raster", scene, "-o", out], capture_output=True, text=True)
        results["ours"] = score(premultiply(read_png_rgba8(out)), ref) if r.returncode == 0 else None
        if r.returncode != 0:
            sys.stderr.write(f"accuracy: ours failed on {scene}: {r.stderr}")
    results["cairo"] = score(cairo_replay.to_rgba_premultiplied(cairo_replay.render(doc, None, cairo_replay.prepare(doc))), ref)
    results["skia"] = score(skia_replay.to_rgba_premultiplied(skia_replay.render(doc, None, skia_replay.prepare(doc))), ref)
    return results


def main():
    args = sys.argv[1:]
    binary = args[args.index("--bin") + 1]
    scenes = [a for i, a in enumerate(args) if a != "--bin" and (i == 0 or args[i - 1] != "--bin")]
    for scene in scenes:
        print(json.dumps({"scene": os.path.basename(scene), **measure(binary, scene)}), flush=True)


if __name__ == "__main__":
    main()
