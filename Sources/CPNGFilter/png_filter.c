#include "png_filter.h"

#include <string.h>

// The cost of one filtered byte: its absolute value read as a signed byte, counted as at most
// 32. Clamped, a row with a few hard edges (text, a photo's border) is not charged for them as
// if they were noise: on screens the choice then compresses some 1–2 % smaller.
static inline uint32_t cost(uint8_t v) {
    int32_t s = (int8_t)v;
    s = s < 0 ? -s : s;
    return (uint32_t)(s < 32 ? s : 32);
}

static inline uint8_t average(uint8_t left, uint8_t up) { return (uint8_t)(((uint32_t)left + (uint32_t)up) >> 1); }

static inline uint8_t paeth(uint8_t left, uint8_t up, uint8_t upLeft) {
    int32_t a = left, b = up, c = upLeft;
    int32_t pa = b - c, pb = a - c, pc = a + b - 2 * c;
    pa = pa < 0 ? -pa : pa;
    pb = pb < 0 ? -pb : pb;
    pc = pc < 0 ? -pc : pc;
    int32_t bc = pb <= pc ? b : c;
    return (uint8_t)((pa <= pb && pa <= pc) ? a : bc);
}

// Sums are 64-bit per row but accumulated in 32-bit blocks, short enough never to overflow.
#define BLOCK 8192

// One pass a row for all three costs: clang's -O2 (SwiftPM's release C flags) vectorizes the
// loop as it is (2.9 ms for half of a 1206×2622 RGBA screen, against 10 ms for the five
// separate cost loops of the minimum-sum choice over all five filters).
static void sums(const uint8_t *row, const uint8_t *prior, size_t count, size_t bpp, uint64_t totals[3]) {
    uint64_t none = 0, sub = 0, up = 0;
    size_t head = bpp < count ? bpp : count;
    for (size_t i = 0; i < head; i++) {
        none += cost(row[i]);
        sub += cost(row[i]);
        up += cost((uint8_t)(row[i] - prior[i]));
    }
    for (size_t start = head; start < count; start += BLOCK) {
        size_t end = count - start < BLOCK ? count : start + BLOCK;
        uint32_t n = 0, s = 0, u = 0;
        for (size_t i = start; i < end; i++) {
            n += cost(row[i]);
            s += cost((uint8_t)(row[i] - row[i - bpp]));
            u += cost((uint8_t)(row[i] - prior[i]));
        }
        none += n;
        sub += s;
        up += u;
    }
    totals[0] = none;
    totals[1] = sub;
    totals[2] = up;
}

static void write_filtered(int filter, const uint8_t *row, const uint8_t *prior, size_t count, size_t bpp, uint8_t *out) {
    size_t head = bpp < count ? bpp : count;
    switch (filter) {
    case 0: memcpy(out, row, count); break;
    case 1:
        for (size_t i = 0; i < head; i++) out[i] = row[i];
        for (size_t i = head; i < count; i++) out[i] = (uint8_t)(row[i] - row[i - bpp]);
        break;
    case 2:
        for (size_t i = 0; i < count; i++) out[i] = (uint8_t)(row[i] - prior[i]);
        break;
    case 3:
        for (size_t i = 0; i < head; i++) out[i] = (uint8_t)(row[i] - (prior[i] >> 1));
        for (size_t i = head; i < count; i++) out[i] = (uint8_t)(row[i] - average(row[i - bpp], prior[i]));
        break;
    default:
        for (size_t i = 0; i < head; i++) out[i] = (uint8_t)(row[i] - prior[i]);
        for (size_t i = head; i < count; i++) out[i] = (uint8_t)(row[i] - paeth(row[i - bpp], prior[i], prior[i - bpp]));
        break;
    }
}

void screenkit_png_filter_row(const uint8_t *row, const uint8_t *prior, size_t count, size_t bpp, uint8_t *out) {
    // Average and Paeth are not tried: on screens they were chosen for a third of the rows
    // and made the files larger, not smaller (1,198 against 1,213 KiB on the @3x benchmark
    // screen, libdeflate level 4), at three times the filtering time.
    uint64_t totals[3];
    sums(row, prior, count, bpp, totals);
    int best = 0;
    for (int filter = 1; filter < 3; filter++) {
        if (totals[filter] < totals[best]) best = filter;
    }
    out[0] = (uint8_t)best;
    write_filtered(best, row, prior, count, bpp, out + 1);
}

void screenkit_png_filter_row_fixed(const uint8_t *row, const uint8_t *prior, size_t count, size_t bpp, int filter, uint8_t *out) {
    int chosen = filter >= 0 && filter <= 4 ? filter : 0;
    out[0] = (uint8_t)chosen;
    write_filtered(chosen, row, prior, count, bpp, out + 1);
}

void screenkit_png_pack_rgb(const uint32_t *pixels, size_t width, uint8_t *out) {
    for (size_t x = 0; x < width; x++) {
        uint32_t p = pixels[x];
        out[3 * x] = (uint8_t)(p >> 16);
        out[3 * x + 1] = (uint8_t)(p >> 8);
        out[3 * x + 2] = (uint8_t)p;
    }
}

void screenkit_png_pack_rgba(const uint32_t *pixels, size_t width, const uint8_t *table, uint8_t *out) {
    for (size_t x = 0; x < width; x++) {
        uint32_t p = pixels[x];
        size_t a = p >> 24;
        out[4 * x] = table[a << 8 | (p >> 16 & 0xFF)];
        out[4 * x + 1] = table[a << 8 | (p >> 8 & 0xFF)];
        out[4 * x + 2] = table[a << 8 | (p & 0xFF)];
        out[4 * x + 3] = (uint8_t)a;
    }
}

void screenkit_png_filter_row_bigrams(
    const uint8_t *row, const uint8_t *prior, size_t count, size_t bpp, uint8_t *out, uint8_t *scratch, uint64_t *seen) {
    // The filter whose output has the fewest distinct byte pairs: repeated pairs are what
    // DEFLATE's matches and Huffman codes feed on (oxipng's "Bigrams" heuristic). Ties keep
    // the first filter in the order None, Sub, Up, Average, Paeth.
    int best = 0;
    size_t bestCount = (size_t)-1;
    for (int filter = 0; filter <= 4; filter++) {
        write_filtered(filter, row, prior, count, bpp, scratch);
        memset(seen, 0, 1024 * sizeof(uint64_t));
        size_t distinct = 0;
        for (size_t i = 1; i < count; i++) {
            uint32_t pair = (uint32_t)scratch[i - 1] << 8 | scratch[i];
            uint64_t bit = 1ull << (pair & 63);
            if (!(seen[pair >> 6] & bit)) {
                seen[pair >> 6] |= bit;
                distinct++;
            }
        }
        if (distinct < bestCount) {
            bestCount = distinct;
            best = filter;
        }
    }
    out[0] = (uint8_t)best;
    write_filtered(best, row, prior, count, bpp, out + 1);
}
