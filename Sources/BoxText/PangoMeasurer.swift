import BoxLayout
import BoxModel
import BoxPNG
import CCairo

/// Measures labels with Pango, with the layout drawing then draws: it is made
/// by `TextLayoutBuilder` and kept in `labels`, where drawing (`PreparedText`)
/// takes it, or lays the label out the same way at another width. Pictures
/// are measured from their PNG headers.
///
/// Safe to use from several threads: all Pango work happens under the font
/// library's lock (see `FontLibrary`).
public struct PangoMeasurer: ContentMeasuring {
    public let fonts: FontLibrary
    /// Each label's layout as measuring made it, for drawing to take
    /// (`CairoRenderer(labels:)`), and its missing characters, so that the
    /// warnings need not lay it out once more (`missingCharacters(in:)`).
    public let labels: LaidOutLabels

    public init(fonts: FontLibrary, labels: LaidOutLabels = LaidOutLabels()) {
        self.fonts = fonts
        self.labels = labels
    }

    /// A measurer over the process's shared font library.
    public init() throws(FontError) {
        self.init(fonts: try FontLibrary.shared())
    }

    /// The label's logical size in points (advance widths and line heights, not
    /// ink), unrounded. Multiline text wraps at `maxWidth` and keeps the lines
    /// whose bottom is within `maxHeight` (at least the first); single-line text
    /// takes its natural width. Empty text measures zero.
    ///
    /// This can't throw: a font name the library doesn't know is measured in the
    /// line default (HelveticaNeue-Light); drawing the label throws `FontError`
    /// for it, and `checkFonts` reports it before layout.
    public func measureText(_ label: LabelContent, maxWidth: Double?, maxHeight: Double?) -> Size {
        guard label.runs.contains(where: { !$0.text.isEmpty }) else { return .zero }
        let width = label.multiline ? maxWidth : nil
        let units = width.map(TextLayoutBuilder.widthUnits)
        let fitting = label.multiline ? maxHeight : nil
        // Measured before at this width (layout measures a label more than once).
        if let kept = labels.layout(of: label, widthUnits: units, fonts: fonts) {
            return kept.lines.size(ofFirst: kept.lines.countFitting(height: fitting))
        }
        return withLayout(of: label, width: width) { layout, drawable in
            guard let layout else { return .zero }
            // Which glyphs are missing, and which faces are synthesised, does not depend on where lines wrap.
            labels.keep(MissingGlyphs.characters(in: layout.pointer), of: label)
            labels.keep(SynthesisedStyles.find(in: layout.pointer), of: label)
            let lines = TextLines(layout.pointer)
            if drawable {
                labels.keep(LaidOutLabels.Layout(handle: layout, widthUnits: units, lines: lines), of: label)
            }
            return lines.size(ofFirst: lines.countFitting(height: fitting))
        }
    }

    /// Runs `body` inside `withPango` with `label` laid out at `width`
    /// (`nil` = unwrapped), a font name the library doesn't know laid out in
    /// the line default, as measuring and the missing-glyph check both want;
    /// `nil` when Pango cannot make the layout. `drawable` is false when a
    /// font was replaced so: drawing must refuse that label, not draw this.
    func withLayout<Result>(
        of label: LabelContent, width: Double?, _ body: (_ layout: PangoLayoutHandle?, _ drawable: Bool) -> Result
    ) -> Result {
        fonts.withPango { context in
            var replacedFont = false
            let builder = TextLayoutBuilder(fonts: fonts, context: context) { name, face throws(FontError) in
                do {
                    return try fonts.resolveLocked(name, face: face, context: context)
                } catch {
                    replacedFont = true
                    return try fonts.resolveLocked(FontSpec.lineDefault.name, face: face, context: context)
                }
            }
            let layout = try? builder.makeLayout(label, width: width, paint: .text)
            return body(layout, !replacedFont)
        }
    }

    /// Throws `FontError.unknownFont` if the label or one of its runs names a
    /// font the library doesn't have.
    public func checkFonts(_ label: LabelContent) throws(FontError) {
        _ = try fonts.resolve(label.font.name)
        for run in label.runs { _ = try fonts.resolve(run.font?.name ?? label.font.name, face: run.face) }
    }

    public func naturalSize(of image: ImageSource) -> Size {
        naturalPointSize(of: image)
    }
}
