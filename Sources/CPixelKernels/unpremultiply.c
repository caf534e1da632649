#include "pixel_kernels.h"

#include <string.h>

static inline uint8_t unpremultiply(uint32_t channel, uint32_t alpha) {
    uint32_t value = (channel * 255 + alpha / 2) / alpha;
    return (uint8_t)(value > 255 ? 255 : value);
}

/// Whether every pixel of the row is opaque: the common case, which then needs
/// only a byte shuffle.
static int row_is_opaque(const uint32_t *restrict pixels, size_t width) {
    uint32_t all = 0xFF000000u;
    for (size_t x = 0; x < width; x++) all &= pixels[x];
    return all == 0xFF000000u;
}

int boxrender_unpremultiply_rows(
    const uint8_t *source, size_t stride, size_t width, size_t rows, int keep_alpha, uint8_t *out) {
    const size_t step = keep_alpha ? 4 : 3;
    int opaque = 1;
    for (size_t y = 0; y < rows; y++) {
        const uint32_t *restrict pixels = (const uint32_t *)(const void *)(source + y * stride);
        uint8_t *restrict target = out + y * width * step;
        if (row_is_opaque(pixels, width)) {
            if (keep_alpha) {
                for (size_t x = 0; x < width; x++) {
                    uint32_t word = pixels[x];
                    target[4 * x] = (uint8_t)(word >> 16);
                    target[4 * x + 1] = (uint8_t)(word >> 8);
                    target[4 * x + 2] = (uint8_t)word;
                    target[4 * x + 3] = 255;
                }
            } else {
                for (size_t x = 0; x < width; x++) {
                    uint32_t word = pixels[x];
                    target[3 * x] = (uint8_t)(word >> 16);
                    target[3 * x + 1] = (uint8_t)(word >> 8);
                    target[3 * x + 2] = (uint8_t)word;
                }
            }
            continue;
        }
        opaque = 0;
        for (size_t x = 0; x < width; x++) {
            uint32_t word = pixels[x];
            uint32_t alpha = word >> 24;
            uint8_t red = 0, green = 0, blue = 0;
            if (alpha == 255) {
                red = (uint8_t)(word >> 16);
                green = (uint8_t)(word >> 8);
                blue = (uint8_t)word;
            } else if (alpha > 0) {
                red = unpremultiply((word >> 16) & 0xFF, alpha);
                green = unpremultiply((word >> 8) & 0xFF, alpha);
                blue = unpremultiply(word & 0xFF, alpha);
            }
            target[step * x] = red;
            target[step * x + 1] = green;
            target[step * x + 2] = blue;
            if (keep_alpha) target[step * x + 3] = (uint8_t)alpha;
        }
    }
    return opaque;
}
