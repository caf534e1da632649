/// Checks a font's `sbix` table — Apple's colour glyphs, a PNG per glyph and
/// strike — before FreeType and Cairo see it.
///
/// The table lists strikes; each strike holds an offset per glyph (and one
/// past the last) from its start, and glyph k's record runs from offset k to
/// offset k + 1: an origin, a graphic type and its data. FreeType decodes
/// `png ` records with libpng and follows a `dupe` (two bytes naming another
/// glyph) up to 4 deep; any other type (`jpg `, `tiff`, `pdf `, `mask`)
/// fails to load, and as with CBDT, a glyph FreeType fails on sends Cairo into
/// loading the run's glyphs again and again. So every strike and record must
/// lie inside the table with offsets in order, every record be a `png `
/// whose PNG decodes (checked as CBDT's are) or a `dupe` of a glyph that has
/// a `png ` in the same strike — a `dupe` of a `dupe` is refused, so no chain
/// or cycle is followed. Strikes are walked once each, their offset arrays
/// may not together cover more than the table, and distinct PNGs are
/// inflated once and may not cover more than the table either, so the check
/// takes time linear in the table however its numbers are set.
enum SbixTableCheck {
    static let png = tag("png ")
    static let dupe = tag("dupe")

    static func problem(in table: FontTable, glyphCount: Int) -> String? {
        let name = "its `sbix` table"
        guard let version = table.uint16(at: 0), let flags = table.uint16(at: 2), let strikes = table.uint32(at: 4)
        else { return "\(name) is too short for its header" }
        guard version == 1 else { return "\(name) is version \(version), not 1" }
        // FreeType ignores a table whose flags are other than these (bit 0 set; bit 1, draw outlines too).
        guard flags == 1 || flags == 3 else { return "\(name) has flags \(flags), not 1 or 3" }
        guard strikes < 0x1_0000, table.contains(8, count: 4 * strikes) else {
            return "\(name)'s \(strikes) strikes run past its end"
        }
        // A strike: ppem, ppi, then glyphCount + 1 offsets.
        let header = 4 + 4 * (glyphCount + 1)
        var walked: Set<Int> = []
        var covered = 0
        var ledger = ImageLedger(tableLength: table.length)
        for strike in 0..<strikes {
            let offset = table.uint32(at: 8 + 4 * strike)!
            let label = "\(name)'s strike \(strike + 1)"
            guard table.contains(offset, count: header) else {
                return "\(label), at \(offset), runs past the table's end (\(table.length) bytes)"
            }
            // Two strikes at one offset are one strike read twice.
            guard walked.insert(offset).inserted else { continue }
            covered += header
            guard covered <= table.length else { return "\(name)'s strikes overlap, covering more than its length" }
            let ppem = table.uint16(at: offset)!
            guard ppem > 0 else { return "\(label) is 0 pixels per em" }
            let strikeTable = Strike(table: table, offset: offset, header: header, glyphCount: glyphCount)
            if let problem = strikeTable.problem(ledger: &ledger) { return "\(label): \(problem)" }
        }
        return nil
    }

    /// One strike: its glyphs' records, from `offset` in the table.
    private struct Strike {
        let table: FontTable
        let offset: Int
        /// The length of its ppem, ppi and offsets.
        let header: Int
        let glyphCount: Int

        /// Where glyph `glyph`'s record starts, from the strike's start.
        func start(_ glyph: Int) -> Int { table.uint32(at: offset + 4 + 4 * glyph)! }

        func problem(ledger: inout ImageLedger) -> String? {
            var start = start(0)
            guard start >= header else { return "glyph 0's record starts inside the strike's offsets" }
            for glyph in 0..<glyphCount {
                let end = self.start(glyph + 1)
                guard end >= start else { return "glyph \(glyph)'s record ends before it starts" }
                guard table.contains(offset + start, count: end - start) else {
                    return "glyph \(glyph)'s record, \(start) to \(end), runs past the table's end"
                }
                if end > start, let problem = recordProblem(glyph, from: offset + start, to: offset + end, &ledger) {
                    return "glyph \(glyph): \(problem)"
                }
                start = end
            }
            return nil
        }

        /// The record of `glyph`, from `start` to `end` in the table.
        private func recordProblem(_ glyph: Int, from start: Int, to end: Int, _ ledger: inout ImageLedger) -> String? {
            // origin x, origin y, graphic type: FreeType refuses a record shorter.
            guard end - start >= 8 else { return "its record is \(end - start) bytes, shorter than its header" }
            let type = table.uint32(at: start + 4)!
            switch type {
            case SbixTableCheck.png:
                let record = ImageLedger.Record(
                    start: start, end: end, format: type, bitDepth: 32, indexWidth: -1, indexHeight: -1)
                guard ledger.shape(of: record) == nil else { return nil }
                guard ledger.add(record) else {
                    return "its PNGs overlap, covering more than the \(table.length) bytes of `sbix`"
                }
                if let problem = BitmapGlyphCheck.pngProblem(
                    in: table, at: start + 8, length: end - start - 8, fitting: nil)
                {
                    return problem
                }
                ledger.remember(record, shape: GlyphShape(record: record, width: 0, height: 0))
                return nil
            case SbixTableCheck.dupe:
                guard end - start >= 10 else { return "a `dupe` with no glyph named" }
                let target = table.uint16(at: start + 8)!
                guard target < glyphCount else { return "a `dupe` of glyph \(target); the font has \(glyphCount)" }
                guard target != glyph else { return "a `dupe` of itself" }
                // The target's record, read as FreeType will (it is checked in its turn too).
                let targetStart = self.start(target)
                let targetEnd = self.start(target + 1)
                guard targetEnd > targetStart, table.contains(offset + targetStart, count: targetEnd - targetStart)
                else { return "a `dupe` of glyph \(target), which has no image" }
                guard targetEnd - targetStart >= 8, table.uint32(at: offset + targetStart + 4)! == SbixTableCheck.png
                else {
                    return "a `dupe` of glyph \(target), which is not a `png ` (a `dupe` of a `dupe` is refused)"
                }
                return nil
            default:
                return "its graphic type is \(SbixTableCheck.shown(type)); FreeType draws only `png ` and `dupe`"
            }
        }
    }

    static func tag(_ text: String) -> Int {
        text.utf8.reduce(0) { $0 << 8 | Int($1) }
    }

    /// A graphic type as `abcd`, or in hexadecimal when it is not printable.
    static func shown(_ type: Int) -> String {
        let bytes = (0..<4).map { UInt8(truncatingIfNeeded: type >> (24 - 8 * $0)) }
        guard bytes.allSatisfy({ (0x20...0x7E).contains($0) && $0 != 0x60 }) else {
            return "0x" + String(type, radix: 16, uppercase: true)
        }
        return "`" + String(decoding: bytes, as: UTF8.self) + "`"
    }
}
