import BoxModel
import CCairo

/// A `.text` command made ready to draw: its passes (each shadow offset, then
/// the text itself, the shadows drawn from the text's layout where they can
/// be), where the layouts go, how many lines show, and which points the
/// drawing can touch.
///
/// UILabel's drawing: the text block is centred vertically in the rectangle;
/// multiline text wraps at the rectangle's width and, when it is taller than the
/// rectangle, shows only the lines that fit (at least the first) — no pixel
/// clip, as MGLine doesn't clip its labels; single-line text is cut at the width
/// with "…".
package struct PreparedText {
    struct Pass {
        let layout: PangoLayoutHandle
        let lines: TextLines
        let offset: Point
        /// For a shadow pass drawn from the text's layout: its colours.
        var recolouring: ShadowRecolouring?
    }

    /// Shadows first, the text last.
    let passes: [Pass]
    /// The layout's top left, in points.
    let origin: Point
    /// How many lines, from the first, are drawn.
    let lineCount: Int
    /// What the passes can touch, in points: the ink and advance boxes of the
    /// drawn lines, grown by a point; `nil` when nothing is drawn.
    package let bounds: Rect?

    /// `nil` when there is nothing to draw: no text, or an empty rectangle (as
    /// fills and pictures, a label of no width or height draws nothing). Call
    /// inside `FontLibrary.withPango`.
    ///
    /// The text's layout comes from `labels` when measuring left one that fits
    /// (and is kept there for the next format when not); each shadow pass is
    /// drawn from it too, unless its colours split the text elsewhere (then
    /// its own layout is kept there the same way).
    package init?(
        _ label: LabelContent, in rect: Rect, fonts: FontLibrary, context: OpaquePointer, labels: LaidOutLabels,
        shadowsFromText: Bool = true
    ) throws(FontError) {
        guard label.runs.contains(where: { !$0.text.isEmpty }), rect.width > 0, rect.height > 0 else { return nil }
        let builder = TextLayoutBuilder(fonts: fonts, context: context) { name, face throws(FontError) in
            try fonts.resolveLocked(name, face: face, context: context)
        }
        let text = try Self.layout(label, width: rect.width, builder: builder, labels: labels)
        let lines = text.lines
        let runTexts = label.runs.map { TextLayoutBuilder.layoutText($0.text, multiline: label.multiline) }
        var passes: [Pass] = []
        for (index, shadow) in TextShadowPasses.passes(for: label).enumerated() {
            if shadowsFromText, let recolouring = ShadowRecolouring(label, runTexts: runTexts, colors: shadow.colors) {
                passes.append(Pass(layout: text.handle, lines: lines, offset: shadow.offset, recolouring: recolouring))
                continue
            }
            let own = try Self.layout(
                label, width: rect.width, shadowPass: (index, shadow.colors), builder: builder, labels: labels)
            passes.append(Pass(layout: own.handle, lines: own.lines, offset: shadow.offset))
        }
        passes.append(Pass(layout: text.handle, lines: lines, offset: .zero))

        let count = lines.countFitting(height: label.multiline ? rect.height : nil)
        let block = lines.size(ofFirst: count)
        let origin = Point(x: rect.x, y: rect.y + (rect.height - block.height) / 2)
        self.passes = passes
        self.origin = origin
        self.lineCount = count
        self.bounds = Self.bounds(of: passes, lineCount: count, origin: origin)
    }

    /// The layout of the text, or of the shadow pass `shadowPass` (its index
    /// and colours), from `labels` or made and kept there.
    private static func layout(
        _ label: LabelContent, width: Double, shadowPass: (index: Int, colors: [Color?])? = nil,
        builder: TextLayoutBuilder, labels: LaidOutLabels
    ) throws(FontError) -> LaidOutLabels.Layout {
        let units = TextLayoutBuilder.widthUnits(width)
        let fonts = builder.fonts
        let kept =
            if let shadowPass {
                labels.layout(of: label, widthUnits: units, shadowPass: shadowPass.index, fonts: fonts)
            } else {
                labels.layout(of: label, drawnWidth: width, fonts: fonts)
            }
        if let kept { return kept }
        let handle = try builder.makeLayout(
            label, width: width, paint: shadowPass.map { .shadow(colors: $0.colors) } ?? .text)
        let made = LaidOutLabels.Layout(
            handle: handle, widthUnits: units, lines: TextLines(handle.pointer), shadowPass: shadowPass?.index)
        labels.keep(made, of: label)
        return made
    }

    private static func bounds(of passes: [Pass], lineCount: Int, origin: Point) -> Rect? {
        var union: Rect?
        for pass in passes {
            for line in pass.lines.lines.prefix(lineCount) {
                for box in [line.ink, line.logical] where box.width > 0 && box.height > 0 {
                    let placed = box.offsetBy(dx: origin.x + pass.offset.x, dy: origin.y + pass.offset.y)
                    union = union.map { $0.covering(placed) } ?? placed
                }
            }
        }
        return union.map { Rect(x: $0.x - 1, y: $0.y - 1, width: $0.width + 2, height: $0.height + 2) }
    }
}

extension Rect {
    /// The smallest rectangle holding both.
    fileprivate func covering(_ other: Rect) -> Rect {
        let left = min(x, other.x)
        let top = min(y, other.y)
        return Rect(x: left, y: top, width: max(maxX, other.maxX) - left, height: max(maxY, other.maxY) - top)
    }
}

/// The prepared `.text` commands of one scene, by command index, and the
/// library they were laid out with.
package struct PreparedTexts {
    package var fonts: FontLibrary?
    package var texts: [Int: PreparedText?] = [:]

    package init() {}
}
