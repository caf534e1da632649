/// Checks a font's embedded bitmaps — CBLC/CBDT (the PNG glyphs of colour
/// emoji fonts such as Noto Color Emoji) and EBLC/EBDT (monochrome and grey
/// bitmaps), which share one layout — before FreeType and Cairo see them.
///
/// The location table (CBLC) lists strikes, each strike index subtables, each
/// subtable where its glyphs' images lie in the data table (CBDT). One changed
/// byte there (a glyph range, an image offset, a PNG's length or checksum)
/// gives a glyph FreeType can't load, and Cairo then loads a run's glyphs
/// over and over: a 0.1 s render ran for minutes; a changed bit depth failed
/// inside Cairo. Every offset, count and record is checked here instead, and
/// the glyphs walked, components followed (`StrikeGlyphs`) and image bytes
/// inflated are bounded by the tables' length, so the check takes time
/// linear in the file however its numbers are set.
enum ColorBitmapTableCheck {
    /// The location and data tables of each kind of embedded bitmap.
    static let tablePairs = [("CBLC", "CBDT"), ("EBLC", "EBDT"), ("bloc", "bdat")]

    /// Why the font's embedded bitmaps are damaged, or nil when they are sound
    /// (or it has none).
    static func problem(in tables: [String: FontTable], glyphCount: Int) -> String? {
        for (locationTag, dataTag) in tablePairs {
            guard let location = tables[locationTag] else { continue }
            guard let data = tables[dataTag] else { return "it has a `\(locationTag)` table but no `\(dataTag)`" }
            if let problem = problem(location: location, data: data, glyphCount: glyphCount) { return problem }
        }
        return nil
    }

    static func problem(location: FontTable, data: FontTable, glyphCount: Int) -> String? {
        let table = "its `\(location.tag)` table"
        guard let strikes = location.uint32(at: 4) else { return "\(table) is too short for its header" }
        guard location.contains(8, count: 48 * strikes) else { return "\(table)'s \(strikes) strikes run past its end" }
        // Each glyph a subtable lists takes at least a byte of one table or
        // the other; more than both hold means records are shared or lying.
        var budget = location.length + data.length
        var ledger = ImageLedger(tableLength: data.length)
        for strike in 0..<strikes {
            let record = 8 + 48 * strike
            let name = "\(table)'s strike \(strike + 1)"
            let arrayOffset = location.uint32(at: record)!
            let count = location.uint32(at: record + 8)!
            guard location.contains(arrayOffset, count: 8 * count) else {
                return "\(name) lists \(count) index subtables that run past the table's end"
            }
            // Cairo scales a strike's bitmaps by the size asked for over these.
            let ppemX = location.uint8(at: record + 44)!
            let ppemY = location.uint8(at: record + 45)!
            guard ppemX > 0, ppemY > 0 else { return "\(name) is \(ppemX)×\(ppemY) pixels per em" }
            let bitDepth = location.uint8(at: record + 46)!
            guard [1, 2, 4, 8, 32].contains(bitDepth) else { return "\(name) has a bit depth of \(bitDepth)" }
            var glyphs = StrikeGlyphs()
            for index in 0..<count {
                let entry = arrayOffset + 8 * index
                let first = location.uint16(at: entry)!
                let last = location.uint16(at: entry + 2)!
                guard first <= last, last < glyphCount else {
                    return "\(name) lists glyphs \(first) to \(last); the font has \(glyphCount)"
                }
                budget -= last - first + 1
                guard budget >= 0 else { return "\(table) lists more glyph images than its tables can hold" }
                let subtable = BitmapIndexSubtable(
                    location: location, data: data, offset: arrayOffset + location.uint32(at: entry + 4)!,
                    glyphs: first...last, bitDepth: bitDepth, glyphCount: glyphCount)
                if let problem = subtable.problem(ledger: &ledger, strike: &glyphs) {
                    return "\(name), glyphs \(first) to \(last): \(problem)"
                }
            }
            if let problem = glyphs.compositeProblem(budget: &budget) { return "\(name): \(problem)" }
        }
        return nil
    }
}
