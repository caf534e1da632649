import BoxModel

extension GridViewCellSeparators {
    /// The separators a cell of `cellSize` gets (peer §1.8): with `singleLine`,
    /// a bottom strip on every cell (the original's last-row test is commented
    /// out) and a right strip on every cell not in the last column; none
    /// otherwise. Public so that a scene drawn from final frames finds the same.
    public init(style: GridViewSeparatorStyle, cellSize: Size, isLastColumn: Bool) {
        guard style == .singleLine else {
            self.init()
            return
        }
        self.init(
            bottom: Rect(x: 0, y: cellSize.height - 1, width: cellSize.width, height: 1),
            right: isLastColumn ? nil : Rect(x: cellSize.width - 1, y: 0, width: 1, height: cellSize.height))
    }

    /// The content view's frame in a cell of `cellSize` (and its background
    /// and selected-background views'): the bounds less 1 point on each edge
    /// that has a separator.
    public func contentFrame(cellSize: Size) -> Rect {
        Rect(
            x: 0, y: 0,
            width: max(0, cellSize.width - (right == nil ? 0 : 1)),
            height: max(0, cellSize.height - (bottom == nil ? 0 : 1)))
    }
}

extension GridViewLayout {
    /// The number of columns `layOut` gives `itemCount` items in a grid view
    /// of `bounds` (peer §1.2, §1.3), for callers that have the final frames
    /// but not the layout, such as a scene deciding which cells are in the
    /// last column.
    public static func columnCount(bounds: Size, parameters: GridViewParameters, itemCount: Int) -> Int {
        let input = GridViewInput(bounds: bounds, parameters: parameters, cellSizes: []).sanitized()
        return GridViewMetrics(bounds: input.bounds, parameters: input.parameters, itemCount: itemCount).columns
    }
}
