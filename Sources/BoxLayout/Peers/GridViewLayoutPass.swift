import BoxModel

extension GridViewLayout {
    /// AQGridView's layout of `input` (peer §1): pure, no recursion, linear in
    /// the number of items, and total: NaN and infinity count as 0, magnitudes
    /// stop at 10¹² points, negative lengths count as 0 and counts are clamped
    /// to 1…2³⁰, so every frame is finite. Call `input.validate()` first to
    /// refuse non-finite numbers instead.
    public static func layOut(_ input: GridViewInput) -> GridViewLayout {
        let input = input.sanitized()
        let parameters = input.parameters
        let itemCount = input.cellSizes.count
        let metrics = GridViewMetrics(bounds: input.bounds, parameters: parameters, itemCount: itemCount)
        let headerHeight = max(0, input.headerHeight ?? 0)
        let cells = input.cellSizes.enumerated().map { index, ownSize in
            GridViewCellLayout(
                index: index, ownSize: ownSize, metrics: metrics, parameters: parameters, headerHeight: headerHeight)
        }
        let geometry = GridViewContentGeometry(
            bounds: input.bounds, parameters: parameters, metrics: metrics, itemCount: itemCount,
            headerHeight: input.headerHeight, footerHeight: input.footerHeight)
        return GridViewLayout(
            gridCellSize: metrics.gridCellSize,
            columnCount: metrics.columns,
            rowCount: metrics.rows,
            cells: cells,
            headerFrame: geometry.headerFrame,
            footerFrame: geometry.footerFrame,
            backgroundFrame: geometry.backgroundFrame,
            contentSize: geometry.contentSize,
            separatorColor: parameters.resolvedSeparatorColor,
            selection: selection(parameters: parameters, cells: cells),
            paintOrder: paintOrder(
                itemCount: itemCount, hasHeader: input.headerHeight != nil,
                hasFooter: input.footerHeight != nil))
    }

    /// The selected cell's glow or gradient over its content view; `nil` for no
    /// selection, an index out of range, or the `none` style.
    private static func selection(parameters: GridViewParameters, cells: [GridViewCellLayout]) -> GridViewSelection? {
        guard let index = parameters.selectedIndex, cells.indices.contains(index) else { return nil }
        let appearance: GridViewSelectionAppearance
        switch parameters.selectionStyle {
        case .none:
            return nil
        case .glow:
            appearance = .glow(parameters.glow.shadow)
        case .blue, .gray, .blueGray, .green, .red:
            guard let gradient = parameters.selectionStyle.gradient else { return nil }
            appearance = .gradient(gradient)
        }
        return GridViewSelection(index: index, rectInCell: cells[index].contentFrame, appearance: appearance)
    }

    /// Background, cells from the highest index down, header, footer (peer §1.10).
    private static func paintOrder(itemCount: Int, hasHeader: Bool, hasFooter: Bool) -> [GridViewLayer] {
        var layers: [GridViewLayer] = [.background]
        layers.reserveCapacity(itemCount + 3)
        for index in stride(from: itemCount - 1, through: 0, by: -1) {
            layers.append(.cell(index))
        }
        if hasHeader { layers.append(.header) }
        if hasFooter { layers.append(.footer) }
        return layers
    }
}
