#ifndef SCREENKIT_PNG_FILTER_H
#define SCREENKIT_PNG_FILTER_H

#include <stddef.h>
#include <stdint.h>

/// Filters one scanline of `count` bytes (`prior` is the raw scanline above, zeros for the
/// first) into `out[0]` = filter type and `out[1...count]` (PNG spec section 9). The filter is
/// None, Sub or Up, whichever output has the smallest sum of its bytes' absolute values read
/// as signed and counted as at most 32 (libpng's heuristic, clamped, over the three filters
/// that suit screens), the first minimum in that order, so the choice depends only on the
/// bytes. One vectorized pass for the three sums; no allocation.
void screenkit_png_filter_row(const uint8_t *row, const uint8_t *prior, size_t count, size_t bpp, uint8_t *out);

/// Filters one scanline with the given filter (0 None, 1 Sub, 2 Up, 3 Average, 4 Paeth; any
/// other value means None) into `out[0]` = filter type and `out[1...count]`.
void screenkit_png_filter_row_fixed(const uint8_t *row, const uint8_t *prior, size_t count, size_t bpp, int filter, uint8_t *out);

/// Filters one scanline with the filter whose output has the fewest distinct pairs of
/// consecutive bytes (oxipng's "Bigrams"): slower than the minimum sum, and some 3 % smaller
/// once compressed, for files written once and kept. `scratch` holds `count` bytes, `seen`
/// 1024 words.
void screenkit_png_filter_row_bigrams(
    const uint8_t *row, const uint8_t *prior, size_t count, size_t bpp, uint8_t *out, uint8_t *scratch, uint64_t *seen);

/// Writes `width` premultiplied ARGB32 pixels as 8-bit RGB bytes (`out`: 3 × width bytes).
void screenkit_png_pack_rgb(const uint32_t *pixels, size_t width, uint8_t *out);

/// Writes `width` premultiplied ARGB32 pixels as straight 8-bit RGBA bytes (`out`: 4 × width
/// bytes), un-premultiplied with `table[a << 8 | c]`.
void screenkit_png_pack_rgba(const uint32_t *pixels, size_t width, const uint8_t *table, uint8_t *out);

/// Finds, in the raw DEFLATE stream `data`, the bit where its final block's header starts and
/// the bit just past that block's end-of-block code (bits counted least significant first).
/// Returns 0 when `data` is not a well-formed stream that ends with a final block.
int screenkit_deflate_final_block(const uint8_t *data, size_t size, size_t *final_header_bit, size_t *end_bit);

/// Copies the raw DEFLATE stream `stream` into `out` (capacity `size + 5`) as a part that
/// another stream may follow: its final block made non-final and an empty stored block added,
/// so it ends on a byte boundary. Returns the bytes written, or 0 when `stream` is not a
/// well-formed DEFLATE stream.
size_t screenkit_deflate_unfinal(const uint8_t *stream, size_t size, uint8_t *out);

/// Compresses `n` bytes of filtered scanlines as raw DEFLATE (RFC 1951, ending with a final
/// block) with matches at the previous byte, the previous pixel (`bpp` bytes back), the row
/// above (`row_bytes` back, the filter byte included; 0 for none) and one hashed earlier
/// place, and dynamic Huffman codes per half megabyte. Returns the bytes written, or 0 when
/// they would exceed `cap`. The bytes depend only on the input and the arguments.
size_t screenkit_run_deflate(const uint8_t *in, size_t n, size_t bpp, size_t row_bytes, uint8_t *out, size_t cap);

#endif
