import BoxModel
import CCairo
import Foundation

/// The labels of one rendering, each laid out by Pango once: measuring keeps
/// the layout it made, and drawing takes it instead of laying the text out
/// again, in every format the rendering is drawn in (a batch's png, svg and
/// pdf). Labels with the same content share one layout. Also keeps what
/// measuring found of each label's missing characters and synthesised
/// styles, for the warnings.
///
/// Holds at most `layoutsPerLabel` layouts per label, the latest (layout
/// measures a multiline label again for the room its side has left; a label
/// drawn wider than it was measured, and a shadow that needs a layout of its
/// own, add one each), and once a scene is made only those of the labels it
/// draws (`keepOnly`): no more than drawing itself holds.
public final class LaidOutLabels: @unchecked Sendable {
    /// A layout and where its lines are.
    struct Layout {
        let handle: PangoLayoutHandle
        /// What `pango_layout_set_width` was given; `nil` = unwrapped and uncut.
        let widthUnits: Int32?
        let lines: TextLines
        /// For a text-shadow pass that cannot be drawn from the text's layout
        /// (`ShadowRecolouring`), its index; `nil` for the text.
        var shadowPass: Int? = nil
    }

    static let layoutsPerLabel = 4

    private let lock = NSLock()
    private var missing: [LabelContent: [Unicode.Scalar]] = [:]
    private var synthesised: [LabelContent: [SynthesisedStyle]] = [:]
    private var layouts: [LabelContent: [Layout]] = [:]

    public init() {}

    func keep(_ characters: [Unicode.Scalar], of label: LabelContent) {
        lock.lock()
        defer { lock.unlock() }
        missing[label] = characters
    }

    func missingCharacters(of label: LabelContent) -> [Unicode.Scalar]? {
        lock.lock()
        defer { lock.unlock() }
        return missing[label]
    }

    func keep(_ styles: [SynthesisedStyle], of label: LabelContent) {
        lock.lock()
        defer { lock.unlock() }
        synthesised[label] = styles
    }

    func synthesisedStyles(of label: LabelContent) -> [SynthesisedStyle]? {
        lock.lock()
        defer { lock.unlock() }
        return synthesised[label]
    }

    /// Keeps `layout` for drawing, in place of one laid out at the same width.
    func keep(_ layout: Layout, of label: LabelContent) {
        lock.lock()
        let before = layouts[label, default: []]
        var kept = before.filter { $0.widthUnits != layout.widthUnits || $0.shadowPass != layout.shadowPass }
        kept.append(layout)
        layouts[label] = Array(kept.suffix(Self.layoutsPerLabel))
        lock.unlock()
        // The layouts dropped are freed here, after the lock: freeing one
        // takes the font library's lock, which a caller may not hold.
        withExtendedLifetime(before) {}
    }

    /// Drops the layouts of every label but `drawn` (those a scene draws):
    /// measuring lays out labels that are then culled or hidden.
    package func keepOnly(_ drawn: [LabelContent]) {
        let drawn = Set(drawn)
        lock.lock()
        let before = layouts
        layouts = layouts.filter { drawn.contains($0.key) }
        lock.unlock()
        withExtendedLifetime(before) {}
    }

    /// The kept layout of `label` (or of its shadow pass `shadowPass`) at
    /// `widthUnits`, made with `fonts`.
    func layout(of label: LabelContent, widthUnits: Int32?, shadowPass: Int? = nil, fonts: FontLibrary) -> Layout? {
        lock.lock()
        defer { lock.unlock() }
        return layouts[label]?.first {
            $0.widthUnits == widthUnits && $0.shadowPass == shadowPass && $0.handle.fonts === fonts
        }
    }

    /// A kept layout, made with `fonts`, that draws `label` in a rectangle
    /// `width` points wide exactly as a new one laid out at that width
    /// would, with its lines placed for that width; `nil` when none does.
    ///
    /// One laid out at the same width does. So does, when every line fits
    /// the width, a single-line label's unwrapped layout (a layout cut at a
    /// width it fits is not cut) and a multiline label's layout wrapped at a
    /// greater width: Pango breaks a line at the last break whose text,
    /// one trailing space left out, fits (`find_break_extra_width` and
    /// `process_item` in pango-layout.c), so each line breaks where it did,
    /// as it fits the narrower width and the next break did not fit the
    /// wider one. The lines then differ only by where alignment puts them,
    /// worked out here as Pango does (`alignmentOffset`).
    func layout(of label: LabelContent, drawnWidth width: Double, fonts: FontLibrary) -> Layout? {
        let units = TextLayoutBuilder.widthUnits(width)
        if let same = layout(of: label, widthUnits: units, fonts: fonts) { return same }
        lock.lock()
        let candidates = (layouts[label] ?? []).filter { $0.shadowPass == nil && $0.handle.fonts === fonts }
        lock.unlock()
        let alignment = BaseDirection.literal(label.alignment, isRightToLeft: BaseDirection.isRightToLeft(label))
        for kept in candidates {
            let lineWidths = kept.lines.lines.map { Int(TextSettings.pangoUnits($0.logical.width)) }
            guard let widest = lineWidths.max(), widest <= Int(units) else { continue }
            // Where the kept layout's lines were placed from: its width, or,
            // unwrapped, its one line's (Pango aligns in the widest line).
            let keptWidth: Int
            if label.multiline, let wrapped = kept.widthUnits, wrapped >= units {
                keptWidth = Int(wrapped)
            } else if !label.multiline, kept.widthUnits == nil, lineWidths.count == 1 {
                keptWidth = widest
            } else {
                continue
            }
            var lines = kept.lines
            for index in lines.lines.indices {
                let lineWidth = lineWidths[index]
                let moved =
                    Self.alignmentOffset(layoutWidth: Int(units), lineWidth: lineWidth, alignment)
                    - Self.alignmentOffset(layoutWidth: keptWidth, lineWidth: lineWidth, alignment)
                lines.lines[index].logical.x = Self.moved(lines.lines[index].logical.x, by: moved)
                lines.lines[index].ink.x = Self.moved(lines.lines[index].ink.x, by: moved)
            }
            return Layout(handle: kept.handle, widthUnits: units, lines: lines)
        }
        return nil
    }

    /// `points` (a whole number of Pango units) moved by `units`, exactly.
    private static func moved(_ points: Double, by units: Int) -> Double {
        TextSettings.points(Int32(clamping: Int(TextSettings.pangoUnits(points)) + units))
    }

    /// Where Pango puts a line `lineWidth` units wide in a layout
    /// `layoutWidth` units wide (`get_x_offset` in pango-layout.c, the same
    /// from Pango 1.44 to 1.56): right-aligned at the right edge, centred by
    /// halving in integers, and on whole points when both widths are whole.
    /// `alignment` is literal (`BaseDirection.literal`).
    static func alignmentOffset(layoutWidth: Int, lineWidth: Int, _ alignment: TextAlignment) -> Int {
        guard layoutWidth != 0 else { return 0 }
        switch alignment {
        case .left, .natural:
            return 0
        case .right:
            return layoutWidth - lineWidth
        case .center:
            let scale = Int(PANGO_SCALE)
            let offset = (layoutWidth - lineWidth) / 2
            guard (layoutWidth | lineWidth) & (scale - 1) == 0 else { return offset }
            return (offset + scale / 2) & ~(scale - 1)
        }
    }
}
