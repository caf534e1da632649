import BoxModel
import CCairo
import Foundation

/// Bold or italic asked of a font that has no such face: a Mush `**bold**`
/// whose ✓ comes from a symbol font with no bold face, `//italic//` Arabic.
/// Both are synthesised, as iOS does: italic is the upright face slanted,
/// bold the regular face struck twice, 1/24 em apart (`TextPainter`).
public struct SynthesisedStyle: Equatable, Hashable, Sendable {
    /// The family that lacks the face.
    public let family: String
    /// Bold was asked for: the regular face struck twice.
    public let bold: Bool
    /// Italic was asked for: drawn slanted.
    public let italic: Bool
    /// The text drawn so (at most a few characters of it).
    public let sample: String

    public init(family: String, bold: Bool, italic: Bool, sample: String) {
        self.family = family
        self.bold = bold
        self.italic = italic
        self.sample = sample
    }

    /// "bold", "italic" or "bold italic".
    public var styleName: String {
        [bold ? "bold" : nil, italic ? "italic" : nil].compactMap { $0 }.joined(separator: " ")
    }
}

extension PangoMeasurer {
    /// The styles `label`'s fonts synthesise, each family and style once, in
    /// the order of the text. Kept by measuring (`LaidOutLabels`); laid out
    /// unwrapped otherwise, as which face draws a character does not depend
    /// on where lines wrap.
    public func synthesisedStyles(in label: LabelContent) -> [SynthesisedStyle] {
        guard label.runs.contains(where: { !$0.text.isEmpty }) else { return [] }
        if let known = labels.synthesisedStyles(of: label) { return known }
        return withLayout(of: label, width: nil) { layout, _ in
            layout.map { SynthesisedStyles.find(in: $0.pointer) } ?? []
        }
    }
}

/// Finds the runs of a layout whose font lacks the face asked for (boxrender's
/// configuration's slanting `matrix` rule and `boldMissing` mark). Call
/// inside `FontLibrary.withPango`.
enum SynthesisedStyles {
    /// How far a synthesised italic leans: fontconfig's 0.2 (about 11°),
    /// near the 12° to 14° iOS gives a face without an italic.
    static let slant = 0.2

    /// The fontconfig property boxrender's configuration sets on a font that
    /// was asked for bold and has no bold face.
    static let boldMissing = "boxrenderboldmissing"

    /// Whether a font's pattern carries `boldMissing`: bold was asked of a face without one.
    static func isBoldMissing(_ pattern: OpaquePointer) -> Bool {
        var marked: FcBool = FcFalse
        return FcPatternGetBool(pattern, boldMissing, 0, &marked) == FcResultMatch && marked == FcTrue
    }

    static func find(in layout: OpaquePointer) -> [SynthesisedStyle] {
        guard let iterator = pango_layout_get_iter(layout), let text = pango_layout_get_text(layout) else { return [] }
        defer { pango_layout_iter_free(iterator) }
        let bytes = UnsafeRawPointer(text).assumingMemoryBound(to: UInt8.self)
        var found: [SynthesisedStyle] = []
        repeat {
            guard let run = pango_layout_iter_get_run_readonly(iterator), let item = run.pointee.item,
                let font = item.pointee.analysis.font,
                let pattern = pango_fc_font_get_pattern(
                    UnsafeMutableRawPointer(font).assumingMemoryBound(to: PangoFcFont.self))
            else { continue }
            let bold = isBoldMissing(pattern)
            var matrix: UnsafeMutablePointer<FcMatrix>?
            let italic =
                FcPatternGetMatrix(pattern, FC_MATRIX, 0, &matrix) == FcResultMatch && (matrix?.pointee.xy ?? 0) != 0
            guard bold || italic else { continue }
            var familyName: UnsafeMutablePointer<FcChar8>?
            guard FcPatternGetString(pattern, FC_FAMILY, 0, &familyName) == FcResultMatch, let familyName else {
                continue
            }
            let family = String(cString: familyName)
            let runText = String(
                decoding: UnsafeBufferPointer(start: bytes + Int(item.pointee.offset), count: Int(item.pointee.length)),
                as: UTF8.self)
            guard !found.contains(where: { $0.family == family && $0.bold == bold && $0.italic == italic }) else {
                continue
            }
            let sample = String(runText.trimmingCharacters(in: .whitespaces).prefix(12))
            found.append(SynthesisedStyle(family: family, bold: bold, italic: italic, sample: sample))
        } while pango_layout_iter_next_run(iterator) != 0
        return found
    }
}
