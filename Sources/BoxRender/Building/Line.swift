import BoxModel
import BoxSpec

/// MGLine, spec type `line`: items on the left, middle and right, in
/// HelveticaNeue-Light 16, black, with a white text shadow 1 point down.
///
/// ```swift
/// Line(left: "Title", right: "Detail", size: Size(width: 304, height: 40))
/// ```
///
/// The left side may use the whole width; the right gets what is left, the
/// middle the gap between them (`sidePrecedence` changes the order). Text is
/// cut with "…"; items that still don't fit are dropped.
public struct Line: LineBox {
    public var element: BoxElement

    /// MGLine's `lineWithLeft:right:size:`, with a middle too.
    ///
    /// `size`: `nil` = zero, as MGLine's `line` factory: a line with no width shows nothing.
    public init(left: LineItems = [], middle: LineItems = [], right: LineItems = [], size: Size? = nil) {
        element = .line(.line, sides: [.left: left, .middle: middle, .right: right], size: size)
    }
}

/// MGLineStyled, spec type `styledLine`: a line with MGBox's styled look — a
/// light grey background, 16-point side padding, and etched separators
/// (which a `StyledTable` removes above its first row and below its last).
public struct StyledLine: LineBox {
    public var element: BoxElement

    /// `size`: `nil` = 304 × 40, as MGLineStyled's `line` factory.
    public init(left: LineItems = [], middle: LineItems = [], right: LineItems = [], size: Size? = nil) {
        element = .line(.styledLine, sides: [.left: left, .middle: middle, .right: right], size: size)
    }
}

extension BoxElement {
    /// A line node with its items; empty sides are left out.
    static func line(_ type: NodeType, sides: [LineSide: LineItems], size: Size?) -> BoxElement {
        var element = BoxElement(type: type)
        element["size"] = size.map(Draft.size)
        for side in LineSide.allCases {
            guard let items = sides[side] else { continue }
            switch items.form {
            case .one(let item):
                element[LineSideKey.items.name(for: side)] = item.draft
            case .list(let list) where !list.isEmpty:
                element[LineSideKey.items.name(for: side)] = .array(list.map(\.draft))
            case .list:
                break
            case .multiline(let text):
                element[LineSideKey.multilineItems.name(for: side)] = .string(text)
            }
        }
        return element
    }
}
