import BoxModel

/// What AQGridView's layout is given (peer §1.1): the grid view's own size,
/// its parameters, the heights of the optional header and footer, and the
/// frame size each cell view chose for itself, in item order.
public struct GridViewInput: Equatable, Sendable {
    /// W × H, the grid view's bounds size (the viewport, not the content).
    public var bounds: Size
    public var parameters: GridViewParameters
    /// `nil` = no header. Only the height matters: a header is always as wide as the bounds.
    public var headerHeight: Double?
    /// `nil` = no footer. Only the height matters: a footer is always as wide as the bounds.
    public var footerHeight: Double?
    /// Each cell view's own frame size; N = `cellSizes.count`.
    public var cellSizes: [Size]

    public init(
        bounds: Size,
        parameters: GridViewParameters = GridViewParameters(),
        headerHeight: Double? = nil,
        footerHeight: Double? = nil,
        cellSizes: [Size]
    ) {
        self.bounds = bounds
        self.parameters = parameters
        self.headerHeight = headerHeight
        self.footerHeight = footerHeight
        self.cellSizes = cellSizes
    }
}
