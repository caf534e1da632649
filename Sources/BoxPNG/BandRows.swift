/// How many rows of pixels a picture is drawn and compressed in at a time.
/// A function of the width alone, so that a PNG's bytes never depend on the
/// machine: `PNGCodec` compresses a whole image in the bands the renderer
/// draws in, so that both give the same bytes.
package enum BandRows {
    /// The widest side Cairo's image surfaces have.
    package static let widestSide = 32767

    /// Rows per band for a canvas `width` pixels wide: about 1 MiB of pixels,
    /// at most Cairo's 32,767 and at least 64 rows (8 MiB at the widest), so
    /// that a very wide canvas doesn't walk its draw list for every few rows.
    package static func rows(width: Int) -> Int { min(widestSide, max(64, (1 << 20) / max(1, width * 4))) }
}
