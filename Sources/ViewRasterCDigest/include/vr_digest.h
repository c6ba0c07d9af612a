#ifndef VR_DIGEST_H
#define VR_DIGEST_H
#include <stddef.h>
#include <stdint.h>

/// The block loop of ViewRasterTesting's version-3 pixel digest with AVX2 (four 64-bit lanes
/// per instruction where the portable loop has two; with AVX-512VL, each step's closing xor
/// and the next step's opening xor as one `vpternlogq`): for each of `blocks` 128-byte blocks at
/// `bytes`, lane i (0…15) steps over the little-endian word at offset 8·i with
/// `s ^= w; s += lo32(s) · 0x9E3779B8; s ^= s >> 32`, `lanes` holding the sixteen states in and
/// out. Returns 1 when it ran, 0 (lanes untouched) where AVX2 is not available: the caller
/// then runs its own loop, which gives the same states.
int vr_digest_v3_blocks(const void *bytes, size_t blocks, uint64_t lanes[16]);

/// The row loop of ViewRasterTesting's version-4 pixel digest: for each of `rows` rows of
/// `rowBytes` bytes (row r at `bytes + r · stride`), sixteen row lanes start from the
/// version-3 seeds (lane 0 xor `rowBytes`) and step, lane i over the little-endian word at
/// offset 8·i of each 128-byte block of the row (the last block zero-padded), with
/// `s ^= w; s += lo32(s) · 0x9E3779B8; s ^= s >> 32`; then each image lane i in `image` steps
/// once over row lane i's state, the same way. With AVX2 (AVX-512VL where the CPU has it) when
/// `accelerated` is non-zero, a row whose bytes equal the row before it in the call takes that
/// row's lanes again without hashing; else one lane at a time, every row: the same states.
/// When `lastRow` is not NULL and `rows` > 0, the last row's sixteen row lanes are stored
/// there (a row after it that repeats it steps the image over them: `vr_digest_v4_repeat`).
void vr_digest_v4_rows(const void *bytes, size_t rowBytes, size_t stride, size_t rows, uint64_t image[16], int accelerated,
                       uint64_t *lastRow);

/// The sixteen row lanes (as `vr_digest_v4_rows` computes them) of a row of `rowBytes` bytes
/// that repeats the 32-bit little-endian word `word`: a background row, without its bytes.
void vr_digest_v4_word_row(uint32_t word, size_t rowBytes, uint64_t row[16]);

/// `count` image steps over the same row lanes `row` (`count` equal rows after their lanes);
/// four lanes an instruction with AVX2 when `accelerated` is non-zero (the same states).
void vr_digest_v4_repeat(const uint64_t row[16], size_t count, uint64_t image[16], int accelerated);

#endif
