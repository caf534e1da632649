import BoxModel
import CCairo

/// Builds the one `PangoLayout` a label is both measured and drawn with, so
/// that what layout measured is exactly what is drawn.
///
/// Multiline labels wrap at word boundaries, and a word longer than the whole
/// width is broken between characters (`PANGO_WRAP_WORD_CHAR`): that is what
/// MGLine's `NSLineBreakByWordWrapping` does, where `PANGO_WRAP_WORD` would
/// leave such a word whole and wider than the label. Unlike UIKit, a word so
/// broken shows a hyphen where its script takes one (issue 26: readers took
/// `Datenschutzeinstellun` / `gsverwaltung` for a mistake), and the picture
/// warns (`wordBroken`, found by `PangoMeasurer.brokenWords`). Single-line labels
/// never wrap: measured, they take their natural width; drawn, they are cut at
/// the width with "…" (`PANGO_ELLIPSIZE_END`); line feeds in them are spaces.
struct TextLayoutBuilder {
    let fonts: FontLibrary
    /// The library's context; the builder runs inside `FontLibrary.withPango`.
    let context: OpaquePointer
    /// The face for a run's font and Mush face: throws for an unknown name when
    /// drawing; falls back when measuring (see `PangoMeasurer`).
    let resolve: (String, FontFace) throws(FontError) -> ResolvedFont

    /// What colours the glyphs get.
    enum Paint {
        /// The runs' own colours, backgrounds and underlines.
        case text
        /// One pass of the text shadow: run `i` in `colors[i]`, or invisible where
        /// that is `nil`; no backgrounds.
        case shadow(colors: [Color?])
    }

    /// - Parameter width: wrap (multiline) or cut with "…" (single line) at this
    ///   many points; `nil` = neither.
    func makeLayout(_ label: LabelContent, width: Double?, paint: Paint) throws(FontError) -> PangoLayoutHandle {
        let texts = label.runs.map { Self.layoutText($0.text, multiline: label.multiline) }
        let text = texts.joined()
        // Line breaks and NULs made spaces change no direction: the label's text decides.
        let isRightToLeft = BaseDirection.isRightToLeft(label)
        guard let pointer = pango_layout_new(isRightToLeft ? fonts.rightToLeftContext : context) else {
            throw .setupFailed(reason: "Pango could not make a layout")
        }
        let layout = PangoLayoutHandle(adopting: pointer, fonts: fonts)
        fonts.layoutsMade += 1
        pango_layout_set_text(pointer, text, Int32(clamping: text.utf8.count))

        let base = try resolve(label.font.name, .base)
        let baseDescription = TextSettings.fontDescription(
            family: base.family, weight: base.weight, italic: base.italic, size: label.font.size)
        pango_layout_set_font_description(pointer, baseDescription)
        pango_font_description_free(baseDescription)

        // The direction is the context's, never guessed per paragraph, so
        // that left alignment is left even for right-to-left text.
        pango_layout_set_auto_dir(pointer, 0)
        pango_layout_set_alignment(
            pointer, Self.alignment(BaseDirection.literal(label.alignment, isRightToLeft: isRightToLeft)))
        if label.multiline {
            pango_layout_set_wrap(pointer, PANGO_WRAP_WORD_CHAR)
            pango_layout_set_spacing(pointer, Int32(TextSettings.pangoUnits(label.lineSpacing)))
        }
        if let width {
            pango_layout_set_width(pointer, Self.widthUnits(width))
            if !label.multiline { pango_layout_set_ellipsize(pointer, PANGO_ELLIPSIZE_END) }
        }

        guard let attributes = pango_attr_list_new() else {
            throw .setupFailed(reason: "Pango could not make an attribute list")
        }
        defer { pango_attr_list_unref(attributes) }
        var spans = AttributeSpans()
        spans.add(label.language.map(SpanAttribute.language), from: 0, to: text.utf8.count)
        let baseKey = FontKey(base, size: label.font.size)
        var start = 0
        for (index, run) in label.runs.enumerated() {
            let end = start + texts[index].utf8.count
            defer { start = end }
            guard end > start else { continue }
            let font = try resolve(run.font?.name ?? label.font.name, run.face)
            let key = FontKey(font, size: run.font?.size ?? label.font.size)
            spans.add(key == baseKey ? nil : .font(key), from: start, to: end)
            spans.add(run.underline ? .underline : nil, from: start, to: end)
            switch paint {
            case .text:
                spans.add(.foreground(run.color ?? label.textColor), from: start, to: end)
                if let background = run.backgroundColor, !background.isClear {
                    spans.add(.background(background), from: start, to: end)
                }
            case .shadow(let colors):
                let color = index < colors.count ? colors[index] : nil
                spans.add(.foreground(color ?? .clear), from: start, to: end)
            }
        }
        // Arabic and Hebrew are not hyphenated: a right-to-left label breaks a word without one.
        if isRightToLeft, let noHyphens = pango_attr_insert_hyphens_new(0) {
            noHyphens.pointee.start_index = 0
            noHyphens.pointee.end_index = UInt32(clamping: text.utf8.count)
            pango_attr_list_insert(attributes, noHyphens)
        }
        for span in spans.finished() {
            for attribute in Self.pangoAttributes(span.attribute) {
                guard let attribute else { continue }
                attribute.pointee.start_index = UInt32(clamping: span.start)
                attribute.pointee.end_index = UInt32(clamping: span.end)
                // In order of start, so each insert appends instead of searching the list.
                pango_attr_list_insert(attributes, attribute)
            }
        }
        pango_layout_set_attributes(pointer, attributes)
        return layout
    }

    /// What a layout `width` points wide is given: rounded up, so that a
    /// rectangle as wide as the measured text never cuts it.
    static func widthUnits(_ width: Double) -> Int32 {
        let units = max(0, min(Double(Int32.max), (width * Double(PANGO_SCALE)).rounded(.up)))
        return units.isFinite ? Int32(units) : 0
    }

    /// The Pango attributes (owned by the caller) that give text one `SpanAttribute`.
    private static func pangoAttributes(_ attribute: SpanAttribute) -> [UnsafeMutablePointer<PangoAttribute>?] {
        switch attribute {
        case .font(let key):
            let description = TextSettings.fontDescription(
                family: key.family, weight: key.weight, italic: key.italic, size: key.size)
            defer { pango_font_description_free(description) }
            return [pango_attr_font_desc_new(description)]
        case .underline:
            return [pango_attr_underline_new(PANGO_UNDERLINE_SINGLE)]
        case .language(let tag):
            return [pango_attr_language_new(pango_language_from_string(tag))]
        case .foreground(let color):
            let (red, green, blue, alpha) = pangoColor(color)
            return [pango_attr_foreground_new(red, green, blue), pango_attr_foreground_alpha_new(alpha)]
        case .background(let color):
            let (red, green, blue, alpha) = pangoColor(color)
            return [pango_attr_background_new(red, green, blue), pango_attr_background_alpha_new(alpha)]
        }
    }

    /// The run's text as Pango gets it: NUL (which Pango would take as the end
    /// of the text) becomes a space, and so do line breaks in single-line labels.
    static func layoutText(_ text: String, multiline: Bool) -> String {
        let breaks: Set<Unicode.Scalar> = ["\n", "\r", "\u{0B}", "\u{0C}", "\u{85}", "\u{2028}", "\u{2029}"]
        guard text.unicodeScalars.contains(where: { $0 == "\0" || (!multiline && breaks.contains($0)) }) else {
            return text
        }
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            scalars.append(scalar == "\0" || (!multiline && breaks.contains(scalar)) ? " " : scalar)
        }
        return String(scalars)
    }

    /// 16-bit channels, clamped, rounded.
    static func pangoColor(_ color: Color) -> (UInt16, UInt16, UInt16, UInt16) {
        func channel(_ value: Double) -> UInt16 {
            value.isFinite ? UInt16((min(1, max(0, value)) * 65535).rounded()) : 0
        }
        return (channel(color.red), channel(color.green), channel(color.blue), channel(color.alpha))
    }

    /// Pango's alignment for a literal one (`BaseDirection.literal`); taken
    /// literally, as the layout's direction is never guessed.
    static func alignment(_ alignment: TextAlignment) -> PangoAlignment {
        switch alignment {
        case .left, .natural: PANGO_ALIGN_LEFT
        case .center: PANGO_ALIGN_CENTER
        case .right: PANGO_ALIGN_RIGHT
        }
    }
}
