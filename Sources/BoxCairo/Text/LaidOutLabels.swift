import BoxModel
import CCairo
import Foundation

/// The labels of one rendering, each laid out by Pango once: measuring keeps
/// the layout it made, and drawing takes it instead of laying the text out
/// again, in every format the rendering is drawn in (a batch's png, svg and
/// pdf). Labels with the same content share one layout. Also keeps what
/// measuring found of each label's missing characters, for the warnings.
///
/// Holds at most `layoutsPerLabel` layouts per label, the latest: layout
/// measures a multiline label again for the room its side has left, and only
/// the last measurement is the one drawn; a label drawn narrower than it was
/// measured, and a shadow that needs a layout of its own, add one each.
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

    /// Keeps `layout` for drawing, in place of one laid out at the same width.
    func keep(_ layout: Layout, of label: LabelContent) {
        lock.lock()
        defer { lock.unlock() }
        var kept = layouts[label, default: []].filter {
            $0.widthUnits != layout.widthUnits || $0.shadowPass != layout.shadowPass
        }
        kept.append(layout)
        layouts[label] = Array(kept.suffix(Self.layoutsPerLabel))
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
    /// `width` points wide exactly as a new one laid out at that width would, with its lines
    /// placed for that width; `nil` when none does.
    ///
    /// One laid out at the same width does. For a single-line label, so does
    /// its unwrapped layout when the text fits the width: a layout cut at a
    /// width it fits is not cut, and its one line differs only by where
    /// alignment puts it, worked out here as Pango does (`alignmentOffset`).
    func layout(of label: LabelContent, drawnWidth width: Double, fonts: FontLibrary) -> Layout? {
        let units = TextLayoutBuilder.widthUnits(width)
        if let same = layout(of: label, widthUnits: units, fonts: fonts) { return same }
        guard !label.multiline, let unwrapped = layout(of: label, widthUnits: nil, fonts: fonts),
            unwrapped.lines.lines.count == 1
        else { return nil }
        var line = unwrapped.lines.lines[0]
        let lineUnits = Int(TextSettings.pangoUnits(line.logical.width))
        guard lineUnits <= Int(units) else { return nil }
        let offset = TextSettings.points(
            Int32(Self.alignmentOffset(layoutWidth: Int(units), lineWidth: lineUnits, label.alignment)))
        line.logical.x += offset
        line.ink.x += offset
        return Layout(handle: unwrapped.handle, widthUnits: units, lines: TextLines(lines: [line]))
    }

    /// Where Pango puts a line `lineWidth` units wide in a layout
    /// `layoutWidth` units wide (`get_x_offset` in pango-layout.c, the same
    /// from Pango 1.44 to 1.56): right-aligned at the right edge, centred by
    /// halving in integers, and on whole points when both widths are whole.
    static func alignmentOffset(layoutWidth: Int, lineWidth: Int, _ alignment: TextAlignment) -> Int {
        guard layoutWidth != 0 else { return 0 }
        switch alignment {
        case .left:
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
