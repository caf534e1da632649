#include "pixel_kernels.h"

#include <string.h>

// Each candidate is its own simple loop over restrict pointers, which the
// compiler turns into vector code; the first pixel, with nothing to its left,
// reads a and c as 0.

static uint32_t cost(const uint8_t *restrict bytes, size_t count) {
    uint32_t total = 0;
    for (size_t i = 0; i < count; i++) {
        int8_t value = (int8_t)bytes[i];
        total += (uint32_t)(value < 0 ? -value : value);
    }
    return total;
}

static void sub(const uint8_t *restrict row, size_t count, size_t bpp, uint8_t *restrict out) {
    for (size_t i = 0; i < bpp && i < count; i++) out[i] = row[i];
    for (size_t i = bpp; i < count; i++) out[i] = (uint8_t)(row[i] - row[i - bpp]);
}

static void up(const uint8_t *restrict row, const uint8_t *restrict previous, size_t count, uint8_t *restrict out) {
    for (size_t i = 0; i < count; i++) out[i] = (uint8_t)(row[i] - previous[i]);
}

static void average(
    const uint8_t *restrict row, const uint8_t *restrict previous, size_t count, size_t bpp, uint8_t *restrict out) {
    for (size_t i = 0; i < bpp && i < count; i++) out[i] = (uint8_t)(row[i] - (previous[i] >> 1));
    for (size_t i = bpp; i < count; i++) {
        out[i] = (uint8_t)(row[i] - (uint8_t)(((unsigned)row[i - bpp] + previous[i]) >> 1));
    }
}

static inline uint8_t paeth_predictor(int a, int b, int c) {
    int pa = b - c;
    int pb = a - c;
    int pc = pa + pb;
    pa = pa < 0 ? -pa : pa;
    pb = pb < 0 ? -pb : pb;
    pc = pc < 0 ? -pc : pc;
    int nearer = pb <= pc ? b : c;
    return (uint8_t)(pa <= pb && pa <= pc ? a : nearer);
}

static void paeth(
    const uint8_t *restrict row, const uint8_t *restrict previous, size_t count, size_t bpp, uint8_t *restrict out) {
    for (size_t i = 0; i < bpp && i < count; i++) out[i] = (uint8_t)(row[i] - previous[i]);
    for (size_t i = bpp; i < count; i++) {
        out[i] = (uint8_t)(row[i] - paeth_predictor(row[i - bpp], previous[i], previous[i - bpp]));
    }
}

void boxrender_png_filter_row(
    const uint8_t *row, const uint8_t *previous, size_t count, size_t bpp, uint8_t *out, uint8_t *scratch) {
    // A row equal to the one above is common in pictures of boxes; up gives all
    // zeros, which no filter beats (the first of the others to tie would need
    // the row itself to be all zeros, when none also scores 0 and comes first).
    if (memcmp(row, previous, count) == 0) {
        int all_zero = 1;
        for (size_t i = 0; i < count; i++) all_zero &= row[i] == 0;
        out[0] = all_zero ? 0 : 2;
        memset(out + 1, 0, count);
        return;
    }
    uint8_t *candidates[5] = {(uint8_t *)row, scratch, scratch + count, scratch + 2 * count, scratch + 3 * count};
    sub(row, count, bpp, candidates[1]);
    up(row, previous, count, candidates[2]);
    average(row, previous, count, bpp, candidates[3]);
    paeth(row, previous, count, bpp, candidates[4]);
    int best = 0;
    uint32_t best_cost = cost(row, count);
    for (int type = 1; type < 5; type++) {
        uint32_t candidate_cost = cost(candidates[type], count);
        if (candidate_cost < best_cost) {
            best = type;
            best_cost = candidate_cost;
        }
    }
    out[0] = (uint8_t)best;
    memcpy(out + 1, candidates[best], count);
}
