import BoxModel

/// An MKLayoutLibrary layout (`Linear`, `Stack`, `Flow`; spec-format §6):
/// exactly its `size`, never sized by its items. Its `margin` is the inset
/// inside it around its items; MGBox's `padding` and container keys do not
/// apply to it, and are refused at render as in a spec. Each item says how
/// it is placed with `layoutItem(width:height:padding:gravity:offset:weight:insertBorder:)`.
public protocol MKLayoutBox: ConfigurableBox {}

extension MKLayoutBox {
    /// `false` is MK exactly: negative lengths (an overfull linear's weights)
    /// stay negative instead of becoming 0.
    public func clampNegative(_ clamps: Bool) -> Self {
        changing { $0["clampNegative"] = .bool(clamps) }
    }
}

/// MKLinearLayout, spec type `linear`: items one after another along
/// `orientation`, `spacing` apart; an item with a `weight` takes a share of
/// the length the fixed and `match` items leave. It never wraps.
///
/// ```swift
/// Linear(size: Size(width: 320, height: 40), spacing: 10) {
///     Box().layoutItem(width: 30).backgroundColor(.red)
///     Box().layoutItem(weight: 1).backgroundColor(.green)
///     Box().layoutItem(weight: 2).backgroundColor(.blue)
/// }
/// ```
public struct Linear: MKLayoutBox {
    public var element: BoxElement

    /// - Parameters:
    ///   - orientation: the axis the items follow.
    ///   - size: the layout's size; an item of another MK layout may take its
    ///     size from its `layoutItem` instead.
    ///   - spacing: the points between items (twice around a separator).
    ///   - boxes: the items, in order.
    public init(
        orientation: LinearLayoutParameters.Orientation = .horizontal, size: Size? = nil, spacing: Double = 0,
        @BoxBuilder boxes: () -> [any BoxContent] = { [] }
    ) {
        element = .mkLayout(.linear, size: size, boxes: boxes())
        if orientation != .horizontal { element["orientation"] = .string(orientation.rawValue) }
        if spacing != 0 { element["spacing"] = .number(spacing) }
    }

    /// A line drawn before each item whose `layoutItem` has `insertBorder`,
    /// over the layout's background and under its items.
    ///
    /// - Parameters:
    ///   - thickness: the line's thickness in points.
    ///   - color: the line's colour.
    ///   - intersectionOffsets: insets that lengthen the line across the
    ///     layout (negative ones) or shorten it; only the sides across count.
    public func separator(
        thickness: Double = 1, color: Color = Color(rgb: 0xDDDDDD), intersectionOffsets: Insets = .zero
    ) -> Self {
        changing {
            $0["separator"] = .object(
                DraftObject([
                    "thickness": .number(thickness), "color": .color(color),
                    "intersectionOffsets": .insets(intersectionOffsets),
                ]))
        }
    }
}

/// MKStackLayout, spec type `stack`: every item gets the whole inner
/// rectangle (the layout less its `margin`), placed there by its `layoutItem`.
public struct Stack: MKLayoutBox {
    public var element: BoxElement

    /// - Parameters:
    ///   - size: the layout's size.
    ///   - boxes: the items, painted in order.
    public init(size: Size? = nil, @BoxBuilder boxes: () -> [any BoxContent] = { [] }) {
        element = .mkLayout(.stack, size: size, boxes: boxes())
    }
}

/// MKFlowLayout, spec type `flow`: items one after another along
/// `orientation`, wrapping when one would pass the end (an exact fit stays);
/// each line is as thick as its thickest item.
public struct Flow: MKLayoutBox {
    public var element: BoxElement

    /// - Parameters:
    ///   - orientation: the axis the items follow before wrapping.
    ///   - size: the layout's size.
    ///   - boxes: the items, in order.
    public init(
        orientation: LinearLayoutParameters.Orientation = .horizontal, size: Size? = nil,
        @BoxBuilder boxes: () -> [any BoxContent] = { [] }
    ) {
        element = .mkLayout(.flow, size: size, boxes: boxes())
        if orientation != .horizontal { element["orientation"] = .string(orientation.rawValue) }
    }

    /// MK's bug: items placed as if the flow's rectangle were at (0, 0).
    public func flowOriginBug(_ reproduces: Bool = true) -> Self {
        changing { $0["flowOriginBug"] = .bool(reproduces) }
    }
}

extension ConfigurableBox {
    /// How an MK layout (`Linear`, `Stack`, `Flow`) places this node, its
    /// spec `layoutItem`; anywhere else it is refused at render, as in a spec.
    /// The fields given replace those of an earlier `layoutItem`; the others
    /// keep it (or MK's defaults).
    ///
    /// ```swift
    /// Box().layoutItem(width: 30)                       // 30 points by the slot's height
    /// Line(middle: "Tab", size: Size(width: 72, height: 13))
    ///     .layoutItem(width: .natural, height: .natural, gravity: .centerHorizontal)
    /// ```
    ///
    /// - Parameters:
    ///   - width: points (padding included), `.match` (the slot) or
    ///     `.natural` (the node's own laid-out width); MK's default is `.match`.
    ///   - height: as `width`, for the height.
    ///   - padding: insets that shrink the node within its size.
    ///   - gravity: where a node smaller than its slot sits; top left by default.
    ///   - offset: moves the node after gravity.
    ///   - weight: `Linear` only: a share of the length the fixed and `match` items leave.
    ///   - insertBorder: `Linear` only: a separator, with spacing on both sides, before this item.
    public func layoutItem(
        width: LayoutItemParameters.Length? = nil, height: LayoutItemParameters.Length? = nil,
        padding: Insets? = nil, gravity: LayoutItemParameters.Gravity? = nil, offset: Point? = nil,
        weight: Double? = nil, insertBorder: Bool? = nil
    ) -> Self {
        changing {
            var item: DraftObject
            if case .object(let object)? = $0["layoutItem"] { item = object } else { item = DraftObject() }
            if width != nil || height != nil {
                var size: [Draft] = [.length(.match), .length(.match)]
                if case .array(let old)? = item["size"], old.count == 2 { size = old }
                if let width { size[0] = .length(width) }
                if let height { size[1] = .length(height) }
                item["size"] = .array(size)
            }
            item["padding"] = padding.map(Draft.insets) ?? item["padding"]
            item["gravity"] = gravity.map { .number(Double($0.rawValue)) } ?? item["gravity"]
            item["offset"] = offset.map(Draft.point) ?? item["offset"]
            item["weight"] = weight.map(Draft.number) ?? item["weight"]
            item["insertBorder"] = insertBorder.map(Draft.bool) ?? item["insertBorder"]
            $0["layoutItem"] = .object(item)
        }
    }
}

/// A number is a length in points: `.layoutItem(width: 30, height: .match)`.
extension LayoutItemParameters.Length: ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral {
    public init(integerLiteral points: Int) {
        self = .points(Double(points))
    }

    public init(floatLiteral points: Double) {
        self = .points(points)
    }
}

extension Draft {
    /// A `layoutItem` length: a number, `"match"` or `"natural"`.
    static func length(_ length: LayoutItemParameters.Length) -> Draft {
        switch length {
        case .points(let points): .number(points)
        case .match: .string("match")
        case .natural: .string("natural")
        }
    }
}

extension BoxElement {
    /// An MK layout node: its size (when given) and its items.
    static func mkLayout(_ type: NodeType, size: Size?, boxes: [any BoxContent]) -> BoxElement {
        var element = BoxElement(type: type)
        element["size"] = size.map(Draft.size)
        if !boxes.isEmpty { element["boxes"] = .array(boxes.map { .node($0.element) }) }
        return element
    }
}
