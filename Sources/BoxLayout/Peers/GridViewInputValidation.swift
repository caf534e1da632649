import BoxModel

extension GridViewInput {
    /// Reports the first NaN or infinite number, for callers that refuse such
    /// input rather than have `GridViewLayout.layOut` count it as 0.
    public func validate() throws(GridViewLayoutError) {
        for (name, value) in namedNumbers where !value.isFinite {
            throw .nonFinite(field: name)
        }
    }

    /// This input as the engine lays it out: every number through
    /// `GridLayoutNumbers.length` (NaN and infinity → 0, magnitudes capped at 10¹²).
    func sanitized() -> GridViewInput {
        let length = GridLayoutNumbers.length
        var input = self
        input.bounds = Size(width: length(bounds.width), height: length(bounds.height))
        input.parameters.cellSize = Size(
            width: length(parameters.cellSize.width), height: length(parameters.cellSize.height))
        input.parameters.leftContentInset = length(parameters.leftContentInset)
        input.parameters.rightContentInset = length(parameters.rightContentInset)
        let adjustment = parameters.cellFrameAdjustment
        input.parameters.cellFrameAdjustment = GridViewCellFrameAdjustment(
            dx: length(adjustment.dx), dy: length(adjustment.dy), dw: length(adjustment.dw), dh: length(adjustment.dh))
        input.parameters.glow.radius = length(parameters.glow.radius)
        input.parameters.glow.opacity = length(parameters.glow.opacity)
        input.headerHeight = headerHeight.map(length)
        input.footerHeight = footerHeight.map(length)
        input.cellSizes = cellSizes.map { Size(width: length($0.width), height: length($0.height)) }
        return input
    }

    /// Every number of the input with its name in messages, cells last.
    private var namedNumbers: [(String, Double)] {
        let p = parameters
        var numbers: [(String, Double)] = [
            ("width", bounds.width), ("height", bounds.height),
            ("cellSize.width", p.cellSize.width), ("cellSize.height", p.cellSize.height),
            ("leftContentInset", p.leftContentInset), ("rightContentInset", p.rightContentInset),
            ("cellFrameAdjustment.dx", p.cellFrameAdjustment.dx),
            ("cellFrameAdjustment.dy", p.cellFrameAdjustment.dy),
            ("cellFrameAdjustment.dw", p.cellFrameAdjustment.dw),
            ("cellFrameAdjustment.dh", p.cellFrameAdjustment.dh),
            ("glow.radius", p.glow.radius), ("glow.opacity", p.glow.opacity),
        ]
        if let headerHeight { numbers.append(("headerHeight", headerHeight)) }
        if let footerHeight { numbers.append(("footerHeight", footerHeight)) }
        for (index, size) in cellSizes.enumerated() {
            numbers.append(("cellSizes[\(index)].width", size.width))
            numbers.append(("cellSizes[\(index)].height", size.height))
        }
        return numbers
    }
}
