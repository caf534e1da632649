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

/// One box blur of radius r along every row, then one down every column, of
/// `values` (width × height, row-major), in place: each output the mean of the
/// 2r + 1 inputs centred on it, those beyond the edge counting as 0. `scratch`
/// holds width × height doubles and `sums` width.
///
/// The additions happen in the order of a plain running sum along each row
/// and each column, so the results are those of the obvious loops to the last
/// bit; the column pass runs a row at a time, which reads memory in order and
/// vectorises. A row equal to the row above blurs to the same row, so it is
/// copied instead.
void boxrender_box_blur_pass(double *values, double *scratch, double *sums, size_t width, size_t height, size_t r);

/// Reads 8-bit `alpha` (rows `stride` bytes apart) into `values` as doubles,
/// width × height, row-major.
void boxrender_alpha_to_doubles(const uint8_t *alpha, size_t stride, size_t width, size_t height, double *values);

/// Writes `values` back into `alpha`: each rounded half away from zero and
/// clamped to 0…255.
void boxrender_doubles_to_alpha(const double *values, size_t width, size_t height, size_t stride, uint8_t *alpha);

/// The alpha bytes of Cairo's native-endian ARGB32 pixels: `height` rows of
/// `width` pixels, `stride` bytes apart (4-byte aligned, as Cairo's are),
/// into rows `alpha_stride` bytes apart.
void boxrender_argb_alpha(
    const uint8_t *pixels, size_t stride, size_t width, size_t height, uint8_t *alpha, size_t alpha_stride);

/// For each column x of `alpha` (width × height, row-major), whether it
/// equals column x − 1 in every row: equal[x] = 1 or 0 (equal[0] = 0).
void boxrender_equal_columns(const uint8_t *alpha, size_t width, size_t height, uint8_t *equal);

/// out[x] = source[columns[x]] for x < width: one row laid out again from the
/// columns it was cut to.
void boxrender_gather_row(const uint8_t *source, const uint32_t *columns, size_t width, uint8_t *out);

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

/// A GIF frame's colour table and what each pixel becomes.
typedef struct {
    /// Each entry's red, green and blue.
    uint8_t rgb[256 * 3];
    /// Entries used, 1 to 256.
    uint32_t count;
    /// The entry of the transparent pixels (alpha below 128), or -1 when there are none.
    int32_t transparent;
    /// 1 when every pixel kept its colour (256 entries or fewer were enough),
    /// 0 when the colours were chosen by median cut.
    int32_t exact;
} boxrender_gif_palette;

/// Chooses a GIF frame's colour table for `width` × `height` straight RGBA
/// pixels (packed rows) and writes each pixel's entry into `indices` (width ×
/// height bytes). A pixel of alpha below 128 is transparent (one entry for all
/// of them); the others are opaque, their colour kept. When the frame has at
/// most 256 colours (transparent counting as one) each has its own entry, in
/// order of first appearance: the frame is exact. Otherwise median cut
/// (Heckbert) over its distinct colours, each weighted by its pixels (past
/// 65,536 of them, over cells of 64, or else 32, levels a channel): the box
/// with the largest pixel count × longest side is split where half its pixels
/// are reached along that side until there are 256 boxes (255 with
/// transparency) or none can be split; each entry is the colour more than
/// half of its box's pixels have, exactly, or else their mean; then one step
/// of k-means: each colour goes to its nearest entry, each entry becomes its
/// colours' majority colour or mean the same way, and each colour (each
/// pixel of it) takes its nearest entry, with no dithering. Deterministic:
/// the same pixels give the same table and indices.
///
/// scratch: `boxrender_gif_scratch_bytes(width)` bytes, aligned to 8.
void boxrender_gif_quantize(
    const uint8_t *rgba, size_t width, size_t height, uint8_t *indices, boxrender_gif_palette *palette,
    void *scratch);

/// The bytes of working space `boxrender_gif_quantize` needs for rows of `width` pixels (about 4 MB).
size_t boxrender_gif_scratch_bytes(size_t width);

#endif
