import BoxModel

/// AQGridView, spec type `gridView` (spec-format §6): `cells` in a grid of
/// `cellSize` slots (widened to divide the width when vertical), with an
/// optional `header`, `footer` and `backgroundView`. Its settings are
/// modifiers named after the spec keys; MGBox's `padding` does not apply
/// (`contentInsets` insets the cells).
///
/// ```swift
/// GridView(size: Size(width: 320, height: 440), cellSize: Size(width: 96, height: 96), header: title) {
///     for colour: Color in [.red, .orange, .yellow] {
///         Box(width: 80, height: 80).backgroundColor(colour)
///     }
/// }
/// .separatorStyle(.singleLine).selectedIndex(1).selectionStyle(.blueGray)
/// ```
public struct GridView: ConfigurableBox {
    public var element: BoxElement

    /// - Parameters:
    ///   - size: the grid view's size, its viewport.
    ///   - cellSize: the smallest grid cell; `nil` = AQGridView's 96 × 128.
    ///   - header: a node above the cells, as wide as the grid.
    ///   - footer: a node below the cells (see `footerPlacement(_:)`).
    ///   - backgroundView: a node behind everything, as large as the grid view.
    ///   - cells: the cells, in order.
    public init(
        size: Size? = nil, cellSize: Size? = nil, header: (any BoxContent)? = nil, footer: (any BoxContent)? = nil,
        backgroundView: (any BoxContent)? = nil, @BoxBuilder cells: () -> [any BoxContent] = { [] }
    ) {
        element = BoxElement(type: .gridView)
        element["size"] = size.map(Draft.size)
        element["cellSize"] = cellSize.map(Draft.size)
        let cells = cells()
        if !cells.isEmpty { element["cells"] = .array(cells.map { .node($0.element) }) }
        element["header"] = header.map { .node($0.element) }
        element["footer"] = footer.map { .node($0.element) }
        element["backgroundView"] = backgroundView.map { .node($0.element) }
    }

    /// `leftContentInset` and `rightContentInset`: shrink the width the
    /// columns divide (which can change their number) and shift them right.
    ///
    /// - Parameters:
    ///   - left: the inset on the left; `nil` keeps it.
    ///   - right: the inset on the right; `nil` keeps it.
    public func contentInsets(left: Double? = nil, right: Double? = nil) -> Self {
        changing {
            $0["leftContentInset"] = left.map(Draft.number) ?? $0["leftContentInset"]
            $0["rightContentInset"] = right.map(Draft.number) ?? $0["rightContentInset"]
        }
    }

    /// `vertical` (the default) widens cells to divide the width and grows
    /// downwards; `horizontal` keeps `cellSize` and grows rightwards.
    public func layoutDirection(_ direction: GridViewLayoutDirection) -> Self {
        changing { $0["layoutDirection"] = .string(direction.rawValue) }
    }

    /// Stretches every cell to its whole grid cell, both ways.
    public func resizesCellWidthToFit(_ resizes: Bool = true) -> Self {
        changing { $0["resizesCellWidthToFit"] = .bool(resizes) }
    }

    /// `emptySpace` (the default), `none`, or `singleLine`: a 1-point line at
    /// each cell's bottom and, but in the last column, its right.
    public func separatorStyle(_ style: GridViewSeparatorStyle) -> Self {
        changing { $0["separatorStyle"] = .string(style.rawValue) }
    }

    /// The separators' colour; the cells' #DDDDDD when not given.
    public func separatorColor(_ color: Color) -> Self {
        changing { $0["separatorColor"] = .color(color) }
    }

    /// The cell drawn selected, from 0; one past the last selects nothing.
    public func selectedIndex(_ index: Int) -> Self {
        changing { $0["selectedIndex"] = .number(Double(index)) }
    }

    /// How the selected cell is drawn: `glow` (the default), a gradient
    /// (`blue`, `gray`, `blueGray`, `green`, `red`) or `none`.
    public func selectionStyle(_ style: GridViewSelectionStyle) -> Self {
        changing { $0["selectionStyle"] = .string(style.rawValue) }
    }

    /// The `glow` selection's `selectionGlowColor` and `selectionGlowShadowRadius`.
    ///
    /// - Parameters:
    ///   - color: the halo's colour; `nil` keeps it.
    ///   - radius: the halo's shadow radius, at most 1000; `nil` keeps it.
    public func selectionGlow(color: Color? = nil, radius: Double? = nil) -> Self {
        changing {
            $0["selectionGlowColor"] = color.map(Draft.color) ?? $0["selectionGlowColor"]
            $0["selectionGlowShadowRadius"] = radius.map(Draft.number) ?? $0["selectionGlowShadowRadius"]
        }
    }

    /// AQGridView's cell-frame hook: every cell's frame moved and resized by
    /// `dx`, `dy`, `dw`, `dh`.
    public func cellFrameAdjustment(_ adjustment: GridViewCellFrameAdjustment) -> Self {
        changing {
            $0["cellFrameAdjustment"] = .array(
                [adjustment.dx, adjustment.dy, adjustment.dw, adjustment.dh].map(Draft.number))
        }
    }

    /// Whether the content is at least as tall as the view (true by default).
    public func contentSizeGrowsToFillBounds(_ grows: Bool) -> Self {
        changing { $0["contentSizeGrowsToFillBounds"] = .bool(grows) }
    }

    /// `original` (AQGridView's rule, the default) or `afterLastRow`.
    public func footerPlacement(_ placement: GridViewFooterPlacement) -> Self {
        changing { $0["footerPlacement"] = .string(placement.rawValue) }
    }

    /// Moves the background view up by 500 points, as the original's layout pass does.
    public func backgroundViewExtendsUp(_ extends: Bool = true) -> Self {
        changing { $0["backgroundViewExtendsUp"] = .bool(extends) }
    }

    /// The original's column count, from the full width rather than the inset one.
    public func literalColumnFormula(_ literal: Bool = true) -> Self {
        changing { $0["literalColumnFormula"] = .bool(literal) }
    }
}

/// NMGridLayoutManager, spec type `gridLayout` (spec-format §6): its boxes,
/// each at its own size, in a grid whose gaps are equal between boxes and at
/// the edges; a hidden box takes no slot. Boxes past the first page go on
/// further pages.
///
/// ```swift
/// GridLayout(size: Size(width: 320, height: 170), direction: .topToBottomLeftToRight) {
///     for n in 1...7 { Line(middle: "\(n)", size: Size(width: 90, height: 50)) }
/// }
/// ```
public struct GridLayout: ConfigurableBox {
    public var element: BoxElement

    /// - Parameters:
    ///   - size: the grid's size: one page.
    ///   - direction: the fill order, row by row (the default) or column by column.
    ///   - extension: how boxes past the first page are spaced.
    ///   - extensionDirection: where further pages go: right (the default) or down.
    ///   - growsCanvas: the grid grows to hold every page (not in the original).
    ///   - boxes: the boxes, in order.
    public init(
        size: Size? = nil, direction: GridLayoutDirection = .leftToRightTopToBottom,
        extension: GridLayoutExtension = .none, extensionDirection: GridLayoutExtensionDirection = .right,
        growsCanvas: Bool = false, @BoxBuilder boxes: () -> [any BoxContent] = { [] }
    ) {
        element = BoxElement(type: .gridLayout)
        element["size"] = size.map(Draft.size)
        if direction != .leftToRightTopToBottom { element["direction"] = .string(direction.rawValue) }
        if `extension` != .none { element["extension"] = .string(`extension`.rawValue) }
        if extensionDirection != .right { element["extensionDirection"] = .string(extensionDirection.rawValue) }
        if growsCanvas { element["growsCanvas"] = .bool(true) }
        let boxes = boxes()
        if !boxes.isEmpty { element["boxes"] = .array(boxes.map { .node($0.element) }) }
    }
}
