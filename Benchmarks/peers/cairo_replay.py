#!/usr/bin/env python3
"""Replays a display-list JSON with cairo (pycairo): the peer for `viewraster raster`.
Usage: cairo_replay.py SCENE.json [-o OUT.png] [--scale N] [--repeat N]
Glyph ops are drawn from the op's font file through FreeType (cairo_glyphs.py)."""
import os, sys
import cairo

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import displaylist  # noqa: E402
import cairo_glyphs  # noqa: E402

CAPS = {"butt": cairo.LINE_CAP_BUTT, "round": cairo.LINE_CAP_ROUND, "square": cairo.LINE_CAP_SQUARE}
JOINS = {"miter": cairo.LINE_JOIN_MITER, "round": cairo.LINE_JOIN_ROUND, "bevel": cairo.LINE_JOIN_BEVEL}
_warned = set()


def build(ctx, cmds):
    ctx.new_path()
    cur = (0.0, 0.0)
    for c, n in cmds:
        if c == "M":
            ctx.move_to(*n); cur = (n[0], n[1])
        elif c == "L":
            ctx.line_to(*n); cur = (n[0], n[1])
        elif c == "Q":
            x0, y0 = cur
            cx, cy, x, y = n
            ctx.curve_to(x0 + 2 / 3 * (cx - x0), y0 + 2 / 3 * (cy - y0), x + 2 / 3 * (cx - x), y + 2 / 3 * (cy - y), x, y)
            cur = (x, y)
        elif c == "C":
            ctx.curve_to(*n); cur = (n[4], n[5])
        elif c == "Z":
            ctx.close_path()


def prepare(doc):
    images = {}
    for i, op in enumerate(doc["ops"]):
        if op["op"] == "image" and op["_src"] not in images:
            images[op["_src"]] = cairo.ImageSurface.create_from_png(op["_src"])
        elif op["op"] == "glyphs":
            images[("glyphs", i)] = cairo_glyphs.prepare(op)
    return images


def render(doc, scale, images):
    w, h, s = displaylist.pixel_size(doc, scale)
    surface = cairo.ImageSurface(cairo.FORMAT_ARGB32, w, h)
    ctx = cairo.Context(surface)
    ctx.scale(s, s)
    if doc.get("background"):
        ctx.set_source_rgba(*displaylist.parse_color(doc["background"]))
        ctx.paint()
    groups = []
    for i, op in enumerate(doc["ops"]):
        kind = op["op"]
        if kind == "save":
            ctx.save()
        elif kind == "restore":
            ctx.restore()
        elif kind == "concat":
            a, b, c, d, tx, ty = op["matrix"]
            ctx.transform(cairo.Matrix(a, b, c, d, tx, ty))
        elif kind == "clip":
            build(ctx, op["_path"])
            ctx.set_fill_rule(cairo.FILL_RULE_WINDING)
            ctx.clip()
        elif kind == "fill":
            build(ctx, op["_path"])
            ctx.set_source_rgba(*op["_color"])
            ctx.set_fill_rule(cairo.FILL_RULE_EVEN_ODD if op.get("rule") == "evenodd" else cairo.FILL_RULE_WINDING)
            ctx.fill()
        elif kind == "stroke":
            build(ctx, op["_path"])
            ctx.set_source_rgba(*op["_color"])
            ctx.set_line_width(op["width"])
            ctx.set_line_cap(CAPS[op.get("cap", "butt")])
            ctx.set_line_join(JOINS[op.get("join", "miter")])
            ctx.set_miter_limit(op.get("miterLimit", 10))
            ctx.stroke()
        elif kind == "beginGroup":
            ctx.push_group()
            groups.append(op["opacity"])
        elif kind == "endGroup":
            ctx.pop_group_to_source()
            ctx.paint_with_alpha(groups.pop())
        elif kind == "image":
            img = images[op["_src"]]
            x, y, rw, rh = op["rect"]
            ctx.save()
            ctx.translate(x, y)
            ctx.scale(rw / img.get_width(), rh / img.get_height())
            ctx.set_source_surface(img, 0, 0)
            ctx.get_source().set_filter(cairo.FILTER_BILINEAR)
            ctx.rectangle(0, 0, img.get_width(), img.get_height())
            ctx.fill()
            ctx.restore()
        elif kind == "glyphs":
            cairo_glyphs.draw(ctx, images[("glyphs", i)], op["_color"])
        elif kind not in _warned:
            _warned.add(kind)
            sys.stderr.write(f"cairo_replay: skipping '{kind}' ops\n")
    surface.flush()
    return surface


def to_rgba_premultiplied(surface):
    """Cairo's ARGB32 (premultiplied, native-endian) as RGBA bytes."""
    import numpy as np
    w, h, stride = surface.get_width(), surface.get_height(), surface.get_stride()
    a = np.frombuffer(surface.get_data(), dtype=np.uint8).reshape(h, stride)[:, : w * 4].reshape(h, w, 4)
    return a[:, :, [2, 1, 0, 3]].copy()


render.prepare = prepare

if __name__ == "__main__":
    displaylist.main(render, lambda s, path: s.write_to_png(path))
