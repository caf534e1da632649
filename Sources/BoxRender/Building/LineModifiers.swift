import BoxModel
import BoxSpec

/// A line's settings (spec-format §4). The left side's text settings are
/// also the middle's and right's unless those are given their own, as MGLine's
/// `font`, `textColor` and `textShadowColor`.
extension LineBox {
    /// The font of a side's labels; the left one (`font`) is the others' default.
    public func font(_ font: FontSpec, for side: LineSide = .left) -> Self {
        changing { $0[LineSideKey.font.name(for: side)] = .font(font) }
    }

    /// The font named `name` (an iOS name such as `HelveticaNeue-Light`) at `size` points.
    public func font(_ name: String, size: Double, for side: LineSide = .left) -> Self {
        font(FontSpec(name: name, size: size), for: side)
    }

    /// The text colour of a side's labels; the left one is the others' default.
    public func textColor(_ color: Color, for side: LineSide = .left) -> Self {
        changing { $0[LineSideKey.textColor.name(for: side)] = .color(color) }
    }

    /// The colour of the unblurred text shadow of a side's labels (white by
    /// default; `.clear` for none); the left one is the others' default.
    public func textShadowColor(_ color: Color, for side: LineSide = .left) -> Self {
        changing { $0[LineSideKey.textShadowColor.name(for: side)] = .color(color) }
    }

    /// How far a side's text shadow is moved; (0, 1) by default.
    public func textShadowOffset(_ offset: Point, for side: LineSide) -> Self {
        changing { $0[LineSideKey.textShadowOffset.name(for: side)] = .point(offset) }
    }

    /// How a side's items sit in their column, and its multiline labels' text:
    /// natural (left, or right for right-to-left text), centre and right by default.
    public func itemsAlignment(_ alignment: TextAlignment, for side: LineSide) -> Self {
        changing { $0[LineSideKey.itemsAlignment.name(for: side)] = .string(alignment.rawValue) }
    }

    /// A fixed width for a side's column (MGLine's `leftWidth`, …); 0 = as wide as its items.
    public func columnWidth(_ width: Double, for side: LineSide) -> Self {
        changing { $0[LineSideKey.width.name(for: side)] = .number(width) }
    }

    /// Extra space between the lines of a side's multiline texts.
    public func lineSpacing(_ spacing: Double, for side: LineSide) -> Self {
        changing { $0[LineSideKey.lineSpacing.name(for: side)] = .number(spacing) }
    }

    /// Where items shorter than the line sit: top, centre (the default) or bottom.
    public func verticalAlignment(_ alignment: VerticalAlignment) -> Self {
        changing { $0["verticalAlignment"] = .string(alignment.rawValue) }
    }

    /// The side that may use the whole width; the others get what is left
    /// (text cut, then items dropped from the centre outwards).
    public func sidePrecedence(_ side: LineSide) -> Self {
        changing { $0["sidePrecedence"] = .string(side.rawValue) }
    }

    /// Points around every item.
    public func itemPadding(_ padding: Double) -> Self {
        changing { $0["itemPadding"] = .number(padding) }
    }

    /// With `maxHeight`: equal (both 0 by default) keeps the line's height;
    /// otherwise the line fits its tallest item, at least `minHeight`.
    public func minHeight(_ height: Double) -> Self {
        changing { $0["minHeight"] = .number(height) }
    }

    /// The tallest the line grows to fit its items; 0 = no limit.
    public func maxHeight(_ height: Double) -> Self {
        changing { $0["maxHeight"] = .number(height) }
    }

    /// The base direction of the line's labels that set none, instead of the
    /// canvas's: `auto` (from each label's first strong letter), `ltr` or `rtl`.
    public func textDirection(_ direction: TextDirection) -> Self {
        changing { $0["direction"] = .string(direction.rawValue) }
    }

    /// The language of the line's labels that set none, instead of the
    /// canvas's: a BCP 47 tag (`ja`, `zh-Hans`) for CJK forms and line breaks.
    public func language(_ tag: String) -> Self {
        changing { $0["lang"] = .string(tag) }
    }

    /// The line widens instead of cutting text or dropping items.
    public func widenAsNeeded(_ widens: Bool = true) -> Self {
        changing { $0["widenAsNeeded"] = .bool(widens) }
    }
}
