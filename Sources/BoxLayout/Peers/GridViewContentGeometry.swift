import BoxModel

/// The content size (peer §1.6) and the header, footer and background frames (§1.7).
struct GridViewContentGeometry: Equatable {
    let contentSize: Size
    let headerFrame: Rect?
    let footerFrame: Rect?
    let backgroundFrame: Rect

    /// - Width: ⌈cell width × columns⌉ + left + right inset (spare width stays out; never raised to W).
    /// - Height: ⌈rows × cell height⌉ + header + footer. With
    ///   `contentSizeGrowsToFillBounds` it is raised to at least H, before and
    ///   after the footer rule. With the `original` footer placement and a footer,
    ///   a height below H + 2 × footer becomes H + footer and the footer sits at the
    ///   bottom of the content; with `afterLastRow` the footer follows the last row.
    ///   Two details of the original are deliberately not kept: its grid size
    ///   becomes H + 1 (not H) when shorter than H, and it raises to H even with
    ///   the flag off — which would leave the flag without any effect.
    /// - Header: (0, 0, W, its height); footer W wide. Neither sees the insets.
    /// - Background: (0, header, W, h) with h a whole number of rows: cell height
    ///   × (N div columns + 1) — one row too many when N is a multiple — then
    ///   raised row by row to at least content − header − footer. With
    ///   `backgroundViewExtendsUp` it starts 500 points higher, height unchanged.
    init(
        bounds: Size, parameters: GridViewParameters, metrics: GridViewMetrics, itemCount: Int,
        headerHeight: Double?, footerHeight: Double?
    ) {
        let viewWidth = max(0, bounds.width)
        let viewHeight = max(0, bounds.height)
        let header = max(0, headerHeight ?? 0)
        let footer = footerHeight.map { max(0, $0) }
        let cell = metrics.gridCellSize
        let rowsHeight = (Double(metrics.rows) * cell.height).rounded(.up)
        let grows = parameters.contentSizeGrowsToFillBounds

        let width =
            (cell.width * Double(metrics.columns)).rounded(.up) + parameters.leftContentInset
            + parameters.rightContentInset
        var height = rowsHeight + header + (footer ?? 0)
        if grows { height = max(height, viewHeight) }
        if let footer, parameters.footerPlacement == .original, height < viewHeight + 2 * footer {
            height = viewHeight + footer
        }
        if grows { height = max(height, viewHeight) }
        contentSize = Size(width: width, height: height)

        headerFrame = headerHeight == nil ? nil : Rect(x: 0, y: 0, width: viewWidth, height: header)
        footerFrame = footer.map { footer in
            let y = parameters.footerPlacement == .original ? height - footer : header + rowsHeight
            return Rect(x: 0, y: y, width: viewWidth, height: footer)
        }

        let backgroundHeight = Self.backgroundHeight(
            cellHeight: cell.height, itemCount: itemCount, columns: metrics.columns,
            atLeast: height - header - (footer ?? 0))
        backgroundFrame = Rect(
            x: 0, y: header - (parameters.backgroundViewExtendsUp ? 500 : 0), width: viewWidth,
            height: backgroundHeight)
    }

    /// A whole number of rows, starting from N div columns + 1 (one row when
    /// N = 0), added one at a time until at least `needed`. Computed in one
    /// step, so a huge height costs no loop; a zero cell height stays 0.
    private static func backgroundHeight(cellHeight: Double, itemCount: Int, columns: Int, atLeast needed: Double)
        -> Double
    {
        let startRows = itemCount == 0 ? 1 : itemCount / columns + 1
        let start = cellHeight * Double(startRows)
        guard cellHeight > 0, start < needed else { return start }
        let addedRows = ((needed - start) / cellHeight).rounded(.up)
        // A vanishingly small cell height could overflow the row count; the height is then just enough.
        return addedRows.isFinite ? start + addedRows * cellHeight : needed
    }
}
