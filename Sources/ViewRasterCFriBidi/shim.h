#include <stdlib.h>
#include <fribidi.h>
#include <stdint.h>

/* The Unicode bidi algorithm (rules P2 to I2) over one paragraph of `len` code points:
 * writes each code point's embedding level into `levels` and returns the paragraph's
 * resolved base level (0 left-to-right, 1 right-to-left), or -1 when FriBidi fails.
 * `base` is 0 for auto (the first strong character, left-to-right when there is none),
 * 1 for left-to-right, 2 for right-to-left. */
static inline int vr_fribidi_levels(const uint32_t *str, int len, int base, uint8_t *levels) {
    if (len <= 0) return base == 2 ? 1 : 0;
    FriBidiCharType *types = (FriBidiCharType *)malloc(sizeof(FriBidiCharType) * (size_t)len);
    FriBidiBracketType *brackets = (FriBidiBracketType *)malloc(sizeof(FriBidiBracketType) * (size_t)len);
    if (!types || !brackets) { free(types); free(brackets); return -1; }
    fribidi_get_bidi_types((const FriBidiChar *)str, len, types);
    fribidi_get_bracket_types((const FriBidiChar *)str, len, types, brackets);
    FriBidiParType dir = base == 1 ? FRIBIDI_PAR_LTR : (base == 2 ? FRIBIDI_PAR_RTL : FRIBIDI_PAR_ON);
    FriBidiLevel max = fribidi_get_par_embedding_levels_ex(types, brackets, len, &dir, (FriBidiLevel *)levels);
    free(types); free(brackets);
    if (max == 0) return -1;
    return FRIBIDI_IS_RTL(dir) ? 1 : 0;
}
