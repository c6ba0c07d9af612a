// The "runs" PNG encoder: no libpng, no zlib. Every row is filtered with Up (its difference
// from the row above), and the filtered bytes go into one fixed-Huffman deflate block in
// which each run of zero bytes (the flat parts of a UI frame, whatever their color) is one
// literal zero followed by distance-1 matches, and every other byte a literal. No hashing,
// no search: a few operations a byte, and far fewer in the zero runs, which are skipped a
// machine word at a time. The Adler-32 of a zero run is computed in closed form.
#include "vr_png.h"
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

static uint32_t crc_table[256];
static uint16_t lit_code[288];   // bit-reversed fixed literal/length codes
static uint8_t lit_bits[288];
static uint16_t len_sym[259];    // match length 3…258 → symbol 257…285
static uint8_t len_extra_bits[259];
static uint16_t len_extra[259];
static pthread_once_t tables_once = PTHREAD_ONCE_INIT;

static uint32_t reverse_bits(uint32_t v, int n) {
    uint32_t r = 0;
    for (int i = 0; i < n; i++) { r = (r << 1) | (v & 1); v >>= 1; }
    return r;
}

static void make_tables(void) {
    for (uint32_t n = 0; n < 256; n++) {
        uint32_t c = n;
        for (int k = 0; k < 8; k++) c = (c & 1) ? 0xEDB88320u ^ (c >> 1) : c >> 1;
        crc_table[n] = c;
    }
    for (int s = 0; s < 288; s++) {
        uint32_t code; int bits;
        if (s < 144) { code = 0x30 + s; bits = 8; }
        else if (s < 256) { code = 0x190 + (s - 144); bits = 9; }
        else if (s < 280) { code = s - 256; bits = 7; }
        else { code = 0xC0 + (s - 280); bits = 8; }
        lit_code[s] = (uint16_t)reverse_bits(code, bits);
        lit_bits[s] = (uint8_t)bits;
    }
    static const uint16_t base[29] = {3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31,
                                      35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258};
    static const uint8_t extra[29] = {0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2,
                                      3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0};
    for (int i = 0; i < 29; i++) {
        int last = i == 28 ? 258 : (i == 27 ? 257 : base[i + 1] - 1);
        for (int l = base[i]; l <= last; l++) {
            len_sym[l] = (uint16_t)(257 + i);
            len_extra_bits[l] = extra[i];
            len_extra[l] = (uint16_t)(l - base[i]);
        }
    }
}

static uint32_t crc32_update(uint32_t crc, const uint8_t *p, size_t n) {
    crc = ~crc;
    for (size_t i = 0; i < n; i++) crc = crc_table[(crc ^ p[i]) & 0xFF] ^ (crc >> 8);
    return ~crc;
}

typedef struct {
    uint8_t *out;
    size_t length;
    uint64_t bits;
    int count;
} bit_writer;

static inline void put_bits(bit_writer *w, uint32_t value, int n) {
    w->bits |= (uint64_t)value << w->count;
    w->count += n;
    if (w->count >= 32) {
        uint32_t word = (uint32_t)w->bits;
        memcpy(w->out + w->length, &word, 4);   // little-endian, as deflate's bit order wants
        w->length += 4;
        w->bits >>= 32;
        w->count -= 32;
    }
}

static inline void put_literal(bit_writer *w, uint8_t b) { put_bits(w, lit_code[b], lit_bits[b]); }

// A match of `len` (3…258) bytes at distance 1 (distance code 0: five zero bits).
static inline void put_match1(bit_writer *w, int len) {
    int s = len_sym[len];
    put_bits(w, lit_code[s], lit_bits[s]);
    if (len_extra_bits[len]) put_bits(w, len_extra[len], len_extra_bits[len]);
    put_bits(w, 0, 5);
}

// n ≥ 1 zero bytes, the byte before them not zero: a literal zero, then matches.
static void put_zero_run(bit_writer *w, size_t n) {
    put_literal(w, 0);
    n -= 1;
    while (n >= 3) {
        size_t m = n > 258 ? (n - 258 < 3 ? n - 3 : 258) : n;
        put_match1(w, (int)m);
        n -= m;
    }
    while (n--) put_literal(w, 0);
}

// The straight RGBA of the premultiplied pixel at p.
static inline void straight(const uint8_t *p, uint8_t *out, const uint8_t *unpremultiply) {
    uint8_t a = p[3];
    if (a == 255) { memcpy(out, p, 4); return; }
    if (a == 0) { memset(out, 0, 4); return; }
    const uint8_t *t = unpremultiply + ((size_t)a << 8);
    out[0] = t[p[0]]; out[1] = t[p[1]]; out[2] = t[p[2]]; out[3] = a;
}

static void put_chunk_header(uint8_t *p, uint32_t length, const char *type) {
    p[0] = (uint8_t)(length >> 24); p[1] = (uint8_t)(length >> 16); p[2] = (uint8_t)(length >> 8); p[3] = (uint8_t)length;
    memcpy(p + 4, type, 4);
}

static void put_be32(uint8_t *p, uint32_t v) {
    p[0] = (uint8_t)(v >> 24); p[1] = (uint8_t)(v >> 16); p[2] = (uint8_t)(v >> 8); p[3] = (uint8_t)v;
}

int vr_png_encode_runs(const uint8_t *premultiplied, uint32_t width, uint32_t height, const uint8_t *unpremultiply,
                       uint8_t **out, size_t *out_length, char *err, size_t err_length) {
    *out = NULL;
    *out_length = 0;
    pthread_once(&tables_once, make_tables);
    size_t stride = (size_t)width * 4;
    if (width == 0 || height == 0 || stride / 4 != width) {
        if (err && err_length) { strncpy(err, "image has zero size", err_length - 1); err[err_length - 1] = 0; }
        return 1;
    }
    // Worst case: every byte a 9-bit literal, plus the filter bytes, headers and slack.
    size_t raw = (stride + 1) * (size_t)height;
    size_t capacity = raw / 8 * 9 + 9 + 128;
    uint8_t *buffer = (uint8_t *)malloc(capacity);
    uint8_t *rows = (uint8_t *)calloc(stride + 8, 1);
    if (!buffer || !rows) {
        free(buffer); free(rows);
        if (err && err_length) { strncpy(err, "out of memory", err_length - 1); err[err_length - 1] = 0; }
        return 1;
    }
    const uint8_t *zero_row = rows;   // the row "above" the first: zeros
    static const uint8_t signature[8] = {137, 80, 78, 71, 13, 10, 26, 10};
    memcpy(buffer, signature, 8);
    put_chunk_header(buffer + 8, 13, "IHDR");
    uint8_t *ihdr = buffer + 16;
    put_be32(ihdr, width); put_be32(ihdr + 4, height);
    ihdr[8] = 8; ihdr[9] = 6; ihdr[10] = 0; ihdr[11] = 0; ihdr[12] = 0;   // 8-bit RGBA, not interlaced
    put_be32(buffer + 29, crc32_update(0, buffer + 12, 17));
    size_t idat = 33;   // IDAT's length and type go here once the stream's length is known
    bit_writer w = { buffer, idat + 8, 0, 0 };
    w.out[w.length++] = 0x78; w.out[w.length++] = 0x01;   // zlib: deflate, 32K window, no dictionary
    put_bits(&w, 3, 3);                                   // the last block, fixed Huffman codes
    uint64_t s1 = 1, s2 = 0;                              // Adler-32 of the filtered rows
    // Equal premultiplied pixels have equal straight ones, so wherever a row repeats the one
    // above (compared a few words at a time, straight from the image) the filtered bytes are
    // zeros without computing them; only changed pixels are un-premultiplied and subtracted.
    // `pending` counts the zero bytes not yet written: each maximal run goes out as one
    // `put_zero_run` when the next non-zero byte (or the end of the row) comes.
    for (uint32_t y = 0; y < height; y++) {
        const uint8_t *cur = premultiplied + (size_t)y * stride;
        const uint8_t *prev = y == 0 ? zero_row : cur - stride;
        put_literal(&w, 2);   // filter type Up
        s1 += 2; s2 += s1;
        size_t pending = 0;
        if (memcmp(cur, prev, stride) == 0) {
            pending = stride;
        } else {
            size_t x = 0;
            while (x < stride) {
                if (x + 32 <= stride) {
                    uint64_t a0, a1, a2, a3, b0, b1, b2, b3;
                    memcpy(&a0, cur + x, 8); memcpy(&a1, cur + x + 8, 8); memcpy(&a2, cur + x + 16, 8); memcpy(&a3, cur + x + 24, 8);
                    memcpy(&b0, prev + x, 8); memcpy(&b1, prev + x + 8, 8); memcpy(&b2, prev + x + 16, 8); memcpy(&b3, prev + x + 24, 8);
                    if (((a0 ^ b0) | (a1 ^ b1) | (a2 ^ b2) | (a3 ^ b3)) == 0) { pending += 32; x += 32; continue; }
                }
                uint32_t c, p;
                memcpy(&c, cur + x, 4); memcpy(&p, prev + x, 4);
                if (c == p) { pending += 4; x += 4; continue; }
                uint8_t sc[4], sp[4];
                straight(cur + x, sc, unpremultiply);
                straight(prev + x, sp, unpremultiply);
                for (int k = 0; k < 4; k++) {
                    uint8_t d = (uint8_t)(sc[k] - sp[k]);
                    if (d == 0) { pending++; continue; }
                    if (pending) { put_zero_run(&w, pending); s2 += (uint64_t)pending * s1; pending = 0; }
                    put_literal(&w, d);
                    s1 += d; s2 += s1;
                }
                x += 4;
            }
        }
        if (pending) { put_zero_run(&w, pending); s2 += (uint64_t)pending * s1; }   // s1 unchanged by zeros
        s1 %= 65521; s2 %= 65521;
    }
    put_bits(&w, lit_code[256], lit_bits[256]);   // end of block
    while (w.count > 0) {
        w.out[w.length++] = (uint8_t)w.bits;
        w.bits >>= 8;
        w.count = w.count > 8 ? w.count - 8 : 0;
    }
    put_be32(w.out + w.length, (uint32_t)(s2 << 16 | s1));
    w.length += 4;
    size_t data_length = w.length - (idat + 8);
    put_chunk_header(buffer + idat, (uint32_t)data_length, "IDAT");
    put_be32(buffer + w.length, crc32_update(0, buffer + idat + 4, data_length + 4));
    w.length += 4;
    put_chunk_header(buffer + w.length, 0, "IEND");
    put_be32(buffer + w.length + 8, 0xAE426082u);
    w.length += 12;
    free(rows);
    *out = buffer;
    *out_length = w.length;
    return 0;
}
