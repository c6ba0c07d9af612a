#!/usr/bin/env python3
"""Writes the run-time benchmark scenes into OUT_DIR (they name absolute font and image paths,
so they are generated per checkout rather than committed): `text-heavy` (40 lines of glyph
runs in Inter, 11–20 pt, on a 375×667 pt screen @2x) and `image-heavy` (48 images, four
128×128 RGBA sources with alpha, scaled into 56 pt cells @2x, some at 60 % opacity groups).
Glyph ids and advances come from Skia (unhinted, linear metrics). Deterministic.
Usage: make_run_scenes.py OUT_DIR FONT_FILE"""
import json, math, os, random, struct, sys, zlib

import skia

WORDS = ("lorem ipsum dolor sit amet consectetur adipiscing elit sed do eiusmod tempor incididunt ut "
         "labore et dolore magna aliqua Ut enim ad minim veniam quis nostrud exercitation ullamco "
         "laboris nisi aliquip ex ea commodo consequat Duis aute irure in reprehenderit voluptate").split()


def write_png(path, w, h, pixel):
    raw = b"".join(b"\x00" + b"".join(bytes(pixel(x, y)) for x in range(w)) for y in range(h))
    def chunk(kind, body):
        return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body) & 0xFFFFFFFF)
    data = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", w, h, 8, 6, 0, 0, 0)) \
        + chunk(b"IDAT", zlib.compress(raw, 6)) + chunk(b"IEND", b"")
    with open(path, "wb") as fh:
        fh.write(data)


def text_heavy(font_path):
    rnd = random.Random(3)
    tf = skia.Typeface.MakeFromFile(font_path)
    ops = []
    y = 24.0
    for line in range(40):
        size = [11, 13, 15, 17, 20][line % 5]
        font = skia.Font(tf, size)
        font.setHinting(skia.FontHinting.kNone)
        font.setSubpixel(True)
        font.setLinearMetrics(True)
        text = " ".join(rnd.choice(WORDS) for _ in range(12))
        ids = font.textToGlyphs(text)
        widths = font.getWidths(ids)
        x, glyphs = 12.0, []
        for g, adv in zip(ids, widths):
            if x + adv > 363:
                break
            glyphs.append([int(g), round(x, 4), round(y, 4)])
            x += adv
        color = ["#000000FF", "#3C3C43FF", "#007AFFFF", "#8E8E93FF"][line % 4]
        ops.append({"op": "glyphs", "font": font_path, "size": size, "color": color, "glyphs": glyphs})
        y += size * 0.8 + 4
    return {"format": "viewraster.displaylist/1", "width": 375, "height": 667, "scale": 2,
            "background": "#FFFFFFFF", "ops": ops}


def image_heavy(out_dir):
    srcs = []
    for k in range(4):
        path = os.path.abspath(os.path.join(out_dir, f"img{k}.png"))
        def px(x, y, k=k):
            r = int(127 + 127 * math.sin((x + 3 * k) / 9.0))
            g = int(127 + 127 * math.cos((y - 5 * k) / 13.0))
            b = (x * y + 40 * k) & 255
            a = 255 if (k % 2 == 0) else int(80 + 175 * ((x + y) % 64) / 63)
            return (r, g, b, a)
        write_png(path, 128, 128, px)
        srcs.append(path)
    ops = []
    for i in range(48):
        row, col = divmod(i, 6)
        rect = [8 + col * 61, 8 + row * 81, 56, 56]
        if i % 5 == 4:
            ops += [{"op": "beginGroup", "opacity": 0.6},
                    {"op": "image", "src": srcs[i % 4], "rect": rect}, {"op": "endGroup"}]
        else:
            ops.append({"op": "image", "src": srcs[i % 4], "rect": rect})
    return {"format": "viewraster.displaylist/1", "width": 375, "height": 667, "scale": 2,
            "background": "#F2F2F7FF", "ops": ops}


def main():
    out_dir, font_path = sys.argv[1], os.path.abspath(sys.argv[2])
    os.makedirs(out_dir, exist_ok=True)
    for name, doc in (("text-heavy", text_heavy(font_path)), ("image-heavy", image_heavy(out_dir))):
        with open(os.path.join(out_dir, name + ".json"), "w") as fh:
            json.dump(doc, fh)
        print(os.path.join(out_dir, name + ".json"))


if __name__ == "__main__":
    main()
