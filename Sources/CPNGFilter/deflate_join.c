#include "png_filter.h"

#include <stdlib.h>
#include <string.h>

// Walks a raw DEFLATE stream (RFC 1951) block by block without writing its output: Huffman
// tables are read and every symbol skipped, only to learn where the final block starts and
// where its end-of-block code ends. Table-driven: one lookup per literal, two per match (the
// extra bits are in the entries), in tables as wide as the block's longest code, so they are
// small to build and stay in the cache.

#define MAX_BITS 15
#define TABLE_SIZE (1u << MAX_BITS)

typedef struct {
    const uint8_t *data;
    size_t size;
    size_t bit;  // the next bit to read
    size_t bits; // size * 8
} reader;

// The next `count` (≤ 25) bits, least significant first, zeros past the end.
static inline uint32_t peek(const reader *r, unsigned count) {
    size_t byte = r->bit >> 3;
    unsigned shift = (unsigned)(r->bit & 7);
    uint64_t v = 0;
    if (byte + 8 <= r->size) {
        memcpy(&v, r->data + byte, 8);  // little-endian hosts (x86-64, arm64)
    } else {
        for (unsigned i = 0; i < 8 && byte + i < r->size; i++) v |= (uint64_t)r->data[byte + i] << (8 * i);
    }
    return (uint32_t)((v >> shift) & ((1u << count) - 1));
}

static inline uint32_t take(reader *r, unsigned count) {
    uint32_t v = peek(r, count);
    r->bit += count;
    return v;
}

// A lookup table of a canonical Huffman code, indexed by its next `bits` input bits; 0 = no code.
// Entries are one of three kinds:
// - SYMBOLS: symbol << 4 | code length (the code-length code of a block's header);
// - LITERALS: kind << 5 | bits to skip, the length symbol's extra bits included
//   (kind 1 literal, 2 length — a distance follows —, 3 end of block);
// - DISTANCES: 1 << 5 | bits to skip, the extra bits included.
typedef struct {
    uint16_t entries[TABLE_SIZE];
    unsigned bits;
} table;

enum entry_kind { SYMBOLS, LITERALS, DISTANCES };

static const uint8_t length_extra[29] = {0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0};
static const uint8_t distance_extra[30] = {0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13};

// The entry of `symbol` with a code of `len` bits; 0 for symbols DEFLATE does not define
// (literal/length 286 and 287, distances 30 and 31), so meeting one fails the walk.
static uint16_t entry(enum entry_kind kind, unsigned symbol, unsigned len) {
    switch (kind) {
    case SYMBOLS: return (uint16_t)(symbol << 4 | len);
    case LITERALS:
        if (symbol < 256) return (uint16_t)(1u << 5 | len);
        if (symbol == 256) return (uint16_t)(3u << 5 | len);
        if (symbol < 286) return (uint16_t)(2u << 5 | (len + length_extra[symbol - 257]));
        return 0;
    default: return symbol < 30 ? (uint16_t)(1u << 5 | (len + distance_extra[symbol])) : 0;
    }
}

// Builds the lookup table of a canonical Huffman code from its code lengths (0 = unused).
// Returns 0 when the lengths over-subscribe the code space.
static int build(table *t, const uint8_t *lengths, unsigned n, enum entry_kind kind) {
    unsigned count[16] = {0};
    for (unsigned i = 0; i < n; i++) count[lengths[i]]++;
    count[0] = 0;
    int left = 1;
    unsigned longest = 1;
    for (unsigned len = 1; len < 16; len++) {
        left <<= 1;
        left -= (int)count[len];
        if (left < 0) return 0;
        if (count[len]) longest = len;
    }
    unsigned next[16];
    unsigned code = 0;
    for (unsigned len = 1; len < 16; len++) {
        code = (code + count[len - 1]) << 1;
        next[len] = code;
    }
    t->bits = longest;
    unsigned size = 1u << longest;
    memset(t->entries, 0, size * sizeof(uint16_t));
    for (unsigned sym = 0; sym < n; sym++) {
        unsigned len = lengths[sym];
        if (len == 0) continue;
        unsigned c = next[len]++;
        unsigned reversed = 0;
        for (unsigned i = 0; i < len; i++) reversed |= ((c >> i) & 1u) << (len - 1 - i);
        uint16_t e = entry(kind, sym, len);
        for (unsigned i = reversed; i < size; i += 1u << len) t->entries[i] = e;
    }
    return 1;
}

// Skips the symbols of one Huffman-coded block, through its end-of-block code.
static int skip_symbols(reader *r, const table *literals, const table *distances) {
    for (;;) {
        uint16_t e = literals->entries[peek(r, literals->bits)];
        r->bit += e & 31u;
        if (r->bit > r->bits) return 0;
        switch (e >> 5) {
        case 1: continue;
        case 2: {
            uint16_t d = distances->entries[peek(r, distances->bits)];
            if (d == 0) return 0;
            r->bit += d & 31u;
            continue;
        }
        case 3: return 1;
        default: return 0;
        }
    }
}

static int read_dynamic_tables(reader *r, table *literals, table *distances) {
    static const uint8_t order[19] = {16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15};
    unsigned hlit = take(r, 5) + 257, hdist = take(r, 5) + 1, hclen = take(r, 4) + 4;
    if (hlit > 286 || hdist > 30) return 0;
    uint8_t code_lengths[19] = {0};
    for (unsigned i = 0; i < hclen; i++) code_lengths[order[i]] = (uint8_t)take(r, 3);
    table *lengths_code = literals;  // the code-length code, in the literal table for now
    if (!build(lengths_code, code_lengths, 19, SYMBOLS)) return 0;
    uint8_t lengths[286 + 30];
    unsigned n = 0;
    while (n < hlit + hdist) {
        uint16_t e = lengths_code->entries[peek(r, lengths_code->bits)];
        if (e == 0) return 0;
        r->bit += e & 15u;
        unsigned sym = e >> 4;
        if (sym < 16) {
            lengths[n++] = (uint8_t)sym;
            continue;
        }
        unsigned repeat;
        uint8_t value = 0;
        if (sym == 16) {
            if (n == 0) return 0;
            value = lengths[n - 1];
            repeat = 3 + take(r, 2);
        } else if (sym == 17) {
            repeat = 3 + take(r, 3);
        } else {
            repeat = 11 + take(r, 7);
        }
        if (n + repeat > hlit + hdist) return 0;
        while (repeat--) lengths[n++] = value;
    }
    if (r->bit > r->bits || lengths[256] == 0) return 0;
    return build(literals, lengths, hlit, LITERALS) && build(distances, lengths + hlit, hdist, DISTANCES);
}

int screenkit_deflate_final_block(const uint8_t *data, size_t size, size_t *final_header_bit, size_t *end_bit) {
    reader r = {data, size, 0, size * 8};
    table *literals = malloc(sizeof(table));
    table *distances = malloc(sizeof(table));
    table *fixed_literals = NULL, *fixed_distances = NULL;
    int ok = 0;
    if (!literals || !distances) goto done;
    for (;;) {
        if (r.bit + 3 > r.bits) goto done;
        size_t header = r.bit;
        unsigned final = take(&r, 1);
        unsigned type = take(&r, 2);
        if (type == 0) {
            r.bit = (r.bit + 7) & ~(size_t)7;
            if (r.bit + 32 > r.bits) goto done;
            unsigned len = take(&r, 16), nlen = take(&r, 16);
            if ((len ^ 0xFFFFu) != nlen) goto done;
            r.bit += (size_t)len * 8;
            if (r.bit > r.bits) goto done;
        } else if (type == 1) {
            if (!fixed_literals) {
                fixed_literals = malloc(sizeof(table));
                fixed_distances = malloc(sizeof(table));
                if (!fixed_literals || !fixed_distances) goto done;
                uint8_t lengths[288];
                memset(lengths, 8, 144);
                memset(lengths + 144, 9, 112);
                memset(lengths + 256, 7, 24);
                memset(lengths + 280, 8, 8);
                uint8_t five[30];
                memset(five, 5, 30);
                if (!build(fixed_literals, lengths, 288, LITERALS) || !build(fixed_distances, five, 30, DISTANCES)) goto done;
            }
            if (!skip_symbols(&r, fixed_literals, fixed_distances)) goto done;
        } else if (type == 2) {
            if (!read_dynamic_tables(&r, literals, distances)) goto done;
            if (!skip_symbols(&r, literals, distances)) goto done;
        } else {
            goto done;
        }
        if (final) {
            *final_header_bit = header;
            *end_bit = r.bit;
            ok = 1;
            goto done;
        }
    }
done:
    free(literals);
    free(distances);
    free(fixed_literals);
    free(fixed_distances);
    return ok;
}

size_t screenkit_deflate_unfinal(const uint8_t *stream, size_t size, uint8_t *out) {
    size_t header, end;
    if (!screenkit_deflate_final_block(stream, size, &header, &end)) return 0;
    // The final block becomes an ordinary one, followed by an empty stored block (3 header
    // bits, zeros to the byte boundary, LEN 0, NLEN 0xFFFF): the output ends byte-aligned,
    // as zlib's sync flush leaves it, so the next stream's bytes follow as they are.
    size_t used = (end + 7) / 8;
    memcpy(out, stream, used);
    out[header >> 3] &= (uint8_t)~(1u << (header & 7));
    if (end & 7) out[used - 1] &= (uint8_t)((1u << (end & 7)) - 1);
    size_t aligned = (end + 3 + 7) / 8;
    if (aligned > used) out[used] = 0;
    out[aligned] = 0x00;
    out[aligned + 1] = 0x00;
    out[aligned + 2] = 0xFF;
    out[aligned + 3] = 0xFF;
    return aligned + 4;
}
