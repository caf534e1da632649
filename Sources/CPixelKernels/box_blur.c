#include "pixel_kernels.h"

#include <string.h>

static void blur_rows(const double *restrict input, double *restrict output, size_t width, size_t height, size_t r) {
    const double scale = 1.0 / (double)(2 * r + 1);
    const size_t leading = r < width ? r : width;
    for (size_t row = 0; row < height; row++) {
        const double *source = input + row * width;
        double *target = output + row * width;
        if (row > 0 && memcmp(source, source - width, width * sizeof(double)) == 0) {
            memcpy(target, target - width, width * sizeof(double));
            continue;
        }
        double sum = 0;
        for (size_t i = 0; i < leading; i++) sum += source[i];
        for (size_t x = 0; x < width; x++) {
            if (x + r < width) sum += source[x + r];
            if (x > r) sum -= source[x - r - 1];
            target[x] = sum * scale;
        }
    }
}

static void blur_columns(
    const double *restrict input, double *restrict output, double *restrict sums, size_t width, size_t height,
    size_t r) {
    const double scale = 1.0 / (double)(2 * r + 1);
    const size_t leading = r < height ? r : height;
    for (size_t x = 0; x < width; x++) sums[x] = 0;
    for (size_t i = 0; i < leading; i++) {
        const double *source = input + i * width;
        for (size_t x = 0; x < width; x++) sums[x] += source[x];
    }
    for (size_t y = 0; y < height; y++) {
        if (y + r < height) {
            const double *entering = input + (y + r) * width;
            for (size_t x = 0; x < width; x++) sums[x] += entering[x];
        }
        if (y > r) {
            const double *leaving = input + (y - r - 1) * width;
            for (size_t x = 0; x < width; x++) sums[x] -= leaving[x];
        }
        double *target = output + y * width;
        for (size_t x = 0; x < width; x++) target[x] = sums[x] * scale;
    }
}

void boxrender_box_blur_pass(double *values, double *scratch, double *sums, size_t width, size_t height, size_t r) {
    blur_rows(values, scratch, width, height, r);
    blur_columns(scratch, values, sums, width, height, r);
}

void boxrender_alpha_to_doubles(const uint8_t *alpha, size_t stride, size_t width, size_t height, double *values) {
    for (size_t y = 0; y < height; y++) {
        const uint8_t *restrict row = alpha + y * stride;
        double *restrict out = values + y * width;
        for (size_t x = 0; x < width; x++) out[x] = (double)row[x];
    }
}

void boxrender_doubles_to_alpha(const double *values, size_t width, size_t height, size_t stride, uint8_t *alpha) {
    for (size_t y = 0; y < height; y++) {
        const double *restrict row = values + y * width;
        uint8_t *restrict out = alpha + y * stride;
        for (size_t x = 0; x < width; x++) {
            const double value = row[x];
            // round() without the call: between 0 and 255 the truncation is the
            // floor and value − floor is exact, so a fraction of one half or
            // more rounds up, as round() does; out of range, the clamp decides.
            if (!(value > 0)) {
                out[x] = 0;
            } else if (value >= 255) {
                out[x] = 255;
            } else {
                const int whole = (int)value;
                out[x] = (uint8_t)(whole + (value - (double)whole >= 0.5));
            }
        }
    }
}

void boxrender_argb_alpha(
    const uint8_t *pixels, size_t stride, size_t width, size_t height, uint8_t *alpha, size_t alpha_stride) {
    for (size_t y = 0; y < height; y++) {
        const uint32_t *restrict row = (const uint32_t *)(const void *)(pixels + y * stride);
        uint8_t *restrict out = alpha + y * alpha_stride;
        for (size_t x = 0; x < width; x++) out[x] = (uint8_t)(row[x] >> 24);
    }
}

void boxrender_equal_columns(const uint8_t *alpha, size_t width, size_t height, uint8_t *equal) {
    if (width == 0) return;
    equal[0] = 0;
    for (size_t x = 1; x < width; x++) equal[x] = 1;
    for (size_t y = 0; y < height; y++) {
        const uint8_t *restrict row = alpha + y * width;
        uint8_t *restrict same = equal;
        for (size_t x = 1; x < width; x++) same[x] &= (uint8_t)(row[x] == row[x - 1]);
    }
}

void boxrender_gather_row(const uint8_t *source, const uint32_t *columns, size_t width, uint8_t *out) {
    for (size_t x = 0; x < width; x++) out[x] = source[columns[x]];
}
