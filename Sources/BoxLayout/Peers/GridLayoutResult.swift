import BoxModel

/// Where NMGridLayoutManager puts each subview (peer §3.3), in the view's
/// coordinates. Pages after the first lie outside the bounds, to the right or below.
public struct GridLayoutResult: Equatable, Sendable {
    /// The first child's size, given to every child; zero when there are no children.
    public var cellSize: Size
    /// Items per row and per column of a page, each at least 1 (0 when there are no children).
    public var itemsPerRow: Int
    public var itemsPerColumn: Int
    /// (W − perRow × cell width) ÷ (perRow + 1): equal gaps between items and at
    /// both edges. Negative when the cell is wider than the view.
    public var horizontalGap: Double
    /// (H − perColumn × cell height) ÷ (perColumn + 1).
    public var verticalGap: Double
    /// One per child, in order, hidden ones included. Not rounded.
    public var frames: [Rect]
    /// The slot k each child was placed in: a hidden child shares the next visible child's slot.
    public var slots: [Int]
    /// The size the original computes and then discards (peer §3.3 step 6):
    /// `none` → W × H; `nextFullPage` → whole pages in the extension direction;
    /// `lastItem` → from the first child's minimum to the last child's maximum
    /// plus a gap on each side. Use it when `growsCanvas` is on.
    public var contentSize: Size

    public init(
        cellSize: Size, itemsPerRow: Int, itemsPerColumn: Int, horizontalGap: Double, verticalGap: Double,
        frames: [Rect], slots: [Int], contentSize: Size
    ) {
        self.cellSize = cellSize
        self.itemsPerRow = itemsPerRow
        self.itemsPerColumn = itemsPerColumn
        self.horizontalGap = horizontalGap
        self.verticalGap = verticalGap
        self.frames = frames
        self.slots = slots
        self.contentSize = contentSize
    }
}
