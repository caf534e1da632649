import BoxModel
import CCairo

extension PangoMeasurer {
    /// The words of a multiline `label` that its lines break inside when it
    /// is `width` points wide: a word longer than the label is broken between
    /// characters, and Pango shows a hyphen there where the script takes one
    /// (not between Chinese or Japanese characters, which break anywhere).
    /// Each word once, in the text's order; empty for a single-line label.
    ///
    /// The kept layout answers when one draws at `width` (`LaidOutLabels`):
    /// its lines break where a new one's would.
    public func brokenWords(in label: LabelContent, width: Double) -> [String] {
        guard label.multiline, label.runs.contains(where: { !$0.text.isEmpty }) else { return [] }
        if let kept = labels.layout(of: label, drawnWidth: width, fonts: fonts) {
            return fonts.withPango { _ in BrokenWords.words(in: kept.handle.pointer) }
        }
        return withLayout(of: label, width: width) { layout, _ in
            layout.map { BrokenWords.words(in: $0.pointer) } ?? []
        }
    }
}

/// Where a layout's lines break inside a word. Call inside `FontLibrary.withPango`.
enum BrokenWords {
    /// The words a line break of `layout` falls inside, each once: breaks
    /// where the text allows none (Chinese and Japanese allow one between
    /// any two characters; an author's soft hyphen allows one too).
    static func words(in layout: OpaquePointer) -> [String] {
        let lineCount = Int(pango_layout_get_line_count(layout))
        guard lineCount > 1, let text = pango_layout_get_text(layout) else { return [] }
        var attributeCount: Int32 = 0
        guard let attributes = pango_layout_get_log_attrs_readonly(layout, &attributeCount) else { return [] }
        // Where each line but the last ends, as a byte offset, in order.
        let ends = (0..<(lineCount - 1)).compactMap { index -> Int? in
            pango_layout_get_line_readonly(layout, Int32(index)).map { Int($0.pointee.start_index + $0.pointee.length) }
        }
        // The same as character indices (the log attributes count characters).
        let scalars = Array(String(cString: text).unicodeScalars)
        var breaks: [Int] = []
        var byte = 0
        var next = ends.startIndex
        for (character, scalar) in scalars.enumerated() where next < ends.endIndex {
            if byte == ends[next] {
                breaks.append(character)
                next += 1
            }
            byte += String(scalar).utf8.count
        }
        var words: [String] = []
        // Where the last word found ends: a long word's other breaks are in it, and skipped unscanned.
        var lastStop = 0
        for character in breaks where character < Int(attributeCount) && character >= lastStop {
            // A break where no line break is allowed was forced inside a word
            // (an author's soft hyphen is an allowed break, not a broken word).
            let attribute = attributes[character]
            guard attribute.is_line_break == 0, attribute.is_word_boundary == 0 else { continue }
            var start = character
            while start > 0, attributes[start].is_word_start == 0 { start -= 1 }
            var stop = character
            while stop < scalars.count, attributes[stop].is_word_end == 0 { stop += 1 }
            lastStop = stop
            var word = String.UnicodeScalarView()
            word.append(contentsOf: scalars[start..<stop])
            let found = String(word)
            if !words.contains(found) { words.append(found) }
        }
        return words
    }

    /// Whether line `index` of `layout` ends with a hyphen glyph that is not
    /// in the text: U+2010 or U+002D of the last run's font, drawn for a
    /// character that is neither.
    static func lineEndsWithAddedHyphen(_ layout: OpaquePointer, line index: Int) -> Bool {
        guard let line = pango_layout_get_line_readonly(layout, Int32(index)) else { return false }
        var last: UnsafeMutablePointer<PangoGlyphItem>?
        var runs = line.pointee.runs
        while let node = runs {
            if let run = node.pointee.data { last = run.assumingMemoryBound(to: PangoGlyphItem.self) }
            runs = node.pointee.next
        }
        guard let run = last, let glyphs = run.pointee.glyphs, glyphs.pointee.num_glyphs > 0,
            let font = run.pointee.item.pointee.analysis.font, let hbFont = pango_font_get_hb_font(font)
        else { return false }
        let glyph = glyphs.pointee.glyphs[Int(glyphs.pointee.num_glyphs) - 1].glyph
        return [0x2010, 0x2D].contains { (code: UInt32) in
            var hyphen: hb_codepoint_t = 0
            return hb_font_get_nominal_glyph(hbFont, code, &hyphen) != 0 && hyphen == glyph
        }
    }
}

extension PangoMeasurer {
    /// Where the ink of `label`'s text is, across, when drawn in a rectangle
    /// `width` points wide: from its left edge, in points; `nil` for no ink.
    /// Alignment and direction are in it (a right-aligned line's ink ends
    /// near the right edge).
    public func inkSpan(of label: LabelContent, width: Double) -> ClosedRange<Double>? {
        guard label.runs.contains(where: { !$0.text.isEmpty }) else { return nil }
        func span(_ lines: TextLines) -> ClosedRange<Double>? {
            let inked = lines.lines.filter { $0.ink.width > 0 }
            guard let low = inked.map(\.ink.x).min(), let high = inked.map(\.ink.maxX).max() else { return nil }
            return low...high
        }
        if let kept = labels.layout(of: label, drawnWidth: width, fonts: fonts) { return span(kept.lines) }
        let wraps = label.multiline ? width : nil
        return withLayout(of: label, width: wraps) { layout, _ in layout.map { span(TextLines($0.pointer)) } ?? nil }
    }
}
