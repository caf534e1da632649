#include "pixel_kernels.h"

#include <string.h>

void boxrender_palette_init(boxrender_palette *palette) { memset(palette, 0, sizeof *palette); }

/// The colour's index, adding it when it is new; -1 when the palette is full.
static int index_of(boxrender_palette *palette, uint32_t word) {
    uint32_t slot = (word * 2654435761u) >> 22;
    while (palette->slots[slot] != 0) {
        if (palette->keys[slot] == word) return palette->slots[slot] - 1;
        slot = (slot + 1) & 1023;
    }
    if (palette->count == 256) return -1;
    palette->keys[slot] = word;
    palette->slots[slot] = (uint16_t)(palette->count + 1);
    palette->colors[palette->count] = word;
    return (int)palette->count++;
}

int boxrender_palette_map_rows(
    boxrender_palette *palette, const uint8_t *source, size_t stride, size_t width, size_t rows, uint8_t *out) {
    for (size_t y = 0; y < rows; y++) {
        const uint32_t *pixels = (const uint32_t *)(const void *)(source + y * stride);
        uint8_t *target = out + y * width;
        // Runs of one colour are the rule in pictures of boxes: only a change
        // of colour looks in the table.
        uint32_t last_word = 0;
        int last_index = -1;
        for (size_t x = 0; x < width; x++) {
            uint32_t word = pixels[x];
            if (word != last_word || last_index < 0) {
                last_index = index_of(palette, word);
                if (last_index < 0) return 0;
                last_word = word;
            }
            target[x] = (uint8_t)last_index;
        }
    }
    return 1;
}
