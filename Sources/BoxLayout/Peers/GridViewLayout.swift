import BoxModel

/// Where AQGridView puts everything (peer §1), in the grid view's content
/// coordinates: origin at the top-left of the content, before any scrolling.
public struct GridViewLayout: Equatable, Sendable {
    /// Every grid cell's size: vertically the minimum width expanded to divide
    /// the layout width, and the minimum height unchanged; horizontally the minimum size.
    public var gridCellSize: Size
    /// Items per row, at least 1 (the intended m vertically, peer §1.2; ⌈N ÷ rows⌉ horizontally, §1.3).
    public var columnCount: Int
    /// Rows holding items: ⌈N ÷ columns⌉, 0 when there are no items.
    public var rowCount: Int
    /// One per item, in item order.
    public var cells: [GridViewCellLayout]
    /// (0, 0, W, header height): the insets do not apply.
    public var headerFrame: Rect?
    /// At the bottom of the content (or after the last row, per `footerPlacement`), W wide.
    public var footerFrame: Rect?
    /// The background view: W wide from the header down, a whole number of rows tall (peer §1.7).
    public var backgroundFrame: Rect
    /// The scroll view's content size (peer §1.6).
    public var contentSize: Size
    /// The colour `singleLine` separators are drawn in.
    public var separatorColor: Color
    /// How the selected item is drawn; `nil` when nothing is selected or the style is `none`.
    public var selection: GridViewSelection?
    /// Back to front (peer §1.10): the background, the cells from the highest
    /// index down to 0 (each new cell went in directly above the background, so
    /// a lower index covers a higher one), the header, the footer.
    public var paintOrder: [GridViewLayer]

    public init(
        gridCellSize: Size, columnCount: Int, rowCount: Int, cells: [GridViewCellLayout], headerFrame: Rect?,
        footerFrame: Rect?, backgroundFrame: Rect, contentSize: Size, separatorColor: Color,
        selection: GridViewSelection?, paintOrder: [GridViewLayer]
    ) {
        self.gridCellSize = gridCellSize
        self.columnCount = columnCount
        self.rowCount = rowCount
        self.cells = cells
        self.headerFrame = headerFrame
        self.footerFrame = footerFrame
        self.backgroundFrame = backgroundFrame
        self.contentSize = contentSize
        self.separatorColor = separatorColor
        self.selection = selection
        self.paintOrder = paintOrder
    }
}

/// One entry of the grid view's paint order.
public enum GridViewLayer: Equatable, Hashable, Sendable {
    case background
    /// The cell view of item `index`.
    case cell(Int)
    case header
    case footer
}
