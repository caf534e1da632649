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

/// Cairo's premultiplied native-endian ARGB32 rows → packed straight RGBA
/// (keep_alpha) or RGB: each colour channel round(c × 255 / a), halves up,
/// clamped to 255, as Cairo's own PNG writer computes it; 0 where a = 0.
///
/// source: `rows` rows `stride` bytes apart, `width` pixels each; out: width ×
/// rows × (4 or 3) bytes. Returns 1 when every pixel was opaque, else 0.
int boxrender_unpremultiply_rows(
    const uint8_t *source, size_t stride, size_t width, size_t rows, int keep_alpha, uint8_t *out);

/// The colours of a picture as it is drawn, band after band, while there are
/// at most 256: a PNG of them needs one byte per pixel instead of three or four.
/// Colours are numbered in the order they first appear, so the numbers given
/// to earlier bands stay right as later bands add colours.
typedef struct {
    /// Cairo's premultiplied ARGB32 words, in order of first appearance.
    uint32_t colors[256];
    uint32_t count;
    /// An open-addressing table of colours: the word, and its index + 1 (0 = empty).
    uint32_t keys[1024];
    uint16_t slots[1024];
} boxrender_palette;

void boxrender_palette_init(boxrender_palette *palette);

/// Writes each pixel's palette index into `out` (width × rows bytes), adding
/// new colours. Returns 0, leaving the palette full, when a 257th colour
/// appears; then `out` is incomplete.
int boxrender_palette_map_rows(
    boxrender_palette *palette, const uint8_t *source, size_t stride, size_t width, size_t rows, uint8_t *out);

#endif
