#include "vr_digest.h"

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
