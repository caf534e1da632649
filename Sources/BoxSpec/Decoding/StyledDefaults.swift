import BoxModel

/// What MGLineStyled and MGTableBoxStyled set up (reference §4.2–4.3), as the
/// starting values of a node that the spec's own keys then override.
enum StyledDefaults {
    /// (0.94, 0.94, 0.95, 1) ≈ #F0F0F2, both styled classes' background.
    static let backgroundColor = Color(red: 0.94, green: 0.94, blue: 0.95, alpha: 1)

    /// MGLineStyled's `line` factory size; MGLine's own factories give zero.
    static let lineSize = Size(width: 304, height: 40)
    static let linePadding = Insets(top: 0, left: 16, bottom: 0, right: 16)
    static let lineEtchedSides: EtchedSides = [.top, .bottom]

    /// A styled table created with width 0 is this wide.
    static let tableWidth = 304.0
    static let tableMargin = Insets(top: 8, left: 8, bottom: 0, right: 0)
    static let tableCornerRadius = 4.0
    static let tableShadow = Shadow(color: Color(white: 0.12), opacity: 1, offset: Point(x: 0, y: 0.5), radius: 1)

    /// Gives a freshly made node of a styled type its styled defaults, before
    /// its keys are read; other types are left as they are.
    static func apply(to node: inout BoxNode) {
        switch node.type {
        case .styledLine:
            node.padding = linePadding
            node.style = BoxStyle(backgroundColor: backgroundColor, etchedSides: lineEtchedSides)
        case .styledTable:
            node.margin = tableMargin
            node.style = BoxStyle(
                backgroundColor: backgroundColor, cornerRadius: tableCornerRadius, shadow: tableShadow)
        case .gridView:
            // AQGridView is a scroll view: it clips to its bounds.
            node.style.clipsToBounds = true
        case .box, .scroll, .button, .table, .line, .label, .image, .gridLayout, .linear, .stack, .flow:
            break
        }
    }

    /// The size of a node whose spec gives neither `size` nor `frame`.
    static func size(of type: NodeType) -> Size {
        type == .styledLine ? lineSize : .zero
    }

    /// A styled table's width of 0 becomes 304 (reference §4.3), in the frame
    /// of a `none`-mode table too, since that frame is its size.
    static func widenedTable(size: Size, mode: BoxLayoutMode) -> (size: Size, mode: BoxLayoutMode) {
        guard size.width == 0 else { return (size, mode) }
        let size = Size(width: tableWidth, height: size.height)
        guard case .none(let frame) = mode else { return (size, mode) }
        return (size, .none(frame: Rect(origin: frame.origin, size: size)))
    }

    /// MGTableBoxStyled's layout fix-ups (reference §4.3 steps 1–2) for the
    /// line at `position` of a table's `count` lines (top, middle and bottom
    /// together). Lines are static here, so what the original redid on every
    /// layout is done once.
    ///
    /// Separators: the first line loses its etched top and the last its etched
    /// bottom. Re-applying the style recomputes all four border colours, so a
    /// line with an etched style loses its explicit border colours, as on iOS.
    /// A line with no etched style keeps them: the original cleared those too,
    /// a side effect no spec author would ask for.
    ///
    /// Corners: a lone line gets corner radius 4 (replacing its own); with two
    /// or more, the first is masked with its top corners rounded and the last
    /// with its bottom ones.
    static func fixUpTableLine(_ node: inout BoxNode, position: Int, count: Int) {
        let isFirst = position == 0
        let isLast = position == count - 1
        if isFirst || isLast, !node.style.etchedSides.isEmpty {
            if isFirst { node.style.etchedSides.remove(.top) }
            if isLast { node.style.etchedSides.remove(.bottom) }
            node.style.borderColors = .none
        }
        if count == 1 {
            node.style.cornerRadius = tableCornerRadius
        } else if isFirst {
            node.style.mask = CornerMask(radius: tableCornerRadius, corners: .top)
        } else if isLast {
            node.style.mask = CornerMask(radius: tableCornerRadius, corners: .bottom)
        }
    }
}
