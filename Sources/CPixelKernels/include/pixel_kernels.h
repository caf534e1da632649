// Inner loops over pixels that the C compiler vectorises and Swift's SIMD types
// do not (PNG's Paeth filter needs 16-bit lanes and selects). Pure functions of
// their arguments: no allocation, no global state, safe on any thread.
#ifndef BOXRENDER_PIXEL_KERNELS_H
#define BOXRENDER_PIXEL_KERNELS_H

#include <stddef.h>
#include <stdint.h>

/// Filters one PNG row (RFC 2083 §6) with the filter libpng's heuristic picks:
/// of none, sub, up, average and Paeth, the one whose output bytes, read as
/// signed, have the smallest sum of magnitudes (the first on a tie).
///
/// row: count bytes; previous: the row above (count zeros for the first row);
/// bpp: bytes per pixel; out: count + 1 bytes (the filter type, then the row);
/// scratch: 4 × count bytes of working space.
void boxrender_png_filter_row(
    const uint8_t *row, const uint8_t *previous, size_t count, size_t bpp, uint8_t *out, uint8_t *scratch);

#endif
