#include "box_filter.h"

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
/// pair of products summed by pmaddwd. A weight (at most 65536) is split into its high and low
/// bytes so that both halves fit signed 16-bit lanes; the sums are recombined exactly.
static inline uint32_t pixel_inside(
    const uint32_t *const *row_pointers, int32_t ch, int32_t first, int32_t cw, __m128i alpha, const uint32_t *w) {
    const __m128i zero = _mm_setzero_si128();
    __m128i lo = zero, hi = zero;
    for (int32_t i = 0; i < ch; i++) {
        const uint32_t *p = row_pointers[i] + first;
        const uint32_t *f = w + i * cw;
        int32_t j = 0;
        for (; j + 2 <= cw; j += 2) {
            __m128i px = _mm_or_si128(_mm_loadl_epi64((const __m128i *)(const void *)(p + j)), alpha);
            __m128i wide = _mm_unpacklo_epi8(px, zero);                       // b0 g0 r0 a0 b1 g1 r1 a1
            __m128i pairs = _mm_unpacklo_epi16(wide, _mm_srli_si128(wide, 8));  // b0 b1 g0 g1 r0 r1 a0 a1
            uint32_t f0 = f[j], f1 = f[j + 1];
            __m128i wl = _mm_set1_epi32((int32_t)((f0 & 0xff) | (f1 & 0xff) << 16));
            __m128i wh = _mm_set1_epi32((int32_t)((f0 >> 8) | (f1 >> 8) << 16));
            lo = _mm_add_epi32(lo, _mm_madd_epi16(pairs, wl));
            hi = _mm_add_epi32(hi, _mm_madd_epi16(pairs, wh));
        }
        if (j < cw) {
            __m128i px = _mm_or_si128(_mm_cvtsi32_si128((int32_t)p[j]), alpha);
            __m128i wide = _mm_unpacklo_epi8(px, zero);                       // b g r a 0 0 0 0
            __m128i pairs = _mm_unpacklo_epi16(wide, zero);                  // b 0 g 0 r 0 a 0
            uint32_t f0 = f[j];
            lo = _mm_add_epi32(lo, _mm_madd_epi16(pairs, _mm_set1_epi32((int32_t)(f0 & 0xff))));
            hi = _mm_add_epi32(hi, _mm_madd_epi16(pairs, _mm_set1_epi32((int32_t)(f0 >> 8))));
        }
    }
    // sum = hi * 256 + lo per channel (b, g, r, a), then rounded at 16 bits.
    __m128i sum = _mm_add_epi32(_mm_slli_epi32(hi, 8), lo);
    sum = _mm_srai_epi32(_mm_add_epi32(sum, _mm_set1_epi32(0x8000)), 16);
    __m128i packed = _mm_packs_epi32(sum, zero);    // signed saturation to 16 bits
    packed = _mm_packus_epi16(packed, zero);        // clamp to 0...255
    return (uint32_t)_mm_cvtsi128_si32(packed);
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
#endif
    for (int32_t line = 0; line < height; line++) {
        for (int32_t i = 0; i < ch; i++) row_pointers[i] = source + (ptrdiff_t)clamp_index(rows[line].first + i, last_y) * source_stride;
        const uint32_t *table = weights + (ptrdiff_t)rows[line].phase * x_phases * kernel;
        uint32_t *out = target + (ptrdiff_t)line * target_stride;
        for (int32_t k = 0; k < width; k++) {
            int32_t first = columns[k].first;
            const uint32_t *w = table + (ptrdiff_t)columns[k].phase * kernel;
#if defined(__SSE2__)
            if (first >= 0 && first + cw <= source_width) {
                out[k] = pixel_inside(row_pointers, ch, first, cw, alpha_vector, w);
                continue;
            }
#endif
            out[k] = pixel_padded(row_pointers, ch, first, cw, last_x, alpha, w);
        }
    }
}
