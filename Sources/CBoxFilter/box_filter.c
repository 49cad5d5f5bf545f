#include "box_filter.h"

#include <stdlib.h>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

static inline int32_t clamp_index(int32_t v, int32_t last) { return v < 0 ? 0 : (v > last ? last : v); }

static inline uint32_t channel(int64_t sum) {
    int64_t v = (sum + 0x8000) >> 16;
    return (uint32_t)(v < 0 ? 0 : (v > 255 ? 255 : v));
}

/// One destination pixel through clamped indices: any column, any row.
static uint32_t pixel_padded(
    const uint32_t *const *row_pointers, int32_t ch, int32_t first, int32_t cw, int32_t last_x, uint32_t alpha,
    const uint32_t *w) {
    int64_t a = 0, r = 0, g = 0, b = 0;
    for (int32_t i = 0; i < ch; i++) {
        const uint32_t *row = row_pointers[i];
        for (int32_t j = 0; j < cw; j++) {
            uint32_t p = row[clamp_index(first + j, last_x)] | alpha;
            int64_t f = (int64_t)w[i * cw + j];
            a += (int64_t)(p >> 24) * f;
            r += (int64_t)((p >> 16) & 0xff) * f;
            g += (int64_t)((p >> 8) & 0xff) * f;
            b += (int64_t)(p & 0xff) * f;
        }
    }
    return channel(a) << 24 | channel(r) << 16 | channel(g) << 8 | channel(b);
}

#if defined(__SSE2__)
/// One destination pixel whose kernel lies inside the row: two taps at a time, each channel's
/// pair of products summed by pmaddwd. A weight (at most 65536) is split into its low and high
/// bytes so that both halves fit signed 16-bit lanes (`pairs`: per row of the kernel and pair
/// of taps, the two low bytes and the two high bytes as 16-bit halves); the sums are
/// recombined exactly.
static inline uint32_t pixel_inside(
    const uint32_t *const *row_pointers, int32_t ch, int32_t first, int32_t cw, __m128i alpha, const uint32_t *pairs) {
    const __m128i zero = _mm_setzero_si128();
    __m128i lo = zero, hi = zero;
    int32_t per_row = ((cw + 1) >> 1) * 2;
    for (int32_t i = 0; i < ch; i++) {
        const uint32_t *p = row_pointers[i] + first;
        const uint32_t *f = pairs + i * per_row;
        int32_t j = 0;
        for (; j + 2 <= cw; j += 2, f += 2) {
            __m128i px = _mm_or_si128(_mm_loadl_epi64((const __m128i *)(const void *)(p + j)), alpha);
            __m128i wide = _mm_unpacklo_epi8(px, zero);                       // b0 g0 r0 a0 b1 g1 r1 a1
            __m128i taps = _mm_unpacklo_epi16(wide, _mm_srli_si128(wide, 8));  // b0 b1 g0 g1 r0 r1 a0 a1
            lo = _mm_add_epi32(lo, _mm_madd_epi16(taps, _mm_set1_epi32((int32_t)f[0])));
            hi = _mm_add_epi32(hi, _mm_madd_epi16(taps, _mm_set1_epi32((int32_t)f[1])));
        }
        if (j < cw) {
            __m128i px = _mm_or_si128(_mm_cvtsi32_si128((int32_t)p[j]), alpha);
            __m128i taps = _mm_unpacklo_epi16(_mm_unpacklo_epi8(px, zero), zero);  // b 0 g 0 r 0 a 0
            lo = _mm_add_epi32(lo, _mm_madd_epi16(taps, _mm_set1_epi32((int32_t)f[0])));
            hi = _mm_add_epi32(hi, _mm_madd_epi16(taps, _mm_set1_epi32((int32_t)f[1])));
        }
    }
    // sum = hi * 256 + lo per channel (b, g, r, a), then rounded at 16 bits.
    __m128i sum = _mm_add_epi32(_mm_slli_epi32(hi, 8), lo);
    sum = _mm_srai_epi32(_mm_add_epi32(sum, _mm_set1_epi32(0x8000)), 16);
    __m128i packed = _mm_packs_epi32(sum, zero);    // signed saturation to 16 bits
    packed = _mm_packus_epi16(packed, zero);        // clamp to 0...255
    return (uint32_t)_mm_cvtsi128_si32(packed);
}

/// The weights of one kernel (`ch` rows of `cw`) as ``pixel_inside`` reads them.
static void split_weights(const uint32_t *w, int32_t cw, int32_t ch, uint32_t *out) {
    for (int32_t i = 0; i < ch; i++) {
        for (int32_t j = 0; j < cw; j += 2) {
            uint32_t f0 = w[i * cw + j], f1 = j + 1 < cw ? w[i * cw + j + 1] : 0;
            *out++ = (f0 & 0xff) | (f1 & 0xff) << 16;
            *out++ = (f0 >> 8) | (f1 >> 8) << 16;
        }
    }
}
#endif

void screenkit_box_scale(
    const uint32_t *source, ptrdiff_t source_stride, int32_t source_width, int32_t source_height, uint32_t alpha,
    uint32_t *target, ptrdiff_t target_stride, int32_t width, int32_t height,
    const screenkit_box_tap *columns, int32_t cw, int32_t x_phases,
    const screenkit_box_tap *rows, int32_t ch,
    const uint32_t *weights) {
    const uint32_t *row_pointers[64];
    if (ch > 64) return;
    int32_t last_x = source_width - 1, last_y = source_height - 1;
    int32_t kernel = cw * ch;
#if defined(__SSE2__)
    __m128i alpha_vector = _mm_set1_epi32((int32_t)alpha);
    // The kernels split for pmaddwd, per row phase, made the first time a row of it is drawn.
    int32_t y_phases = 0;
    for (int32_t line = 0; line < height; line++) if (rows[line].phase >= y_phases) y_phases = rows[line].phase + 1;
    int32_t split_size = ch * ((cw + 1) >> 1) * 2;
    uint32_t *split = malloc(sizeof(uint32_t) * (size_t)split_size * (size_t)x_phases * (size_t)y_phases);
    unsigned char *made = calloc((size_t)y_phases, 1);
    if (!made) {
        free(split);
        split = NULL;
    }
#endif
    for (int32_t line = 0; line < height; line++) {
        for (int32_t i = 0; i < ch; i++) row_pointers[i] = source + (ptrdiff_t)clamp_index(rows[line].first + i, last_y) * source_stride;
        const uint32_t *table = weights + (ptrdiff_t)rows[line].phase * x_phases * kernel;
#if defined(__SSE2__)
        const uint32_t *row_split = NULL;
        if (split) {
            uint32_t *phase_split = split + (ptrdiff_t)rows[line].phase * x_phases * split_size;
            if (!made[rows[line].phase]) {
                made[rows[line].phase] = 1;
                for (int32_t px = 0; px < x_phases; px++) split_weights(table + (ptrdiff_t)px * kernel, cw, ch, phase_split + (ptrdiff_t)px * split_size);
            }
            row_split = phase_split;
        }
#endif
        uint32_t *out = target + (ptrdiff_t)line * target_stride;
        for (int32_t k = 0; k < width; k++) {
            int32_t first = columns[k].first;
#if defined(__SSE2__)
            if (row_split && first >= 0 && first + cw <= source_width) {
                out[k] = pixel_inside(row_pointers, ch, first, cw, alpha_vector, row_split + (ptrdiff_t)columns[k].phase * split_size);
                continue;
            }
#endif
            out[k] = pixel_padded(row_pointers, ch, first, cw, last_x, alpha, table + (ptrdiff_t)columns[k].phase * kernel);
        }
    }
#if defined(__SSE2__)
    free(split);
    free(made);
#endif
}
