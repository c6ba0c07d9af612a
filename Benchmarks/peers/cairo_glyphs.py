"""Glyph ops for the cairo peer: the op's font file opened with FreeType and handed to cairo
as an FT font face (cairo_ft_font_face_create_for_ft_face), drawn with cairo_show_glyphs.
pycairo has no FreeType constructor, so the C calls go through ctypes on the same libcairo
pycairo links (the cairo_t* is read out of the pycairo Context object). Unhinted, grayscale
anti-aliasing, no metric hinting: what ours and the Skia peer do."""
import ctypes, ctypes.util

import cairo

_cairo = ctypes.CDLL(ctypes.util.find_library("cairo") or "libcairo.so.2")
_ft = ctypes.CDLL(ctypes.util.find_library("freetype") or "libfreetype.so.6")
_ft_lib = ctypes.c_void_p()
if _ft.FT_Init_FreeType(ctypes.byref(_ft_lib)) != 0:
    raise RuntimeError("FT_Init_FreeType failed")
_cairo.cairo_ft_font_face_create_for_ft_face.restype = ctypes.c_void_p
_cairo.cairo_ft_font_face_create_for_ft_face.argtypes = [ctypes.c_void_p, ctypes.c_int]
_cairo.cairo_set_font_face.argtypes = [ctypes.c_void_p, ctypes.c_void_p]
_cairo.cairo_set_font_size.argtypes = [ctypes.c_void_p, ctypes.c_double]
_cairo.cairo_show_glyphs.argtypes = [ctypes.c_void_p, ctypes.c_void_p, ctypes.c_int]
FT_LOAD_NO_HINTING = 1 << 1


class CairoGlyph(ctypes.Structure):
    _fields_ = [("index", ctypes.c_ulong), ("x", ctypes.c_double), ("y", ctypes.c_double)]


_faces = {}


def face(path, index=0):
    """The cairo font face of face `index` of a font file (kept for the process's life)."""
    key = (path, index)
    if key not in _faces:
        ft_face = ctypes.c_void_p()
        if _ft.FT_New_Face(_ft_lib, path.encode(), ctypes.c_long(index), ctypes.byref(ft_face)) != 0:
            raise RuntimeError(f"FreeType cannot open face {index} of {path}")
        _faces[key] = (ft_face, _cairo.cairo_ft_font_face_create_for_ft_face(ft_face, FT_LOAD_NO_HINTING))
    return _faces[key][1]


def prepare(op):
    """(font face, size, glyph array, count) for one glyphs op."""
    n = len(op["glyphs"])
    arr = (CairoGlyph * n)(*[CairoGlyph(int(g[0]), g[1], g[2]) for g in op["glyphs"]])
    return face(op["_font"], op.get("face") or 0), op["size"], arr, n


_OPTIONS = cairo.FontOptions()
_OPTIONS.set_antialias(cairo.ANTIALIAS_GRAY)
_OPTIONS.set_hint_style(cairo.HINT_STYLE_NONE)
_OPTIONS.set_hint_metrics(cairo.HINT_METRICS_OFF)


def context_pointer(ctx):
    """The cairo_t* inside a pycairo Context (PycairoContext: PyObject_HEAD, cairo_t *ctx)."""
    return ctypes.c_void_p.from_address(id(ctx) + ctypes.sizeof(ctypes.c_ssize_t) + ctypes.sizeof(ctypes.c_void_p)).value


def draw(ctx, prepared, color):
    ff, size, arr, n = prepared
    cr = context_pointer(ctx)
    ctx.set_font_options(_OPTIONS)
    _cairo.cairo_set_font_face(cr, ff)
    _cairo.cairo_set_font_size(cr, size)
    ctx.set_source_rgba(*color)
    _cairo.cairo_show_glyphs(cr, ctypes.addressof(arr), n)
