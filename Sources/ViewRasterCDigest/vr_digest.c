#include "vr_digest.h"
#include <string.h>

/* Version 4 (rows): each row's sixteen lanes start from the seeds, step over the row's
   128-byte blocks (the last one zero-padded), and then are the words one image step takes. */

#define VR_K 0x9E3779B8ull

static const uint64_t vr_seeds[16] = {
    0x9E3779B97F4A7C15ull, 0xC2B2AE3D27D4EB4Full, 0x165667B19E3779F9ull, 0x27D4EB2F165667C5ull,
    0x85EBCA77C2B2AE63ull, 0xFF51AFD7ED558CCDull, 0xC4CEB9FE1A85EC53ull, 0x9FB21C651E98DF25ull,
    0x2545F4914F6CDD1Dull, 0xD6E8FEB86659FD93ull, 0xA0761D6478BD642Full, 0xE7037ED1A0B428DBull,
    0x8EBC6AF09C88C6E3ull, 0x589965CC75374CC3ull, 0x1D8E4E27C47D124Full, 0x7FB5D329728EA185ull,
};

static inline uint64_t vr_step(uint64_t s, uint64_t w) {
    s ^= w;
    s += (s & 0xFFFFFFFFull) * VR_K;
    return s ^ (s >> 32);
}

static inline uint64_t vr_word(const unsigned char *q) {
    uint64_t w = 0;
    for (int b = 7; b >= 0; b--) w = (w << 8) | q[b];
    return w;
}

/* A row's lanes, one lane at a time (the portable steps). */
static void row_portable(const unsigned char *row, size_t n, uint64_t out[16]) {
    unsigned char last[128];
    for (int i = 0; i < 16; i++) out[i] = vr_seeds[i];
    out[0] ^= (uint64_t)n;
    size_t whole = n & ~(size_t)127;
    for (size_t p = 0; p < whole; p += 128)
        for (int i = 0; i < 16; i++) out[i] = vr_step(out[i], vr_word(row + p + 8 * i));
    if (whole < n) {
        for (int b = 0; b < 128; b++) last[b] = whole + b < n ? row[whole + b] : 0;
        for (int i = 0; i < 16; i++) out[i] = vr_step(out[i], vr_word(last + 8 * i));
    }
}

/* The lanes of a row of n bytes that repeat the 32-bit word `word` (little-endian). */
static void word_row_portable(uint32_t word, size_t n, uint64_t out[16]) {
    unsigned char block[128];
    for (int b = 0; b < 128; b++) block[b] = (unsigned char)(word >> (8 * (b & 3)));
    for (int i = 0; i < 16; i++) out[i] = vr_seeds[i];
    out[0] ^= (uint64_t)n;
    uint64_t w = vr_word(block);
    size_t whole = n & ~(size_t)127;
    for (size_t p = 0; p < whole; p += 128)
        for (int i = 0; i < 16; i++) out[i] = vr_step(out[i], w);
    if (whole < n) {
        for (int b = 0; b < 128; b++) block[b] = whole + b < n ? block[b] : 0;
        for (int i = 0; i < 16; i++) out[i] = vr_step(out[i], vr_word(block + 8 * i));
    }
}

static void image_steps(uint64_t image[16], const uint64_t row[16], size_t count) {
    for (size_t r = 0; r < count; r++)
        for (int i = 0; i < 16; i++) image[i] = vr_step(image[i], row[i]);
}


#if defined(__x86_64__) && (defined(__clang__) || defined(__GNUC__))
#include <cpuid.h>
#include <immintrin.h>

/// Whether the CPU has AVX2 and the OS saves the YMM registers (CPUID leaf 7 and XGETBV).
static int detect_avx2(void) {
    unsigned a, b, c, d;
    if (!__get_cpuid(1, &a, &b, &c, &d)) return 0;
    if (!(c & bit_OSXSAVE) || !(c & bit_AVX)) return 0;
    unsigned lo, hi;
    __asm__ volatile("xgetbv" : "=a"(lo), "=d"(hi) : "c"(0));
    if ((lo & 6) != 6) return 0;
    if (__get_cpuid_max(0, 0) < 7) return 0;
    __cpuid_count(7, 0, a, b, c, d);
    return (b & bit_AVX2) != 0;
}

/// Whether the CPU has AVX-512F and AVX-512VL (the EVEX forms of the 256-bit instructions and
/// `vpternlogq`) and the OS saves their state (XCR0's opmask and upper-ZMM bits as well).
static int detect_avx512vl(void) {
    unsigned a, b, c, d;
    if (!detect_avx2()) return 0;
    unsigned lo, hi;
    __asm__ volatile("xgetbv" : "=a"(lo), "=d"(hi) : "c"(0));
    if ((lo & 0xE6) != 0xE6) return 0;
    __cpuid_count(7, 0, a, b, c, d);
    return (b & bit_AVX512F) != 0 && (b & bit_AVX512VL) != 0;
}

/// -1 until detected, then 0 (neither), 1 (AVX2) or 2 (AVX2 and AVX-512VL); a race only
/// detects twice.
static _Atomic int has_avx2 = -1;

#define VR_STEP(v, q) do { \
        __m256i s = _mm256_xor_si256((v), _mm256_loadu_si256((const __m256i *)(q))); \
        s = _mm256_add_epi64(s, _mm256_mul_epu32(s, k)); \
        (v) = _mm256_xor_si256(s, _mm256_srli_epi64(s, 32)); \
    } while (0)

/* The eight 64-byte lines of the 512 bytes at q, into every cache level. */
#define VR_PREFETCH(q) do { \
        _mm_prefetch((const char *)(q), _MM_HINT_T0); _mm_prefetch((const char *)(q) + 64, _MM_HINT_T0); \
        _mm_prefetch((const char *)(q) + 128, _MM_HINT_T0); _mm_prefetch((const char *)(q) + 192, _MM_HINT_T0); \
        _mm_prefetch((const char *)(q) + 256, _MM_HINT_T0); _mm_prefetch((const char *)(q) + 320, _MM_HINT_T0); \
        _mm_prefetch((const char *)(q) + 384, _MM_HINT_T0); _mm_prefetch((const char *)(q) + 448, _MM_HINT_T0); \
    } while (0)

/* The blocks from the `i`th on at `p` (up to `blocks`), each lane group `v0`…`v3` stepped over
   its 32 bytes with STEP: four blocks a turn, then one at a time. */
#define VR_BLOCK_LOOPS(STEP) do { \
        for (; i + 4 <= blocks; i += 4, p += 512) { \
            VR_PREFETCH(p + 1024); \
            STEP(v0, p); STEP(v1, p + 32); STEP(v2, p + 64); STEP(v3, p + 96); \
            STEP(v0, p + 128); STEP(v1, p + 160); STEP(v2, p + 192); STEP(v3, p + 224); \
            STEP(v0, p + 256); STEP(v1, p + 288); STEP(v2, p + 320); STEP(v3, p + 352); \
            STEP(v0, p + 384); STEP(v1, p + 416); STEP(v2, p + 448); STEP(v3, p + 480); \
        } \
        for (; i < blocks; i++, p += 128) { \
            STEP(v0, p); STEP(v1, p + 32); STEP(v2, p + 64); STEP(v3, p + 96); \
        } \
    } while (0)

__attribute__((target("avx2")))
static void blocks_avx2(const unsigned char *p, size_t blocks, uint64_t lanes[16]) {
    const __m256i k = _mm256_set1_epi64x(0x9E3779B8);
    __m256i v0 = _mm256_loadu_si256((const __m256i *)(lanes + 0));
    __m256i v1 = _mm256_loadu_si256((const __m256i *)(lanes + 4));
    __m256i v2 = _mm256_loadu_si256((const __m256i *)(lanes + 8));
    __m256i v3 = _mm256_loadu_si256((const __m256i *)(lanes + 12));
    /* Four blocks a turn, then one at a time: the same steps in the same order, with a
       quarter of the loop's own instructions (23 instructions a block before, 20.75 now).
       Each turn asks for the eight cache lines two turns ahead (`prefetcht0`: a hint, which
       changes no state and never faults, so the up to 1 KB it names past the end of the
       bytes are harmless): a screen's canvas (4 MB at 375 x 667 @2x) does not fit a core's
       L2, and without the hint the loop waits for lines from L3 on top of its step chain. */
    size_t i = 0;
    VR_BLOCK_LOOPS(VR_STEP);
    _mm256_storeu_si256((__m256i *)(lanes + 0), v0);
    _mm256_storeu_si256((__m256i *)(lanes + 4), v1);
    _mm256_storeu_si256((__m256i *)(lanes + 8), v2);
    _mm256_storeu_si256((__m256i *)(lanes + 12), v3);
}

/* The same steps with the xor that ends one step and the xor that starts the next as one
   `vpternlogq` (0x96: a ^ b ^ c): the loop carries `s` = state ^ next word instead of the
   state, so a block's chain is multiply, add, shift, ternary xor (6 cycles on Zen 4, against 7
   for two separate xors) and a block is 16 vector instructions instead of 20. The states after
   the last block are those of `blocks_avx2` (the last step's xor is done alone). */
#define VR_STEP3(s, q) do { \
        __m256i t = _mm256_add_epi64((s), _mm256_mul_epu32((s), k)); \
        (s) = _mm256_ternarylogic_epi64(t, _mm256_srli_epi64(t, 32), _mm256_loadu_si256((const __m256i *)(q)), 0x96); \
    } while (0)
#define VR_LAST(s) do { \
        __m256i t = _mm256_add_epi64((s), _mm256_mul_epu32((s), k)); \
        (s) = _mm256_xor_si256(t, _mm256_srli_epi64(t, 32)); \
    } while (0)

__attribute__((target("avx2,avx512f,avx512vl")))
static void blocks_avx512vl(const unsigned char *p, size_t blocks, uint64_t lanes[16]) {
    if (blocks == 0) return;
    const __m256i k = _mm256_set1_epi64x(0x9E3779B8);
    __m256i v0 = _mm256_xor_si256(_mm256_loadu_si256((const __m256i *)(lanes + 0)), _mm256_loadu_si256((const __m256i *)p));
    __m256i v1 = _mm256_xor_si256(_mm256_loadu_si256((const __m256i *)(lanes + 4)), _mm256_loadu_si256((const __m256i *)(p + 32)));
    __m256i v2 = _mm256_xor_si256(_mm256_loadu_si256((const __m256i *)(lanes + 8)), _mm256_loadu_si256((const __m256i *)(p + 64)));
    __m256i v3 = _mm256_xor_si256(_mm256_loadu_si256((const __m256i *)(lanes + 12)), _mm256_loadu_si256((const __m256i *)(p + 96)));
    size_t i = 1;
    p += 128;
    /* Four blocks a turn with the lines two turns ahead asked for, as `blocks_avx2`. */
    VR_BLOCK_LOOPS(VR_STEP3);
    VR_LAST(v0); VR_LAST(v1); VR_LAST(v2); VR_LAST(v3);
    _mm256_storeu_si256((__m256i *)(lanes + 0), v0);
    _mm256_storeu_si256((__m256i *)(lanes + 4), v1);
    _mm256_storeu_si256((__m256i *)(lanes + 8), v2);
    _mm256_storeu_si256((__m256i *)(lanes + 12), v3);
}

/* One image step: the image lanes `g` over a row's lanes `w` (registers, not memory). */
#define VR_IMAGE(g, w) do { \
        __m256i s = _mm256_xor_si256((g), (w)); \
        s = _mm256_add_epi64(s, _mm256_mul_epu32(s, k)); \
        (g) = _mm256_xor_si256(s, _mm256_srli_epi64(s, 32)); \
    } while (0)

/* The row loop: each row's four lane groups r0…r3 from the seeds over its blocks (ROW), then
   the image's g0…g3 one step over them; a row whose bytes equal the row before it (flat areas
   of a screen: most of its rows) takes that row's lanes again without hashing (`memcmp`, which
   stops at the first difference, costs less than the hash). The same states as the portable
   loop, which hashes every row. */
#define VR_ROWS(ROW) \
    const __m256i k = _mm256_set1_epi64x((long long)VR_K); \
    const __m256i s0 = _mm256_xor_si256(_mm256_loadu_si256((const __m256i *)(vr_seeds + 0)), _mm256_set_epi64x(0, 0, 0, (long long)n)); \
    const __m256i s1 = _mm256_loadu_si256((const __m256i *)(vr_seeds + 4)); \
    const __m256i s2 = _mm256_loadu_si256((const __m256i *)(vr_seeds + 8)); \
    const __m256i s3 = _mm256_loadu_si256((const __m256i *)(vr_seeds + 12)); \
    __m256i g0 = _mm256_loadu_si256((const __m256i *)(image + 0)); \
    __m256i g1 = _mm256_loadu_si256((const __m256i *)(image + 4)); \
    __m256i g2 = _mm256_loadu_si256((const __m256i *)(image + 8)); \
    __m256i g3 = _mm256_loadu_si256((const __m256i *)(image + 12)); \
    size_t whole = n & ~(size_t)127, tail = n - whole; \
    unsigned char last[128]; \
    memset(last, 0, sizeof last); \
    __m256i r0 = s0, r1 = s1, r2 = s2, r3 = s3; \
    for (size_t r = 0; r < rows; r++) { \
        const unsigned char *a = bytes + r * stride; \
        if (r == 0 || memcmp(a, a - stride, n) != 0) { \
            r0 = s0; r1 = s1; r2 = s2; r3 = s3; \
            if (tail) memcpy(last, a + whole, tail); \
            ROW; \
        } \
        VR_IMAGE(g0, r0); VR_IMAGE(g1, r1); VR_IMAGE(g2, r2); VR_IMAGE(g3, r3); \
    } \
    _mm256_storeu_si256((__m256i *)(image + 0), g0); \
    _mm256_storeu_si256((__m256i *)(image + 4), g1); \
    _mm256_storeu_si256((__m256i *)(image + 8), g2); \
    _mm256_storeu_si256((__m256i *)(image + 12), g3); \
    if (lastRow && rows) { \
        _mm256_storeu_si256((__m256i *)(lastRow + 0), r0); \
        _mm256_storeu_si256((__m256i *)(lastRow + 4), r1); \
        _mm256_storeu_si256((__m256i *)(lastRow + 8), r2); \
        _mm256_storeu_si256((__m256i *)(lastRow + 12), r3); \
    }

/* A row with AVX2: VR_STEP over the blocks in place, then the padded one. */
#define VR_ROW_AVX2 do { \
        for (size_t p = 0; p < whole; p += 128) { \
            VR_STEP(r0, a + p); VR_STEP(r1, a + p + 32); VR_STEP(r2, a + p + 64); VR_STEP(r3, a + p + 96); \
        } \
        if (tail) { VR_STEP(r0, last); VR_STEP(r1, last + 32); VR_STEP(r2, last + 64); VR_STEP(r3, last + 96); } \
    } while (0)

/* A row with AVX-512VL: as `blocks_avx512vl`, the chains carry `state ^ next word`, a step's
   closing xor and the next one's opening xor one `vpternlogq` (VR_STEP3), VR_LAST closing. */
#define VR_X(v, q) (v) = _mm256_xor_si256((v), _mm256_loadu_si256((const __m256i *)(q)))
#define VR_ROW_AVX512 do { \
        const unsigned char *q0 = whole ? a : last; \
        VR_X(r0, q0); VR_X(r1, q0 + 32); VR_X(r2, q0 + 64); VR_X(r3, q0 + 96); \
        for (size_t p = 128; p < whole; p += 128) { \
            VR_STEP3(r0, a + p); VR_STEP3(r1, a + p + 32); VR_STEP3(r2, a + p + 64); VR_STEP3(r3, a + p + 96); \
        } \
        if (tail && whole) { VR_STEP3(r0, last); VR_STEP3(r1, last + 32); VR_STEP3(r2, last + 64); VR_STEP3(r3, last + 96); } \
        VR_LAST(r0); VR_LAST(r1); VR_LAST(r2); VR_LAST(r3); \
    } while (0)

__attribute__((target("avx2")))
static void rows_avx2(const unsigned char *bytes, size_t n, size_t stride, size_t rows, uint64_t image[16], uint64_t *lastRow) {
    VR_ROWS(VR_ROW_AVX2)
}

__attribute__((target("avx2,avx512f,avx512vl")))
static void rows_avx512vl(const unsigned char *bytes, size_t n, size_t stride, size_t rows, uint64_t image[16], uint64_t *lastRow) {
    VR_ROWS(VR_ROW_AVX512)
}

/* `count` image steps over the same row lanes, four lanes an instruction. */
__attribute__((target("avx2")))
static void repeat_avx2(const uint64_t row[16], size_t count, uint64_t image[16]) {
    const __m256i k = _mm256_set1_epi64x((long long)VR_K);
    const __m256i r0 = _mm256_loadu_si256((const __m256i *)(row + 0)), r1 = _mm256_loadu_si256((const __m256i *)(row + 4));
    const __m256i r2 = _mm256_loadu_si256((const __m256i *)(row + 8)), r3 = _mm256_loadu_si256((const __m256i *)(row + 12));
    __m256i g0 = _mm256_loadu_si256((const __m256i *)(image + 0)), g1 = _mm256_loadu_si256((const __m256i *)(image + 4));
    __m256i g2 = _mm256_loadu_si256((const __m256i *)(image + 8)), g3 = _mm256_loadu_si256((const __m256i *)(image + 12));
    for (size_t r = 0; r < count; r++) {
        VR_IMAGE(g0, r0); VR_IMAGE(g1, r1); VR_IMAGE(g2, r2); VR_IMAGE(g3, r3);
    }
    _mm256_storeu_si256((__m256i *)(image + 0), g0);
    _mm256_storeu_si256((__m256i *)(image + 4), g1);
    _mm256_storeu_si256((__m256i *)(image + 8), g2);
    _mm256_storeu_si256((__m256i *)(image + 12), g3);
}

int vr_digest_v3_blocks(const void *bytes, size_t blocks, uint64_t lanes[16]) {
    int has = has_avx2;
    if (has < 0) { has = detect_avx512vl() ? 2 : detect_avx2(); has_avx2 = has; }
    if (!has) return 0;
    if (has == 2) blocks_avx512vl((const unsigned char *)bytes, blocks, lanes);
    else blocks_avx2((const unsigned char *)bytes, blocks, lanes);
    return 1;
}

#else

int vr_digest_v3_blocks(const void *bytes, size_t blocks, uint64_t lanes[16]) {
    (void)bytes; (void)blocks; (void)lanes;
    return 0;
}

#endif

/* Which loop the version-4 functions take: 2 (AVX-512VL), 1 (AVX2), 0 (portable). */
static int vr_rows_level(int accelerated) {
#if defined(__x86_64__) && (defined(__clang__) || defined(__GNUC__))
    if (!accelerated) return 0;
    int has = has_avx2;
    if (has < 0) { has = detect_avx512vl() ? 2 : detect_avx2(); has_avx2 = has; }
    return has;
#else
    (void)accelerated;
    return 0;
#endif
}

void vr_digest_v4_rows(const void *bytes, size_t rowBytes, size_t stride, size_t rows, uint64_t image[16], int accelerated,
                       uint64_t *lastRow) {
    const unsigned char *p = (const unsigned char *)bytes;
    switch (vr_rows_level(accelerated)) {
#if defined(__x86_64__) && (defined(__clang__) || defined(__GNUC__))
    case 2: rows_avx512vl(p, rowBytes, stride, rows, image, lastRow); return;
    case 1: rows_avx2(p, rowBytes, stride, rows, image, lastRow); return;
#endif
    default: {
        uint64_t row[16];
        for (size_t r = 0; r < rows; r++) {
            row_portable(p + r * stride, rowBytes, row);
            image_steps(image, row, 1);
        }
        if (lastRow && rows) memcpy(lastRow, row, sizeof row);
    }
    }
}

void vr_digest_v4_word_row(uint32_t word, size_t rowBytes, uint64_t row[16]) {
    word_row_portable(word, rowBytes, row);
}

void vr_digest_v4_repeat(const uint64_t row[16], size_t count, uint64_t image[16], int accelerated) {
#if defined(__x86_64__) && (defined(__clang__) || defined(__GNUC__))
    if (vr_rows_level(accelerated) > 0) { repeat_avx2(row, count, image); return; }
#endif
    image_steps(image, row, count);
}
