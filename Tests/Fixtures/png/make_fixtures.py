#!/usr/bin/env python3
"""Writes the tiny PNG fixtures for PNGTests with nothing but zlib and struct, plus
expected.json: for each good file, the straight RGBA8 pixels a decoder must produce
(16-bit samples keep their high byte, as libpng's strip_16 does).

Run from anywhere: python3 Tests/Fixtures/png/make_fixtures.py
"""
import json, os, struct, zlib

HERE = os.path.dirname(os.path.abspath(__file__))


def chunk(kind, data):
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)


def paeth(a, b, c):
    p = a + b - c
    pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
    if pa <= pb and pa <= pc:
        return a
    return b if pb <= pc else c


def filter_rows(rows, bpp, filters):
    """rows: list of bytes (unfiltered scanlines); filters: per-row filter types."""
    out = bytearray()
    prev = bytes(len(rows[0])) if rows else b""
    for i, row in enumerate(rows):
        f = filters[i % len(filters)]
        out.append(f)
        for x in range(len(row)):
            a = row[x - bpp] if x >= bpp else 0
            b = prev[x]
            c = prev[x - bpp] if x >= bpp else 0
            pred = [0, a, b, (a + b) // 2, paeth(a, b, c)][f]
            out.append((row[x] - pred) & 0xFF)
        prev = row
    return bytes(out)


def pack_row(samples, depth):
    if depth == 8:
        return bytes(samples)
    if depth == 16:
        return b"".join(struct.pack(">H", s) for s in samples)
    per = 8 // depth
    out = bytearray()
    for i in range(0, len(samples), per):
        byte = 0
        for j in range(per):
            v = samples[i + j] if i + j < len(samples) else 0
            byte |= v << (8 - depth * (j + 1))
        out.append(byte)
    return bytes(out)


CHANNELS = {0: 1, 2: 3, 3: 1, 4: 2, 6: 4}
ADAM7 = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]


def png(width, height, color, depth, pixels, extra=b"", interlace=0, filters=(0,)):
    """pixels: list of rows, each a list of per-pixel sample tuples."""
    ch = CHANNELS[color]
    bpp = max(1, ch * depth // 8)
    def scan(rows):
        return [pack_row([s for px in r for s in px], depth) for r in rows]
    if interlace:
        raw = b""
        for xs, ys, dx, dy in ADAM7:
            sub = [[pixels[y][x] for x in range(xs, width, dx)] for y in range(ys, height, dy)]
            sub = [r for r in sub if r]
            if sub:
                raw += filter_rows(scan(sub), bpp, filters)
    else:
        raw = filter_rows(scan(pixels), bpp, filters)
    ihdr = struct.pack(">IIBBBBB", width, height, depth, color, 0, 0, interlace)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", ihdr) + extra +
            chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b""))


def main():
    files, expected = {}, {}

    def add(name, data, w, h, rgba):
        files[name] = data
        expected[name] = {"width": w, "height": h, "rgba": [v for px in rgba for v in px]}

    # 8-bit gray, 4x3.
    g = [[(x * 60 + y * 20,) for x in range(4)] for y in range(3)]
    add("gray8.png", png(4, 3, 0, 8, g), 4, 3, [(v, v, v, 255) for r in g for (v,) in r])
    # 1-bit gray, 10x2 (a row that does not fill its last byte).
    g1 = [[((x + y) % 2,) for x in range(10)] for y in range(2)]
    add("gray1.png", png(10, 2, 0, 1, g1), 10, 2, [(v * 255,) * 3 + (255,) for r in g1 for (v,) in r])
    # 8-bit gray + alpha.
    ga = [[(200, x * 80) for x in range(4)] for y in range(2)]
    add("grayalpha8.png", png(4, 2, 4, 8, ga), 4, 2, [(v, v, v, a) for r in ga for (v, a) in r])
    # 8-bit RGB with every filter type in turn.
    rgb = [[((x * 37 + y * 11) % 256, (x * 5 + y * 90) % 256, (255 - x * 13) % 256) for x in range(7)] for y in range(5)]
    add("rgb8_filters.png", png(7, 5, 2, 8, rgb, filters=(0, 1, 2, 3, 4)), 7, 5, [p + (255,) for r in rgb for p in r])
    # 8-bit RGBA with partial alpha.
    rgba = [[(255, (x * 64) % 256, y * 100, [0, 1, 128, 254, 255][x]) for x in range(5)] for y in range(2)]
    add("rgba8.png", png(5, 2, 6, 8, rgba, filters=(4,)), 5, 2, [p for r in rgba for p in r])
    # Palette (4-bit) with tRNS.
    palette = [(255, 0, 0), (0, 255, 0), (0, 0, 255), (255, 255, 255)]
    alphas = [255, 128, 0]  # entry 3 has no tRNS value: opaque
    idx = [[((x + 2 * y) % 4,) for x in range(6)] for y in range(3)]
    extra = chunk(b"PLTE", bytes(c for p in palette for c in p)) + chunk(b"tRNS", bytes(alphas))
    add("palette4_trns.png", png(6, 3, 3, 4, idx, extra=extra), 6, 3,
        [palette[i] + ((alphas[i] if i < len(alphas) else 255),) for r in idx for (i,) in r])
    # 16-bit RGB.
    rgb16 = [[(x * 4000 + 255, 65535 - x * 3000, y * 30000 + 77) for x in range(3)] for y in range(2)]
    add("rgb16.png", png(3, 2, 2, 16, rgb16), 3, 2, [tuple(s >> 8 for s in p) + (255,) for r in rgb16 for p in r])
    # 16-bit gray + alpha.
    ga16 = [[(x * 20000, 65535 - x * 20000) for x in range(4)]]
    add("grayalpha16.png", png(4, 1, 4, 16, ga16), 4, 1, [(v >> 8,) * 3 + (a >> 8,) for r in ga16 for (v, a) in r])
    # RGB with a tRNS color key: (10, 20, 30) is transparent.
    key = [[(10, 20, 30) if (x + y) % 3 == 0 else (x * 50, 100, 200) for x in range(4)] for y in range(3)]
    add("rgb8_colorkey.png", png(4, 3, 2, 8, key, extra=chunk(b"tRNS", struct.pack(">HHH", 10, 20, 30))), 4, 3,
        [p + (0 if p == (10, 20, 30) else 255,) for r in key for p in r])
    # Interlaced (Adam7) RGBA, 9x7, with filters.
    il = [[((x * 29) % 256, (y * 31) % 256, (x * y * 7) % 256, 255 - x * 20) for x in range(9)] for y in range(7)]
    add("rgba8_interlaced.png", png(9, 7, 6, 8, il, interlace=1, filters=(0, 1, 2, 3, 4)), 9, 7, [p for r in il for p in r])

    # Bad files (no expectations): truncated, corrupt data, enormous declared size, bad signature.
    good = files["rgba8.png"]
    files["bad_truncated.png"] = good[: len(good) - 20]
    idat = good.index(b"IDAT")
    corrupt = bytearray(good)
    for i in range(idat + 6, idat + 14):
        corrupt[i] ^= 0x5A
    files["bad_crc.png"] = bytes(corrupt)
    # Valid CRCs but a zlib stream that is garbage.
    ihdr = struct.pack(">IIBBBBB", 4, 4, 8, 6, 0, 0, 0)
    files["bad_zlib.png"] = (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", ihdr) + chunk(b"IDAT", b"\x78\x9c\xff\xff\xff\xff") +
                             chunk(b"IEND", b""))
    # 60000 x 60000 pixels declared (3.6e9 > 2^28): must be refused before allocating.
    ihdr = struct.pack(">IIBBBBB", 60000, 60000, 8, 6, 0, 0, 0)
    files["bad_huge.png"] = (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", ihdr) + chunk(b"IDAT", zlib.compress(b"\x00" * 64)) +
                             chunk(b"IEND", b""))
    files["bad_signature.png"] = b"GIF89a" + good[6:]

    for name, data in files.items():
        with open(os.path.join(HERE, name), "wb") as f:
            f.write(data)
    with open(os.path.join(HERE, "expected.json"), "w") as f:
        json.dump(expected, f, indent=1, sort_keys=True)
        f.write("\n")


if __name__ == "__main__":
    main()
