import BoxModel
import CCairo

/// A `.text` command made ready to draw: a layout per pass (each shadow offset,
/// then the text itself), where the layouts go, how many lines show, and which
/// points the drawing can touch.
///
/// UILabel's drawing: the text block is centred vertically in the rectangle;
/// multiline text wraps at the rectangle's width and, when it is taller than the
/// rectangle, shows only the lines that fit (at least the first) — no pixel
/// clip, as MGLine doesn't clip its labels; single-line text is cut at the width
/// with "…".
struct PreparedText {
    struct Pass {
        let layout: PangoLayoutHandle
        let lines: TextLines
        let offset: Point
    }

    /// Shadows first, the text last.
    let passes: [Pass]
    /// The layout's top left, in points.
    let origin: Point
    /// How many lines, from the first, are drawn.
    let lineCount: Int
    /// What the passes can touch, in points: the ink and advance boxes of the
    /// drawn lines, grown by a point; `nil` when nothing is drawn.
    let bounds: Rect?

    /// `nil` when there is nothing to draw: no text, or an empty rectangle (as
    /// fills and pictures, a label of no width or height draws nothing). Call
    /// inside `FontLibrary.withPango`.
    init?(_ label: LabelContent, in rect: Rect, fonts: FontLibrary, context: OpaquePointer) throws(FontError) {
        guard label.runs.contains(where: { !$0.text.isEmpty }), rect.width > 0, rect.height > 0 else { return nil }
        let builder = TextLayoutBuilder(fonts: fonts, context: context) { name, face throws(FontError) in
            try fonts.resolveLocked(name, face: face, context: context)
        }
        var passes: [Pass] = []
        for shadow in TextShadowPasses.passes(for: label) {
            let layout = try builder.makeLayout(label, width: rect.width, paint: .shadow(colors: shadow.colors))
            passes.append(Pass(layout: layout, lines: TextLines(layout.pointer), offset: shadow.offset))
        }
        let text = try builder.makeLayout(label, width: rect.width, paint: .text)
        let lines = TextLines(text.pointer)
        passes.append(Pass(layout: text, lines: lines, offset: .zero))

        let count = lines.countFitting(height: label.multiline ? rect.height : nil)
        let block = lines.size(ofFirst: count)
        let origin = Point(x: rect.x, y: rect.y + (rect.height - block.height) / 2)
        self.passes = passes
        self.origin = origin
        self.lineCount = count
        self.bounds = Self.bounds(of: passes, lineCount: count, origin: origin)
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
struct PreparedTexts {
    var fonts: FontLibrary?
    var texts: [Int: PreparedText?] = [:]
}
