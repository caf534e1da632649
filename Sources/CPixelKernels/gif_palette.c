#include "pixel_kernels.h"

#include <string.h>

// 32 levels a channel: the median cut's histogram has 32³ bins.
#define BINS 32768

typedef struct {
    uint32_t pixels[BINS];
    // A majority vote per bin (Boyer–Moore): the colour most of its pixels may
    // have, then how many do.
    uint32_t candidate[BINS];
    uint32_t votes[BINS];
    uint64_t sums[3][BINS];
    uint8_t box_of[BINS];
    boxrender_palette exact;
    // Then one row of keys.
} scratch_space;

size_t boxrender_gif_scratch_bytes(size_t width) { return sizeof(scratch_space) + width * sizeof(uint32_t); }

/// 0 for a transparent pixel, else 0xFF000000 | RGB: opaque keys are never 0.
static inline uint32_t key_of(const uint8_t *pixel) {
    if (pixel[3] < 128) return 0;
    return 0xFF000000u | ((uint32_t)pixel[0] << 16) | ((uint32_t)pixel[1] << 8) | pixel[2];
}

static inline uint32_t bin_of(uint32_t key) {
    return (((key >> 19) & 31) << 10) | (((key >> 11) & 31) << 5) | ((key >> 3) & 31);
}

/// Bin coordinates, low and high (inclusive), per channel.
typedef struct {
    int low[3], high[3];
    uint64_t pixels;
} box;

static inline int bin_at(const int c[3]) { return (c[0] << 10) | (c[1] << 5) | c[2]; }

/// Shrinks the box to its bins that have pixels and counts them.
static void shrink(box *b, const scratch_space *s) {
    int low[3] = {31, 31, 31}, high[3] = {0, 0, 0};
    uint64_t pixels = 0;
    int c[3];
    for (c[0] = b->low[0]; c[0] <= b->high[0]; c[0]++)
        for (c[1] = b->low[1]; c[1] <= b->high[1]; c[1]++)
            for (c[2] = b->low[2]; c[2] <= b->high[2]; c[2]++) {
                uint32_t n = s->pixels[bin_at(c)];
                if (n == 0) continue;
                pixels += n;
                for (int a = 0; a < 3; a++) {
                    if (c[a] < low[a]) low[a] = c[a];
                    if (c[a] > high[a]) high[a] = c[a];
                }
            }
    memcpy(b->low, low, sizeof low);
    memcpy(b->high, high, sizeof high);
    b->pixels = pixels;
}

/// The longest side (the first of equals) and its length in bins minus one.
static int longest_side(const box *b, int *range) {
    int axis = 0;
    for (int a = 1; a < 3; a++)
        if (b->high[a] - b->low[a] > b->high[axis] - b->low[axis]) axis = a;
    *range = b->high[axis] - b->low[axis];
    return axis;
}

/// Splits `b` at its weighted median along its longest side into `b` and `other`.
static void split(box *b, box *other, const scratch_space *s) {
    int range;
    int axis = longest_side(b, &range);
    uint64_t slices[32] = {0};
    int c[3];
    for (c[0] = b->low[0]; c[0] <= b->high[0]; c[0]++)
        for (c[1] = b->low[1]; c[1] <= b->high[1]; c[1]++)
            for (c[2] = b->low[2]; c[2] <= b->high[2]; c[2]++) slices[c[axis]] += s->pixels[bin_at(c)];
    // The last slice of the lower half: where half the pixels are reached,
    // leaving at least one slice to the upper half.
    uint64_t sum = 0;
    int cut = b->low[axis];
    for (int v = b->low[axis]; v < b->high[axis]; v++) {
        sum += slices[v];
        cut = v;
        if (2 * sum >= b->pixels) break;
    }
    *other = *b;
    b->high[axis] = cut;
    other->low[axis] = cut + 1;
    shrink(b, s);
    shrink(other, s);
}

static void exact_color(uint32_t key, uint8_t *rgb) {
    rgb[0] = (uint8_t)(key >> 16);
    rgb[1] = (uint8_t)(key >> 8);
    rgb[2] = (uint8_t)key;
}

void boxrender_gif_quantize(
    const uint8_t *rgba, size_t width, size_t height, uint8_t *indices, boxrender_gif_palette *palette,
    void *scratch) {
    scratch_space *s = scratch;
    uint32_t *row = (uint32_t *)(void *)(s + 1);
    memset(palette, 0, sizeof *palette);
    palette->transparent = -1;

    // At most 256 colours: each its own entry.
    boxrender_palette_init(&s->exact);
    int exact = 1;
    for (size_t y = 0; y < height && exact; y++) {
        const uint8_t *pixels = rgba + y * width * 4;
        for (size_t x = 0; x < width; x++) row[x] = key_of(pixels + x * 4);
        exact = boxrender_palette_map_rows(&s->exact, (const uint8_t *)row, width * 4, width, 1, indices + y * width);
    }
    if (exact) {
        palette->count = s->exact.count;
        palette->exact = 1;
        for (uint32_t i = 0; i < s->exact.count; i++) {
            uint32_t key = s->exact.colors[i];
            if (key == 0) palette->transparent = (int32_t)i;
            exact_color(key, palette->rgb + 3 * i);
        }
        return;
    }

    // The histogram, with each bin's majority candidate.
    memset(s->pixels, 0, sizeof s->pixels);
    memset(s->votes, 0, sizeof s->votes);
    memset(s->sums, 0, sizeof s->sums);
    int transparent = 0;
    size_t count = width * height;
    for (size_t i = 0; i < count; i++) {
        uint32_t key = key_of(rgba + i * 4);
        if (key == 0) {
            transparent = 1;
            continue;
        }
        uint32_t bin = bin_of(key);
        s->pixels[bin]++;
        s->sums[0][bin] += (key >> 16) & 0xFF;
        s->sums[1][bin] += (key >> 8) & 0xFF;
        s->sums[2][bin] += key & 0xFF;
        if (s->votes[bin] == 0) {
            s->candidate[bin] = key;
            s->votes[bin] = 1;
        } else if (s->candidate[bin] == key) {
            s->votes[bin]++;
        } else {
            s->votes[bin]--;
        }
    }
    // How many pixels of each bin have its candidate (votes only bound it).
    memset(s->votes, 0, sizeof s->votes);
    for (size_t i = 0; i < count; i++) {
        uint32_t key = key_of(rgba + i * 4);
        if (key != 0 && s->candidate[bin_of(key)] == key) s->votes[bin_of(key)]++;
    }

    box boxes[256];
    int limit = transparent ? 255 : 256;
    int used = 1;
    boxes[0] = (box){{0, 0, 0}, {31, 31, 31}, 0};
    shrink(&boxes[0], s);
    while (used < limit) {
        int best = -1;
        uint64_t best_score = 0;
        for (int i = 0; i < used; i++) {
            int range;
            longest_side(&boxes[i], &range);
            uint64_t score = boxes[i].pixels * (uint64_t)range;
            if (score > best_score) {
                best_score = score;
                best = i;
            }
        }
        if (best < 0) break;
        split(&boxes[best], &boxes[used], s);
        used++;
    }

    // Each box's entry: its mean, or the colour most of its pixels have.
    for (int i = 0; i < used; i++) {
        const box *b = &boxes[i];
        uint64_t sums[3] = {0, 0, 0};
        uint64_t pixels = 0;
        uint32_t majority = 0, majority_pixels = 0;
        int c[3];
        for (c[0] = b->low[0]; c[0] <= b->high[0]; c[0]++)
            for (c[1] = b->low[1]; c[1] <= b->high[1]; c[1]++)
                for (c[2] = b->low[2]; c[2] <= b->high[2]; c[2]++) {
                    int bin = bin_at(c);
                    s->box_of[bin] = (uint8_t)i;
                    if (s->pixels[bin] == 0) continue;
                    pixels += s->pixels[bin];
                    for (int a = 0; a < 3; a++) sums[a] += s->sums[a][bin];
                    if (s->votes[bin] > majority_pixels) {
                        majority_pixels = s->votes[bin];
                        majority = s->candidate[bin];
                    }
                }
        uint8_t *rgb = palette->rgb + 3 * i;
        if (2 * (uint64_t)majority_pixels > pixels) {
            exact_color(majority, rgb);
        } else {
            for (int a = 0; a < 3; a++) rgb[a] = (uint8_t)((sums[a] + pixels / 2) / pixels);
        }
    }
    palette->count = (uint32_t)used;
    if (transparent) {
        palette->transparent = used;
        palette->count++;
    }
    for (size_t i = 0; i < count; i++) {
        uint32_t key = key_of(rgba + i * 4);
        indices[i] = key == 0 ? (uint8_t)palette->transparent : s->box_of[bin_of(key)];
    }
}
