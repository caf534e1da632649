import BoxModel

/// One item's place (peer §1.4, §1.5, §1.8).
public struct GridViewCellLayout: Equatable, Sendable {
    public var row: Int
    public var column: Int
    /// The logical grid cell: grid cells tile the content with no gaps.
    public var gridCell: Rect
    /// The cell view's frame: centred in its grid cell (or stretched to it), then adjusted.
    public var frame: Rect
    /// The `singleLine` separators, in the cell's own coordinates, drawn behind its content.
    public var separators: GridViewCellSeparators
    /// The content view (and background and selected-background views), in the
    /// cell's coordinates: the cell's bounds less 1 point on each edge with a separator.
    public var contentFrame: Rect

    public init(
        row: Int, column: Int, gridCell: Rect, frame: Rect, separators: GridViewCellSeparators, contentFrame: Rect
    ) {
        self.row = row
        self.column = column
        self.gridCell = gridCell
        self.frame = frame
        self.separators = separators
        self.contentFrame = contentFrame
    }
}

/// A cell's 1-point separator strips, in its own coordinates; `nil` = none on that edge.
public struct GridViewCellSeparators: Equatable, Sendable {
    /// (0, height − 1, width, 1).
    public var bottom: Rect?
    /// (width − 1, 0, 1, height).
    public var right: Rect?

    public init(bottom: Rect? = nil, right: Rect? = nil) {
        self.bottom = bottom
        self.right = right
    }

    public static let none = GridViewCellSeparators()
}
