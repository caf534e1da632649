#include "pixel_kernels.h"

#include <string.h>

// The colours (or, past that many, cells of fewer levels) median cut works on.
#define CAPACITY 65536
#define SLOTS (2 * CAPACITY)

typedef struct {
    // The items: a colour, or a cell of colours when they are counted at fewer
    // levels, in order of first appearance.
    uint32_t key[CAPACITY];
    uint32_t pixels[CAPACITY];
    uint64_t sums[3][CAPACITY];
    // Each item's colour: its pixels' mean, as 0xRRGGBB.
    uint32_t color[CAPACITY];
    uint8_t box_of[CAPACITY];
    // Items in boxes: each box a run of this order; and room to sort a run.
    uint32_t order[CAPACITY];
    uint32_t sorted[CAPACITY];
    // An open-addressing table of keys: the key, and its item + 1 (0 = empty).
    uint32_t slot_keys[SLOTS];
    uint32_t slot_items[SLOTS];
    uint32_t count;
    boxrender_palette exact;
    // Then one row of keys.
} scratch_space;

size_t boxrender_gif_scratch_bytes(size_t width) { return sizeof(scratch_space) + width * sizeof(uint32_t); }

/// 0 for a transparent pixel, else 0xFF000000 | RGB: opaque keys are never 0.
static inline uint32_t key_of(const uint8_t *pixel) {
    if (pixel[3] < 128) return 0;
    return 0xFF000000u | ((uint32_t)pixel[0] << 16) | ((uint32_t)pixel[1] << 8) | pixel[2];
}

/// The key with each channel cut to `bits` levels' worth (8: itself).
static inline uint32_t cell_of(uint32_t key, int bits) {
    uint32_t mask = (0xFFu << (8 - bits)) & 0xFF;
    return key & (0xFF000000u | mask << 16 | mask << 8 | mask);
}

/// The item of `cell`, added when new; -1 when there are CAPACITY already.
static int item_of(scratch_space *s, uint32_t cell) {
    uint32_t slot = (cell * 2654435761u) >> 15;
    while (s->slot_items[slot] != 0) {
        if (s->slot_keys[slot] == cell) return (int)s->slot_items[slot] - 1;
        slot = (slot + 1) & (SLOTS - 1);
    }
    if (s->count == CAPACITY) return -1;
    uint32_t item = s->count++;
    s->slot_keys[slot] = cell;
    s->slot_items[slot] = item + 1;
    s->key[item] = cell;
    s->pixels[item] = 0;
    s->sums[0][item] = s->sums[1][item] = s->sums[2][item] = 0;
    return (int)item;
}

/// Counts the opaque pixels into items at `bits` levels a channel. Returns 0
/// when there would be more than CAPACITY items.
static int count_items(scratch_space *s, const uint8_t *rgba, size_t count, int bits) {
    memset(s->slot_items, 0, sizeof s->slot_items);
    s->count = 0;
    uint32_t last_key = 0;
    int last_item = -1;
    for (size_t i = 0; i < count; i++) {
        uint32_t key = key_of(rgba + i * 4);
        if (key == 0) continue;
        if (key != last_key || last_item < 0) {
            last_item = item_of(s, cell_of(key, bits));
            if (last_item < 0) return 0;
            last_key = key;
        }
        s->pixels[last_item]++;
        s->sums[0][last_item] += (key >> 16) & 0xFF;
        s->sums[1][last_item] += (key >> 8) & 0xFF;
        s->sums[2][last_item] += key & 0xFF;
    }
    return 1;
}

static inline uint32_t channel(uint32_t color, int axis) { return (color >> (16 - 8 * axis)) & 0xFF; }

/// A run of `order`, the range of its items' colours per channel, and its pixels.
typedef struct {
    uint32_t start, end;
    uint32_t low[3], high[3];
    uint64_t pixels;
} box;

static void measure(box *b, const scratch_space *s) {
    for (int a = 0; a < 3; a++) {
        b->low[a] = 255;
        b->high[a] = 0;
    }
    b->pixels = 0;
    for (uint32_t i = b->start; i < b->end; i++) {
        uint32_t item = s->order[i];
        b->pixels += s->pixels[item];
        for (int a = 0; a < 3; a++) {
            uint32_t v = channel(s->color[item], a);
            if (v < b->low[a]) b->low[a] = v;
            if (v > b->high[a]) b->high[a] = v;
        }
    }
}

/// The longest side (the first of equals) and its length minus one.
static int longest_side(const box *b, uint32_t *range) {
    int axis = 0;
    for (int a = 1; a < 3; a++)
        if (b->high[a] - b->low[a] > b->high[axis] - b->low[axis]) axis = a;
    *range = b->high[axis] - b->low[axis];
    return axis;
}

/// Sorts `b`'s items along its longest side (stably: counting sort) and
/// splits them where half its pixels are reached into `b` and `other`.
static void split(box *b, box *other, scratch_space *s) {
    uint32_t range;
    int axis = longest_side(b, &range);
    uint32_t offsets[257] = {0};
    for (uint32_t i = b->start; i < b->end; i++) offsets[channel(s->color[s->order[i]], axis) + 1]++;
    for (int v = 0; v < 256; v++) offsets[v + 1] += offsets[v];
    for (uint32_t i = b->start; i < b->end; i++) {
        uint32_t item = s->order[i];
        s->sorted[b->start + offsets[channel(s->color[item], axis)]++] = item;
    }
    memcpy(s->order + b->start, s->sorted + b->start, (b->end - b->start) * sizeof *s->order);
    // The first item of the upper half: past half the pixels, leaving at
    // least one item on each side.
    uint64_t sum = 0;
    uint32_t cut = b->start + 1;
    for (uint32_t i = b->start; i + 1 < b->end; i++) {
        sum += s->pixels[s->order[i]];
        cut = i + 1;
        if (2 * sum >= b->pixels) break;
    }
    *other = *b;
    b->end = cut;
    other->start = cut;
    measure(b, s);
    measure(other, s);
}

static void set_rgb(uint8_t *rgb, uint32_t color) {
    rgb[0] = (uint8_t)(color >> 16);
    rgb[1] = (uint8_t)(color >> 8);
    rgb[2] = (uint8_t)color;
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
            set_rgb(palette->rgb + 3 * i, key);
        }
        return;
    }

    // The distinct colours, or past CAPACITY of them cells of 64, then 32,
    // levels a channel.
    size_t count = width * height;
    int bits = 8;
    while (!count_items(s, rgba, count, bits)) bits = bits == 8 ? 6 : 5;
    int transparent = 0;
    for (size_t i = 0; i < count; i++) {
        if (rgba[i * 4 + 3] < 128) {
            transparent = 1;
            break;
        }
    }
    for (uint32_t item = 0; item < s->count; item++) {
        uint64_t n = s->pixels[item];
        uint32_t color = 0;
        for (int a = 0; a < 3; a++) color = color << 8 | (uint32_t)((s->sums[a][item] + n / 2) / n);
        s->color[item] = color;
        s->order[item] = item;
    }

    box boxes[256];
    int limit = transparent ? 255 : 256;
    int used = 1;
    boxes[0].start = 0;
    boxes[0].end = s->count;
    measure(&boxes[0], s);
    while (used < limit) {
        int best = -1;
        uint64_t best_score = 0;
        for (int i = 0; i < used; i++) {
            uint32_t range;
            longest_side(&boxes[i], &range);
            uint64_t score = boxes[i].pixels * (uint64_t)range;
            if (score > best_score && boxes[i].end - boxes[i].start > 1) {
                best_score = score;
                best = i;
            }
        }
        if (best < 0) break;
        split(&boxes[best], &boxes[used], s);
        used++;
    }

    // Each box's entry: the colour more than half its pixels have, else their mean.
    for (int i = 0; i < used; i++) {
        const box *b = &boxes[i];
        uint64_t sums[3] = {0, 0, 0};
        uint32_t majority = 0, majority_pixels = 0;
        for (uint32_t k = b->start; k < b->end; k++) {
            uint32_t item = s->order[k];
            for (int a = 0; a < 3; a++) sums[a] += s->sums[a][item];
            if (s->pixels[item] > majority_pixels) {
                majority_pixels = s->pixels[item];
                majority = s->color[item];
            }
        }
        uint8_t *rgb = palette->rgb + 3 * i;
        if (2 * (uint64_t)majority_pixels > b->pixels) {
            set_rgb(rgb, majority);
        } else {
            for (int a = 0; a < 3; a++) rgb[a] = (uint8_t)((sums[a] + b->pixels / 2) / b->pixels);
        }
    }
    // One step of k-means (Lloyd): each item to its nearest entry, each entry
    // to its items' majority colour or mean, and each item to its nearest
    // entry again, so that a pixel takes the nearest of the colours, not its
    // box's, which may be far when the box is long.
    for (int pass = 0; pass < 2; pass++) {
        uint64_t sums[256][3];
        uint64_t pixels[256];
        uint32_t majority[256], majority_pixels[256];
        memset(sums, 0, sizeof sums);
        memset(pixels, 0, sizeof pixels);
        memset(majority_pixels, 0, sizeof majority_pixels);
        for (uint32_t item = 0; item < s->count; item++) {
            uint32_t color = s->color[item];
            int nearest = 0;
            uint32_t best = UINT32_MAX;
            for (int e = 0; e < used; e++) {
                const uint8_t *rgb = palette->rgb + 3 * e;
                int dr = (int)channel(color, 0) - rgb[0], dg = (int)channel(color, 1) - rgb[1];
                int db = (int)channel(color, 2) - rgb[2];
                uint32_t distance = (uint32_t)(dr * dr + dg * dg + db * db);
                if (distance < best) {
                    best = distance;
                    nearest = e;
                }
            }
            s->box_of[item] = (uint8_t)nearest;
            for (int a = 0; a < 3; a++) sums[nearest][a] += s->sums[a][item];
            pixels[nearest] += s->pixels[item];
            if (s->pixels[item] > majority_pixels[nearest]) {
                majority_pixels[nearest] = s->pixels[item];
                majority[nearest] = color;
            }
        }
        if (pass == 1) break;
        for (int e = 0; e < used; e++) {
            if (pixels[e] == 0) continue;
            uint8_t *rgb = palette->rgb + 3 * e;
            if (2 * (uint64_t)majority_pixels[e] > pixels[e]) {
                set_rgb(rgb, majority[e]);
            } else {
                for (int a = 0; a < 3; a++) rgb[a] = (uint8_t)((sums[e][a] + pixels[e] / 2) / pixels[e]);
            }
        }
    }

    palette->count = (uint32_t)used;
    if (transparent) {
        palette->transparent = used;
        palette->count++;
    }
    uint32_t last_key = 0;
    uint8_t last_index = 0;
    for (size_t i = 0; i < count; i++) {
        uint32_t key = key_of(rgba + i * 4);
        if (key == 0) {
            indices[i] = (uint8_t)palette->transparent;
            continue;
        }
        if (key != last_key) {
            last_index = s->box_of[item_of(s, cell_of(key, bits))];
            last_key = key;
        }
        indices[i] = last_index;
    }
}
