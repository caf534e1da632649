import BoxModel

extension GridViewCellLayout {
    /// Item `index`'s grid cell (peer §1.4), the cell view's frame in it (§1.5)
    /// and its separators (§1.8).
    ///
    /// - Grid cell: row = i div c, column = i mod c; x = column × cell width +
    ///   left inset, y = row × cell height + header height. No gaps.
    /// - Frame: with `resizesCellWidthToFit` the whole grid cell (both axes, any
    ///   separator style — the header comment's exception is not in the code).
    ///   Otherwise the cell's own size, each side clamped to the grid cell's,
    ///   at offsets ⌊(grid − cell) ÷ 2⌋: the odd point goes right and down.
    ///   Then the adjustment hook's deltas; only a negative size is clamped (to 0).
    /// - Separators (`singleLine` only): a bottom strip on every cell (the
    ///   last-row test is commented out in the original) and a right strip on
    ///   every cell not in the last column; the content is 1 point shorter on each.
    init(
        index: Int, ownSize: Size, metrics: GridViewMetrics, parameters: GridViewParameters, headerHeight: Double
    ) {
        let size = metrics.gridCellSize
        let row = index / metrics.columns
        let column = index % metrics.columns
        let gridCell = Rect(
            x: Double(column) * size.width + parameters.leftContentInset,
            y: Double(row) * size.height + headerHeight,
            width: size.width, height: size.height)
        let placed =
            parameters.resizesCellWidthToFit
            ? gridCell : Self.centred(ownSize, in: gridCell)
        let adjustment = parameters.cellFrameAdjustment
        let frame = Rect(
            x: placed.x + adjustment.dx, y: placed.y + adjustment.dy,
            width: max(0, placed.width + adjustment.dw), height: max(0, placed.height + adjustment.dh))
        let separators = GridViewCellSeparators(
            style: parameters.separatorStyle, cellSize: frame.size, isLastColumn: column == metrics.columns - 1)
        self.init(
            row: row, column: column, gridCell: gridCell, frame: frame, separators: separators,
            contentFrame: separators.contentFrame(cellSize: frame.size))
    }

    /// `ownSize` clamped to the grid cell and centred with floored offsets.
    private static func centred(_ ownSize: Size, in gridCell: Rect) -> Rect {
        let width = min(max(0, ownSize.width), gridCell.width)
        let height = min(max(0, ownSize.height), gridCell.height)
        return Rect(
            x: gridCell.x + ((gridCell.width - width) / 2).rounded(.down),
            y: gridCell.y + ((gridCell.height - height) / 2).rounded(.down),
            width: width, height: height)
    }
}
