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

#endif
