import BoxModel

/// The grid cell size and the number of items per row (peer §1.2, §1.3).
struct GridViewMetrics: Equatable {
    let gridCellSize: Size
    let columns: Int
    /// Rows holding items, ⌈N ÷ columns⌉.
    let rows: Int

    /// Negative lengths count as 0. Deviations from the original, all on
    /// degenerate input: every count is at least 1 (the original's m = 0 shows
    /// nothing; its horizontal rows = 0 divides by zero), and a minimum width
    /// below 1 point counts as 1 (the original divides by its floor, 0).
    init(bounds: Size, parameters: GridViewParameters, itemCount: Int) {
        let minimum = Size(width: max(0, parameters.cellSize.width), height: max(0, parameters.cellSize.height))
        switch parameters.layoutDirection {
        case .vertical:
            // w = ⌊W − left − right⌋; m = ⌊w ÷ ⌊min width⌋⌋ ≥ 1; cell width ⌊w ÷ m⌋; height as given.
            let layoutWidth = max(
                0, (bounds.width - parameters.leftContentInset - parameters.rightContentInset).rounded(.down))
            let intended = GridLayoutNumbers.count(layoutWidth / max(1, minimum.width.rounded(.down)))
            let cellWidth = (layoutWidth / Double(intended)).rounded(.down)
            gridCellSize = Size(width: cellWidth, height: minimum.height)
            // The original's own formula uses the full width W, insets included (§1.2 step 5).
            columns =
                parameters.usesLiteralColumnFormula
                ? GridLayoutNumbers.count((max(0, bounds.width) / cellWidth).rounded(.down)) : intended
        case .horizontal:
            // rows = ⌊H ÷ cell height⌋ ≥ 1 (H includes header and footer); columns = ⌈N ÷ rows⌉ ≥ 1.
            gridCellSize = minimum
            let fittingRows = GridLayoutNumbers.count(max(0, bounds.height) / minimum.height)
            columns = max(1, GridLayoutNumbers.ceilingDivision(itemCount, by: fittingRows))
        }
        rows = GridLayoutNumbers.ceilingDivision(itemCount, by: columns)
    }
}
