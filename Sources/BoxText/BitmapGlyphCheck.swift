import BoxPNG

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

    /// What a record checked holds, or why it is damaged.
    enum Outcome {
        /// nil: no image (an empty record), a blank glyph.
        case image(GlyphShape?)
        case problem(String)
    }

    /// Checks the record in `data` from `start` to `end`.
    func check(from start: Int, to end: Int, ledger: inout ImageLedger) -> Outcome {
        guard data.contains(start, count: end - start) else {
            return .problem("an image at \(start) to \(end) runs past the end of `\(data.tag)` (\(data.length) bytes)")
        }
        guard end > start else { return .image(nil) }  // No image: the glyph is blank.
        let record = ImageLedger.Record(
            start: start, end: end, format: format, bitDepth: bitDepth, indexWidth: indexMetrics?.width ?? -1,
            indexHeight: indexMetrics?.height ?? -1)
        if let known = ledger.shape(of: record) { return .image(known) }
        guard ledger.add(record) else {
            return .problem("its glyph images overlap, covering more than the \(data.length) bytes of `\(data.tag)`")
        }
        switch shape(of: record) {
        case .image(let shape?):
            ledger.remember(record, shape: shape)
            return .image(shape)
        case let other: return other
        }
    }

    /// The record's shape, once its format's fields are checked.
    private func shape(of record: ImageLedger.Record) -> Outcome {
        let (start, end) = (record.start, record.end)
        // FreeType gives each glyph the pixel mode of its strike's bit depth; a
        // PNG strike of another depth reached Cairo as a format it has not.
        let isPNG = (17...19).contains(format)
        guard isPNG ? bitDepth == 32 : bitDepth != 32 else {
            return .problem("image format \(format) in a strike of bit depth \(bitDepth)")
        }
        let length = end - start
        let metricsLength = [1, 2, 8, 17].contains(format) ? 5 : [6, 7, 9, 18].contains(format) ? 8 : 0
        guard length >= metricsLength else {
            return .problem("an image of \(length) bytes is shorter than its metrics")
        }
        let width: Int
        let height: Int
        if metricsLength > 0 {
            height = data.uint8(at: start)!
            width = data.uint8(at: start + 1)!
        } else if let indexMetrics {
            (width, height) = indexMetrics
        } else {
            return .problem("image format \(format) needs metrics from an index subtable of format 2 or 5")
        }
        var shape = GlyphShape(record: record, width: width, height: height)
        let body = start + metricsLength
        switch format {
        case 8, 9:
            // Components: each another glyph, drawn at an offset; `CompositeGlyphCheck` follows them.
            let countAt = body + (format == 8 ? 1 : 0)
            guard let count = data.uint16(at: countAt), countAt + 2 + 4 * count <= end else {
                return .problem("a composite's components run past its record")
            }
            var components: [GlyphShape.Component] = []
            components.reserveCapacity(count)
            for k in 0..<count {
                let at = countAt + 2 + 4 * k
                let glyph = data.uint16(at: at)!
                guard glyph < glyphCount else {
                    return .problem("a composite names glyph \(glyph); the font has \(glyphCount)")
                }
                components.append(
                    .init(
                        glyph: glyph, dx: Int(Int8(bitPattern: UInt8(data.uint8(at: at + 2)!))),
                        dy: Int(Int8(bitPattern: UInt8(data.uint8(at: at + 3)!)))))
            }
            shape.components = components
        case 17, 18, 19:
            guard let declared = data.uint32(at: body), declared <= end - body - 4 else {
                return .problem("a PNG's length runs past its record")
            }
            if let problem = Self.pngProblem(in: data, at: body + 4, length: declared, fitting: (width, height)) {
                return .problem(problem)
            }
        default:
            // Rows of width × bitDepth bits, byte-aligned (1, 6) or packed (2, 5, 7).
            let bits = width * height * bitDepth
            let needed = [1, 6].contains(format) ? height * ((width * bitDepth + 7) / 8) : (bits + 7) / 8
            guard needed <= end - body else {
                return .problem("a \(width)×\(height) bitmap needs \(needed) bytes, its record has \(end - body)")
            }
        }
        return .image(shape)
    }

    /// Why the PNG of `length` bytes at `start` in `table` is not one FreeType
    /// decodes into a glyph: no PNG signature and header, a picture larger than
    /// `maximumSide` or than the glyph's metrics (`box`, which FreeType
    /// allocates), or data libpng fails on. `sbix` glyphs, which take their
    /// size from the PNG, have no box.
    static func pngProblem(in table: FontTable, at start: Int, length: Int, fitting box: (width: Int, height: Int)?)
        -> String?
    {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard length >= 33, let head = table.slice(start, count: 16), Array(head.prefix(8)) == signature,
            Array(head.suffix(8)) == [0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]
        else { return "a glyph's PNG has no PNG header" }
        let pngWidth = table.uint32(at: start + 16)!
        let pngHeight = table.uint32(at: start + 20)!
        guard pngWidth <= maximumSide, pngHeight <= maximumSide else {
            return "a glyph's PNG is \(pngWidth)×\(pngHeight), more than \(maximumSide) a side"
        }
        if let box, pngWidth > box.width || pngHeight > box.height {
            return "a glyph's PNG is \(pngWidth)×\(pngHeight), larger than its \(box.width)×\(box.height) metrics"
        }
        // Any PNG libpng fails on (a checksum, data cut short) is a glyph
        // FreeType can't load: one bad checksum made a 0.1 s render run for minutes.
        do {
            try PNGStructure.check(Array(table.slice(start, count: length)!))
        } catch {
            return "a glyph's PNG is damaged (\(error.message))"
        }
        return nil
    }
}
