#ifndef VR_JPEG_H
#define VR_JPEG_H
#include <stddef.h>
#include <stdint.h>

/// Decodes a baseline or progressive JPEG held in memory (gray, YCbCr/RGB or CMYK/YCCK)
/// into opaque RGBA8 rows (stride = width * 4) through libjpeg-turbo. Returns 0 on success
/// and fills *out (free with vr_jpeg_free); on failure returns non-zero and writes a message
/// into err. libjpeg's longjmp never leaves this function. A truncated file is an error, not
/// a gray-padded image. Images with more than max_pixels pixels are rejected before any
/// pixel is allocated.
int vr_jpeg_decode(const uint8_t *data, size_t length, uint64_t max_pixels,
                   uint32_t *width, uint32_t *height, uint8_t **out,
                   char *err, size_t err_length);

void vr_jpeg_free(void *pointer);

#endif
