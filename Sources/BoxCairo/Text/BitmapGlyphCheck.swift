/// Checks one glyph's image record in a CBDT or EBDT table: that the record
/// of its image format fits the bytes its index gives it, and, for the PNGs
/// of colour fonts, that the PNG declares a picture no larger than the
/// glyph's metrics (which FreeType allocates) and `maximumSide`, and decodes:
/// its chunks' checksums hold and its data inflates to exactly its rows.
/// FreeType failing on one glyph is not an error boxrender sees: inside one
/// `cairo_show_glyphs` Cairo 1.16 loads the run's glyphs over and over (a
/// six-glyph label ran for minutes), so every glyph must load.
struct BitmapGlyphCheck {
    /// The image formats FreeType reads: 1, 2, 5, 6, 7 bitmaps; 8, 9 composites; 17, 18, 19 PNGs.
    static let knownFormats: Set<Int> = [1, 2, 5, 6, 7, 8, 9, 17, 18, 19]
    /// The widest or tallest PNG a glyph may hold; Noto Color Emoji's are 136×128.
    static let maximumSide = 1024

    let data: FontTable
    let format: Int
    let bitDepth: Int
    let glyphCount: Int
    /// Width and height from the index subtable (formats 2 and 5), for image formats without their own.
    var indexMetrics: (width: Int, height: Int)? = nil

    /// Why the record in `data` from `start` to `end` is damaged, or nil.
    func problem(from start: Int, to end: Int, ledger: inout ImageLedger) -> String? {
        guard data.contains(start, count: end - start) else {
            return "an image at \(start) to \(end) runs past the end of `\(data.tag)` (\(data.length) bytes)"
        }
        guard end > start else { return nil }  // No image: the glyph is blank.
        guard let isNew = ledger.isNew(start: start, length: end - start) else {
            return "its glyph images overlap, covering more than the \(data.length) bytes of `\(data.tag)`"
        }
        guard isNew else { return nil }
        // FreeType gives each glyph the pixel mode of its strike's bit depth; a
        // PNG strike of another depth reached Cairo as a format it has not.
        let isPNG = (17...19).contains(format)
        guard isPNG ? bitDepth == 32 : bitDepth != 32 else {
            return "image format \(format) in a strike of bit depth \(bitDepth)"
        }
        let length = end - start
        let metricsLength = [1, 2, 8, 17].contains(format) ? 5 : [6, 7, 9, 18].contains(format) ? 8 : 0
        guard length >= metricsLength else { return "an image of \(length) bytes is shorter than its metrics" }
        let width: Int
        let height: Int
        if metricsLength > 0 {
            height = data.uint8(at: start)!
            width = data.uint8(at: start + 1)!
        } else if let indexMetrics {
            (width, height) = indexMetrics
        } else {
            return "image format \(format) needs metrics from an index subtable of format 2 or 5"
        }
        let body = start + metricsLength
        switch format {
        case 8, 9:
            // Components: each another glyph, drawn at an offset.
            let countAt = body + (format == 8 ? 1 : 0)
            guard let count = data.uint16(at: countAt), countAt + 2 + 4 * count <= end else {
                return "a composite's components run past its record"
            }
            for k in 0..<count where data.uint16(at: countAt + 2 + 4 * k)! >= glyphCount {
                return "a composite names glyph \(data.uint16(at: countAt + 2 + 4 * k)!); the font has \(glyphCount)"
            }
        case 17, 18, 19:
            guard let declared = data.uint32(at: body), declared <= end - body - 4 else {
                return "a PNG's length runs past its record"
            }
            return pngProblem(at: body + 4, length: declared, width: width, height: height)
        default:
            // Rows of width × bitDepth bits, byte-aligned (1, 6) or packed (2, 5, 7).
            let bits = width * height * bitDepth
            let needed = [1, 6].contains(format) ? height * ((width * bitDepth + 7) / 8) : (bits + 7) / 8
            guard needed <= end - body else {
                return "a \(width)×\(height) bitmap needs \(needed) bytes, its record has \(end - body)"
            }
        }
        return nil
    }

    /// The PNG's signature and header: a picture that fits the glyph's metrics.
    private func pngProblem(at start: Int, length: Int, width: Int, height: Int) -> String? {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard length >= 33, let head = data.slice(start, count: 16), Array(head.prefix(8)) == signature,
            Array(head.suffix(8)) == [0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]
        else { return "a glyph's PNG has no PNG header" }
        let pngWidth = data.uint32(at: start + 16)!
        let pngHeight = data.uint32(at: start + 20)!
        guard pngWidth <= Self.maximumSide, pngHeight <= Self.maximumSide else {
            return "a glyph's PNG is \(pngWidth)×\(pngHeight), more than \(Self.maximumSide) a side"
        }
        guard pngWidth <= width, pngHeight <= height else {
            return "a glyph's PNG is \(pngWidth)×\(pngHeight), larger than its \(width)×\(height) metrics"
        }
        // Any PNG libpng fails on (a checksum, data cut short) is a glyph
        // FreeType can't load: one bad checksum made a 0.1 s render run for minutes.
        do {
            try PNGStructure.check(Array(data.slice(start, count: length)!))
        } catch {
            return "a glyph's PNG is damaged (\(error.message))"
        }
        return nil
    }
}
