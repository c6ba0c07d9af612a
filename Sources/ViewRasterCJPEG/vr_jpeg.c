#include "vr_jpeg.h"
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <jpeglib.h>

typedef struct {
    struct jpeg_error_mgr base;
    jmp_buf jump;
    char *err;
    size_t err_length;
    int warned_truncation;
} vr_jpeg_error;

static void vr_error_exit(j_common_ptr cinfo) {
    vr_jpeg_error *e = (vr_jpeg_error *)cinfo->err;
    char buffer[JMSG_LENGTH_MAX];
    (*cinfo->err->format_message)(cinfo, buffer);
    if (e->err && e->err_length) snprintf(e->err, e->err_length, "%s", buffer);
    longjmp(e->jump, 1);
}

/// libjpeg only warns about premature end of data (and pads with gray): a warning here is
/// recorded and made an error once the decode returns.
static void vr_emit_message(j_common_ptr cinfo, int level) {
    vr_jpeg_error *e = (vr_jpeg_error *)cinfo->err;
    if (level < 0 && !e->warned_truncation) {
        char buffer[JMSG_LENGTH_MAX];
        (*cinfo->err->format_message)(cinfo, buffer);
        if (e->err && e->err_length) snprintf(e->err, e->err_length, "%s", buffer);
        e->warned_truncation = 1;
    }
}

static void set_error(char *err, size_t n, const char *message) {
    if (err && n) snprintf(err, n, "%s", message);
}

int vr_jpeg_decode(const uint8_t *data, size_t length, uint64_t max_pixels,
                   uint32_t *width, uint32_t *height, uint8_t **out,
                   char *err, size_t err_length) {
    struct jpeg_decompress_struct cinfo;
    vr_jpeg_error jerr;
    uint8_t *volatile pixels = NULL;
    uint8_t *volatile row = NULL;
    *out = NULL;
    if (length < 4 || data[0] != 0xFF || data[1] != 0xD8) {
        set_error(err, err_length, "not a JPEG file (no SOI marker)");
        return 1;
    }
    memset(&jerr, 0, sizeof jerr);
    cinfo.err = jpeg_std_error(&jerr.base);
    jerr.base.error_exit = vr_error_exit;
    jerr.base.emit_message = vr_emit_message;
    jerr.err = err;
    jerr.err_length = err_length;
    if (setjmp(jerr.jump)) {
        jpeg_destroy_decompress(&cinfo);
        free(pixels);
        free(row);
        return 2;
    }
    jpeg_create_decompress(&cinfo);
    jpeg_mem_src(&cinfo, data, (unsigned long)length);
    jpeg_read_header(&cinfo, TRUE);
    int cmyk = cinfo.jpeg_color_space == JCS_CMYK || cinfo.jpeg_color_space == JCS_YCCK;
    cinfo.out_color_space = cmyk ? JCS_CMYK : (cinfo.num_components == 1 ? JCS_GRAYSCALE : JCS_RGB);
    jpeg_start_decompress(&cinfo);
    uint64_t w = cinfo.output_width, h = cinfo.output_height;
    if (w == 0 || h == 0 || w * h > max_pixels) {
        set_error(err, err_length, w == 0 || h == 0 ? "empty image" : "image has too many pixels");
        jpeg_destroy_decompress(&cinfo);
        return 3;
    }
    int comps = cinfo.output_components;
    pixels = malloc((size_t)(w * h * 4));
    row = malloc((size_t)(w * (uint64_t)comps));
    if (!pixels || !row) {
        set_error(err, err_length, "out of memory");
        jpeg_destroy_decompress(&cinfo);
        free(pixels); free(row);
        return 4;
    }
    /// Adobe's CMYK JPEGs store inverted ink values.
    int inverted = cinfo.saw_Adobe_marker;
    while (cinfo.output_scanline < cinfo.output_height) {
        JSAMPROW rows[1] = { row };
        uint32_t y = cinfo.output_scanline;
        jpeg_read_scanlines(&cinfo, rows, 1);
        uint8_t *dst = pixels + (size_t)y * w * 4;
        for (uint64_t x = 0; x < w; x++) {
            const uint8_t *s = row + x * comps;
            if (comps == 1) {
                dst[0] = dst[1] = dst[2] = s[0];
            } else if (comps == 4) {
                unsigned c = s[0], m = s[1], yy = s[2], k = s[3];
                if (!inverted) { c = 255 - c; m = 255 - m; yy = 255 - yy; k = 255 - k; }
                dst[0] = (uint8_t)((c * k + 127) / 255);
                dst[1] = (uint8_t)((m * k + 127) / 255);
                dst[2] = (uint8_t)((yy * k + 127) / 255);
            } else {
                dst[0] = s[0]; dst[1] = s[1]; dst[2] = s[2];
            }
            dst[3] = 255;
            dst += 4;
        }
        if (jerr.warned_truncation) break;
    }
    if (jerr.warned_truncation) {
        jpeg_destroy_decompress(&cinfo);
        free(pixels); free(row);
        return 5;
    }
    jpeg_finish_decompress(&cinfo);
    jpeg_destroy_decompress(&cinfo);
    free(row);
    *width = (uint32_t)w;
    *height = (uint32_t)h;
    *out = pixels;
    return 0;
}

void vr_jpeg_free(void *pointer) { free(pointer); }
