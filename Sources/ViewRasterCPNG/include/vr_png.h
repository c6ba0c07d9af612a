#ifndef VR_PNG_H
#define VR_PNG_H
#include <stddef.h>
#include <stdint.h>

/// Decodes a PNG held in memory into straight (not premultiplied) RGBA8 rows.
/// Gray, palette, tRNS, 16-bit and interlaced images go through libpng's transforms.
/// Returns 0 on success and fills *out (free with vr_png_free); on failure returns
/// non-zero and writes a message into err. libpng's longjmp never leaves this function.
/// Images with more than max_pixels pixels are rejected before any pixel is allocated.
int vr_png_decode(const uint8_t *data, size_t length, uint64_t max_pixels,
                  uint32_t *width, uint32_t *height, uint8_t **out,
                  char *err, size_t err_length);

/// Encodes straight RGBA8 rows (stride = width * 4) as PNG into memory.
/// level: zlib level 0-9; filter: 0 none, 1 sub, 2 up, 3 avg, 4 paeth, 5 adaptive (all).
/// Returns 0 on success and fills *out / *out_length (free with vr_png_free).
int vr_png_encode(const uint8_t *rgba, uint32_t width, uint32_t height,
                  int level, int filter,
                  uint8_t **out, size_t *out_length,
                  char *err, size_t err_length);

/// Encodes premultiplied RGBA8 rows (stride = width * 4) as a straight RGBA8 PNG without
/// libpng or zlib (vr_png_runs.c): filter Up on every row, one fixed-Huffman deflate block
/// whose runs of zero bytes are distance-1 matches. unpremultiply is the 256×256 table
/// `table[a << 8 | c]` giving the straight channel of premultiplied `c` at alpha `a`.
/// Returns 0 on success and fills *out / *out_length (free with vr_png_free).
int vr_png_encode_runs(const uint8_t *premultiplied, uint32_t width, uint32_t height, const uint8_t *unpremultiply,
                       uint8_t **out, size_t *out_length, char *err, size_t err_length);

void vr_png_free(void *pointer);

#endif
