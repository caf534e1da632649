import BoxModel

/// The selected item's appearance (peer §1.9).
public struct GridViewSelection: Equatable, Sendable {
    public var index: Int
    /// The glow's shadow path or the gradient's rectangle: the cell's content
    /// view, in the cell's coordinates. The cell does not clip, so a glow spills
    /// out over neighbouring space (under the lower-index cells, over the higher ones).
    public var rectInCell: Rect
    public var appearance: GridViewSelectionAppearance

    public init(index: Int, rectInCell: Rect, appearance: GridViewSelectionAppearance) {
        self.index = index
        self.rectInCell = rectInCell
        self.appearance = appearance
    }
}

/// How a selected cell looks.
public enum GridViewSelectionAppearance: Equatable, Sendable {
    /// A shadow of the rectangle, offset 0 × 0, under the content.
    case glow(Shadow)
    /// A vertical gradient over the rectangle, above the cell's background and
    /// under its content; while it shows, the original clears the backgrounds of
    /// the cell's opaque subviews and switches labels to their highlighted colours.
    case gradient(GridViewSelectionGradient)
}
