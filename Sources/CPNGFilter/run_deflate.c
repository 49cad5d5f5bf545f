#include "png_filter.h"

#include <pthread.h>
#include <stdlib.h>
#include <string.h>

// A DEFLATE coder for filtered screenshots (RFC 1950/1951): matches are looked for at three
// distances — the previous byte (runs), the previous pixel and the same byte of the row
// above, which is where a screen's filtered scanlines repeat — and, where none of them
// matches, at the last place the same four bytes began (one hash slot, no chains).
// Each block of input gets its own Huffman codes (length-limited, canonical). No hash tables,
// no search: a few comparisons per position, so it runs several times faster than any
// LZ77 search while keeping most of what a screen's flat areas are worth.

enum { CHUNK = 1 << 19, MAX_MATCH = 258, MIN_MATCH = 4, HASH_BITS = 14 };

typedef struct {
    uint8_t *out;
    size_t cap;
    size_t pos;
    uint64_t acc;
    unsigned bits;
    int overflow;
} bit_writer;

static inline void put_bits(bit_writer *w, uint32_t value, unsigned count) {
    w->acc |= (uint64_t)value << w->bits;
    w->bits += count;
    if (w->bits >= 32) {
        if (w->pos + 4 > w->cap) {
            w->overflow = 1;
            w->pos = 0;
        }
        uint32_t word = (uint32_t)w->acc;
        memcpy(w->out + w->pos, &word, 4);  // little-endian hosts (x86-64, arm64)
        w->pos += 4;
        w->acc >>= 32;
        w->bits -= 32;
    }
}

static void flush_bits(bit_writer *w) {
    while (w->bits > 0) {
        if (w->pos + 1 > w->cap) {
            w->overflow = 1;
            return;
        }
        w->out[w->pos++] = (uint8_t)w->acc;
        w->acc >>= 8;
        w->bits = w->bits > 8 ? w->bits - 8 : 0;
    }
    w->acc = 0;
}

static const uint16_t length_base[29] = {3,  4,  5,  6,  7,  8,  9,  10, 11,  13,  15,  17,  19,  23, 27,
                                         31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258};
static const uint8_t length_extra[29] = {0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0};
static const uint16_t dist_base[30] = {1,   2,   3,   4,   5,   7,    9,    13,   17,   25,   33,   49,   65,    97,    129,
                                       193, 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577};
static const uint8_t dist_extra[30] = {0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13};
static const uint8_t code_length_order[19] = {16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15};

static uint8_t length_code_of[MAX_MATCH + 1];  // length → index into length_base
// distance → code, as zlib indexes it: distance - 1 below 256, else 256 + (distance - 1) / 128.
static uint8_t dist_code_table[512];
static pthread_once_t tables_once = PTHREAD_ONCE_INIT;

static void build_tables(void) {
    for (int code = 0; code < 29; code++) {
        int span = 1 << length_extra[code];
        for (int l = length_base[code]; l < length_base[code] + span && l <= MAX_MATCH; l++) length_code_of[l] = (uint8_t)code;
    }
    length_code_of[MAX_MATCH] = 28;
    for (int code = 0; code < 30; code++) {
        unsigned span = 1u << dist_extra[code];
        for (unsigned d = dist_base[code]; d < dist_base[code] + span && d <= 32768; d++) {
            unsigned i = d - 1 < 256 ? d - 1 : 256 + ((d - 1) >> 7);
            dist_code_table[i] = (uint8_t)code;
        }
    }
}

// Built once per process; workers encoding at once wait for the first.
static void prepare_tables(void) { pthread_once(&tables_once, build_tables); }

static inline int dist_code_of(unsigned d) { return dist_code_table[d - 1 < 256 ? d - 1 : 256 + ((d - 1) >> 7)]; }

// Huffman code lengths for `n` symbols of `freq`, none longer than `limit`: a Huffman tree
// over the used symbols, then JPEG's Annex K.3 adjustment of the length counts, the shortest
// lengths given to the most frequent symbols. At least two symbols must be used.
static void code_lengths(const uint32_t *freq, int n, int limit, uint8_t *lengths) {
    int symbols[320];
    int used = 0;
    for (int i = 0; i < n; i++) {
        lengths[i] = 0;
        if (freq[i]) symbols[used++] = i;
    }
    // Sort used symbols by frequency, ascending (insertion sort: n ≤ 286).
    for (int i = 1; i < used; i++) {
        int s = symbols[i], j = i - 1;
        while (j >= 0 && (freq[symbols[j]] > freq[s] || (freq[symbols[j]] == freq[s] && symbols[j] > s))) {
            symbols[j + 1] = symbols[j];
            j--;
        }
        symbols[j + 1] = s;
    }
    // Two-queue Huffman construction over leaves 0..used-1 and internal nodes used..2used-2.
    uint64_t weight[640];
    int parent[640];
    for (int i = 0; i < used; i++) weight[i] = freq[symbols[i]];
    int leaf = 0, node = used, next = used;
    for (int k = 0; k < used - 1; k++) {
        int pick[2];
        for (int t = 0; t < 2; t++) {
            if (leaf < used && (node >= next || weight[leaf] <= weight[node])) pick[t] = leaf++;
            else pick[t] = node++;
        }
        weight[next] = weight[pick[0]] + weight[pick[1]];
        parent[pick[0]] = next;
        parent[pick[1]] = next;
        next++;
    }
    int root = next - 1;
    int depth[640];
    depth[root] = 0;
    for (int i = root - 1; i >= 0; i--) depth[i] = depth[parent[i]] + 1;
    int count[64] = {0};
    for (int i = 0; i < used; i++) count[depth[i] > 63 ? 63 : depth[i]]++;
    for (int i = 63; i > limit; i--) {
        while (count[i] > 0) {
            int j = i - 2;
            while (count[j] == 0) j--;
            count[i] -= 2;
            count[i - 1] += 1;
            count[j + 1] += 2;
            count[j] -= 1;
        }
    }
    // Most frequent (end of the sorted list) get the shortest lengths.
    int s = used - 1;
    for (int len = 1; len <= limit; len++) {
        for (int c = 0; c < count[len]; c++) lengths[symbols[s--]] = (uint8_t)len;
    }
}

// Canonical codes, bit-reversed for the LSB-first stream.
static void canonical_codes(const uint8_t *lengths, int n, uint16_t *codes) {
    int count[16] = {0};
    for (int i = 0; i < n; i++) count[lengths[i]]++;
    count[0] = 0;
    int next[16];
    int code = 0;
    for (int len = 1; len < 16; len++) {
        code = (code + count[len - 1]) << 1;
        next[len] = code;
    }
    for (int i = 0; i < n; i++) {
        int len = lengths[i];
        if (!len) {
            codes[i] = 0;
            continue;
        }
        unsigned c = (unsigned)next[len]++, r = 0;
        for (int b = 0; b < len; b++) r |= ((c >> b) & 1u) << (len - 1 - b);
        codes[i] = (uint16_t)r;
    }
}

static inline size_t match_length(const uint8_t *in, size_t at, size_t distance, size_t limit) {
    const uint8_t *a = in + at, *b = in + at - distance;
    size_t len = 0;
    while (len + 8 <= limit) {
        uint64_t x, y;
        memcpy(&x, a + len, 8);
        memcpy(&y, b + len, 8);
        uint64_t diff = x ^ y;
        if (diff) return len + (size_t)(__builtin_ctzll(diff) >> 3);
        len += 8;
    }
    while (len < limit && a[len] == b[len]) len++;
    return len;
}

// Tokens: a literal is its byte; a match is 0x80000000 | length << 16 | distance.
static void write_block(bit_writer *w, const uint32_t *tokens, size_t count, int last) {
    uint32_t lit_freq[286] = {0}, dist_freq[30] = {0};
    for (size_t t = 0; t < count; t++) {
        uint32_t tok = tokens[t];
        if (tok & 0x80000000u) {
            lit_freq[257 + length_code_of[(tok >> 16) & 0x1ff]]++;
            dist_freq[dist_code_of(tok & 0xffff)]++;
        } else {
            lit_freq[tok]++;
        }
    }
    lit_freq[256] = 1;
    // Both alphabets need two used symbols for a complete code.
    int lit_used = 0, dist_used = 0;
    for (int i = 0; i < 286; i++) lit_used += lit_freq[i] != 0;
    for (int i = 0; i < 30; i++) dist_used += dist_freq[i] != 0;
    if (lit_used < 2) lit_freq[lit_freq[0] ? 1 : 0] = 1;
    if (dist_used < 2) {
        if (!dist_freq[0]) dist_freq[0] = 1;
        else dist_freq[1] = 1;
        if (dist_used == 0) dist_freq[1] = 1;
    }
    uint8_t lit_len[286], dist_len[30];
    code_lengths(lit_freq, 286, 15, lit_len);
    code_lengths(dist_freq, 30, 15, dist_len);
    int hlit = 286;
    while (hlit > 257 && !lit_len[hlit - 1]) hlit--;
    int hdist = 30;
    while (hdist > 1 && !dist_len[hdist - 1]) hdist--;
    // The code lengths themselves, one symbol each (0–15), coded with a 7-bit-limited code.
    uint32_t cl_freq[19] = {0};
    for (int i = 0; i < hlit; i++) cl_freq[lit_len[i]]++;
    for (int i = 0; i < hdist; i++) cl_freq[dist_len[i]]++;
    int cl_used = 0;
    for (int i = 0; i < 19; i++) cl_used += cl_freq[i] != 0;
    if (cl_used < 2) cl_freq[cl_freq[0] ? 1 : 0] = 1;
    uint8_t cl_len[19];
    code_lengths(cl_freq, 19, 7, cl_len);
    uint16_t cl_code[19], lit_code[286], dist_code[30];
    canonical_codes(cl_len, 19, cl_code);
    canonical_codes(lit_len, 286, lit_code);
    canonical_codes(dist_len, 30, dist_code);
    int hclen = 19;
    while (hclen > 4 && !cl_len[code_length_order[hclen - 1]]) hclen--;

    put_bits(w, last ? 1 : 0, 1);
    put_bits(w, 2, 2);  // dynamic Huffman codes
    put_bits(w, (uint32_t)(hlit - 257), 5);
    put_bits(w, (uint32_t)(hdist - 1), 5);
    put_bits(w, (uint32_t)(hclen - 4), 4);
    for (int i = 0; i < hclen; i++) put_bits(w, cl_len[code_length_order[i]], 3);
    for (int i = 0; i < hlit; i++) put_bits(w, cl_code[lit_len[i]], cl_len[lit_len[i]]);
    for (int i = 0; i < hdist; i++) put_bits(w, cl_code[dist_len[i]], cl_len[dist_len[i]]);
    for (size_t t = 0; t < count; t++) {
        uint32_t tok = tokens[t];
        if (tok & 0x80000000u) {
            unsigned len = (tok >> 16) & 0x1ff, d = tok & 0xffff;
            int lc = length_code_of[len];
            put_bits(w, lit_code[257 + lc], lit_len[257 + lc]);
            if (length_extra[lc]) put_bits(w, len - length_base[lc], length_extra[lc]);
            int dc = dist_code_of(d);
            put_bits(w, dist_code[dc], dist_len[dc]);
            if (dist_extra[dc]) put_bits(w, d - dist_base[dc], dist_extra[dc]);
        } else {
            put_bits(w, lit_code[tok], lit_len[tok]);
        }
    }
    put_bits(w, lit_code[256], lit_len[256]);
}

size_t screenkit_run_deflate(const uint8_t *in, size_t n, size_t bpp, size_t row_bytes, uint8_t *out, size_t cap) {
    prepare_tables();
    bit_writer w = {out, cap, 0, 0, 0, 0};
    if (n == 0) {
        put_bits(&w, 1, 1);  // final
        put_bits(&w, 1, 2);  // fixed codes
        put_bits(&w, 0, 7);  // end of block
        flush_bits(&w);
        return w.overflow ? 0 : w.pos;
    }
    size_t distances[3] = {1, bpp, row_bytes};
    uint32_t *tokens = malloc(sizeof(uint32_t) * CHUNK);
    uint32_t *recent = calloc((size_t)1 << HASH_BITS, sizeof(uint32_t));  // position + 1, 0 = none
    if (!tokens || !recent) {
        free(tokens);
        free(recent);
        return 0;
    }
    size_t i = 0;
    while (i < n && !w.overflow) {
        size_t end = n - i > CHUNK ? i + CHUNK : n;
        size_t count = 0;
        while (i < end) {
            size_t limit = n - i < MAX_MATCH ? n - i : MAX_MATCH;
            size_t best = 0, best_distance = 0;
            uint32_t head = 0;
            if (limit >= 4) memcpy(&head, in + i, 4);
            for (int k = 0; k < 3; k++) {
                size_t d = distances[k];
                if (d == 0 || d > 32768 || d > i || (k > 0 && d == distances[k - 1])) continue;
                if (limit >= 4) {
                    uint32_t there;
                    memcpy(&there, in + i - d, 4);
                    if (there != head) continue;  // shorter than a match could be
                }
                size_t len = match_length(in, i, d, limit);
                if (len > best) {
                    best = len;
                    best_distance = d;
                    if (len == limit) break;
                }
            }
            if (best < MIN_MATCH && limit >= 4) {
                // One more candidate: where these four bytes last began a literal.
                uint32_t slot = (head * 2654435761u) >> (32 - HASH_BITS);
                size_t earlier = recent[slot];
                recent[slot] = (uint32_t)i + 1;
                if (earlier && i + 1 - earlier <= 32768) {
                    size_t d = i + 1 - earlier;
                    uint32_t there;
                    memcpy(&there, in + i - d, 4);
                    if (there == head) {
                        best = match_length(in, i, d, limit);
                        best_distance = d;
                    }
                }
            }
            if (best >= MIN_MATCH) {
                tokens[count++] = 0x80000000u | (uint32_t)best << 16 | (uint32_t)best_distance;
                i += best;
            } else {
                tokens[count++] = in[i++];
            }
        }
        write_block(&w, tokens, count, i >= n);
    }
    free(tokens);
    free(recent);
    flush_bits(&w);
    return w.overflow ? 0 : w.pos;
}
