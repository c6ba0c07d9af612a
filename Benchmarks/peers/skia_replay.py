#!/usr/bin/env python3
"""Replays a display-list JSON with Skia (skia-python): the peer for `viewraster raster`.
Usage: skia_replay.py SCENE.json [-o OUT.png] [--scale N] [--repeat N]
Glyph ops are drawn from the same font file (Typeface.MakeFromFile; unhinted, anti-aliased,
subpixel positions, as ours). `render_band` draws a horizontal band of
the scene at any scale, for the supersampled accuracy reference."""
import os, sys
import skia

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import displaylist  # noqa: E402

CAPS = {"butt": skia.Paint.kButt_Cap, "round": skia.Paint.kRound_Cap, "square": skia.Paint.kSquare_Cap}
JOINS = {"miter": skia.Paint.kMiter_Join, "round": skia.Paint.kRound_Join, "bevel": skia.Paint.kBevel_Join}
_warned = set()


def build(cmds, evenodd=False):
    p = skia.Path()
    for c, n in cmds:
        if c == "M":
            p.moveTo(*n)
        elif c == "L":
            p.lineTo(*n)
        elif c == "Q":
            p.quadTo(*n)
        elif c == "C":
            p.cubicTo(*n)
        elif c == "Z":
            p.close()
    p.setFillType(skia.PathFillType.kEvenOdd if evenodd else skia.PathFillType.kWinding)
    return p


def glyph_blob(op, typefaces):
    """A text blob of the op's glyphs at their positions, in the op's face of its font file."""
    key = (op["_font"], op.get("face") or 0)
    if key not in typefaces:
        typefaces[key] = skia.Typeface.MakeFromFile(key[0], key[1])
    font = skia.Font(typefaces[key], op["size"])
    font.setEdging(skia.Font.Edging.kAntiAlias)
    font.setHinting(skia.FontHinting.kNone)
    font.setSubpixel(True)
    font.setLinearMetrics(True)
    builder = skia.TextBlobBuilder()
    builder.allocRunPos(font, [int(g[0]) for g in op["glyphs"]], [skia.Point(g[1], g[2]) for g in op["glyphs"]])
    return builder.make()


def prepare(doc):
    """Paths, paints and images built once, outside the timed loop (as our JSON parse is)."""
    prep = []
    images = {}
    typefaces = {}
    for op in doc["ops"]:
        kind = op["op"]
        if kind in ("fill", "stroke", "clip"):
            path = build(op["_path"], op.get("rule") == "evenodd")
            paint = None
            if kind != "clip":
                paint = skia.Paint(AntiAlias=True, Color4f=skia.Color4f(*op["_color"]))
                if kind == "stroke":
                    paint.setStyle(skia.Paint.kStroke_Style)
                    paint.setStrokeWidth(op["width"])
                    paint.setStrokeCap(CAPS[op.get("cap", "butt")])
                    paint.setStrokeJoin(JOINS[op.get("join", "miter")])
                    paint.setStrokeMiter(op.get("miterLimit", 10))
            prep.append((kind, path, paint))
        elif kind == "image":
            if op["_src"] not in images:
                images[op["_src"]] = skia.Image.open(op["_src"])
            prep.append((kind, images[op["_src"]], skia.Rect.MakeXYWH(*op["rect"])))
        elif kind == "concat":
            a, b, c, d, tx, ty = op["matrix"]
            prep.append((kind, skia.Matrix.MakeAll(a, c, tx, b, d, ty, 0, 0, 1), None))
        elif kind == "beginGroup":
            prep.append((kind, op["opacity"], None))
        elif kind == "glyphs":
            prep.append((kind, glyph_blob(op, typefaces), skia.Paint(AntiAlias=True, Color4f=skia.Color4f(*op["_color"]))))
        else:
            prep.append((kind, None, None))
    return prep


def draw(canvas, doc, prep):
    if doc.get("background"):
        canvas.clear(skia.Color4f(*displaylist.parse_color(doc["background"])))
    else:
        canvas.clear(skia.ColorTRANSPARENT)
    sampling = skia.SamplingOptions(skia.FilterMode.kLinear)
    for kind, a, b in prep:
        if kind == "fill" or kind == "stroke":
            canvas.drawPath(a, b)
        elif kind == "save":
            canvas.save()
        elif kind == "restore":
            canvas.restore()
        elif kind == "concat":
            canvas.concat(a)
        elif kind == "clip":
            canvas.clipPath(a, skia.ClipOp.kIntersect, True)
        elif kind == "beginGroup":
            canvas.saveLayerAlpha(None, int(round(a * 255)))
        elif kind == "endGroup":
            canvas.restore()
        elif kind == "image":
            canvas.drawImageRect(a, b, sampling)
        elif kind == "glyphs":
            canvas.drawTextBlob(a, 0, 0, b)
        elif kind not in _warned:
            _warned.add(kind)
            sys.stderr.write(f"skia_replay: skipping '{kind}' ops\n")


def render(doc, scale, prep):
    w, h, s = displaylist.pixel_size(doc, scale)
    surface = skia.Surface.MakeRaster(skia.ImageInfo.Make(w, h, skia.ColorType.kRGBA_8888_ColorType, skia.AlphaType.kPremul_AlphaType))
    canvas = surface.getCanvas()
    canvas.scale(s, s)
    draw(canvas, doc, prep)
    return surface


def render_band(doc, prep, scale, y0, rows):
    """Pixel rows y0 ..< y0+rows of the scene at `scale`, as premultiplied RGBA (numpy)."""
    w = int(round(doc["width"] * scale))
    surface = skia.Surface.MakeRaster(skia.ImageInfo.Make(w, rows, skia.ColorType.kRGBA_8888_ColorType, skia.AlphaType.kPremul_AlphaType))
    canvas = surface.getCanvas()
    canvas.translate(0, -y0)
    canvas.scale(scale, scale)
    draw(canvas, doc, prep)
    return surface.toarray(colorType=skia.ColorType.kRGBA_8888_ColorType, alphaType=skia.AlphaType.kPremul_AlphaType)


def to_rgba_premultiplied(surface):
    return surface.toarray(colorType=skia.ColorType.kRGBA_8888_ColorType, alphaType=skia.AlphaType.kPremul_AlphaType)


render.prepare = prepare

if __name__ == "__main__":
    displaylist.main(render, lambda s, path: s.makeImageSnapshot().save(path, skia.kPNG))
