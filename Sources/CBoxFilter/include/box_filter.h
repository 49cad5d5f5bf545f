#ifndef SCREENKIT_BOX_FILTER_H
#define SCREENKIT_BOX_FILTER_H

#include <stddef.h>
#include <stdint.h>

/// One destination row or column of a box-filtered scale: the first source index its kernel
/// covers (may lie outside the image; edges are padded) and its sub-pixel phase.
typedef struct {
    int32_t first;
    int32_t phase;
} screenkit_box_tap;

/// Scales premultiplied ARGB32 pixels with a separable box kernel whose 2-D weights are given
/// per (row phase, column phase) as `weights[((py * x_phases) + px) * ch * cw + i * cw + j]`
/// (16.16, each already the rounded product of the two axes' weights, none above 65536).
/// Each channel is the weighted sum, rounded at 16 bits and clamped to 0...255, exactly as
/// pixman's separable convolution computes it. `alpha` is or-ed into every source pixel
/// (0xff000000 for RGB24 sources). `ready[py]` says whether the weights of row phase `py` are
/// filled in; rows of other phases are not drawn. Uses SSE2 where the compiler targets it,
/// plain C elsewhere: the same integers either way.
void screenkit_box_scale(
    const uint32_t *source, ptrdiff_t source_stride, int32_t source_width, int32_t source_height, uint32_t alpha,
    uint32_t *target, ptrdiff_t target_stride, int32_t width, int32_t height,
    const screenkit_box_tap *columns, int32_t cw, int32_t x_phases,
    const screenkit_box_tap *rows, int32_t ch,
    const uint32_t *weights);

#endif
