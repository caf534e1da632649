/// One index subtable of a CBLC or EBLC strike: where each of its glyphs'
/// images lies in the data table, in one of the five index formats. Each
/// image found is handed to `BitmapGlyphCheck`, and what it holds to the
/// strike's `StrikeGlyphs`; any offset or count outside the tables is the
/// subtable's problem.
struct BitmapIndexSubtable {
    let location: FontTable
    let data: FontTable
    /// Where the subtable starts in `location`.
    let offset: Int
    let glyphs: ClosedRange<Int>
    let bitDepth: Int
    let glyphCount: Int

    func problem(ledger: inout ImageLedger, strike: inout StrikeGlyphs) -> String? {
        var listed: [Int: GlyphShape] = [:]
        let problem = walk(ledger: &ledger) { glyph, shape in
            // FreeType takes the first image a subtable lists for a glyph.
            if listed[glyph] == nil { listed[glyph] = shape }
        }
        if problem == nil { strike.claim(glyphs, listed: listed) }
        return problem
    }

    /// Checks every image the subtable lists, handing each glyph's to `found`.
    private func walk(ledger: inout ImageLedger, found: (Int, GlyphShape) -> Void) -> String? {
        guard let indexFormat = location.uint16(at: offset), let imageFormat = location.uint16(at: offset + 2),
            let imageData = location.uint32(at: offset + 4)
        else { return "its header is past the end of the table" }
        guard BitmapGlyphCheck.knownFormats.contains(imageFormat) else { return "image format \(imageFormat)" }
        var check = BitmapGlyphCheck(
            data: data, format: imageFormat, bitDepth: bitDepth, glyphCount: glyphCount)
        /// The image of `glyph` from `start` to `end` in `data`.
        func image(_ glyph: Int, from start: Int, to end: Int, ledger: inout ImageLedger) -> String? {
            switch check.check(from: start, to: end, ledger: &ledger) {
            case .problem(let problem): return problem
            case .image(let shape):
                if let shape { found(glyph, shape) }
                return nil
            }
        }
        let body = offset + 8
        switch indexFormat {
        case 1, 3:
            // Offsets from imageData, one more than there are glyphs: glyph k's image ends where k + 1's starts.
            let width = indexFormat == 1 ? 4 : 2
            let count = glyphs.count + 1
            guard location.contains(body, count: width * count) else { return "its offsets run past the table's end" }
            let read = { (k: Int) in
                indexFormat == 1 ? location.uint32(at: body + 4 * k)! : location.uint16(at: body + 2 * k)!
            }
            var start = read(0)
            for k in 1..<count {
                let end = read(k)
                guard end >= start else { return "glyph \(glyphs.lowerBound + k - 1)'s image ends before it starts" }
                if let problem = image(
                    glyphs.lowerBound + k - 1, from: imageData + start, to: imageData + end, ledger: &ledger)
                {
                    return problem
                }
                start = end
            }
        case 2:
            guard let size = location.uint32(at: body), location.contains(body + 4, count: 8) else {
                return "its metrics run past the table's end"
            }
            check.indexMetrics = (location.uint8(at: body + 5)!, location.uint8(at: body + 4)!)
            return constantSizeProblem(from: imageData, size: size, glyphs: Array(glyphs)) {
                image($0, from: $1, to: $2, ledger: &ledger)
            }
        case 4:
            guard let count = location.uint32(at: body), count <= glyphs.count,
                location.contains(body + 4, count: 4 * (count + 1))
            else { return "its glyph list runs past the table's end or lists more glyphs than its range" }
            var start = location.uint16(at: body + 6)!
            for k in 0..<count {
                let pair = body + 4 + 4 * (k + 1)
                let glyph = location.uint16(at: pair - 4)!
                let end = location.uint16(at: pair + 2)!
                guard glyphs.contains(glyph) else { return "it lists glyph \(glyph), outside its range" }
                guard end >= start else { return "glyph \(glyph)'s image ends before it starts" }
                // Unlike formats 1 and 3, FreeType takes an empty image here for one it fails to load.
                guard end > start else { return "glyph \(glyph)'s image is 0 bytes long" }
                if let problem = image(glyph, from: imageData + start, to: imageData + end, ledger: &ledger) {
                    return problem
                }
                start = end
            }
        case 5:
            guard let size = location.uint32(at: body), let count = location.uint32(at: body + 12),
                count <= glyphs.count, location.contains(body + 16, count: 2 * count)
            else { return "its glyph list runs past the table's end or lists more glyphs than its range" }
            check.indexMetrics = (location.uint8(at: body + 5)!, location.uint8(at: body + 4)!)
            let listed = (0..<count).map { location.uint16(at: body + 16 + 2 * $0)! }
            for glyph in listed where !glyphs.contains(glyph) {
                return "it lists glyph \(glyph), outside its range"
            }
            return constantSizeProblem(from: imageData, size: size, glyphs: listed) {
                image($0, from: $1, to: $2, ledger: &ledger)
            }
        default:
            return "index format \(indexFormat)"
        }
        return nil
    }

    /// Formats 2 and 5: an image of `size` bytes for each of `glyphs`, one after another.
    private func constantSizeProblem(
        from start: Int, size: Int, glyphs: [Int], image: (Int, Int, Int) -> String?
    ) -> String? {
        let count = glyphs.count
        guard size > 0 || count == 0 else { return "its images are 0 bytes long" }
        guard data.contains(start, count: size * count) else {
            return "its \(count) images of \(size) bytes run past the end of `\(data.tag)`"
        }
        for (k, glyph) in glyphs.enumerated() {
            if let problem = image(glyph, start + k * size, start + (k + 1) * size) { return problem }
        }
        return nil
    }
}
