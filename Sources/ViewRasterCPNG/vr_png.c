// libpng behind setjmp: every libpng error longjmps back into the function that
// called libpng, never through Swift frames. Messages are copied into the caller's buffer.
#include "vr_png.h"
#include <png.h>
#include <setjmp.h>
#include <stdlib.h>
#include <string.h>
#include <stdio.h>

typedef struct {
    jmp_buf jump;
    char *err;
    size_t err_length;
} vr_error_state;

static void vr_error_fn(png_structp png, png_const_charp message) {
    vr_error_state *state = (vr_error_state *)png_get_error_ptr(png);
    if (state->err && state->err_length) {
        snprintf(state->err, state->err_length, "%s", message ? message : "libpng error");
    }
    longjmp(state->jump, 1);
}

static void vr_warning_fn(png_structp png, png_const_charp message) {
    (void)png; (void)message; // warnings (e.g. bad iCCP) are not errors
}

typedef struct {
    const uint8_t *data;
    size_t length;
    size_t offset;
} vr_reader;

static void vr_read_fn(png_structp png, png_bytep out, png_size_t count) {
    vr_reader *reader = (vr_reader *)png_get_io_ptr(png);
    if (reader->length - reader->offset < count) {
        png_error(png, "unexpected end of file (truncated PNG)");
    }
    memcpy(out, reader->data + reader->offset, count);
    reader->offset += count;
}

static void set_err(char *err, size_t n, const char *message) {
    if (err && n) snprintf(err, n, "%s", message);
}

int vr_png_decode(const uint8_t *data, size_t length, uint64_t max_pixels,
                  uint32_t *width, uint32_t *height, uint8_t **out,
                  char *err, size_t err_length) {
    *out = NULL;
    if (length < 8 || png_sig_cmp((png_const_bytep)data, 0, 8) != 0) {
        set_err(err, err_length, "not a PNG file (bad signature)");
        return 1;
    }
    vr_error_state state;
    state.err = err;
    state.err_length = err_length;
    png_structp png = png_create_read_struct(PNG_LIBPNG_VER_STRING, &state, vr_error_fn, vr_warning_fn);
    if (!png) { set_err(err, err_length, "out of memory"); return 1; }
    png_infop info = png_create_info_struct(png);
    if (!info) { png_destroy_read_struct(&png, NULL, NULL); set_err(err, err_length, "out of memory"); return 1; }

    vr_reader reader = { data, length, 0 };
    uint8_t *volatile pixels = NULL;
    png_bytep *volatile rows = NULL;

    if (setjmp(state.jump)) {
        free(pixels);
        free(rows);
        png_destroy_read_struct(&png, &info, NULL);
        return 1;
    }
    png_set_read_fn(png, &reader, vr_read_fn);
    png_set_user_limits(png, 0x7fffffff, 0x7fffffff);
    png_set_chunk_malloc_max(png, 64u * 1024u * 1024u);
    png_read_info(png, info);

    png_uint_32 w = png_get_image_width(png, info);
    png_uint_32 h = png_get_image_height(png, info);
    if (w == 0 || h == 0) png_error(png, "image has zero size");
    if ((uint64_t)w * (uint64_t)h > max_pixels) {
        char message[160];
        snprintf(message, sizeof message, "image is %ux%u pixels, over the limit of %llu pixels",
                 (unsigned)w, (unsigned)h, (unsigned long long)max_pixels);
        png_error(png, message);
    }
    int color = png_get_color_type(png, info);
    int depth = png_get_bit_depth(png, info);

    if (color == PNG_COLOR_TYPE_PALETTE) png_set_palette_to_rgb(png);
    if (color == PNG_COLOR_TYPE_GRAY && depth < 8) png_set_expand_gray_1_2_4_to_8(png);
    if (png_get_valid(png, info, PNG_INFO_tRNS)) png_set_tRNS_to_alpha(png);
    if (depth == 16) png_set_strip_16(png);
    if (color == PNG_COLOR_TYPE_GRAY || color == PNG_COLOR_TYPE_GRAY_ALPHA) png_set_gray_to_rgb(png);
    png_set_filler(png, 0xFF, PNG_FILLER_AFTER);
    png_set_interlace_handling(png);
    png_read_update_info(png, info);

    size_t stride = png_get_rowbytes(png, info);
    if (stride != (size_t)w * 4) png_error(png, "unexpected row size after transforms");
    pixels = (uint8_t *)malloc(stride * h);
    rows = (png_bytep *)malloc(sizeof(png_bytep) * h);
    if (!pixels || !rows) png_error(png, "out of memory");
    for (png_uint_32 y = 0; y < h; y++) rows[y] = pixels + y * stride;
    png_read_image(png, rows);
    png_read_end(png, NULL);

    free(rows);
    png_destroy_read_struct(&png, &info, NULL);
    *width = w;
    *height = h;
    *out = pixels;
    return 0;
}

typedef struct {
    uint8_t *data;
    size_t length;
    size_t capacity;
} vr_writer;

static void vr_write_fn(png_structp png, png_bytep bytes, png_size_t count) {
    vr_writer *writer = (vr_writer *)png_get_io_ptr(png);
    if (writer->capacity - writer->length < count) {
        size_t capacity = writer->capacity ? writer->capacity : 65536;
        while (capacity - writer->length < count) capacity *= 2;
        uint8_t *grown = (uint8_t *)realloc(writer->data, capacity);
        if (!grown) png_error(png, "out of memory");
        writer->data = grown;
        writer->capacity = capacity;
    }
    memcpy(writer->data + writer->length, bytes, count);
    writer->length += count;
}

static void vr_flush_fn(png_structp png) { (void)png; }

int vr_png_encode(const uint8_t *rgba, uint32_t width, uint32_t height,
                  int level, int filter,
                  uint8_t **out, size_t *out_length,
                  char *err, size_t err_length) {
    *out = NULL;
    *out_length = 0;
    vr_error_state state;
    state.err = err;
    state.err_length = err_length;
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, &state, vr_error_fn, vr_warning_fn);
    if (!png) { set_err(err, err_length, "out of memory"); return 1; }
    png_infop info = png_create_info_struct(png);
    if (!info) { png_destroy_write_struct(&png, NULL); set_err(err, err_length, "out of memory"); return 1; }
    vr_writer writer = { NULL, 0, 0 };
    vr_writer *volatile writer_ptr = &writer;
    if (setjmp(state.jump)) {
        free(writer_ptr->data);
        png_destroy_write_struct(&png, &info);
        return 1;
    }
    png_set_write_fn(png, &writer, vr_write_fn, vr_flush_fn);
    png_set_IHDR(png, info, width, height, 8, PNG_COLOR_TYPE_RGB_ALPHA, PNG_INTERLACE_NONE,
                 PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    png_set_compression_level(png, level < 0 ? 0 : (level > 9 ? 9 : level));
    int filters;
    switch (filter) {
        case 0: filters = PNG_FILTER_NONE; break;
        case 1: filters = PNG_FILTER_SUB; break;
        case 2: filters = PNG_FILTER_UP; break;
        case 3: filters = PNG_FILTER_AVG; break;
        case 4: filters = PNG_FILTER_PAETH; break;
        default: filters = PNG_ALL_FILTERS; break;
    }
    png_set_filter(png, PNG_FILTER_TYPE_BASE, filters);
    png_write_info(png, info);
    size_t stride = (size_t)width * 4;
    for (uint32_t y = 0; y < height; y++) {
        png_write_row(png, (png_const_bytep)(rgba + y * stride));
    }
    png_write_end(png, info);
    png_destroy_write_struct(&png, &info);
    *out = writer.data;
    *out_length = writer.length;
    return 0;
}

void vr_png_free(void *pointer) { free(pointer); }
