import BoxModel
import CCairo

extension PangoMeasurer {
    /// The characters of `label` that no font draws — neither the face its
    /// font names nor any font of the fallback chain (`BundledFonts.fallbacks`)
    /// — each once, in the order they first appear in the text. Drawn, each
    /// would be a box with its code in hex. Empty when every character has a
    /// glyph.
    ///
    /// The label's layout for measuring answers, when `measureText` made one
    /// (`LaidOutLabels`); otherwise it is laid out unwrapped. Either is uncut
    /// (no "…", no hyphens added), so every character counts, also those a
    /// narrow label would cut off, and which glyphs are missing does not
    /// depend on where lines wrap. A font name the library doesn't know is laid out in the line default,
    /// as measuring does. Characters that draw nothing by design (spaces, line
    /// breaks, joiners, variation selectors) are never reported.
    public func missingCharacters(in label: LabelContent) -> [Unicode.Scalar] {
        guard label.runs.contains(where: { !$0.text.isEmpty }) else { return [] }
        if let known = labels.missingCharacters(of: label) { return known }
        return withLayout(of: label, width: nil) { layout, _ in
            layout.map { MissingGlyphs.characters(in: $0.pointer) } ?? []
        }
    }
}

/// Pango's unknown glyphs: what it draws, as a hex box, for a character no
/// font of the fontset has. Call inside `FontLibrary.withPango`.
enum MissingGlyphs {
    /// `PANGO_GLYPH_UNKNOWN_FLAG`, a C macro Swift doesn't import: set on the
    /// glyph of a character no font has, whose code point is the low bits.
    static let unknownFlag: UInt32 = 0x1000_0000

    /// The characters drawn as unknown glyphs in `layout`, each once, in the
    /// order of the text.
    static func characters(in layout: OpaquePointer) -> [Unicode.Scalar] {
        guard pango_layout_get_unknown_glyphs_count(layout) > 0, let iterator = pango_layout_get_iter(layout) else {
            return []
        }
        defer { pango_layout_iter_free(iterator) }
        var found: [(offset: Int, scalar: Unicode.Scalar)] = []
        repeat {
            guard let run = pango_layout_iter_get_run_readonly(iterator), let glyphs = run.pointee.glyphs,
                let item = run.pointee.item
            else { continue }
            let start = Int(item.pointee.offset)
            for index in 0..<Int(glyphs.pointee.num_glyphs) {
                let glyph = glyphs.pointee.glyphs[index].glyph
                // PANGO_GLYPH_INVALID_INPUT (all bits set) has the flag too.
                guard glyph & unknownFlag != 0, glyph != 0xFFFF_FFFF,
                    let scalar = Unicode.Scalar(glyph & ~unknownFlag)
                else { continue }
                found.append((start + Int(glyphs.pointee.log_clusters[index]), scalar))
            }
        } while pango_layout_iter_next_run(iterator) != 0
        var seen: Set<Unicode.Scalar> = []
        return found.sorted { $0.offset < $1.offset }.map(\.scalar).filter { seen.insert($0).inserted }
    }
}
