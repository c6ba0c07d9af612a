#!/usr/bin/env python3
"""Draws Sources/ViewRasterGallery/Resources/spinner@2x.png: the HUD's 37x37 pt spinner at 2x.

A three-quarter ring whose opacity grows clockwise from its tail to a round head, so the
image shows which way it is turned (it is not rotationally symmetric). White on transparent,
8x8 supersampled. Run once; the PNG is committed.
"""
import math, struct, sys, zlib

SIZE = 74                     # pixels (37 pt @2x)
R = 15.0 * 2                  # ring radius (px)
W = 3.6 * 2                   # ring width (px)
HEAD = 2.6 * 2                # head dot radius (px)
START = -math.pi / 2          # tail at 12 o'clock
SWEEP = 1.5 * math.pi         # three quarters, clockwise on screen (y down)
SS = 8

def sample(x, y):
    cx = cy = SIZE / 2
    dx, dy = x - cx, y - cy
    r = math.hypot(dx, dy)
    a = (math.atan2(dy, dx) - START) % (2 * math.pi)
    hx = cx + R * math.cos(START + SWEEP)
    hy = cy + R * math.sin(START + SWEEP)
    if math.hypot(x - hx, y - hy) <= HEAD:
        return 1.0
    if abs(r - R) <= W / 2 and a <= SWEEP:
        return 0.15 + 0.85 * (a / SWEEP)
    return 0.0

rows = []
for py in range(SIZE):
    row = bytearray([0])
    for px in range(SIZE):
        acc = 0.0
        for sy in range(SS):
            for sx in range(SS):
                acc += sample(px + (sx + 0.5) / SS, py + (sy + 0.5) / SS)
        alpha = round(255 * acc / (SS * SS))
        row += bytes([255, 255, 255, alpha])
    rows.append(bytes(row))

def chunk(kind, data):
    c = struct.pack(">I", len(data)) + kind + data
    return c + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)

png = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", SIZE, SIZE, 8, 6, 0, 0, 0))
png += chunk(b"IDAT", zlib.compress(b"".join(rows), 9)) + chunk(b"IEND", b"")
out = sys.argv[1] if len(sys.argv) > 1 else "Sources/ViewRasterGallery/Resources/spinner@2x.png"
open(out, "wb").write(png)
print("wrote", out)
